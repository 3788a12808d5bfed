// The Supabase entry point: Deno serves the portable handler (see handler.ts); the local backend
// runs this same file in a Deno process at /functions/v1/visit. Deploy with `supabase functions
// deploy visit --use-api`; supabase/config.toml turns JWT verification off for it, since a beacon
// carries no key.
import { handler } from './handler.ts';

declare const Deno: { serve(handler: (req: Request) => Promise<Response>): unknown };

Deno.serve(handler);

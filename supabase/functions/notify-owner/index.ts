// The Supabase entry point: Deno serves the portable handler (see handler.ts); the local backend
// runs this same file in a Deno process. Deploy with `supabase functions deploy notify-owner
// --use-api` (its settings read the site's address from src/content, outside supabase/);
// supabase/config.toml turns JWT verification off for it, since the database calls it with a
// shared secret instead.
import { handler } from './handler.ts';

declare const Deno: { serve(handler: (req: Request) => Promise<Response>): unknown };

Deno.serve(handler);

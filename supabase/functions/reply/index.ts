// The Supabase entry point: Deno serves the portable handler (see handler.ts); the local backend
// runs this same file in a Deno process at /functions/v1/reply. Deploy with `supabase functions
// deploy reply --use-api`: the handler imports the owner's content from src/content, outside
// supabase/. supabase/config.toml turns the platform's JWT check off for it (it knows only the
// legacy keys): the database checks the caller's own token instead.
import { handler } from './handler.ts';

declare const Deno: { serve(handler: (req: Request) => Promise<Response>): unknown };

Deno.serve(handler);

// The Supabase entry point: Deno serves the portable handler (see handler.ts); the local backend
// runs this same file in a Deno process at /functions/v1/chat. Deploy with `supabase functions deploy chat --use-api`:
// the handler imports the owner's content from src/content, outside supabase/.
import { handler } from './handler.ts';

declare const Deno: { serve(handler: (req: Request) => Promise<Response>): unknown };

Deno.serve(handler);

// The Supabase entry point: Deno serves the same portable handler the local backend mounts at
// /functions/v1/chat (see handler.ts). Deploy with `supabase functions deploy chat --use-api`:
// the handler imports the owner's content from src/content, outside supabase/.
import { handler } from './handler.ts';

declare const Deno: { serve(handler: (req: Request) => Promise<Response>): unknown };

Deno.serve(handler);

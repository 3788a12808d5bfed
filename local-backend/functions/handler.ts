import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HttpError, readBody } from '../http';

/** The portable shape every function under supabase/functions/ exports as `handler`. */
export type FunctionHandler = (req: Request) => Promise<Response>;

/**
 * Finds `supabase/functions/<name>/handler.ts` files and loads their `handler` exports. On
 * Supabase each function's `index.ts` hands the same handler to `Deno.serve`.
 */
export async function loadFunctions(functionsDir: string): Promise<Map<string, FunctionHandler>> {
  const functions = new Map<string, FunctionHandler>();
  if (!existsSync(functionsDir)) return functions;
  for (const entry of readdirSync(functionsDir, { withFileTypes: true })) {
    const file = join(functionsDir, entry.name, 'handler.ts');
    if (!entry.isDirectory() || entry.name.startsWith('_') || !existsSync(file)) continue;
    const module = (await import(pathToFileURL(file).href)) as { handler?: FunctionHandler };
    if (typeof module.handler !== 'function') {
      throw new Error(
        `${file} must export a function named "handler" (req: Request) => Promise<Response>.`,
      );
    }
    functions.set(entry.name, module.handler);
  }
  return functions;
}

/** Runs a function's handler with a web Request made from the incoming request, and streams back its Response. */
export async function handleFunction(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  handler: FunctionHandler | undefined,
  headers: Record<string, string>,
): Promise<void> {
  if (!handler) {
    throw new HttpError(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  const response = await handler(new Request(url, { method, headers, body }));
  const responseHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    responseHeaders[name] = value;
  });
  res.writeHead(response.status, responseHeaders);
  res.end(Buffer.from(await response.arrayBuffer()));
}

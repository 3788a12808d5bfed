import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { HttpError, readBody } from '../http';
import type { FunctionRuntime } from './runtime';

/** Headers that describe one hop's encoding, not the answer: Node's fetch already decoded it. */
const HOP_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
]);

/**
 * `/functions/v1/<name>[/<sub-path>]`: hands the request to the function's Deno process (see runtime.ts) and
 * streams its answer back, as Supabase's functions gateway does.
 */
export async function handleFunction(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  name: string,
  runtime: FunctionRuntime,
  headers: Record<string, string>,
): Promise<void> {
  if (!runtime.has(name)) {
    throw new HttpError(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);

  let base: string;
  try {
    base = await runtime.url(name);
  } catch (error) {
    console.error(`[local-backend] ${(error as Error).message}`);
    throw new HttpError(503, { code: 'BOOT_ERROR', message: 'Function failed to start' });
  }

  // The body is read whole above and sent again by fetch, which frames it itself: how the caller
  // framed it (a length, or chunks) and its connection are not the function's.
  const forwarded = { ...headers };
  for (const header of [
    'host',
    'content-length',
    'transfer-encoding',
    'connection',
    'keep-alive',
  ]) {
    delete forwarded[header];
  }
  // A caller that hangs up before the answer is over (a closed chat, a Stop button) hangs up on
  // the function too, as on the platform: its request's signal aborts, so it can stop its work.
  const hangUp = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) hangUp.abort();
  });
  // The function sees the path after /functions/v1, its own name first, as Supabase passes it.
  const path = url.pathname.slice('/functions/v1'.length);
  const response = await fetch(`${base}${path}${url.search}`, {
    method,
    headers: forwarded,
    body,
    redirect: 'manual',
    signal: hangUp.signal,
  }).catch((error: Error) => {
    if (hangUp.signal.aborted) return undefined;
    console.error(`[local-backend] function ${name}: ${error.message}`);
    throw new HttpError(502, { code: 'WORKER_ERROR', message: 'Function exited unexpectedly' });
  });
  if (!response) return; // The caller is gone: nobody to answer.

  const responseHeaders: Record<string, string> = {};
  response.headers.forEach((value, headerName) => {
    if (!HOP_HEADERS.has(headerName)) responseHeaders[headerName] = value;
  });
  res.writeHead(response.status, responseHeaders);
  if (!response.body || method === 'HEAD') {
    res.end();
    return;
  }
  // Streamed, so a function that answers as it goes (server-sent events) reaches the page at once.
  // A hang-up on either side ends both; it is not an error of the backend's.
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res).catch(() => {
    res.destroy();
  });
}

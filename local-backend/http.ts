import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Largest request body the local backend reads; Supabase's gateway has a similar cap. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** An error that already knows its HTTP answer. Thrown anywhere, answered by the server loop. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.message ?? body.msg ?? `HTTP ${status}`));
  }
}

/** PostgREST's error body shape. */
export function postgrestError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): HttpError {
  return new HttpError(status, { code, details, hint, message });
}

/** GoTrue's error body shape (API version 2024-01-01). */
export function authError(status: number, code: string, message: string): HttpError {
  return new HttpError(status, { code, message }, { 'X-Supabase-Api-Version': '2024-01-01' });
}

/**
 * Reads the whole body as text, refusing more than MAX_BODY_BYTES. An oversized body is still
 * read to its end (and dropped) before the 413 goes out: abandoning the request would reset a
 * keep-alive connection that the client then reuses for its next request.
 */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size <= MAX_BODY_BYTES) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        return;
      }
      reject(
        postgrestError(
          413,
          'PGRST413',
          'Payload Too Large',
          `The body is over ${MAX_BODY_BYTES} bytes`,
        ),
      );
    });
    // The client went away mid-body: nobody will read the answer, but it is no server error.
    req.on('error', () =>
      reject(postgrestError(400, 'PGRST102', 'Empty or invalid json', 'The body ended early')),
    );
  });
}

/** Parses a JSON body; anything else is PostgREST's "Empty or invalid json" (PGRST102). */
export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | null,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, headers);
  res.end(body ?? undefined);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  send(res, status, JSON.stringify(value), {
    'Content-Type': 'application/json; charset=utf-8',
    ...headers,
  });
}

/** Request headers as one lower-cased JSON object, the way PostgREST exposes request.headers. */
export function headerObject(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined)
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** A single-valued request header. */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export interface LocalServer {
  server: Server;
  /** `http://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

/**
 * Listens on 127.0.0.1 (port 0 picks a free one) and hands each request to `handle`. A request
 * that throws gets `answerError`'s answer (or is cut off if the answer had begun); a malformed
 * request gets a 400; neither takes the process down.
 */
export async function listenLocally(
  port: number,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  answerError: (res: ServerResponse, error: unknown) => void,
): Promise<LocalServer> {
  const server = createServer((req, res) => {
    res.on('error', () => {});
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) res.destroy();
      else answerError(res, error);
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

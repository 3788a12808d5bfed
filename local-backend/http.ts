import type { IncomingMessage, ServerResponse } from 'node:http';

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

/** Reads the whole body as text, refusing more than MAX_BODY_BYTES. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) {
      throw postgrestError(
        413,
        'PGRST413',
        'Payload Too Large',
        `The body is over ${MAX_BODY_BYTES} bytes`,
      );
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
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

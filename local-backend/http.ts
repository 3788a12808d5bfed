import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** Largest request body the local backend reads; Supabase's gateway has a similar cap. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * A body over the cap but at most this long in all is still read (and dropped) after the 413, so
 * the keep-alive connection serves the client's next request; past it the connection is closed.
 */
export const DRAIN_LIMIT_BYTES = 2 * MAX_BODY_BYTES;

/** How long a connection closed after its answer may take to accept it before it is cut. */
const CLOSE_GRACE_MS = 1000;

/** JSON bodies nested deeper than this (arrays and objects) are refused before they are parsed. */
export const MAX_JSON_DEPTH = 64;

/** How long a server waits on a client, in milliseconds. */
export interface ServerTimeouts {
  /**
   * To receive a request's headers, counted from the request's first byte or, for a connection's
   * first request, from when it connected (then 408 and the connection closed).
   */
  headersTimeout: number;
  /** To receive a whole request, body included (then 408 and the connection closed). */
  requestTimeout: number;
  /** An idle keep-alive connection is closed after this long without a request. */
  keepAliveTimeout: number;
  /** readBody's wait for the next part of a body (then 408 and the connection closed). */
  bodyIdleTimeout: number;
}

export const DEFAULT_TIMEOUTS: Readonly<ServerTimeouts> = Object.freeze({
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  bodyIdleTimeout: 10_000,
});

/** What listenLocally knows of a request in flight, for readBody and the answer. */
interface Exchange {
  res: ServerResponse;
  bodyIdleTimeout: number;
  /** Set when the body was abandoned: the connection must close after the answer. */
  close: boolean;
}

const exchanges = new WeakMap<IncomingMessage, Exchange>();

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
 * The methods the API answers; any other (TRACE, CONNECT, PROPFIND, ...) is refused with 405 and
 * these in `Allow`, as Supabase's gateway refuses it before any service sees it.
 */
export const ALLOWED_METHODS: readonly string[] = [
  'GET',
  'HEAD',
  'POST',
  'PATCH',
  'PUT',
  'DELETE',
  'OPTIONS',
];

/** The gateway's answer to a method it does not serve: 405 with `Allow`. */
export function methodNotAllowed(): HttpError {
  return new HttpError(
    405,
    { message: 'Method not allowed' },
    { Allow: ALLOWED_METHODS.join(', ') },
  );
}

/**
 * Reads the whole body as text, refusing more than MAX_BODY_BYTES (413) and a body that stops
 * arriving for `bodyIdleTimeout` (408). The cap holds while reading, whatever the request
 * declared, and nothing past it is kept:
 * - a Content-Length over the cap is refused before any of the body is read; when it is at most
 *   DRAIN_LIMIT_BYTES, Node reads the rest (and drops it) after the answer, so the keep-alive
 *   connection serves the client's next request; a larger one closes the connection;
 * - a body without one (chunked) is read on past the cap and dropped until it ends (the 413 then
 *   keeps the connection) or passes DRAIN_LIMIT_BYTES: then reading stops there, the 413 goes out
 *   with `Connection: close` and the socket is destroyed once it is flushed, so an endless body is
 *   never read further;
 * - a sender that stalls is answered and disconnected the same way.
 *
 * The errors are PostgREST's shape, or GoTrue's for `/auth/` routes (whose handler reads its
 * bodies here too).
 */
export function readBody(req: IncomingMessage): Promise<string> {
  const exchange = exchanges.get(req);
  const idleMs = exchange?.bodyIdleTimeout ?? DEFAULT_TIMEOUTS.bodyIdleTimeout;
  const declared = declaredLength(req);
  if (declared !== undefined && declared > MAX_BODY_BYTES) {
    // Nothing is read now; Node drains a body within the drain limit after the answer (see
    // mustClose), and a larger one closes the connection.
    return Promise.reject(bodyError(req, 413));
  }
  if (req.readableEnded) return Promise.resolve('');

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(onIdle, idleMs);

    function stop(): void {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onError);
      chunks.length = 0;
    }
    /** Stops reading: the socket is paused once the request's small buffer fills. */
    function abandon(error: HttpError): void {
      stop();
      req.pause();
      if (exchange) exchange.close = true;
      reject(error);
    }
    function onData(chunk: Buffer): void {
      size += chunk.length;
      timer.refresh();
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (size > DRAIN_LIMIT_BYTES) abandon(bodyError(req, 413));
      else chunks.length = 0;
    }
    function onEnd(): void {
      const text = size <= MAX_BODY_BYTES ? Buffer.concat(chunks).toString('utf8') : null;
      stop();
      if (text === null) reject(bodyError(req, 413));
      else resolve(text);
    }
    function onIdle(): void {
      abandon(bodyError(req, 408, idleMs));
    }
    // The client went away mid-body: nobody will read the answer, but it is no server error.
    function onError(): void {
      stop();
      reject(postgrestError(400, 'PGRST102', 'Empty or invalid json', 'The body ended early'));
    }

    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onError);
  });
}

/**
 * The body's length as the request declared it (Node has checked Content-Length is a number): 0
 * without Content-Length and Transfer-Encoding (HTTP/1.1 has no body then), undefined for a
 * chunked body, whose length nobody knows in advance.
 */
function declaredLength(req: IncomingMessage): number | undefined {
  const length = req.headers['content-length'];
  if (length !== undefined) return Number(length);
  return req.headers['transfer-encoding'] === undefined ? 0 : undefined;
}

/** A route GoTrue serves, whose errors take GoTrue's shape. */
function isAuthRoute(req: IncomingMessage): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:\/\/[^/]*)?\/auth\//i.test(req.url ?? '');
}

function bodyError(req: IncomingMessage, status: 408 | 413, idleMs = 0): HttpError {
  const auth = isAuthRoute(req);
  if (status === 413) {
    return auth
      ? authError(413, 'request_too_large', 'Request body too large')
      : postgrestError(
          413,
          'PGRST413',
          'Payload Too Large',
          `The body is over ${MAX_BODY_BYTES} bytes`,
        );
  }
  return auth
    ? authError(408, 'request_timeout', 'Request timed out')
    : postgrestError(
        408,
        'PGRST408',
        'Request Timeout',
        `No part of the body arrived for ${idleMs} ms`,
      );
}

/**
 * Parses a JSON body; anything else is PostgREST's "Empty or invalid json" (PGRST102). JSON nested
 * deeper than MAX_JSON_DEPTH is refused the same way before it is parsed, so no later step that
 * walks the value (serialising it for SQL) can run out of stack.
 */
export function parseJsonBody(text: string): unknown {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw postgrestError(
      400,
      'PGRST102',
      `JSON nested too deeply: more than ${MAX_JSON_DEPTH} levels of arrays and objects`,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

/**
 * How deeply `text` nests arrays and objects, counting brackets outside strings, without parsing
 * it; counting stops once past `limit`. Text that is not JSON gets some number: JSON.parse refuses
 * it anyway.
 */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c /* \ */) i += 1;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return deepest;
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | null,
  headers: Record<string, string> = {},
): void {
  // Tell the client the connection ends with this answer (listenLocally then closes it).
  if (mustClose(res.req)) res.setHeader('Connection', 'close');
  res.writeHead(status, headers);
  res.end(body ?? undefined);
}

/**
 * Whether the connection must close after the answer instead of carrying the next request: the
 * body was abandoned (too large or stalled), or it is still unread and would cost more than
 * DRAIN_LIMIT_BYTES (or an unknown amount, when chunked) to read through to the next request.
 */
function mustClose(req: IncomingMessage | undefined): boolean {
  if (!req) return false;
  if (exchanges.get(req)?.close) return true;
  if (req.complete) return false;
  const declared = declaredLength(req);
  return declared === undefined || declared > DRAIN_LIMIT_BYTES;
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

export interface ListenOptions {
  /** DEFAULT_TIMEOUTS unless given (tests pass small ones). */
  timeouts?: Partial<ServerTimeouts>;
}

/**
 * Listens on 127.0.0.1 (port 0 picks a free one) and hands each request to `handle`. A request
 * that throws gets `answerError`'s answer (or is cut off if the answer had begun); a malformed or
 * timed-out request gets a JSON 4xx; a CONNECT gets 405; none takes the process down. Clients get
 * `timeouts` (DEFAULT_TIMEOUTS) to send their requests, and a connection whose request body was
 * abandoned or left unread past DRAIN_LIMIT_BYTES is closed once its answer is out.
 */
export async function listenLocally(
  port: number,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  answerError: (res: ServerResponse, error: unknown) => void,
  options: ListenOptions = {},
): Promise<LocalServer> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  // The answer in progress on each connection, so a client error never writes into it.
  const answering = new WeakMap<Socket, ServerResponse>();

  const server = createServer(
    {
      headersTimeout: timeouts.headersTimeout,
      requestTimeout: timeouts.requestTimeout,
      keepAliveTimeout: timeouts.keepAliveTimeout,
      connectionsCheckingInterval: checkingInterval(timeouts),
    },
    (req, res) => {
      exchanges.set(req, { res, bodyIdleTimeout: timeouts.bodyIdleTimeout, close: false });
      answering.set(req.socket, res);
      res.on('error', () => {});
      res.once('finish', () => {
        if (answering.get(req.socket) === res) answering.delete(req.socket);
        if (mustClose(req)) closeAfterAnswer(req.socket);
      });
      handle(req, res).catch((error: unknown) => {
        if (res.headersSent) res.destroy();
        else answerError(res, error);
      });
    },
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // Already answered and closing (Node reports each further byte it cannot parse).
    if (socket.writableEnded) return;
    if (!socket.writable || answering.get(socket)?.headersSent || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? 431
          : 400;
    closeWith(socket, status);
  });
  // Any other expectation: Node would answer a bare 417.
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    sendJson(res, 417, { message: 'Expectation Failed' });
  });
  // Node answers `Expect: 100-continue` with "100 Continue" on its own, inviting a body that is
  // about to be refused: only a body within the cap is invited; a larger one gets its 413 at once.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if ((declaredLength(req) ?? 0) <= MAX_BODY_BYTES) res.writeContinue();
    server.emit('request', req, res);
  });
  // Node hands CONNECT requests to this event (and destroys the socket silently without it).
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    closeWith(socket, 405, methodNotAllowed());
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

/**
 * How often Node looks for requests past headersTimeout or requestTimeout: a fifth of the shorter
 * one, at most a second (Node's default of 30 s would let a slow sender keep its connection for up
 * to that much longer).
 */
function checkingInterval({ headersTimeout, requestTimeout }: ServerTimeouts): number {
  const bounds = [headersTimeout, requestTimeout].filter((timeout) => timeout > 0);
  if (bounds.length === 0) return 1000;
  return Math.max(10, Math.min(1000, Math.floor(Math.min(...bounds) / 5)));
}

/**
 * Writes a JSON error straight to a socket that has no response object (a request Node could not
 * parse, one that timed out, a CONNECT) and closes it once the answer is flushed.
 */
function closeWith(
  socket: Socket,
  status: number,
  answer: HttpError = new HttpError(status, { message: STATUS_CODES[status] ?? 'Error' }),
): void {
  socket.on('error', () => {});
  const reason = STATUS_CODES[status] ?? 'Error';
  const body = JSON.stringify(answer.body);
  const headers = answer.headers;
  const head = [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  closeAfterAnswer(socket);
}

/**
 * Closes a connection once its answer is written, without losing the answer: FIN first, so the
 * client reads the answer to its end, then the socket is destroyed when the client has closed its
 * side or after CLOSE_GRACE_MS (a client that neither reads nor closes keeps nothing). Destroying
 * at once would reset a connection the client is still writing into, and a reset makes the
 * client's system drop an answer it has not read yet.
 */
function closeAfterAnswer(socket: Socket): void {
  socket.end();
  setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
}

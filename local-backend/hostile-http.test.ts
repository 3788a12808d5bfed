// @vitest-environment node
/**
 * Hostile HTTP gets a 4xx JSON answer and costs bounded memory and time:
 * - a body over 1 MiB (MAX_BODY_BYTES) is refused with 413 while it is being read: a declared
 *   Content-Length over the cap before any of it is read, a chunked body as soon as it passes the
 *   cap; past DRAIN_LIMIT_BYTES the connection is closed rather than read to the end;
 * - a client that is slow to send its headers, its whole request or the next part of its body
 *   gets 408 and the connection is closed; silent and idle keep-alive connections are closed;
 * - JSON nested deeper than MAX_JSON_DEPTH is a 400 (PGRST102), never a 500;
 * - a method the API does not serve (TRACE, CONNECT, PROPFIND, ...) is a 405 with `Allow`;
 * - many stalled bodies neither stop the server from answering nor leave memory behind.
 * The backend here runs with small timeouts so each of these takes well under a second.
 */
import { connect, type Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALLOWED_METHODS,
  DEFAULT_TIMEOUTS,
  DRAIN_LIMIT_BYTES,
  HttpError,
  jsonDepth,
  listenLocally,
  MAX_BODY_BYTES,
  MAX_JSON_DEPTH,
  parseJsonBody,
  readBody,
  sendJson,
  type LocalServer,
  type ServerTimeouts,
} from './http';
import type { LocalBackend } from './server';
import { sampleMessage, startTestBackend, TEST_ADMIN } from './test-support';

const TABLE = '/rest/v1/contact_messages';
const SIGN_IN = '/auth/v1/token?grant_type=password';

const TIMEOUTS: ServerTimeouts = {
  headersTimeout: 400,
  requestTimeout: 1500,
  keepAliveTimeout: 300,
  bodyIdleTimeout: 300,
};
/**
 * Node checks headersTimeout and requestTimeout on an interval, and a busy machine adds its own
 * delay: answers may come this much later than the timeout.
 */
const SLACK_MS = 1500;

let backend: LocalBackend;
let port: number;

beforeAll(async () => {
  backend = await startTestBackend({ timeouts: TIMEOUTS });
  port = Number(new URL(backend.url).port);
});

afterAll(async () => {
  await backend?.close();
});

interface RawAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
}

/** The first complete HTTP response in `buffer` (Content-Length or chunked), and its length. */
function takeAnswer(buffer: Buffer): { answer: RawAnswer; length: number } | null {
  const headerEnd = buffer.indexOf('\r\n\r\n');
  if (headerEnd < 0) return null;
  const [statusLine = '', ...lines] = buffer
    .subarray(0, headerEnd)
    .toString('latin1')
    .split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(statusLine.split(' ')[1]);
  let offset = headerEnd + 4;
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const parts: Buffer[] = [];
    for (;;) {
      const lineEnd = buffer.indexOf('\r\n', offset);
      if (lineEnd < 0) return null;
      const size = parseInt(buffer.subarray(offset, lineEnd).toString('latin1'), 16);
      if (buffer.length < lineEnd + 2 + size + 2) return null;
      parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
      offset = lineEnd + 2 + size + 2;
      if (size === 0) break;
    }
    return {
      answer: { status, headers, body: Buffer.concat(parts).toString('utf8') },
      length: offset,
    };
  }
  const length = Number(headers['content-length'] ?? 0);
  if (buffer.length < offset + length) return null;
  const body = buffer.subarray(offset, offset + length).toString('utf8');
  return { answer: { status, headers, body }, length: offset + length };
}

/** A raw TCP client: writes what a test tells it and collects the server's answers. */
class RawClient {
  readonly socket: Socket;
  /** Bytes handed to the socket so far. */
  written = 0;
  closed = false;
  private received: Buffer = Buffer.alloc(0);
  private readonly waiters = new Set<() => void>();

  constructor(serverPort = port) {
    this.socket = connect(serverPort, '127.0.0.1');
    this.socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    // A server that closes while the client is still writing resets the connection.
    this.socket.on('error', () => {});
    this.socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
  }

  private wake(): void {
    for (const waiter of this.waiters) waiter();
  }

  /** Waits until `check()` holds or `ms` pass; whether it holds. */
  async until(check: () => boolean, ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!check()) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, left);
        this.waiters.add(done);
      });
    }
    return true;
  }

  /** Writes, then waits while the socket's buffer is full (or until it closes). */
  async write(data: string | Buffer): Promise<void> {
    if (this.closed || this.socket.destroyed) return;
    this.written += Buffer.byteLength(data);
    if (this.socket.write(data)) return;
    const drained = { done: false };
    const onDrain = () => {
      drained.done = true;
      this.wake();
    };
    this.socket.once('drain', onDrain);
    await this.until(() => drained.done || this.closed, 5000);
    this.socket.off('drain', onDrain);
  }

  /** The next complete answer, or null when none comes within `ms`. */
  async answer(ms = 2000): Promise<RawAnswer | null> {
    await this.until(() => takeAnswer(this.received) !== null || this.closed, ms);
    const taken = takeAnswer(this.received);
    if (!taken) return null;
    this.received = this.received.subarray(taken.length);
    return taken.answer;
  }

  /** Whether the server closed the connection within `ms`. */
  waitClosed(ms: number): Promise<boolean> {
    return this.until(() => this.closed, ms);
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/** Runs `test` with a fresh raw connection to the backend, destroyed afterwards. */
async function withClient<T>(test: (client: RawClient) => Promise<T>, serverPort = port) {
  const client = new RawClient(serverPort);
  try {
    return await test(client);
  } finally {
    client.destroy();
  }
}

function requestHead(method: string, path: string, headers: Record<string, string> = {}): string {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    `apikey: ${backend.anonKey}`,
    'Content-Type: application/json',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n`;
}

function chunk(data: string | Buffer): Buffer {
  const bytes = Buffer.from(data);
  return Buffer.concat([
    Buffer.from(`${bytes.length.toString(16)}\r\n`),
    bytes,
    Buffer.from('\r\n'),
  ]);
}

const nextRequest = () => requestHead('GET', '/rest/v1/nope', { Connection: 'close' });

/** Sends an endless chunked body (bounded: 64 MiB, 5 s) until the server closes the connection. */
async function sendEndlessChunkedBody(client: RawClient, path: string): Promise<void> {
  await client.write(requestHead('POST', path, { 'Transfer-Encoding': 'chunked' }));
  const piece = chunk(Buffer.alloc(64 * 1024, 'x'));
  const deadline = Date.now() + 5000;
  while (!client.closed && client.written < 64 * 2 ** 20 && Date.now() < deadline) {
    await client.write(piece);
  }
}

function expectJson(answer: RawAnswer | null): Record<string, unknown> {
  expect(answer?.headers['content-type']).toMatch(/^application\/json/);
  return JSON.parse(answer?.body ?? '') as Record<string, unknown>;
}

function expectPostgrestShape(answer: RawAnswer | null, status: number, code: string) {
  expect(answer?.status).toBe(status);
  const body = expectJson(answer);
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body.code).toBe(code);
  return body;
}

/** Still answers an ordinary request, and quickly. */
async function expectStillServing(withinMs = 2000): Promise<void> {
  const started = Date.now();
  const response = await fetch(`${backend.url}/rest/v1/nope`, {
    headers: { apikey: backend.anonKey },
  });
  expect(response.status).toBe(404);
  await response.body?.cancel();
  expect(Date.now() - started).toBeLessThan(withinMs);
}

describe('bodies over the cap (413)', () => {
  it('refuses a Content-Length over the cap before reading any of it, and closes', async () => {
    await withClient(async (client) => {
      await client.write(requestHead('POST', TABLE, { 'Content-Length': String(50 * 2 ** 20) }));
      const answer = await client.answer();
      expectPostgrestShape(answer, 413, 'PGRST413');
      expect(answer?.headers.connection).toBe('close');
      expect(await client.waitClosed(1000)).toBe(true);
    });
  });

  it('does not invite a body over the cap with "100 Continue"', async () => {
    await withClient(async (client) => {
      await client.write(
        requestHead('POST', TABLE, {
          'Content-Length': String(50 * 2 ** 20),
          Expect: '100-continue',
        }),
      );
      expectPostgrestShape(await client.answer(), 413, 'PGRST413');
      expect(await client.waitClosed(1000)).toBe(true);
    });
  });

  it('answers an expectation it cannot meet with 417 JSON', async () => {
    await withClient(async (client) => {
      await client.write(requestHead('GET', TABLE, { Expect: 'magic', Connection: 'close' }));
      const answer = await client.answer();
      expect(answer?.status).toBe(417);
      expect(expectJson(answer)).toEqual({ message: 'Expectation Failed' });
    });
  });

  it('stops reading an endless chunked body past twice the cap, answers 413 and closes', async () => {
    await withClient(async (client) => {
      await sendEndlessChunkedBody(client, TABLE);
      expect(client.closed).toBe(true);
      const answer = await client.answer(0);
      expectPostgrestShape(answer, 413, 'PGRST413');
      expect(answer?.headers.connection).toBe('close');
      // What the server read (at most DRAIN_LIMIT_BYTES) plus what the two kernels buffered.
      expect(client.written).toBeLessThan(DRAIN_LIMIT_BYTES + 16 * 2 ** 20);
    });
    await expectStillServing();
  });

  it('keeps the connection for a chunked body a little over the cap', async () => {
    await withClient(async (client) => {
      await client.write(requestHead('POST', TABLE, { 'Transfer-Encoding': 'chunked' }));
      await client.write(chunk(Buffer.alloc(MAX_BODY_BYTES + 100_000, 'x')));
      await client.write('0\r\n\r\n');
      expectPostgrestShape(await client.answer(), 413, 'PGRST413');
      await client.write(nextRequest());
      expectPostgrestShape(await client.answer(), 404, 'PGRST205');
    });
  });

  it('closes a connection whose large body the answer left unread', async () => {
    // An unknown table is refused before the body is looked at.
    await withClient(async (client) => {
      await client.write(
        requestHead('POST', '/rest/v1/nope', { 'Content-Length': String(50 * 2 ** 20) }),
      );
      const answer = await client.answer();
      expectPostgrestShape(answer, 404, 'PGRST205');
      expect(answer?.headers.connection).toBe('close');
      expect(await client.waitClosed(1000)).toBe(true);
    });
  });

  it("answers a sign-in body over the cap with 413 in GoTrue's shape", async () => {
    // A raw client, not fetch: the server answers and closes while a 50 MB upload is still
    // going, and fetch then reports the broken upload instead of the answer (on a busy machine).
    await withClient(async (client) => {
      await client.write(requestHead('POST', SIGN_IN, { 'Content-Length': String(50 * 2 ** 20) }));
      await client.write(`{"email":"${TEST_ADMIN.email}","password":"${TEST_ADMIN.password}",`);
      const answer = await client.answer();
      expect(answer?.status).toBe(413);
      expect(answer?.headers['x-supabase-api-version']).toBe('2024-01-01');
      expect(expectJson(answer)).toEqual({
        code: 'request_too_large',
        message: 'Request body too large',
      });
    });
  });

  it("answers a chunked sign-in body over the cap with 413 in GoTrue's shape", async () => {
    await withClient(async (client) => {
      await client.write(requestHead('POST', SIGN_IN, { 'Transfer-Encoding': 'chunked' }));
      await client.write(chunk(`{"email":"${TEST_ADMIN.email}","password":"`));
      for (let i = 0; i < 20 && !client.closed; i += 1) {
        await client.write(chunk(Buffer.alloc(256 * 1024, 'x')));
      }
      const answer = await client.answer();
      expect(answer?.status).toBe(413);
      expect(answer?.headers['x-supabase-api-version']).toBe('2024-01-01');
      expect(expectJson(answer)).toEqual({
        code: 'request_too_large',
        message: 'Request body too large',
      });
    });
  });
});

describe('listenLocally and readBody on their own server', () => {
  // A body idle timeout longer than the request timeout, so a trickling body meets the latter.
  const LOCAL_TIMEOUTS: ServerTimeouts = {
    headersTimeout: 300,
    requestTimeout: 800,
    keepAliveTimeout: 300,
    bodyIdleTimeout: 5000,
  };
  let local: LocalServer;
  const localPort = () => Number(new URL(local.url).port);
  const bytesRead: number[] = [];

  beforeAll(async () => {
    local = await listenLocally(
      0,
      async (req, res) => sendJson(res, 200, { length: (await readBody(req)).length }),
      (res, error) =>
        error instanceof HttpError
          ? sendJson(res, error.status, error.body, error.headers)
          : sendJson(res, 500, { message: String(error) }),
      { timeouts: LOCAL_TIMEOUTS },
    );
    local.server.on('connection', (socket: Socket) =>
      socket.on('close', () => bytesRead.push(socket.bytesRead)),
    );
  });

  afterAll(async () => {
    await local?.close();
  });

  it('reads no more than twice the cap of an endless chunked body', async () => {
    await withClient(async (client) => {
      await sendEndlessChunkedBody(client, '/anything');
      expect(client.closed).toBe(true);
      expect((await client.answer(0))?.status).toBe(413);
    }, localPort());
    for (let waited = 0; bytesRead.length === 0 && waited < 1000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(bytesRead).toHaveLength(1);
    // Node reads the socket 64 KiB at a time, and a little more sits in the request's buffer.
    expect(bytesRead[0]).toBeLessThanOrEqual(DRAIN_LIMIT_BYTES + 256 * 1024);
  });

  it('answers a body that trickles in past the request timeout with 408 and closes', async () => {
    await withClient(async (client) => {
      const started = Date.now();
      await client.write(requestHead('POST', '/anything', { 'Content-Length': '1000' }));
      // One byte every 100 ms: the body never idles, but the whole request takes too long.
      for (let i = 0; i < 40 && !client.closed; i += 1) {
        await client.write(' ');
        await client.until(() => client.closed, 100);
      }
      expect(client.closed).toBe(true);
      const answer = await client.answer(0);
      expect(answer?.status).toBe(408);
      expect(expectJson(answer)).toEqual({ message: 'Request Timeout' });
      expect(Date.now() - started).toBeLessThan(LOCAL_TIMEOUTS.requestTimeout + SLACK_MS + 200);
    }, localPort());
  });

  it('uses the default timeouts when none are given', async () => {
    const plain = await listenLocally(
      0,
      async () => {},
      () => {},
    );
    try {
      expect(plain.server.headersTimeout).toBe(DEFAULT_TIMEOUTS.headersTimeout);
      expect(plain.server.requestTimeout).toBe(DEFAULT_TIMEOUTS.requestTimeout);
      expect(plain.server.keepAliveTimeout).toBe(DEFAULT_TIMEOUTS.keepAliveTimeout);
      expect(DEFAULT_TIMEOUTS).toEqual({
        headersTimeout: 10_000,
        requestTimeout: 30_000,
        keepAliveTimeout: 5_000,
        bodyIdleTimeout: 10_000,
      });
    } finally {
      await plain.close();
    }
  });
});

describe('slow senders (408)', () => {
  it('answers headers that never finish with 408 and closes', async () => {
    await withClient(async (client) => {
      const started = Date.now();
      await client.write(`POST ${TABLE} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
      const answer = await client.answer(TIMEOUTS.headersTimeout + SLACK_MS);
      expect(answer?.status).toBe(408);
      expect(expectJson(answer)).toEqual({ message: 'Request Timeout' });
      expect(await client.waitClosed(500)).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUTS.headersTimeout - 50);
    });
  });

  it('answers a body that stops arriving with 408 and closes', async () => {
    await withClient(async (client) => {
      await client.write(requestHead('POST', TABLE, { 'Content-Length': '1000' }));
      await client.write('{"name":');
      const answer = await client.answer(TIMEOUTS.bodyIdleTimeout + SLACK_MS);
      expectPostgrestShape(answer, 408, 'PGRST408');
      expect(answer?.headers.connection).toBe('close');
      expect(await client.waitClosed(500)).toBe(true);
    });
  });

  it('answers a connection that never sends a request with 408 and closes', async () => {
    await withClient(async (client) => {
      expect((await client.answer(TIMEOUTS.headersTimeout + SLACK_MS))?.status).toBe(408);
      expect(await client.waitClosed(500)).toBe(true);
    });
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    await withClient(async (client) => {
      await client.write(requestHead('GET', '/rest/v1/nope'));
      expect((await client.answer())?.status).toBe(404);
      // Node keeps the socket a second longer than it advertises (Keep-Alive: timeout=...).
      expect(await client.waitClosed(TIMEOUTS.keepAliveTimeout + 1000 + SLACK_MS)).toBe(true);
    });
  });
});

describe('deeply nested JSON (400)', () => {
  const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
  const post = (path: string, body: string) =>
    fetch(`${backend.url}${path}`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body,
    });

  it('refuses a 50,000-deep value in a row with 400 PGRST102', async () => {
    const body = JSON.stringify(sampleMessage({ message: 'x' })).replace('"x"', deepObject(50_000));
    const response = await post(TABLE, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ code: 'PGRST102', details: null, hint: null });
    expect(answer.message).toMatch(/nested too deeply/);
  });

  it('refuses 50,000-deep function arguments with 400 PGRST102', async () => {
    const response = await post('/rest/v1/rpc/anything', `{"arg":${deepObject(50_000)}}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST102' });
  });

  it('answers a 50,000-deep sign-in body with a 4xx, never a 500', async () => {
    const response = await post(
      SIGN_IN,
      `{"email":"a@example.test","password":"p","x":${deepObject(50_000)}}`,
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    await response.body?.cancel();
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more, before parsing`, () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(parseJsonBody(nested(MAX_JSON_DEPTH))).toBeInstanceOf(Array);
    expect(() => parseJsonBody(nested(MAX_JSON_DEPTH + 1))).toThrow(/nested too deeply/);
    expect(() => parseJsonBody(deepObject(MAX_JSON_DEPTH + 1))).toThrow(/nested too deeply/);
  });

  it('counts no brackets inside strings', () => {
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('["\\"[[[", ["\\\\"], [[]]]')).toBe(3);
    const value = { text: '['.repeat(10_000), quoted: '"{'.repeat(100) };
    expect(parseJsonBody(JSON.stringify(value))).toEqual(value);
  });
});

describe('methods the API does not serve (405)', () => {
  it.each([
    ['TRACE', TABLE],
    ['TRACE', SIGN_IN],
    ['PROPFIND', '/functions/v1/chat'],
    ['PURGE', TABLE],
  ])('answers %s %s with 405 and Allow', async (method, path) => {
    await withClient(async (client) => {
      await client.write(requestHead(method, path, { Connection: 'close' }));
      const answer = await client.answer();
      expect(answer?.status).toBe(405);
      expect(answer?.headers.allow).toBe(ALLOWED_METHODS.join(', '));
      expect(expectJson(answer)).toEqual({ message: 'Method not allowed' });
    });
  });

  it('answers CONNECT with 405 and closes, neither hanging nor crashing', async () => {
    await withClient(async (client) => {
      await client.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
      const answer = await client.answer();
      expect(answer?.status).toBe(405);
      expect(answer?.headers.allow).toBe(ALLOWED_METHODS.join(', '));
      expect(expectJson(answer)).toEqual({ message: 'Method not allowed' });
      expect(await client.waitClosed(1000)).toBe(true);
    });
    await expectStillServing();
  });
});

/** A collected heap size, or null when this process cannot force a collection. */
function collectedHeap(): number | null {
  let gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) {
    try {
      setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc') as () => void;
    } catch {
      return null;
    }
  }
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('many stalled bodies', () => {
  it('keeps answering, times them out, and gives the memory back', async () => {
    await expectStillServing();
    const baseline = collectedHeap();

    const stalled: RawClient[] = [];
    try {
      for (let i = 0; i < 50; i += 1) {
        const client = new RawClient();
        stalled.push(client);
        // 1 MB declared, 100 kB sent, then nothing.
        await client.write(requestHead('POST', TABLE, { 'Content-Length': '1000000' }));
        await client.write(Buffer.alloc(100_000, 'x'));
      }
      await expectStillServing();

      // Half give up; the server times out the other half.
      for (const client of stalled.slice(0, 25)) client.destroy();
      const timedOut = stalled.slice(25);
      const answers = await Promise.all(
        timedOut.map((client) => client.answer(TIMEOUTS.bodyIdleTimeout + SLACK_MS + 500)),
      );
      expect(answers.map((answer) => answer?.status)).toEqual(timedOut.map(() => 408));
      const closed = await Promise.all(timedOut.map((client) => client.waitClosed(1000)));
      expect(closed.every(Boolean)).toBe(true);
    } finally {
      for (const client of stalled) client.destroy();
    }

    await expectStillServing();
    const after = collectedHeap();
    if (baseline !== null && after !== null) {
      expect(after - baseline).toBeLessThan(16 * 2 ** 20);
    }
  }, 10_000);
});

describe('after all of that', () => {
  it('still takes a message', async () => {
    const response = await fetch(`${backend.url}${TABLE}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': '10.250.0.1',
      },
      body: JSON.stringify(sampleMessage({ subject: 'hostile http test: still alive' })),
    });
    expect(response.status).toBe(201);
  });
});

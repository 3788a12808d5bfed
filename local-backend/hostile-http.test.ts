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
 * The backend here runs with small timeouts so each of these takes well under a second. No test
 * here gives the server a deadline: an answer or a close that never comes is caught by the test's
 * timeout, so a server slowed by a busy machine still passes.
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

  /** The next news from the socket (data, drain or close), or `ms` passed. */
  private news(ms?: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = ms === undefined ? undefined : setTimeout(done, ms);
      this.waiters.add(done);
    });
  }

  /** Waits, with no deadline of its own, until `check()` holds. */
  async until(check: () => boolean): Promise<void> {
    while (!check()) await this.news();
  }

  /** Waits `ms` (less when the server closes first): paces a slow sender. */
  async pause(ms: number): Promise<void> {
    if (!this.closed) await this.news(ms);
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
    await this.until(() => drained.done || this.closed);
    this.socket.off('drain', onDrain);
  }

  /** Whether the server has sent anything on this connection yet. */
  get heardBack(): boolean {
    return this.received.length > 0;
  }

  /** The next complete answer, or null when the server closes the connection without one. */
  async answer(): Promise<RawAnswer | null> {
    await this.until(() => takeAnswer(this.received) !== null || this.closed);
    const taken = takeAnswer(this.received);
    if (!taken) return null;
    this.received = this.received.subarray(taken.length);
    return taken.answer;
  }

  /** Resolves when the server has closed the connection. */
  waitClosed(): Promise<void> {
    return this.until(() => this.closed);
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

/** How far past DRAIN_LIMIT_BYTES an endless body is sent: more than the server may read. */
const PAST_DRAIN_LIMIT = 2 ** 20;

/**
 * Sends a chunked body that never ends (no last chunk) and waits until the server closes the
 * connection. It stops sending PAST_DRAIN_LIMIT bytes after the drain limit, more than a server
 * that stops at the limit reads: writing on would leave a write pending when the server closes
 * with unread data, and that write's reset can make the client's system drop the answer before
 * the client reads it (about 1 run in 100). A server that stops reading only when the body ends
 * has read all of it and then times the silent body out (408, not 413).
 */
async function sendEndlessChunkedBody(client: RawClient, path: string, start = ''): Promise<void> {
  await client.write(requestHead('POST', path, { 'Transfer-Encoding': 'chunked' }));
  if (start) await client.write(chunk(start));
  const piece = chunk(Buffer.alloc(64 * 1024, 'x'));
  while (!client.closed && client.written < DRAIN_LIMIT_BYTES + PAST_DRAIN_LIMIT) {
    await client.write(piece);
  }
  await client.waitClosed();
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

/** Still answers an ordinary request. */
async function expectStillServing(server = backend): Promise<void> {
  const response = await fetch(`${server.url}/rest/v1/nope`, {
    headers: { apikey: server.anonKey },
  });
  expect(response.status).toBe(404);
  await response.body?.cancel();
}

describe('bodies over the cap (413)', () => {
  it('refuses a Content-Length over the cap before reading any of it, and closes', async () => {
    await withClient(async (client) => {
      await client.write(requestHead('POST', TABLE, { 'Content-Length': String(50 * 2 ** 20) }));
      const answer = await client.answer();
      expectPostgrestShape(answer, 413, 'PGRST413');
      expect(answer?.headers.connection).toBe('close');
      await client.waitClosed();
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
      await client.waitClosed();
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
      // A 413 (not the 408 of a silent body) shows the server stopped at the drain limit; how
      // much it read is counted on listenLocally's own server below.
      const answer = await client.answer();
      expectPostgrestShape(answer, 413, 'PGRST413');
      expect(answer?.headers.connection).toBe('close');
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
      await client.waitClosed();
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
      await sendEndlessChunkedBody(client, SIGN_IN, `{"email":"${TEST_ADMIN.email}","password":"`);
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
  /** Per connection, in order: how many bytes the server had read when the socket closed. */
  const bytesRead: Promise<number>[] = [];

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
      bytesRead.push(new Promise((resolve) => socket.on('close', () => resolve(socket.bytesRead)))),
    );
  });

  afterAll(async () => {
    await local?.close();
  });

  it('reads no more than twice the cap of an endless chunked body', async () => {
    await withClient(async (client) => {
      await sendEndlessChunkedBody(client, '/anything');
      expect((await client.answer())?.status).toBe(413);
    }, localPort());
    expect(bytesRead).toHaveLength(1);
    // Node reads the socket 64 KiB at a time, and a little more sits in the request's buffer;
    // the client sent PAST_DRAIN_LIMIT more than that.
    expect(256 * 1024).toBeLessThan(PAST_DRAIN_LIMIT);
    expect(await bytesRead[0]).toBeLessThanOrEqual(DRAIN_LIMIT_BYTES + 256 * 1024);
  });

  it('answers a body that trickles in past the request timeout with 408 and closes', async () => {
    await withClient(async (client) => {
      const started = Date.now();
      await client.write(requestHead('POST', '/anything', { 'Content-Length': '1000' }));
      // One byte every 100 ms, never the last one: the body never idles, but the whole request
      // takes too long (a server that never times it out meets the test's timeout first).
      for (let i = 0; i < 999 && !client.closed; i += 1) {
        await client.write(' ');
        await client.pause(100);
      }
      await client.waitClosed();
      const answer = await client.answer();
      expect(answer?.status).toBe(408);
      expect(expectJson(answer)).toEqual({ message: 'Request Timeout' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(LOCAL_TIMEOUTS.requestTimeout - 50);
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
      const answer = await client.answer();
      expect(answer?.status).toBe(408);
      expect(expectJson(answer)).toEqual({ message: 'Request Timeout' });
      await client.waitClosed();
      expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUTS.headersTimeout - 50);
    });
  });

  it('answers a body that stops arriving with 408 and closes', async () => {
    await withClient(async (client) => {
      await client.write(requestHead('POST', TABLE, { 'Content-Length': '1000' }));
      await client.write('{"name":');
      const answer = await client.answer();
      expectPostgrestShape(answer, 408, 'PGRST408');
      expect(answer?.headers.connection).toBe('close');
      await client.waitClosed();
    });
  });

  it('answers a connection that never sends a request with 408 and closes', async () => {
    await withClient(async (client) => {
      expect((await client.answer())?.status).toBe(408);
      await client.waitClosed();
    });
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    await withClient(async (client) => {
      const started = Date.now();
      await client.write(requestHead('GET', '/rest/v1/nope'));
      expect((await client.answer())?.status).toBe(404);
      // Node keeps the socket a second longer than it advertises (Keep-Alive: timeout=...); a
      // socket never closed meets the test's timeout.
      await client.waitClosed();
      expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUTS.keepAliveTimeout - 50);
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
      await client.waitClosed();
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

/** A connection that declares a 1 MB body, sends 100 kB of it, then nothing. */
async function stalledBody(serverPort = port): Promise<RawClient> {
  const client = new RawClient(serverPort);
  await client.write(requestHead('POST', TABLE, { 'Content-Length': '1000000' }));
  await client.write(Buffer.alloc(100_000, 'x'));
  return client;
}

describe('many stalled bodies', () => {
  it('times them out, keeps answering, and gives the memory back', async () => {
    await expectStillServing();
    const baseline = collectedHeap();

    const stalled: RawClient[] = [];
    try {
      for (let i = 0; i < 50; i += 1) stalled.push(await stalledBody());
      await expectStillServing();

      // Half give up; the server times out the other half.
      for (const client of stalled.slice(0, 25)) client.destroy();
      const timedOut = stalled.slice(25);
      const answers = await Promise.all(timedOut.map((client) => client.answer()));
      expect(answers.map((answer) => answer?.status)).toEqual(timedOut.map(() => 408));
      await Promise.all(timedOut.map((client) => client.waitClosed()));
    } finally {
      for (const client of stalled) client.destroy();
    }

    await expectStillServing();
    const after = collectedHeap();
    if (baseline !== null && after !== null) {
      expect(after - baseline).toBeLessThan(16 * 2 ** 20);
    }
  });

  describe('on a backend that waits for them longer than any test runs', () => {
    let patient: LocalBackend;
    let patientPort: number;

    beforeAll(async () => {
      patient = await startTestBackend({
        timeouts: {
          headersTimeout: 60_000,
          requestTimeout: 120_000,
          keepAliveTimeout: 5_000,
          bodyIdleTimeout: 120_000,
        },
      });
      patientPort = Number(new URL(patient.url).port);
    });

    afterAll(async () => {
      await patient?.close();
    });

    it('answers other requests while all of them still wait', async () => {
      const stalled: RawClient[] = [];
      try {
        for (let i = 0; i < 50; i += 1) stalled.push(await stalledBody(patientPort));
        // A server that serves requests one after another never gets to this one.
        await expectStillServing(patient);
        expect(stalled.filter((client) => client.closed || client.heardBack)).toEqual([]);
      } finally {
        for (const client of stalled) client.destroy();
      }
    });
  });
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

// @vitest-environment node
/**
 * Malformed and hostile requests never crash the local backend: each gets a 4xx JSON answer in
 * PostgREST's shape ({code, details, hint, message}), GoTrue's ({code, message}) or, for what
 * Supabase's gateway itself refuses, the gateway's ({message}). The last test checks that the
 * server still answers normally after all of them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT, type JWTPayload } from 'jose';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './http';
import type { LocalBackend } from './server';
import {
  clientFor,
  sampleMessage,
  startTestBackend,
  TEST_ADMIN,
  TEST_JWT_SECRET,
  uniqueAddress,
} from './test-support';

const TABLE = '/rest/v1/contact_messages';

let backend: LocalBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend, { key: backend.serviceRoleKey });
});

afterAll(async () => {
  await backend?.close();
});

interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The apikey header; the anon key unless given (null sends none). */
  key?: string | null;
}

function call(path: string, options: CallOptions = {}): Promise<Response> {
  const { method = 'GET', headers = {}, body, key = backend.anonKey } = options;
  return fetch(`${backend.url}${path}`, {
    method,
    body,
    headers: {
      'x-forwarded-for': uniqueAddress(),
      ...(key === null ? {} : { apikey: key }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
  });
}

async function jsonBody(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as Record<string, unknown>;
}

async function expectPostgrestError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = await jsonBody(response);
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body.code).toBe(code);
  expect(body.message).toEqual(expect.any(String));
  return body;
}

async function expectAuthError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  const body = await jsonBody(response);
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(body.code).toBe(code);
  return body;
}

/** What Supabase's gateway (Kong) answers before a request reaches PostgREST or GoTrue. */
async function expectGatewayError(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(await jsonBody(response)).toEqual({ message });
}

function token(claims: JWTPayload, secret = TEST_JWT_SECRET, expiresAt?: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 7200)
    .setExpirationTime(expiresAt ?? now + 3600)
    .sign(new TextEncoder().encode(secret));
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

interface Session {
  access_token: string;
  refresh_token: string;
}

async function signIn(): Promise<Session> {
  const response = await call('/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Session;
}

function refresh(refreshToken: string): Promise<Response> {
  return call('/auth/v1/token?grant_type=refresh_token', {
    method: 'POST',
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
}

interface RawResponse {
  status: number;
  body: string;
}

/** The first complete HTTP response in `buffer` (Content-Length or chunked), and what follows. */
function takeResponse(buffer: Buffer): { response: RawResponse; rest: Buffer } | null {
  const headerEnd = buffer.indexOf('\r\n\r\n');
  if (headerEnd < 0) return null;
  const head = buffer.subarray(0, headerEnd).toString('latin1');
  const status = Number(head.split(' ')[1]);
  let offset = headerEnd + 4;
  if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
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
    const body = Buffer.concat(parts).toString('utf8');
    return { response: { status, body }, rest: buffer.subarray(offset) };
  }
  const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
  if (buffer.length < offset + length) return null;
  const body = buffer.subarray(offset, offset + length).toString('utf8');
  return { response: { status, body }, rest: buffer.subarray(offset + length) };
}

/**
 * Sends raw requests one after another on ONE connection, each once the previous answer is in,
 * and collects the answers until all have come or the server closes the connection.
 */
function rawExchange(requests: (string | Buffer)[]): Promise<RawResponse[]> {
  const { port } = new URL(backend.url);
  return new Promise((resolve, reject) => {
    const responses: RawResponse[] = [];
    let buffer: Buffer = Buffer.alloc(0);
    // No deadline of its own: a server that never answers or closes meets the test's timeout.
    const socket = connect(Number(port), '127.0.0.1');
    const sendNext = () => {
      const next = requests[responses.length];
      if (next === undefined) socket.end();
      else socket.write(next);
    };
    socket.on('connect', sendNext);
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (let taken = takeResponse(buffer); taken; taken = takeResponse(buffer)) {
        responses.push(taken.response);
        buffer = taken.rest;
        sendNext();
      }
    });
    socket.on('close', () => resolve(responses));
    socket.on('error', reject);
  });
}

describe('request bodies', () => {
  it('refuses broken JSON (PGRST102)', async () => {
    await expectPostgrestError(
      await call(TABLE, { method: 'POST', body: '{"name": "Ada",' }),
      400,
      'PGRST102',
    );
  });

  it('refuses an empty body (PGRST102)', async () => {
    await expectPostgrestError(await call(TABLE, { method: 'POST', body: '' }), 400, 'PGRST102');
  });

  it.each([
    ['an array of numbers', '[1, 2, 3]'],
    ['an array of strings', '["a"]'],
    ['a bare string', '"hello"'],
    ['null', 'null'],
    ['an empty array', '[]'],
    ['deeply nested arrays', '['.repeat(50_000) + ']'.repeat(50_000)],
  ])('refuses %s (PGRST102)', async (_label, body) => {
    await expectPostgrestError(await call(TABLE, { method: 'POST', body }), 400, 'PGRST102');
  });

  it('refuses a NUL character in a text value (400 22021), as Postgres must', async () => {
    const body = JSON.stringify(sampleMessage({ message: 'before\u0000after' }));
    await expectPostgrestError(await call(TABLE, { method: 'POST', body }), 400, '22021');
  });

  it('refuses a PATCH body that is not an object (PGRST102)', async () => {
    await expectPostgrestError(
      await call(`${TABLE}?id=eq.00000000-0000-4000-8000-000000000000`, {
        method: 'PATCH',
        body: '[{"read": true}]',
        key: backend.serviceRoleKey,
      }),
      400,
      'PGRST102',
    );
  });

  it('refuses a body over 1 MB with 413 and keeps the connection usable', async () => {
    const body = JSON.stringify(sampleMessage({ message: 'x'.repeat(2 * MAX_BODY_BYTES) }));
    await expectPostgrestError(await call(TABLE, { method: 'POST', body }), 413, 'PGRST413');

    // On one keep-alive connection: the 413, then a normal request that must still be answered.
    // Only a body a little over the cap is read through to the next request; one past
    // DRAIN_LIMIT_BYTES closes the connection instead (body-limits.test.ts).
    const slightlyOver = JSON.stringify(sampleMessage({ message: 'x'.repeat(MAX_BODY_BYTES) }));
    const oversized = Buffer.from(
      `POST ${TABLE} HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${backend.anonKey}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(slightlyOver)}\r\n\r\n${slightlyOver}`,
    );
    const next =
      `GET /rest/v1/nope HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${backend.anonKey}\r\n` +
      'Connection: close\r\n\r\n';
    const responses = await rawExchange([oversized, next]);
    expect(responses.map((response) => response.status)).toEqual([413, 404]);
    expect(JSON.parse(responses[1]!.body)).toMatchObject({ code: 'PGRST205' });
  });
});

describe('names the catalog does not know', () => {
  it('answers 404 PGRST205 for an unknown table', async () => {
    const body = await expectPostgrestError(await call('/rest/v1/nope'), 404, 'PGRST205');
    expect(body.message).toBe("Could not find the table 'public.nope' in the schema cache");
  });

  it.each([
    ['a table in another schema', '/rest/v1/private.contact_message_senders'],
    ['a quoted name', `/rest/v1/${encodeURIComponent('"contact_messages"')}`],
    ['a name with SQL', `/rest/v1/${encodeURIComponent('contact_messages; drop table x')}`],
    ['a malformed percent escape', '/rest/v1/%E0%A4%A'],
    ['a system catalog', '/rest/v1/pg_authid'],
  ])('answers 404 PGRST205 for %s', async (_label, path) => {
    await expectPostgrestError(await call(path, { key: backend.serviceRoleKey }), 404, 'PGRST205');
  });

  it.each([
    ['select', `${TABLE}?select=id,nope`],
    ['filter', `${TABLE}?nope=eq.1`],
    ['order', `${TABLE}?order=nope.desc`],
    [
      'select, with SQL in the name',
      `${TABLE}?select=${encodeURIComponent('id"; drop table x; --')}`,
    ],
  ])('answers 400 42703 for an unknown column in the %s', async (_label, path) => {
    await expectPostgrestError(await call(path, { key: backend.serviceRoleKey }), 400, '42703');
  });

  it('answers 400 PGRST204 for an unknown column in the body', async () => {
    const body = await expectPostgrestError(
      await call(TABLE, { method: 'POST', body: JSON.stringify(sampleMessage({ nope: 1 })) }),
      400,
      'PGRST204',
    );
    expect(body.message).toBe(
      "Could not find the 'nope' column of 'contact_messages' in the schema cache",
    );
  });
});

describe('query strings', () => {
  it.each([
    ['an unknown operator', `${TABLE}?name=like.*a*`],
    ['an inherited property name as operator', `${TABLE}?name=constructor.x`],
    ['an embedded resource', `${TABLE}?select=*,sender(name)`],
    ['a bad is value', `${TABLE}?read=is.maybe`],
    ['a negative limit', `${TABLE}?limit=-1`],
    ['an unknown order modifier', `${TABLE}?order=created_at.sideways`],
  ])('answers 400 PGRST100 for %s', async (_label, path) => {
    await expectPostgrestError(await call(path, { key: backend.serviceRoleKey }), 400, 'PGRST100');
  });

  it('answers 400 22P02 for a value of the wrong type', async () => {
    await expectPostgrestError(
      await call(`${TABLE}?id=eq.not-a-uuid`, { key: backend.serviceRoleKey }),
      400,
      '22P02',
    );
  });
});

describe('keys and tokens', () => {
  it('refuses a request without an API key (401)', async () => {
    await expectGatewayError(await call(TABLE, { key: null }), 401, 'No API key found in request');
  });

  it('refuses an API key that is not a project key (401)', async () => {
    const session = await signIn();
    for (const key of [
      session.access_token,
      'not-a-jwt',
      await token({ role: 'anon' }, `other-${TEST_JWT_SECRET}`),
      await token({ role: 'postgres' }),
    ]) {
      await expectGatewayError(await call(TABLE, { key }), 401, 'Invalid API key');
    }
  });

  it('refuses a bearer token that is not a JWT (401 PGRST301)', async () => {
    await expectPostgrestError(
      await call(TABLE, { headers: { authorization: 'Bearer not-a-jwt' } }),
      401,
      'PGRST301',
    );
  });

  it('refuses a bearer token signed with another secret (401 PGRST301)', async () => {
    const forged = await token(
      { sub: crypto.randomUUID(), role: 'authenticated', app_metadata: { role: 'admin' } },
      `another-${TEST_JWT_SECRET}`,
    );
    await expectPostgrestError(
      await call(TABLE, { headers: { authorization: `Bearer ${forged}` } }),
      401,
      'PGRST301',
    );
  });

  it('refuses an unsigned token (alg "none") (401 PGRST301)', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      role: 'service_role',
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}.`;
    await expectPostgrestError(
      await call(TABLE, { headers: { authorization: `Bearer ${unsigned}` } }),
      401,
      'PGRST301',
    );
  });

  it('refuses an expired token (401 PGRST303)', async () => {
    const expired = await token(
      { sub: crypto.randomUUID(), role: 'authenticated' },
      TEST_JWT_SECRET,
      Math.floor(Date.now() / 1000) - 60,
    );
    const body = await expectPostgrestError(
      await call(TABLE, { headers: { authorization: `Bearer ${expired}` } }),
      401,
      'PGRST303',
    );
    expect(body.message).toBe('JWT expired');
  });

  it.each([
    ['postgres', { role: 'postgres' }],
    ['supabase_admin', { role: 'supabase_admin' }],
    ['missing', {}],
  ])('refuses a token whose role is %s (401 PGRST301)', async (_label, claims) => {
    const wrongRole = await token(claims);
    await expectPostgrestError(
      await call(TABLE, { headers: { authorization: `Bearer ${wrongRole}` } }),
      401,
      'PGRST301',
    );
  });
});

describe('methods, profiles and CORS', () => {
  it('answers PUT with 405 PGRST117', async () => {
    await expectPostgrestError(
      await call(TABLE, { method: 'PUT', body: JSON.stringify(sampleMessage()) }),
      405,
      'PGRST117',
    );
  });

  it('refuses another schema through Accept-Profile or Content-Profile (406 PGRST106)', async () => {
    await expectPostgrestError(
      await call(TABLE, { headers: { 'accept-profile': 'private' }, key: backend.serviceRoleKey }),
      406,
      'PGRST106',
    );
    await expectPostgrestError(
      await call(TABLE, {
        method: 'POST',
        headers: { 'content-profile': 'private' },
        body: JSON.stringify(sampleMessage()),
      }),
      406,
      'PGRST106',
    );
  });

  it('answers a preflight with the origin, methods and headers supabase-js needs', async () => {
    const response = await fetch(`${backend.url}${TABLE}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'apikey, authorization, prefer, x-client-info',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const methods = response.headers.get('access-control-allow-methods') ?? '';
    for (const method of ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'])
      expect(methods).toContain(method);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(allowed).toEqual(
      expect.arrayContaining([
        'apikey',
        'authorization',
        'x-client-info',
        'content-type',
        'prefer',
        'accept-profile',
        'content-profile',
        'range',
        'x-supabase-api-version',
        'x-retry-count',
      ]),
    );
  });

  it('lets a browser read Content-Range, on answers and on errors', async () => {
    const ok = await call(`${TABLE}?select=id&limit=1`, {
      key: backend.serviceRoleKey,
      headers: { origin: 'http://localhost:5173' },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-range')).toMatch(/^(\*|\d+-\d+)\/\*$/);
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    expect(ok.headers.get('access-control-expose-headers')).toMatch(/\bContent-Range\b/i);

    const refused = await call(TABLE, { headers: { origin: 'http://localhost:5173' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('counts and single rows', () => {
  const subject = 'http test: counting';

  beforeAll(async () => {
    for (const name of ['One', 'Two', 'Three']) {
      const { error } = await clientFor(backend)
        .from('contact_messages')
        .insert(sampleMessage({ name, subject }));
      expect(error).toBeNull();
    }
  });

  it('counts exactly with head: true, and sends no rows', async () => {
    const { data, count, status, error } = await service
      .from('contact_messages')
      .select('*', { count: 'exact', head: true })
      .eq('subject', subject);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(count).toBe(3);
    expect(data).toBeNull();
  });

  it('counts exactly with a range: 206 and the total', async () => {
    const { data, count, status } = await service
      .from('contact_messages')
      .select('name', { count: 'exact' })
      .eq('subject', subject)
      .order('name')
      .range(0, 1);
    expect(status).toBe(206);
    expect(count).toBe(3);
    expect(data).toEqual([{ name: 'One' }, { name: 'Three' }]);
  });

  it('answers .single() with no row by 406 PGRST116', async () => {
    const { data, error, status } = await service
      .from('contact_messages')
      .select('*')
      .eq('subject', 'http test: no such subject')
      .single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST116' });
  });

  it('answers .single() with several rows by 406 PGRST116', async () => {
    const { error, status } = await service
      .from('contact_messages')
      .select('*')
      .eq('subject', subject)
      .single();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST116' });
  });

  it('rolls a change back when .single() finds no one row', async () => {
    const { error, status } = await service
      .from('contact_messages')
      .update({ read: true })
      .eq('subject', subject)
      .select()
      .single();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST116' });
    const { rows } = await backend.db.pg.query<{ read: boolean }>(
      'select read from public.contact_messages where subject = $1',
      [subject],
    );
    expect(rows.map((row) => row.read)).toEqual([false, false, false]);
  });
});

describe('auth', () => {
  it('answers a wrong password and an unknown email the same way (400 invalid_credentials)', async () => {
    const attempt = (email: string, password: string) =>
      call('/auth/v1/token?grant_type=password', {
        method: 'POST',
        body: JSON.stringify({ email, password, gotrue_meta_security: {} }),
      });
    const wrongPassword = await expectAuthError(
      await attempt(TEST_ADMIN.email, 'wrong-password'),
      400,
      'invalid_credentials',
    );
    const unknownEmail = await expectAuthError(
      await attempt('nobody@example.test', 'wrong-password'),
      400,
      'invalid_credentials',
    );
    expect(wrongPassword).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(unknownEmail).toEqual(wrongPassword);
  });

  it.each([
    ['broken JSON', '{"email":'],
    ['a JSON array', '[]'],
  ])('refuses %s at the token endpoint (400 bad_json)', async (_label, body) => {
    await expectAuthError(
      await call('/auth/v1/token?grant_type=password', { method: 'POST', body }),
      400,
      'bad_json',
    );
  });

  it('refuses a password grant without strings (400 validation_failed)', async () => {
    await expectAuthError(
      await call('/auth/v1/token?grant_type=password', {
        method: 'POST',
        body: JSON.stringify({ email: ['a'], password: { p: 1 } }),
      }),
      400,
      'validation_failed',
    );
  });

  it('refuses an unknown grant type (400 unsupported_grant_type)', async () => {
    await expectAuthError(
      await call('/auth/v1/token?grant_type=magic', { method: 'POST', body: '{}' }),
      400,
      'unsupported_grant_type',
    );
  });

  it('rotates a refresh token; its spent parent, used again, gets the current token back', async () => {
    const session = await signIn();
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    const renewed = (await first.json()) as Session;
    expect(renewed.refresh_token).not.toBe(session.refresh_token);

    // As GoTrue does, for a client whose answer was lost (sessions.test.ts covers the rest).
    const again = await refresh(session.refresh_token);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Session).refresh_token).toBe(renewed.refresh_token);
    expect((await refresh(renewed.refresh_token)).status).toBe(200);
  });

  it('refuses sign-ups (422 signup_disabled)', async () => {
    await expectAuthError(
      await call('/auth/v1/signup', {
        method: 'POST',
        body: JSON.stringify({ email: 'new@example.test', password: 'a-new-password' }),
      }),
      422,
      'signup_disabled',
    );
  });

  it('answers /auth/v1/user only to a valid user token', async () => {
    await expectAuthError(await call('/auth/v1/user'), 401, 'no_authorization');
    await expectAuthError(
      await call('/auth/v1/user', { headers: { authorization: 'Bearer not-a-jwt' } }),
      403,
      'bad_jwt',
    );
    const forged = await token(
      { sub: crypto.randomUUID(), role: 'authenticated', session_id: crypto.randomUUID() },
      `another-${TEST_JWT_SECRET}`,
    );
    await expectAuthError(
      await call('/auth/v1/user', { headers: { authorization: `Bearer ${forged}` } }),
      403,
      'bad_jwt',
    );
    // The anon key is a valid JWT but no user's.
    await expectAuthError(
      await call('/auth/v1/user', { headers: { authorization: `Bearer ${backend.anonKey}` } }),
      403,
      'bad_jwt',
    );

    const session = await signIn();
    const me = await call('/auth/v1/user', {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: TEST_ADMIN.email, aud: 'authenticated' });
  });

  it('revokes the refresh token on logout', async () => {
    const session = await signIn();
    const logout = await call('/auth/v1/logout?scope=global', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(logout.status).toBe(204);
    await expectAuthError(await refresh(session.refresh_token), 400, 'refresh_token_not_found');
  });

  it('answers an auth route or method it does not serve with 404 JSON', async () => {
    await expectAuthError(await call('/auth/v1/token'), 404, 'not_found');
    await expectAuthError(await call('/auth/v1/admin'), 404, 'not_found');
  });
});

describe('routes and raw HTTP', () => {
  it.each([
    ['/'],
    ['/rest/v2/contact_messages'],
    ['/rest/v1/contact_messages/extra'],
    ['/storage/v1/object'],
  ])('answers %s with 404 JSON', async (path) => {
    await expectGatewayError(await call(path), 404, 'no Route matched with those values');
  });

  it('answers an unknown function with 404 JSON', async () => {
    const response = await call('/functions/v1/nope', { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(await jsonBody(response)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers a request line it cannot parse as a URL with 400', async () => {
    const [response] = await rawExchange([
      `GET http://[ HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${backend.anonKey}\r\nConnection: close\r\n\r\n`,
    ]);
    expect(response?.status).toBe(400);
    expect(JSON.parse(response?.body ?? '')).toEqual({ message: 'Invalid request URL' });
  });

  it('shrugs off a client that hangs up in the middle of a body', async () => {
    const { port } = new URL(backend.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST ${TABLE} HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${backend.anonKey}\r\n` +
            'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('error', () => {});
      socket.on('close', () => resolve());
    });
    // Give the server a moment to notice; an unexpected error would be logged (and fail the test).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await call('/rest/v1/nope')).status).toBe(404);
  });

  it('answers bytes that are not HTTP with 400', async () => {
    const [response] = await rawExchange(['NOT HTTP AT ALL\r\n\r\n']);
    expect(response?.status).toBe(400);
  });
});

describe('after all of that', () => {
  it('still serves a visitor and the admin', async () => {
    const subject = 'http test: still alive';
    const sent = await clientFor(backend)
      .from('contact_messages')
      .insert(sampleMessage({ subject }));
    expect(sent).toMatchObject({ error: null, status: 201 });

    const admin = clientFor(backend);
    const { error: signInError } = await admin.auth.signInWithPassword(TEST_ADMIN);
    expect(signInError).toBeNull();
    const { data, error } = await admin
      .from('contact_messages')
      .select('name')
      .eq('subject', subject);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Ada Lovelace' }]);
  });
});

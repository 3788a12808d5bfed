// @vitest-environment node
/**
 * GoTrue's per-address limits: the token bucket itself (with a fake clock), the settings it takes
 * from supabase/config.toml, and the auth handler answering 429 once an address's bucket is empty
 * (served here with a bucket of 3 instead of GoTrue's 30, so the limit is reached quickly).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerObject, HttpError, listenLocally, sendJson, type LocalServer } from '../http';
import { TokenIssuer } from '../jwt';
import { PROJECT_CONFIG_PATH, readProjectConfig, type AuthConfig } from '../project-config';
import { asPlatformProxy } from '../client-address';
import type { LocalBackend } from '../server';
import { startTestBackend, TEST_ADMIN, TEST_JWT_SECRET, uniqueAddress } from '../test-support';
import { createAuthServer, handleAuth, type AuthServer } from './handler';
import { AddressLimiter, clientAddress, GOTRUE_BURST } from './rate-limit';

describe('AddressLimiter (a token bucket per address, as GoTrue)', () => {
  function limiter(per5Minutes: number, options: { burst?: number; maxKeys?: number } = {}) {
    const clock = { now: 1_000_000 };
    const bucket = new AddressLimiter({ per5Minutes, now: () => clock.now, ...options });
    return { bucket, clock };
  }
  const takeMany = (bucket: AddressLimiter, address: string, times: number) =>
    Array.from({ length: times }, () => bucket.take(address));

  it('lets a new address burst 30 requests, then refuses', () => {
    const { bucket } = limiter(150);
    expect(GOTRUE_BURST).toBe(30);
    expect(takeMany(bucket, 'a', 30).every(Boolean)).toBe(true);
    expect(bucket.take('a')).toBe(false);
    expect(bucket.take('b')).toBe(true);
  });

  it('gives back the configured number per 5 minutes, up to the burst, and a refusal costs nothing', () => {
    const { bucket, clock } = limiter(150); // one request every 2 seconds
    takeMany(bucket, 'a', 30);
    expect(takeMany(bucket, 'a', 5).some(Boolean)).toBe(false);
    clock.now += 1_999;
    expect(bucket.take('a')).toBe(false);
    clock.now += 1;
    expect(bucket.take('a')).toBe(true);
    expect(bucket.take('a')).toBe(false);
    clock.now += 10 * 60 * 1000; // long enough to refill many times over: capped at 30
    expect(takeMany(bucket, 'a', 31).filter(Boolean)).toHaveLength(30);
  });

  it('never refills at 0 per 5 minutes, but forgets a bucket an hour after making it', () => {
    const { bucket, clock } = limiter(0, { burst: 2 });
    expect(takeMany(bucket, 'a', 3)).toEqual([true, true, false]);
    clock.now += 59 * 60 * 1000;
    expect(bucket.take('a')).toBe(false);
    clock.now += 60 * 60 * 1000;
    expect(bucket.take('a')).toBe(true);
  });

  it('keeps bounded memory: drops full buckets and, past maxKeys, the least recently seen', () => {
    const { bucket, clock } = limiter(150, { maxKeys: 100 });
    for (let i = 0; i < 1000; i += 1) bucket.take(`10.0.${i >> 8}.${i & 255}`);
    expect(bucket.size).toBe(100);
    // The most recently seen addresses are the ones kept.
    expect(takeMany(bucket, '10.0.3.231', 29).every(Boolean)).toBe(true);
    expect(bucket.take('10.0.3.231')).toBe(false);

    clock.now += 61 * 1000; // every bucket is full again
    bucket.take('another');
    expect(bucket.size).toBe(1);
  });
});

describe('clientAddress', () => {
  const headers = (forwardedFor?: string): Record<string, string> =>
    forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };

  it('is the rightmost X-Forwarded-For entry, the one the platform appended', () => {
    expect(clientAddress(headers('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(headers('1.2.3.4, 5.6.7.8 ,  203.0.113.7 '))).toBe('203.0.113.7');
  });

  it('is one shared "unknown" when the header is missing or its last entry is blank', () => {
    expect(clientAddress(headers())).toBe('unknown');
    expect(clientAddress(headers(''))).toBe('unknown');
    expect(clientAddress(headers('1.2.3.4, '))).toBe('unknown');
  });

  it("is the address the local proxy saw, whatever the client wrote (asPlatformProxy's view)", () => {
    const seen = (sent: Record<string, string>, socket: string | undefined) =>
      clientAddress(asPlatformProxy(sent, socket, false));
    expect(seen(headers('203.0.113.7'), '127.0.0.2')).toBe('127.0.0.2');
    expect(seen(headers('1.2.3.4, 10.0.0.5'), '::ffff:10.0.0.6')).toBe('10.0.0.6');
    expect(seen(headers(), '127.0.0.3')).toBe('127.0.0.3');
    expect(seen(headers(' '), undefined)).toBe('127.0.0.1');
  });

  it("is the caller's own entry when the backend trusts it (trustCallerForwardedFor, tests only)", () => {
    expect(clientAddress(asPlatformProxy(headers('203.0.113.7'), '127.0.0.2', true))).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(asPlatformProxy(headers(), '127.0.0.2', true))).toBe('127.0.0.2');
  });
});

describe('auth limits from supabase/config.toml', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'auth-config-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function configFile(text: string): string {
    const path = join(dir, `${Math.random().toString(36).slice(2)}.toml`);
    writeFileSync(path, text);
    return path;
  }

  it("reads the project's config.toml, with the Supabase CLI's defaults for absent keys", () => {
    const file = parse(readFileSync(PROJECT_CONFIG_PATH, 'utf8')) as {
      auth?: Record<string, unknown> & { rate_limit?: Record<string, unknown> };
    };
    expect(readProjectConfig().auth).toEqual({
      tokenRequestsPer5Minutes: file.auth?.rate_limit?.token_refresh ?? 150,
      signInSignUpsPer5Minutes: file.auth?.rate_limit?.sign_in_sign_ups ?? 30,
      refreshTokenRotation: file.auth?.enable_refresh_token_rotation ?? true,
      refreshTokenReuseIntervalSeconds: file.auth?.refresh_token_reuse_interval ?? 10,
    });
    // What the backend uses when it is given no auth server of its own.
    expect(createAuthServer().config).toEqual(readProjectConfig().auth);
  });

  it('takes each value from its key', () => {
    const path = configFile(`
[auth]
enable_refresh_token_rotation = false
refresh_token_reuse_interval = 3

[auth.rate_limit]
token_refresh = 7
sign_in_sign_ups = 5
`);
    expect(readProjectConfig(path).auth).toEqual({
      tokenRequestsPer5Minutes: 7,
      signInSignUpsPer5Minutes: 5,
      refreshTokenRotation: false,
      refreshTokenReuseIntervalSeconds: 3,
    });
    expect(readProjectConfig(configFile('')).auth).toEqual({
      tokenRequestsPer5Minutes: 150,
      signInSignUpsPer5Minutes: 30,
      refreshTokenRotation: true,
      refreshTokenReuseIntervalSeconds: 10,
    });
  });

  it.each([
    ['[auth.rate_limit]\ntoken_refresh = -1', 'token_refresh'],
    ['[auth.rate_limit]\nsign_in_sign_ups = "30"', 'sign_in_sign_ups'],
    ['[auth]\nrefresh_token_reuse_interval = 1.5', 'refresh_token_reuse_interval'],
    ['[auth]\nenable_refresh_token_rotation = "yes"', 'enable_refresh_token_rotation'],
  ])('refuses an unusable value (%s)', (text, key) => {
    expect(() => readProjectConfig(configFile(text))).toThrow(key);
  });
});

describe('the auth handler past the limit', () => {
  let backend: LocalBackend;
  let local: LocalServer;
  const clock = { now: 1_000_000 };
  const BURST = 3;
  const config: AuthConfig = {
    ...readProjectConfig().auth,
    tokenRequestsPer5Minutes: 150, // one request back every 2 seconds
    signInSignUpsPer5Minutes: 30,
  };
  let server: AuthServer;

  beforeAll(async () => {
    backend = await startTestBackend();
    server = createAuthServer(config, { burst: BURST, now: () => clock.now });
    const tokens = new TokenIssuer(TEST_JWT_SECRET);
    local = await listenLocally(
      0,
      async (req, res) => {
        const url = new URL(req.url ?? '/', local.url);
        const route = url.pathname.split('/')[3] ?? '';
        // As a test backend passes requests on: each test's X-Forwarded-For is the platform's.
        const platformHeaders = asPlatformProxy(headerObject(req), req.socket.remoteAddress, true);
        await handleAuth(
          req,
          res,
          url,
          route,
          { pg: backend.db.pg, tokens, issuer: `${local.url}/auth/v1`, server },
          platformHeaders,
        );
      },
      (res, error) =>
        error instanceof HttpError
          ? sendJson(res, error.status, error.body, error.headers)
          : sendJson(res, 500, { message: String(error) }),
    );
  });

  afterAll(async () => {
    await local?.close();
    await backend?.close();
  });

  function post(path: string, body: unknown, forwardedFor?: string) {
    return fetch(`${local.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
      },
      body: JSON.stringify(body),
    });
  }
  const signIn = (address: string | undefined, password = 'wrong-password') =>
    post('/auth/v1/token?grant_type=password', { email: TEST_ADMIN.email, password }, address);
  const refresh = (address: string | undefined, token: string) =>
    post('/auth/v1/token?grant_type=refresh_token', { refresh_token: token }, address);

  async function expectLimited(response: Response) {
    expect(response.status).toBe(429);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
  }

  it("answers GoTrue's 429 once an address has used its bucket, counting refreshes in it too", async () => {
    const address = uniqueAddress();
    const other = uniqueAddress();
    const good = await signIn(other, TEST_ADMIN.password);
    expect(good.status).toBe(200);
    const { refresh_token } = (await good.json()) as { refresh_token: string };

    for (let i = 0; i < BURST; i += 1) expect((await signIn(address)).status).toBe(400);
    await expectLimited(await signIn(address));
    // The right password does not get through a limited address either.
    await expectLimited(await signIn(address, TEST_ADMIN.password));
    // Refresh-token grants share the one bucket of POST /auth/v1/token.
    await expectLimited(await refresh(address, refresh_token));
    // Another address has its own bucket.
    expect((await refresh(other, refresh_token)).status).toBe(200);

    clock.now += 2_000; // one request back
    expect((await signIn(address)).status).toBe(400);
    await expectLimited(await signIn(address));
  });

  it('counts only the rightmost X-Forwarded-For entry, so earlier entries cannot dodge it', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < BURST; i += 1) {
      expect((await signIn(`198.51.100.${i}, ${address}`)).status).toBe(400);
    }
    await expectLimited(await signIn(`198.51.100.99, ${address}`));
    await expectLimited(await signIn(address));
  });

  it('puts requests whose client address is blank in one shared bucket', async () => {
    for (let i = 0; i < BURST; i += 1) expect((await signIn(i % 2 ? '' : ' , ')).status).toBe(400);
    await expectLimited(await signIn(''));
    await expectLimited(await signIn(' '));
    expect((await signIn(uniqueAddress())).status).toBe(400);
  });

  it('limits sign-up requests in their own bucket (sign_in_sign_ups)', async () => {
    const address = uniqueAddress();
    const signUp = () =>
      post('/auth/v1/signup', { email: 'new@example.test', password: 'a-new-password' }, address);
    for (let i = 0; i < BURST; i += 1) expect((await signUp()).status).toBe(422);
    await expectLimited(await signUp());
    expect((await signIn(address)).status).toBe(400);
  });
});

// @vitest-environment node
/**
 * Password sign-in on the local backend as configured (supabase/config.toml), over HTTP as a
 * browser sends it: GoTrue's per-address limit on POST /auth/v1/token, counted under the address
 * the local proxy saw, and the same answer after the same work for an unknown email and a wrong
 * password.
 */
import type * as NodeCrypto from 'node:crypto';
import type { BinaryLike, ScryptOptions } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalBackend } from '../server';
import { startTestBackend, TEST_ADMIN, uniqueAddress } from '../test-support';

/** Each scrypt derivation the backends in this process have finished: its length and cost. */
const derivations = vi.hoisted(() => [] as string[]);

vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof NodeCrypto>();
  const scrypt = (
    password: BinaryLike,
    salt: BinaryLike,
    keylen: number,
    options: ScryptOptions,
    callback: (error: Error | null, key: Buffer) => void,
  ) =>
    crypto.scrypt(password, salt, keylen, options, (error, key) => {
      derivations.push(JSON.stringify({ keylen, options }));
      callback(error, key);
    });
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

/** Takes each test's X-Forwarded-For as the platform's, as the tests' backends do. */
let backend: LocalBackend;
/** Counts the address each connection comes from, whatever it writes: the platform's behaviour. */
let platform: LocalBackend;

beforeAll(async () => {
  [backend, platform] = await Promise.all([
    startTestBackend(),
    startTestBackend({ trustCallerForwardedFor: false }),
  ]);
});

afterAll(async () => {
  await Promise.all([backend?.close(), platform?.close()]);
});

function token(grant: string, body: unknown, address: string): Promise<Response> {
  return fetch(`${backend.url}/auth/v1/token?grant_type=${grant}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      'content-type': 'application/json',
      'x-forwarded-for': address,
    },
    body: JSON.stringify(body),
  });
}

const signIn = (email: string, password: string, address = uniqueAddress()) =>
  token('password', { email, password, gotrue_meta_security: {} }, address);

describe("the sign-in limit, with each test's X-Forwarded-For taken as the platform's", () => {
  it('lets one address burst 30 token requests (GoTrue), then answers 429 to sign-ins and refreshes', async () => {
    const address = uniqueAddress();
    const other = uniqueAddress();
    const session = (await (await signIn(TEST_ADMIN.email, TEST_ADMIN.password, other)).json()) as {
      refresh_token: string;
    };

    // Sent at once, so the bucket has no time to refill while they are answered.
    const answers = await Promise.all(
      Array.from({ length: 35 }, () => signIn(TEST_ADMIN.email, 'wrong-password', address)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(30).fill(400), ...Array(5).fill(429)]);
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(limited.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await limited.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });

    // The right password, and a refresh-token grant, are refused from that address too...
    expect((await signIn(TEST_ADMIN.email, TEST_ADMIN.password, address)).status).toBe(429);
    expect((await token('refresh_token', session, address)).status).toBe(429);
    // ...but not from another one, though it comes over the same loopback address.
    expect((await token('refresh_token', session, other)).status).toBe(200);
  });
});

interface Answer {
  status: number;
  body: unknown;
}

/**
 * A password sign-in to the platform-like backend over a connection of its own from
 * `localAddress`, so the backend sees that address as the client's.
 */
function signInFrom(
  localAddress: string,
  password: string,
  forwardedFor?: string,
): Promise<Answer> {
  const body = JSON.stringify({ email: TEST_ADMIN.email, password });
  return new Promise((resolve, reject) => {
    const req = request(
      `${platform.url}/auth/v1/token?grant_type=password`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          apikey: platform.anonKey,
          'content-type': 'application/json',
          ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** 35 wrong passwords at once (no time to refill), each with `forwardedFor(i)`; their statuses. */
async function burstFrom(localAddress: string, forwardedFor: (i: number) => string | undefined) {
  const answers = await Promise.all(
    Array.from({ length: 35 }, (_, i) =>
      signInFrom(localAddress, 'wrong-password', forwardedFor(i)),
    ),
  );
  const limited = answers.find((answer) => answer.status === 429);
  expect(limited?.body).toEqual({
    code: 'over_request_rate_limit',
    message: 'Request rate limit reached',
  });
  return answers.map((answer) => answer.status).sort();
}

const THIRTY_THEN_LIMITED = [...Array(30).fill(400), ...Array(5).fill(429)];

describe('the sign-in limit, where the caller cannot choose its address (as on Supabase)', () => {
  it('counts the tries of one client together, whatever X-Forwarded-For each one makes up', async () => {
    expect(await burstFrom('127.0.0.1', (i) => `203.0.113.${i}, 198.51.100.${i}`)).toEqual(
      THIRTY_THEN_LIMITED,
    );
    expect((await signInFrom('127.0.0.1', TEST_ADMIN.password)).status).toBe(429);
    expect((await signInFrom('127.0.0.1', TEST_ADMIN.password, '192.0.2.1')).status).toBe(429);
  });

  // Linux routes all of 127.0.0.0/8 to loopback, so a test can connect from 127.0.0.2 and 3.
  it.runIf(process.platform === 'linux')(
    'a client limited without X-Forwarded-For does not lock out a client from another address',
    async () => {
      expect(await burstFrom('127.0.0.2', () => undefined)).toEqual(THIRTY_THEN_LIMITED);
      expect((await signInFrom('127.0.0.2', TEST_ADMIN.password)).status).toBe(429);
      expect((await signInFrom('127.0.0.3', TEST_ADMIN.password)).status).toBe(200);
      // Nor can a client spend another's tries by writing its address.
      expect((await signInFrom('127.0.0.3', 'wrong-password', '127.0.0.2')).status).toBe(400);
    },
  );
});

describe('an unknown email and a wrong password', () => {
  async function attempt(email: string) {
    const before = derivations.length;
    const response = await signIn(email, 'not-the-password');
    const body = await response.text();
    return { status: response.status, body, work: derivations.slice(before) };
  }

  // The time an answer takes is the work behind it: one scrypt derivation of the same cost on
  // both sides, finished before the answer, leaves the time nothing to tell. (Timing it would
  // judge the machine's load rather than the code.)
  it('get the same answer after the same work', async () => {
    const unknown: Awaited<ReturnType<typeof attempt>>[] = [];
    const wrong: Awaited<ReturnType<typeof attempt>>[] = [];
    for (let i = 0; i < 3; i += 1) {
      unknown.push(await attempt(`nobody-${i}@example.test`));
      wrong.push(await attempt(TEST_ADMIN.email));
    }

    for (const answer of [...unknown, ...wrong]) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
    expect(new Set([...unknown, ...wrong].map((answer) => answer.body)).size).toBe(1);

    const [passwordCheck] = wrong[0]!.work;
    expect(wrong[0]!.work).toEqual([passwordCheck]);
    expect(JSON.parse(passwordCheck!)).toMatchObject({ options: { N: expect.any(Number) } });
    for (const answer of [...unknown, ...wrong]) expect(answer.work).toEqual([passwordCheck]);
  });
});

// @vitest-environment node
/**
 * The abuse guards as an attacker meets them on the hosted platform
 * (supabase/migrations/*_trusted_client_address_and_limits.sql): the client address is what the
 * platform vouches for, a bulk insert is refused, the whole site has an hourly cap, and the chat
 * limits are counted in Postgres.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../local-backend/server';
import {
  clientFor,
  sampleMessage,
  signedInClient,
  startTestBackend,
  TEST_ADMIN,
  uniqueAddress,
} from '../../local-backend/test-support';

const PER_ADDRESS = 5;
const UNKNOWN_BUCKET = 20;

/** A backend whose callers cannot choose their address: the platform's behaviour. */
let platform: LocalBackend;
/** A backend that takes each test client's X-Forwarded-For as the platform's (tests only). */
let backend: LocalBackend;

beforeAll(async () => {
  [platform, backend] = await Promise.all([
    startTestBackend({ trustCallerForwardedFor: false }),
    startTestBackend(),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([platform?.close(), backend?.close()]);
});

function post(target: LocalBackend, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${target.url}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: { apikey: target.anonKey, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function clientAddress(headers: Record<string, string> | null): Promise<string> {
  const { rows } = await backend.db.pg.transaction(async (tx) => {
    await tx.query(`select set_config('request.headers', $1, true)`, [
      headers === null ? '' : JSON.stringify(headers),
    ]);
    return tx.query<{ address: string }>('select private.client_address() as address');
  });
  return rows[0]!.address;
}

describe('the client address', () => {
  it.each([
    ['the one entry the platform wrote', { 'x-forwarded-for': '198.51.100.4' }, '198.51.100.4'],
    [
      'the entry the platform appended, not what the client wrote before it',
      { 'x-forwarded-for': '1.2.3.4, 9.9.9.9, 198.51.100.4' },
      '198.51.100.4',
    ],
    [
      'the edge’s cf-connecting-ip when it is set',
      { 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '1.2.3.4, 198.51.100.4' },
      '203.0.113.9',
    ],
    ['one shared bucket when the header is blank', { 'x-forwarded-for': '  ' }, 'unknown'],
    [
      'one shared bucket when the last entry is empty',
      { 'x-forwarded-for': '1.2.3.4,' },
      'unknown',
    ],
    ['one shared bucket when there is no header', {}, 'unknown'],
  ])('is %s', async (_label, headers, expected) => {
    expect(await clientAddress(headers)).toBe(expected);
  });

  it('is the shared bucket outside a request', async () => {
    expect(await clientAddress(null)).toBe('unknown');
  });

  it('counts the trusted proxy hops from one setting', async () => {
    await backend.db.pg.exec('update private.abuse_limits set trusted_proxy_hops = 2');
    try {
      expect(await clientAddress({ 'x-forwarded-for': '1.2.3.4, 198.51.100.4, 10.0.0.1' })).toBe(
        '198.51.100.4',
      );
      expect(await clientAddress({ 'x-forwarded-for': '10.0.0.1' })).toBe('unknown');
    } finally {
      await backend.db.pg.exec('update private.abuse_limits set trusted_proxy_hops = 1');
    }
  });
});

describe('a forged X-Forwarded-For', () => {
  it('does not escape the flood guard with a made-up address per request', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 3; i += 1) {
      const response = await post(platform, sampleMessage(), {
        'x-forwarded-for': `203.0.113.${i + 1}`,
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(PER_ADDRESS);
    expect(statuses.slice(PER_ADDRESS)).toEqual([429, 429, 429]);
  });

  it('does not switch the flood guard off when blank, nor reach another visitor’s quota', async () => {
    // The same connection as above, so its quota is spent whatever it writes.
    for (const forged of ['', ' ', '198.51.100.77']) {
      expect((await post(platform, sampleMessage(), { 'x-forwarded-for': forged })).status).toBe(
        429,
      );
    }
    // The victim named in the forged header still has its whole quota.
    const { rows } = await platform.db.pg.query<{ count: number }>(
      `select count(*)::int as count from private.contact_message_senders
        where address_key = any(private.address_keys('198.51.100.77'))`,
    );
    expect(rows[0]?.count).toBe(0);
  });
});

describe('visitors without a known address', () => {
  it('share one bucket with its own limit, never "no limit"', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < UNKNOWN_BUCKET + 2; i += 1) {
      statuses.push((await post(backend, sampleMessage(), { 'x-forwarded-for': ' ' })).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(UNKNOWN_BUCKET);
    expect(statuses.slice(UNKNOWN_BUCKET)).toEqual([429, 429]);
  });
});

describe('a bulk insert', () => {
  it('is refused for a visitor with a clear 400, and stores nothing', async () => {
    const subject = `bulk ${randomUUID()}`;
    for (const size of [2, 2_000]) {
      const rows = Array.from({ length: size }, () => sampleMessage({ subject }));
      const response = await post(backend, rows, { 'x-forwarded-for': uniqueAddress() });
      expect(response.status, String(size)).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'PT400',
        message: 'Send one message at a time.',
      });
    }
    // Past the body cap the request is refused before the database sees it.
    const huge = Array.from({ length: 12_000 }, () => sampleMessage({ subject }));
    expect((await post(backend, huge)).status).toBe(413);
    const { rows } = await backend.db.pg.query(
      'select 1 from public.contact_messages where subject = $1',
      [subject],
    );
    expect(rows).toEqual([]);
  }, 30_000);

  it('is allowed for the service role (imports), which no visitor limit counts', async () => {
    const service = clientFor(backend, { key: backend.serviceRoleKey, address: '198.51.100.200' });
    const rows = Array.from({ length: PER_ADDRESS * 3 }, () => sampleMessage());
    const { error, status } = await service.from('contact_messages').insert(rows);
    expect(error).toBeNull();
    expect(status).toBe(201);
  });
});

describe('the owner', () => {
  it('is not counted by the visitor limits', async () => {
    const owner = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
    for (let i = 0; i < PER_ADDRESS + 2; i += 1) {
      const { status } = await owner.from('contact_messages').insert(sampleMessage());
      expect(status).toBe(201);
    }
  });
});

describe('the chat limits in Postgres', () => {
  /** A turn of 1,000 characters under a budget far larger (chars are tested beside it). */
  const take = (address: string, limits = { per_minute: 2, per_day: 3, daily_budget: 1000 }) =>
    clientFor(backend, { key: backend.serviceRoleKey }).rpc('take_chat_turn', {
      client_address: address,
      daily_characters: 1_000_000_000,
      characters: 1000,
      ...limits,
    });

  it('allow a few turns a minute per address, then say how long to wait', async () => {
    const address = uniqueAddress();
    expect((await take(address)).data).toEqual({ allowed: true, gateway: true });
    expect((await take(address)).data).toEqual({ allowed: true, gateway: true });
    const refused = (await take(address)).data as { allowed: boolean; retry_after: number };
    expect(refused.allowed).toBe(false);
    expect(refused.retry_after).toBeGreaterThan(0);
    expect(refused.retry_after).toBeLessThanOrEqual(60);
    expect((await take(uniqueAddress())).data).toMatchObject({ allowed: true });
  });

  it('allow a number of turns a day per address', async () => {
    const address = uniqueAddress();
    await backend.db.pg.query(
      `insert into private.chat_turns (address_key, taken_at)
       select (private.address_keys($1))[1], now() - interval '2 hours'
         from generate_series(1, 3)`,
      [address],
    );
    const refused = (await take(address)).data as { allowed: boolean; retry_after: number };
    expect(refused.allowed).toBe(false);
    expect(refused.retry_after).toBeGreaterThan(60 * 60);
  });

  it('stop using the gateway once the site’s daily budget is spent', async () => {
    const used = await backend.db.pg.query<{ calls: number }>(
      'select coalesce(max(calls), 0)::int as calls from private.chat_gateway_days where day = current_date',
    );
    const budget = used.rows[0]!.calls + 1;
    const limits = { per_minute: 100, per_day: 100, daily_budget: budget };
    expect((await take(uniqueAddress(), limits)).data).toEqual({ allowed: true, gateway: true });
    expect((await take(uniqueAddress(), limits)).data).toEqual({ allowed: true, gateway: false });
  });

  it('are out of the visitors’ reach', async () => {
    const { status, error } = await clientFor(backend).rpc('take_chat_turn', {
      client_address: '1.2.3.4',
      per_minute: 1000,
      per_day: 1000,
      daily_budget: 1000,
      daily_characters: 1_000_000,
      characters: 10,
    });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });
});

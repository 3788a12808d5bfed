// @vitest-environment node
/**
 * The flood guard (supabase/migrations/*_contact_flood_guard.sql, keyed on the trusted address
 * since *_trusted_client_address_and_limits.sql): at most 5 messages per client address within
 * 10 minutes, then HTTP 429 with a clear message; addresses kept only as keyed hashes. This backend
 * takes each test client's X-Forwarded-For as the platform's; abuse-guards.test.ts proves what
 * happens when a client forges it.
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../local-backend/server';
import {
  clientFor,
  sampleMessage,
  startTestBackend,
  uniqueAddress,
} from '../../local-backend/test-support';

const LIMIT = 5;
const TOO_MANY =
  'Too many messages sent from your network. Please wait a few minutes and try again.';

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The key the guards store an address under today (private.address_keys, fair_limits.sql). */
async function keyOf(address: string): Promise<string> {
  const { rows } = await backend.db.pg.query<{ key: string }>(
    'select (private.address_keys($1))[1] as key',
    [address],
  );
  return rows[0]!.key;
}

async function send(address: string, overrides: Record<string, unknown> = {}) {
  return clientFor(backend, { address }).from('contact_messages').insert(sampleMessage(overrides));
}

async function sendAllowed(address: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const { error, status } = await send(address);
    expect(error).toBeNull();
    expect(status).toBe(201);
  }
}

async function digestsStored(): Promise<string[]> {
  const { rows } = await backend.db.pg.query<{ address_key: string }>(
    'select address_key from private.contact_message_senders',
  );
  return rows.map((row) => row.address_key);
}

describe('the flood guard', () => {
  it('turns the sixth message from one address away with 429 and a clear message', async () => {
    const address = uniqueAddress();
    await sendAllowed(address, LIMIT);

    const subject = 'flood guard: the one too many';
    const { error, status } = await send(address, { subject });
    expect(status).toBe(429);
    expect(error).toEqual({ code: 'PT429', details: null, hint: null, message: TOO_MANY });
    const { rows } = await backend.db.pg.query(
      'select 1 from public.contact_messages where subject = $1',
      [subject],
    );
    expect(rows).toEqual([]);
  });

  it('answers the 429 as PostgREST JSON on the wire', async () => {
    const address = uniqueAddress();
    await sendAllowed(address, LIMIT);
    const response = await fetch(`${backend.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': address,
      },
      body: JSON.stringify(sampleMessage()),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      code: 'PT429',
      details: null,
      hint: null,
      message: TOO_MANY,
    });
  });

  it('still lets another address through', async () => {
    const busy = uniqueAddress();
    await sendAllowed(busy, LIMIT);
    expect((await send(busy)).status).toBe(429);
    await sendAllowed(uniqueAddress(), 1);
  });

  it('counts the address the platform appended (the last entry), not what the client wrote', async () => {
    const client = uniqueAddress();
    for (let i = 0; i < LIMIT; i += 1) {
      const { status } = await send(`198.51.100.${i}, ${client}`);
      expect(status).toBe(201);
    }
    expect((await send(`203.0.113.7, ${client}`)).status).toBe(429);
    expect((await send(client)).status).toBe(429);
  });

  it('counts only messages that were stored', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < LIMIT + 2; i += 1) {
      const { error } = await send(address, { email: 'not an address' });
      expect(error?.code).toBe('23514');
    }
    await sendAllowed(address, LIMIT);
  });

  it('does not count a retry of a stored message, nor refuse it', async () => {
    const address = uniqueAddress();
    const id = randomUUID();
    const retried = sampleMessage({ id, subject: 'flood guard: retried' });
    for (let i = 0; i < LIMIT + 3; i += 1) {
      const { error, status } = await send(address, retried);
      expect(error).toBeNull();
      expect(status).toBe(201);
    }
    // The retries were one message: four more fit before the limit.
    await sendAllowed(address, LIMIT - 1);
    expect((await send(address)).status).toBe(429);
    // And a retry of the stored message still gets through at the limit.
    expect((await send(address, retried)).status).toBe(201);
    const { rows } = await backend.db.pg.query(
      'select 1 from public.contact_messages where id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
  });

  it('forgets messages older than the 10-minute window', async () => {
    const address = uniqueAddress();
    await sendAllowed(address, LIMIT);
    expect((await send(address)).status).toBe(429);
    await backend.db.pg.query(
      `update private.contact_message_senders set sent_at = now() - interval '11 minutes'
        where address_key = $1`,
      [await keyOf(address)],
    );
    await sendAllowed(address, 1);
  });

  it('uses the connection address when no X-Forwarded-For is sent', async () => {
    const response = await fetch(`${backend.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(sampleMessage()),
    });
    expect(response.status).toBe(201);
    expect(await digestsStored()).toContain(await keyOf('127.0.0.1'));
  });

  it('keeps no raw address, nor its plain SHA-256: only keyed 64-character hashes', async () => {
    const address = uniqueAddress();
    await sendAllowed(address, 1);
    const digests = await digestsStored();
    expect(digests.length).toBeGreaterThan(0);
    for (const digest of digests) expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digests).toContain(await keyOf(address));
    expect(digests).not.toContain(address);
    // A plain digest could be reversed by hashing all 2^32 IPv4 addresses; a keyed one cannot.
    expect(digests).not.toContain(sha256Hex(address));

    // No column anywhere in the table holds the address in clear text.
    const { rows } = await backend.db.pg.query<{ found: boolean }>(
      `select exists (
         select 1 from private.contact_message_senders s
          where position($1 in s::text) > 0
       ) as found`,
      [address],
    );
    expect(rows[0]?.found).toBe(false);
  });

  it('is out of reach of the API roles, but for what the admin reads under row-level security', async () => {
    const query = async <T>(sql: string) => (await backend.db.pg.query<T>(sql)).rows;
    // Visitors cannot even name the schema. Signed-in users can (the admin's held-back banner,
    // questions and insights read it with their own rights), and reach only what is granted below.
    expect(
      await query<{ role: string; usage: boolean }>(
        `select role, has_schema_privilege(role, 'private', 'usage') as usage
           from unnest(array['anon', 'authenticated']) as role`,
      ),
    ).toEqual([
      { role: 'anon', usage: false },
      { role: 'authenticated', usage: true },
    ]);
    expect(
      await query(
        `select table_name, column_name, privilege_type from information_schema.column_privileges
          where table_schema = 'private' and grantee in ('anon', 'authenticated', 'PUBLIC')
          order by 1, 2, 3`,
      ),
    ).toEqual([
      {
        table_name: 'contact_message_senders',
        column_name: 'address_key',
        privilege_type: 'SELECT',
      },
      { table_name: 'contact_message_senders', column_name: 'held_back', privilege_type: 'SELECT' },
      { table_name: 'contact_message_senders', column_name: 'sent_at', privilege_type: 'SELECT' },
      ...['day', 'dimension', 'events', 'value', 'visitors'].map((column_name) => ({
        table_name: 'site_daily',
        column_name,
        privilege_type: 'SELECT',
      })),
      ...['day', 'dimension', 'events', 'value', 'visitors'].map((column_name) => ({
        table_name: 'site_day_counts',
        column_name,
        privilege_type: 'SELECT',
      })),
      ...['country', 'day', 'kind', 'language', 'path', 'referrer', 'visitor'].map(
        (column_name) => ({ table_name: 'site_events', column_name, privilege_type: 'SELECT' }),
      ),
      ...[
        'answered_at',
        'day',
        'entry_path',
        'message_id',
        'projects',
        'referrer',
        'services',
        'visitor',
      ].map((column_name) => ({
        table_name: 'site_leads',
        column_name,
        privilege_type: 'SELECT',
      })),
      { table_name: 'unanswered_questions', column_name: 'asked_at', privilege_type: 'SELECT' },
      { table_name: 'unanswered_questions', column_name: 'folded', privilege_type: 'SELECT' },
      { table_name: 'unanswered_questions', column_name: 'id', privilege_type: 'SELECT' },
      { table_name: 'unanswered_questions', column_name: 'language', privilege_type: 'SELECT' },
      { table_name: 'unanswered_questions', column_name: 'question', privilege_type: 'SELECT' },
    ]);
    expect(
      await query(
        `select table_name, privilege_type from information_schema.role_table_grants
          where table_schema = 'private' and grantee in ('anon', 'authenticated', 'PUBLIC')
          order by 1, 2`,
      ),
    ).toEqual([
      { table_name: 'site_day_counts', privilege_type: 'SELECT' },
      { table_name: 'unanswered_questions', privilege_type: 'DELETE' },
      { table_name: 'unanswered_questions', privilege_type: 'SELECT' },
    ]);
    // Every table they reach is under row-level security (the admin alone), the one view reads
    // with the reader's rights (so through that security), and no private function is open to
    // them but the transcript check, which the table's CHECK constraint runs as whoever inserts.
    expect(
      await query(
        `select relname, relrowsecurity from pg_class
          where relnamespace = 'private'::regnamespace and relkind = 'r'
            and (has_table_privilege('authenticated', oid, 'select')
                 or has_any_column_privilege('authenticated', oid, 'select'))
          order by 1`,
      ),
    ).toEqual([
      { relname: 'contact_message_senders', relrowsecurity: true },
      { relname: 'site_daily', relrowsecurity: true },
      { relname: 'site_events', relrowsecurity: true },
      { relname: 'site_leads', relrowsecurity: true },
      { relname: 'unanswered_questions', relrowsecurity: true },
    ]);
    expect(
      await query(
        `select relname, reloptions from pg_class
          where relnamespace = 'private'::regnamespace and relkind = 'v' order by 1`,
      ),
    ).toEqual([{ relname: 'site_day_counts', reloptions: ['security_invoker=true'] }]);
    expect(
      await query(
        `select p.proname from pg_proc p
          where p.pronamespace = 'private'::regnamespace
            and (has_function_privilege('anon', p.oid, 'execute')
                 or has_function_privilege('authenticated', p.oid, 'execute'))`,
      ),
    ).toEqual([{ proname: 'is_chat_transcript' }]);
  });
});

// @vitest-environment node
/**
 * Limits an attacker cannot turn against the owner (supabase/migrations/*_fair_limits.sql): past
 * the site-wide cap only the heaviest senders are held back, IPv6 clients are keyed by their /64,
 * addresses are stored as keyed hashes whose key changes daily, and every private table has a
 * primary key. The owner's side (emails, the flood notice) is in owner-notification.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

/** One random group of an IPv6 address ('1f3a'), so reruns do not share a network. */
const randomGroup = () => ((Math.random() * 0xffff) | 0).toString(16);

const query = async <T>(sql: string, params: unknown[] = []) =>
  (await backend.db.pg.query<T>(sql, params)).rows;

/** The one row a query returns. */
const one = async <T>(sql: string, params: unknown[] = []) => (await query<T>(sql, params))[0]!;

async function send(address: string) {
  const id = randomUUID();
  const { status } = await clientFor(backend, { address })
    .from('contact_messages')
    .insert(sampleMessage({ id }));
  return { id, status };
}

async function folderOf(id: string) {
  const [row] = await query<{ status: string; spam_reasons: string[]; notify_state: string }>(
    'select status, spam_reasons, notify_state from public.contact_messages where id = $1',
    [id],
  );
  return row;
}

describe('client addresses', () => {
  it('are counted by IPv4 address and by IPv6 /64 prefix', async () => {
    const rows = await query<{ address: string; prefix: string }>(
      `select address, private.address_prefix(address) as prefix
         from unnest($1::text[]) as address`,
      [
        [
          '198.51.100.7',
          '2001:db8:aa:bb:1:2:3:4',
          '2001:db8:aa:bb::ffff',
          '2001:db8:aa:bc::1',
          '::ffff:198.51.100.7',
          'unknown',
          'not an address',
        ],
      ],
    );
    expect(rows.map((row) => row.prefix)).toEqual([
      '198.51.100.7',
      '2001:db8:aa:bb::/64',
      '2001:db8:aa:bb::/64',
      '2001:db8:aa:bc::/64',
      '198.51.100.7',
      'unknown',
      'not an address',
    ]);
  });

  it('limit sends from 1,000 addresses of one /64 like sends from one address', async () => {
    const prefix = `2001:db8:${randomGroup()}:1`;
    const statuses: number[] = [];
    for (let i = 1; i <= 1000; i += 1) {
      const host = `${i.toString(16)}:${(i * 7).toString(16)}:0:${i.toString(16)}`;
      statuses.push((await send(`${prefix}:${host}`)).status);
      // Past the limit every further send is refused alike: stop after a few to keep it quick.
      if (statuses.filter((status) => status === 429).length >= 20) break;
    }
    expect(statuses.slice(0, PER_ADDRESS)).toEqual(Array(PER_ADDRESS).fill(201));
    expect(statuses.slice(PER_ADDRESS)).toEqual(Array(20).fill(429));
    // The next /64 is another network.
    expect((await send(`2001:db8:${randomGroup()}:2::1`)).status).toBe(201);
  }, 60_000);

  it('keep the prefix length configurable', async () => {
    await backend.db.pg.exec('update private.abuse_limits set ipv6_prefix_length = 56');
    try {
      const [row] = await query<{ a: string; b: string }>(
        `select private.address_prefix('2001:db8:1:2a01::1') as a,
                private.address_prefix('2001:db8:1:2aff::1') as b`,
      );
      expect(row).toEqual({ a: '2001:db8:1:2a00::/56', b: '2001:db8:1:2a00::/56' });
    } finally {
      await backend.db.pg.exec('update private.abuse_limits set ipv6_prefix_length = 64');
    }
  });

  it('are stored as HMACs with a secret from Vault that changes every day', async () => {
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    const { names } = await one<{ names: string[] }>(
      `select coalesce(array_agg(name order by name), '{}') as names
         from vault.secrets where name like 'client\\_address\\_key\\_%'`,
    );
    expect(names).toContain(`client_address_key_${today}`);

    const address = uniqueAddress();
    await send(address);
    const { key } = await one<{ key: string }>(`select (private.address_keys($1))[1] as key`, [
      address,
    ]);
    const { expected } = await one<{ expected: string }>(
      `select encode(extensions.hmac(convert_to($1, 'UTF8'), convert_to(decrypted_secret, 'UTF8'),
                     'sha256'), 'hex') as expected
         from vault.decrypted_secrets where name = $2`,
      [address, `client_address_key_${today}`],
    );
    expect(key).toBe(expected);
    expect(
      await query('select 1 from private.contact_message_senders where address_key = $1', [key]),
    ).toHaveLength(1);
  });

  it('keep counting across midnight, and drop keys older than yesterday', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < PER_ADDRESS; i += 1) expect((await send(address)).status).toBe(201);
    // Midnight: today's key becomes yesterday's (and an older one is lying around).
    const today = new Date();
    const stamp = (days: number) =>
      new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    await query(`delete from vault.secrets where name = $1`, [`client_address_key_${stamp(1)}`]);
    await query(`update vault.secrets set name = $1 where name = $2`, [
      `client_address_key_${stamp(1)}`,
      `client_address_key_${stamp(0)}`,
    ]);
    await query(`select vault.create_secret('old', $1)`, [`client_address_key_${stamp(3)}`]);

    // The sixth message is still refused: rows under yesterday's key count.
    expect((await send(address)).status).toBe(429);
    // The refusal rolled back its own key; the nightly job (or the next stored message) makes it.
    await query('select private.rotate_address_keys()');
    const { names } = await one<{ names: string[] }>(
      `select array_agg(name order by name desc) as names
         from vault.secrets where name like 'client\\_address\\_key\\_%'`,
    );
    expect(names).toEqual([`client_address_key_${stamp(0)}`, `client_address_key_${stamp(1)}`]);
  });
});

describe('the site-wide hourly cap', () => {
  let cap: number;

  beforeEach(async () => {
    // A cap just above what this file has sent in the hour, and no memory of earlier floods.
    const { count } = await one<{ count: number }>(
      `select count(*)::int as count from private.contact_message_senders
        where sent_at > now() - interval '1 hour'`,
    );
    cap = count + 20;
    await query('update private.abuse_limits set messages_per_hour_site = $1', [cap]);
    await query('delete from private.flooding_senders');
  });

  afterAll(async () => {
    await query('update private.abuse_limits set messages_per_hour_site = 200');
  });

  it('holds back the heaviest senders and lets new ones through to the inbox', async () => {
    const flooders = Array.from({ length: 7 }, () => uniqueAddress());
    const sent: { address: string; id: string }[] = [];
    for (let round = 0; round < PER_ADDRESS; round += 1) {
      for (const address of flooders) {
        const { id, status } = await send(address);
        expect(status).toBe(201);
        sent.push({ address, id });
      }
    }
    // 35 messages against a cap of 20: the flooders' last ones were held back.
    const held = await query<{ id: string }>(
      `select id from public.contact_messages
        where id = any($1::uuid[]) and 'site_limit' = any(spam_reasons)`,
      [sent.map((message) => message.id)],
    );
    expect(held.length).toBeGreaterThan(0);
    for (const { id } of held) {
      expect(await folderOf(id)).toEqual({
        status: 'spam',
        spam_reasons: ['site_limit'],
        notify_state: 'skipped',
      });
    }

    // A visitor writing for the first time still reaches the inbox, and is due an email.
    const visitor = await send(uniqueAddress());
    expect(visitor.status).toBe(201);
    // (Emails are off in this backend; owner-notification.test.ts follows the email.)
    expect(await folderOf(visitor.id)).toMatchObject({ status: 'inbox', spam_reasons: [] });
    // So does a second message of someone quiet.
    const quiet = uniqueAddress();
    await send(quiet);
    expect((await folderOf((await send(quiet)).id))?.status).toBe('inbox');

    // The owner's banner counts what was held back, and from how many senders.
    const owner = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
    const { data } = await owner.rpc('held_back_summary');
    expect(data).toEqual({ messages: held.length, senders: 7 });
    // Nobody else learns anything from it.
    expect((await clientFor(backend).rpc('held_back_summary')).status).toBe(401);
  }, 60_000);

  it('remembers a held-back sender for a day, even after its hour has passed', async () => {
    // Four senders fill the cap exactly; the fifth goes past it and is held back from its
    // fourth message on (more than quiet_sender_messages, 3, in the hour).
    for (let i = 0; i < 4; i += 1) {
      const address = uniqueAddress();
      for (let j = 0; j < PER_ADDRESS; j += 1) await send(address);
    }
    const flooder = uniqueAddress();
    const folders: string[] = [];
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      folders.push((await folderOf((await send(flooder)).id))!.status);
    }
    expect(folders).toEqual(['inbox', 'inbox', 'inbox', 'spam', 'spam']);

    // Two hours later its messages no longer count, but it is still remembered as a flooder.
    await query(
      `update private.contact_message_senders set sent_at = now() - interval '2 hours'
        where address_key = any(private.address_keys($1))`,
      [flooder],
    );
    await query(
      `update private.flooding_senders set held_back_at = now() - interval '2 hours'
        where address_key = any(private.address_keys($1))`,
      [flooder],
    );
    expect((await folderOf((await send(flooder)).id))?.status).toBe('spam');
    expect((await folderOf((await send(uniqueAddress())).id))?.status).toBe('inbox');
  }, 60_000);
});

describe('the private tables', () => {
  it('all have a primary key', async () => {
    const rows = await query<{ name: string }>(
      `select c.relname as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'private' and c.relkind = 'r'
          and not exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p')`,
    );
    expect(rows).toEqual([]);
  });
});

describe('invalid chat requests', () => {
  const refuse = (address: string, perMinute = 3) =>
    clientFor(backend, { key: backend.secretKey }).rpc('take_chat_refusal', {
      client_address: address,
      per_minute: perMinute,
    });

  it('are counted per client apart from turns, and never touch the budget', async () => {
    const { calls: before } = await one<{ calls: number }>(
      'select coalesce(max(calls), 0)::int as calls from private.chat_gateway_days where day = current_date',
    );
    const address = `2001:db8:77:1::${randomGroup()}`;
    for (let i = 0; i < 3; i += 1) expect((await refuse(address)).data).toEqual({ allowed: true });
    // Another host of the same /64 shares the count.
    const refused = (await refuse('2001:db8:77:1::beef')).data as {
      allowed: boolean;
      retry_after: number;
    };
    expect(refused.allowed).toBe(false);
    expect(refused.retry_after).toBeGreaterThan(0);
    expect(refused.retry_after).toBeLessThanOrEqual(60);
    const { calls: after } = await one<{ calls: number }>(
      'select coalesce(max(calls), 0)::int as calls from private.chat_gateway_days where day = current_date',
    );
    expect(after).toBe(before);
    expect(
      await query(
        'select 1 from private.chat_turns where address_key = any(private.address_keys($1))',
        [address],
      ),
    ).toEqual([]);
  });

  it('are out of the visitors’ reach', async () => {
    const { status } = await clientFor(backend).rpc('take_chat_refusal', {
      client_address: '1.2.3.4',
      per_minute: 1000,
    });
    expect(status).toBe(401);
  });
});

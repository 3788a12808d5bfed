// @vitest-environment node
/**
 * What a visitor can store and spend, as an attacker meets it
 * (supabase/migrations/*_visitor_values_and_wider_limits.sql): a language the site does not
 * know is kept as unknown, IPv6 clients are counted by their /56 and /48 too, the chat's budget
 * counts characters, a hand-over is stored before it is summarised, owner emails have a daily
 * cap and the digest lists each held sender's first message, and unanswered questions and visit
 * beacons are capped per address.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../local-backend/server';
import {
  clientFor,
  HUMAN_SIGNALS,
  sampleMessage,
  startTestBackend,
  uniqueAddress,
} from '../../local-backend/test-support';
import { locales } from '../../src/content/locales/index.ts';

const PER_ADDRESS = 5;

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

const query = async <T>(sql: string, params: unknown[] = []) =>
  (await backend.db.pg.query<T>(sql, params)).rows;
const one = async <T>(sql: string, params: unknown[] = []) => (await query<T>(sql, params))[0]!;

/** A /48 no other test (or rerun) shares: '2001:db8:1f3a'. */
const newSite = () => `2001:db8:${((Math.random() * 0xffff) | 0).toString(16)}`;

const service = () => clientFor(backend, { key: backend.secretKey });

async function send(address: string, overrides: Record<string, unknown> = {}) {
  const id = randomUUID();
  const { status } = await clientFor(backend, { address })
    .from('contact_messages')
    .insert(sampleMessage({ id, ...overrides }));
  return { id, status };
}

describe("a visitor's language", () => {
  it('is one of the languages the local backend named: the site`s own', async () => {
    const { codes } = await one<{ codes: string[] }>(
      'select array_agg(code order by code) as codes from private.site_languages',
    );
    expect(codes).toEqual(locales.map(({ code }) => code).sort());
  });

  it.each(['en-12', 'en-a1', 'en-a', 'xx', 'zz-ZZ', '', 'fr\u202e'])(
    'is kept as unknown, with the message, when it is %j',
    async (language) => {
      const { id, status } = await send(uniqueAddress(), { language });
      // A language the site does not know costs the visitor nothing: the message is stored.
      expect(status).toBe(201);
      const stored = await one<{ language: string | null; status: string }>(
        'select language, status from public.contact_messages where id = $1',
        [id],
      );
      expect(stored).toEqual({ language: null, status: 'inbox' });
    },
  );

  it("is kept in the site's spelling when it is one of the site's languages", async () => {
    const code = locales.at(-1)!.code;
    const { id } = await send(uniqueAddress(), { language: code.toUpperCase() });
    expect(await one('select language from public.contact_messages where id = $1', [id])).toEqual({
      language: code,
    });
  });

  it('may be any well-formed tag before the site names its languages', async () => {
    await backend.db.pg.exec('delete from private.site_languages');
    try {
      const rows = await query<{ tag: string; kept: string | null }>(
        `select tag, private.known_language(tag) as kept
           from unnest(array['pt-BR', 'zh-Hant', 'es-419', 'en-12', 'en-a1', 'en-a']) as tag`,
      );
      expect(Object.fromEntries(rows.map(({ tag, kept }) => [tag, kept]))).toEqual({
        'pt-BR': 'pt-BR',
        'zh-Hant': 'zh-Hant',
        'es-419': 'es-419',
        'en-12': null,
        'en-a1': null,
        'en-a': null,
      });
    } finally {
      await service().rpc('set_site_languages', { codes: locales.map(({ code }) => code) });
    }
  });

  it('is named by the service role only, as well-formed tags', async () => {
    const visitor = await clientFor(backend).rpc('set_site_languages', { codes: ['xx'] });
    expect(visitor.error?.code).toBe('42501');
    const malformed = await service().rpc('set_site_languages', { codes: ['en-12'] });
    expect(malformed.status).toBe(400);
  });
});

describe('IPv6 networks wider than one client', () => {
  it('let a /56 send twice what one /64 may, and a /48 four times', async () => {
    const site = newSite();
    const statuses: number[] = [];
    // One message from each of 30 /64s of one /56, then from 30 /56s of the same /48.
    for (let i = 0; i < 30; i += 1)
      statuses.push((await send(`${site}:a0${i.toString(16).padStart(2, '0')}::1`)).status);
    const from56 = statuses.filter((status) => status === 201).length;
    expect(from56).toBe(PER_ADDRESS * 2);
    expect(statuses.slice(from56)).toEqual(Array(30 - from56).fill(429));

    const more: number[] = [];
    for (let i = 1; i < 30; i += 1)
      more.push((await send(`${site}:${i.toString(16)}00::1`)).status);
    // The /48 had 10 already: 10 more go through, from whichever /56.
    expect(more.filter((status) => status === 201)).toHaveLength(PER_ADDRESS * 4 - from56);
    // Another /48 is another site.
    expect((await send(`${newSite()}::1`)).status).toBe(201);
  }, 60_000);

  it('do not change IPv4: each address is its own client', async () => {
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      expect((await send(`198.18.${i}.1`)).status).toBe(201);
    }
  });

  it("take each /56 and /48 from the /64 the limits key a client by, so a /56 client key doesn't count twice", async () => {
    await backend.db.pg.exec('update private.abuse_limits set ipv6_prefix_length = 56');
    try {
      const levels = await query<{ factor: number }>(
        `select factor from private.client_levels('2001:db8:1:2a01::1')`,
      );
      expect(levels.map(({ factor }) => factor)).toEqual([1, 4]);
    } finally {
      await backend.db.pg.exec('update private.abuse_limits set ipv6_prefix_length = 64');
    }
  });
});

describe("the owner's emails", () => {
  beforeEach(async () => {
    await backend.db.pg.exec(`
      delete from private.owner_emails;
      update public.contact_messages set notify_state = 'skipped'
       where notify_state in ('held', 'pending', 'summarized');
    `);
  });

  /** Claims a message's email as notify-owner would (this backend sends none by itself). */
  const claim = async (id: string) => {
    await backend.db.pg.query(
      `update public.contact_messages set notify_state = 'pending' where id = $1`,
      [id],
    );
    const { data } = await service().rpc('claim_owner_notification', {
      message_id: id,
      hourly_limit: 1000,
    });
    return data as { action: string };
  };

  it('send one email at once per /64, two per /56 and four per /48 an hour', async () => {
    const site = newSite();
    const actions: string[] = [];
    // 20 different /64s of one /56, one message each: one home network posing as 20 quiet senders.
    for (let i = 0; i < 20; i += 1) {
      const { id, status } = await send(`${site}:a0${i.toString(16).padStart(2, '0')}::7`);
      if (status === 201) actions.push((await claim(id)).action);
    }
    expect(actions.filter((action) => action === 'send')).toHaveLength(2);
    expect(actions.filter((action) => action === 'hold').length).toBeGreaterThan(0);
  });

  it('stop at the daily cap, with one notice that says so', async () => {
    await backend.db.pg.exec(`
      insert into private.owner_emails (kind, claimed_at)
      select 'message', now() - interval '2 hours' from generate_series(1, 60);
    `);
    const { id } = await send(uniqueAddress());
    expect(await claim(id)).toEqual({ action: 'hold' });
    const notice = await service().rpc('claim_daily_cap_notice');
    expect(notice.data).toMatchObject({ action: 'send', limit: 60 });
    expect((notice.data as { waiting: number }).waiting).toBeGreaterThanOrEqual(1);
    // One notice a day, however many more are held.
    const { id: later } = await send(uniqueAddress());
    expect(await claim(later)).toEqual({ action: 'hold' });
    expect((await service().rpc('claim_daily_cap_notice')).data).toEqual({ action: 'none' });
    // The digest does not wait for the day: it has a budget of its own.
    const digest = await service().rpc('claim_owner_summary');
    expect(digest.data).toMatchObject({ action: 'send', count: 2 });
    // One an hour.
    const { id: third } = await send(uniqueAddress());
    expect(await claim(third)).toEqual({ action: 'hold' });
    expect((await service().rpc('claim_owner_summary')).data).toEqual({ action: 'wait' });
  });

  it('share the day: one address takes at most 3, and the last 10 of 60 go to new senders', async () => {
    /** Claims `count` messages from `address`, an hour apart as far as the limits see. */
    const claimAll = async (address: string, count: number) => {
      const actions: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const { id } = await send(address);
        actions.push((await claim(id)).action);
        await backend.db.pg.exec(
          `update private.owner_emails set claimed_at = claimed_at - interval '1 hour 1 minute'`,
        );
        await backend.db.pg.exec(
          `update private.contact_message_senders set sent_at = sent_at - interval '11 minutes'`,
        );
      }
      return actions;
    };
    const returning = uniqueAddress();
    expect(await claimAll(returning, 4)).toEqual(['send', 'send', 'send', 'hold']);

    // 50 of the day's 60 gone: a sender seen today waits for the digest, a new one is emailed.
    await backend.db.pg.exec(`
      delete from private.owner_emails;
      insert into private.owner_emails (kind, claimed_at)
      select 'message', now() - interval '2 hours' from generate_series(1, 50);
    `);
    const seen = uniqueAddress();
    await send(seen);
    await backend.db.pg.exec(
      `update private.contact_message_senders set sent_at = sent_at - interval '11 minutes'`,
    );
    const { id: again } = await send(seen);
    expect(await claim(again)).toEqual({ action: 'hold' });
    const { id: fresh } = await send(uniqueAddress());
    expect((await claim(fresh)).action).toBe('send');
  });

  it("list in the digest each held sender's newest message, newest first", async () => {
    const site = newSite();
    // Ten /64s of one /48 send one message each, then a real visitor writes.
    const flood: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const { id, status } = await send(`${site}:b0${i.toString(16).padStart(2, '0')}::9`, {
        name: `Flood ${i}`,
      });
      if (status === 201) flood.push(id);
    }
    const visitor = await send(uniqueAddress(), { name: 'Real Visitor' });
    await backend.db.pg.query(
      `update public.contact_messages set notify_state = 'held' where id = any($1::uuid[])`,
      [[visitor.id, ...flood]],
    );
    const { data } = await service().rpc('claim_owner_summary');
    const digest = data as {
      count: number;
      senders: number;
      newest_messages: { id: string; name: string }[];
    };
    expect(digest.count).toBe(1 + flood.length);
    // The whole /48 is one sender: its newest message stands for it.
    expect(digest.senders).toBe(2);
    expect(digest.newest_messages.map(({ name }) => name)).toEqual([
      'Real Visitor',
      `Flood ${flood.length - 1}`,
    ]);
  });

  it('carry a real visitor after 70 senders from 70 addresses, whatever the immediate emails did', async () => {
    const flood: string[] = [];
    for (let i = 0; i < 70; i += 1) {
      const { id, status } = await send(uniqueAddress(), { name: `Flood ${i}` });
      if (status === 201) flood.push(id);
    }
    const actions: string[] = [];
    for (const id of flood) actions.push((await claim(id)).action);
    // The day's 60 immediate emails all went to the flood: each sender was new to the site.
    expect(actions.filter((action) => action === 'send')).toHaveLength(60);
    const visitor = await send(uniqueAddress(), { name: 'Real Visitor' });
    expect(await claim(visitor.id)).toEqual({ action: 'hold' });
    // The digest does not wait for the day, and names the visitor first.
    const { data } = await service().rpc('claim_owner_summary');
    const digest = data as { action: string; count: number; newest_messages: { name: string }[] };
    expect(digest).toMatchObject({ action: 'send', count: 11 });
    expect(digest.newest_messages[0]!.name).toBe('Real Visitor');
  });
});

describe("the chat's hand-over", () => {
  const handoff = (id: string) => ({
    id,
    name: 'Ada',
    email: 'ada@example.org',
    message: 'How much for a shop?',
    language: 'en',
    summary: 'How much for a shop?',
    transcript: [{ role: 'user', content: 'How much for a shop?' }],
    ...HUMAN_SIGNALS,
  });

  it('says whether it stored something new, and asks for no email until it is complete', async () => {
    const id = randomUUID();
    const address = uniqueAddress();
    const first = await service().rpc('receive_chat_handoff', {
      client_address: address,
      handoff: handoff(id),
    });
    expect(first.data).toEqual({ stored: 'new', status: 'inbox' });
    const again = await service().rpc('receive_chat_handoff', {
      client_address: address,
      handoff: handoff(id),
    });
    expect(again.data).toEqual({ stored: 'retry', status: 'inbox' });

    const stored = () =>
      one('select chat_summary, message, notify_state from public.contact_messages where id = $1', [
        id,
      ]);
    // Still owed: the insert asked for no email (this backend has none set up, so asking would
    // have marked it skipped at once).
    expect(await stored()).toMatchObject({ notify_state: 'pending' });

    await service().rpc('complete_chat_handoff', { message_id: id, summary: 'Wants a shop.' });
    expect(await stored()).toEqual({
      chat_summary: 'Wants a shop.',
      message: 'Wants a shop.',
      notify_state: 'skipped',
    });
  });

  it('is refused by the flood guard before anything is paid for', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < PER_ADDRESS; i += 1) await send(address);
    const refused = await service().rpc('receive_chat_handoff', {
      client_address: address,
      handoff: handoff(randomUUID()),
    });
    expect(refused.status).toBe(429);
  });
});

describe("the chat's budget", () => {
  const turn = (address: string, characters: number, dailyCharacters = 1_000_000) =>
    service().rpc('take_chat_turn', {
      client_address: address,
      per_minute: 100,
      per_day: 1000,
      daily_budget: 100_000,
      daily_characters: dailyCharacters,
      characters,
    });

  it('counts the characters a call sends, beside the calls', async () => {
    await backend.db.pg.exec('delete from private.chat_gateway_days');
    const address = uniqueAddress();
    expect((await turn(address, 40_000, 50_000)).data).toEqual({ allowed: true, gateway: true });
    // The second 40,000 characters would pass the day's 50,000: answered without the gateway.
    expect((await turn(address, 40_000, 50_000)).data).toEqual({ allowed: true, gateway: false });
    expect((await turn(address, 5_000, 50_000)).data).toEqual({ allowed: true, gateway: true });
    expect(
      await one('select calls, characters::integer as characters from private.chat_gateway_days'),
    ).toEqual({ calls: 2, characters: 45_000 });
  });

  it('counts a /56 at twice the per-minute turns of one client', async () => {
    const site = newSite();
    const answers: boolean[] = [];
    for (let i = 0; i < 8; i += 1) {
      const { data } = await service().rpc('take_chat_turn', {
        client_address: `${site}:c0${i}::1`,
        per_minute: 3,
        per_day: 100,
        daily_budget: 1000,
        daily_characters: 1_000_000,
        characters: 10,
      });
      answers.push((data as { allowed: boolean }).allowed);
    }
    expect(answers).toEqual([true, true, true, true, true, true, false, false]);
  });
});

describe('unanswered questions', () => {
  beforeEach(async () => {
    await backend.db.pg.exec(
      'delete from private.unanswered_questions; delete from private.question_askers;',
    );
  });

  const ask = (question: string, address: string, language: string | null = 'en') =>
    service().rpc('record_unanswered_question', { question, language, client_address: address });

  const kept = async () =>
    (await query<{ question: string }>('select question from private.unanswered_questions')).map(
      ({ question }) => question,
    );

  it('count one asking per address and day of the same question', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 5; i += 1) await ask('Do you do Rust?', address);
    await ask('Do you do Rust?', uniqueAddress());
    expect(await kept()).toHaveLength(2);
  });

  it('are capped per address per day', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 8; i += 1) await ask(`Question number ${i}?`, address);
    expect(await kept()).toHaveLength(5);
  });

  it('keep a language only when the site knows it', async () => {
    await ask('Parlez-vous breton ?', uniqueAddress(), 'en-12');
    expect(await one('select language from private.unanswered_questions')).toEqual({
      language: null,
    });
  });
});

describe('visit beacons', () => {
  const event = (language = 'en', referrer: string | null = null) => ({
    kind: 'page_view',
    path: '/',
    language,
    referrer,
    country: null,
    target: null,
    message: null,
  });

  const record = (address: string, userAgent: string, body: Record<string, unknown>) =>
    service().rpc('record_site_event', {
      client_address: address,
      user_agent: userAgent,
      site: 'site.example',
      event: body,
    });

  it.each(['en-a', 'en-12', 'xx'])('refuse the language %j', async (language) => {
    expect((await record(uniqueAddress(), 'Firefox', event(language))).data).toBe('invalid');
  });

  it('refuse a referrer that is no host name', async () => {
    for (const referrer of ['Buy now at evil.example!', 'a\u202eb', 'UPPER.example']) {
      expect((await record(uniqueAddress(), 'Firefox', event('en', referrer))).data).toBe(
        'invalid',
      );
    }
    expect((await record(uniqueAddress(), 'Firefox', event('en', 'news.example'))).data).toBe(
      'stored',
    );
  });

  it('count at most ten visitors a day from one address, whatever its user agents say', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 40; i += 1) {
      expect((await record(address, `Browser ${i}`, event())).data).toBe('stored');
    }
    const { visitors } = await one<{ visitors: number }>(
      `select count(distinct visitor)::integer as visitors from private.site_events
        where occurred_at > now() - interval '1 minute'
          and visitor in (select visitor from private.site_address_visitors
                           where address_key = (private.address_keys($1))[1])`,
      [address],
    );
    // Ten of its own, and one the rest share.
    expect(visitors).toBe(11);
  });
});

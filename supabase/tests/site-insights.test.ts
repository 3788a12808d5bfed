// @vitest-environment node
/**
 * Visits and leads counted without cookies or personal data
 * (supabase/migrations/*_site_insights.sql), on real Postgres: a visitor is a keyed hash for the
 * day, the address and user agent are stored nowhere, events are capped and checked, a lead is
 * a real inbox message, the owner's answer is recorded once, finished days are rolled up to the
 * same figures, and only the admin reads them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../local-backend/auth/users';
import type { LocalBackend } from '../../local-backend/server';
import {
  clientFor,
  sampleMessage,
  signedInClient,
  startTestBackend,
  TEST_ADMIN,
  uniqueAddress,
} from '../../local-backend/test-support';

const VISITOR = { email: 'visitor@example.test', password: 'visitor-password-1' };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const SITE = 'portfolio.example';

let backend: LocalBackend;
let admin: SupabaseClient;
let visitor: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  await createUser(backend.db.pg, VISITOR.email, VISITOR.password);
  admin = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
  visitor = await signedInClient(backend, VISITOR.email, VISITOR.password);
  // The visits below are in the sample's three languages, whatever the site's are: here they are
  // data, and the database counts a language only when it is one of the site's.
  await backend.db.pg.query(
    `insert into private.site_languages (code) values ('en'), ('fr'), ('ar') on conflict do nothing`,
  );
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

// Each test starts with no visits and the default limits.
beforeEach(async () => {
  await backend.db.pg.exec(`
    delete from private.site_events;
    delete from private.site_daily;
    delete from private.site_leads;
    delete from private.site_event_senders;
    delete from private.site_event_days;
    update private.abuse_limits
       set site_events_per_address_hour = 120, site_events_per_day = 50000;`);
});

const query = async <T>(sql: string, params: unknown[] = []) =>
  (await backend.db.pg.query<T>(sql, params)).rows;

/** The visit function's access: the secret key, as the service role. */
const service = () => clientFor(backend, { key: backend.secretKey });

type SiteEvent = Record<string, string | null>;

/** An event as the visit function hands it over (normalised, null for absent). */
function siteEvent(overrides: SiteEvent = {}): SiteEvent {
  return {
    kind: 'page_view',
    path: '/',
    language: 'en',
    referrer: null,
    country: null,
    target: null,
    message: null,
    ...overrides,
  };
}

interface From {
  address?: string;
  userAgent?: string;
  site?: string;
}

/** public.record_site_event's answer: 'stored', 'limited' or 'invalid'. */
async function record(event: unknown, from: From = {}): Promise<string> {
  const { data, error } = await service().rpc('record_site_event', {
    client_address: from.address ?? '198.51.100.1',
    user_agent: from.userAgent ?? BROWSER,
    site: from.site ?? SITE,
    event,
  });
  if (error) throw new Error(error.message);
  return data as string;
}

const eventCount = async () =>
  (await query<{ n: number }>('select count(*)::int as n from private.site_events'))[0]!.n;

/** A message a visitor sends through the contact form; its id is what message_sent names. */
async function sendMessage(overrides: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  const { status } = await clientFor(backend)
    .from('contact_messages')
    .insert(sampleMessage({ id, ...overrides }));
  expect(status).toBe(201);
  return id;
}

/** The UTC date `daysAgo` days before today, as 'YYYY-MM-DD'. */
const utcDay = (daysAgo = 0) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Moves every event recorded so far `days` days into the past, as if recorded then. */
const age = (days: number) =>
  query(
    `update private.site_events
        set day = day - $1::int, occurred_at = occurred_at - make_interval(days => $1::int)`,
    [days],
  );

describe('a visitor', () => {
  it('is one per address, user agent and site a day: the same three are one visitor', async () => {
    for (const path of ['/', '/fr/', '/']) expect(await record(siteEvent({ path }))).toBe('stored');
    expect(await record(siteEvent({ kind: 'chat_opened' }))).toBe('stored');
    // Another browser at the same address, another site, another address: three more visitors.
    expect(await record(siteEvent(), { userAgent: `${BROWSER} Edg/140.0` })).toBe('stored');
    expect(await record(siteEvent(), { site: 'other.example' })).toBe('stored');
    expect(await record(siteEvent(), { address: '198.51.100.2' })).toBe('stored');
    const rows = await query<{ visitors: number; events: number }>(
      'select count(distinct visitor)::int as visitors, count(*)::int as events from private.site_events',
    );
    expect(rows[0]).toEqual({ visitors: 4, events: 7 });
  });

  it('is the HMAC of address, user agent and site with the day’s secret', async () => {
    await record(siteEvent());
    const [row] = await query<{ visitor: string; expected: string }>(
      `select e.visitor,
              encode(extensions.hmac(convert_to($1, 'UTF8'), convert_to(s.decrypted_secret, 'UTF8'),
                                     'sha256'), 'hex') as expected
         from private.site_events e, vault.decrypted_secrets s
        where s.name = 'client_address_key_' || to_char(now() at time zone 'utc', 'YYYYMMDD')`,
      [`198.51.100.1|${BROWSER}|${SITE}`],
    );
    expect(row?.visitor).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.visitor).toBe(row?.expected);
  });

  it('leaves no address and no user agent anywhere in the database', async () => {
    const address = '203.0.113.77';
    const userAgent = 'Mozilla/5.0 UniqueAgent-4b1d9 (Windows NT 10.0)';
    const message = await sendMessage();
    for (const event of [
      siteEvent({ referrer: 'google.com', country: 'MA' }),
      siteEvent({ kind: 'project_opened', target: 'shop' }),
      siteEvent({ kind: 'message_sent', message }),
    ]) {
      expect(await record(event, { address, userAgent })).toBe('stored');
    }
    await backend.runScheduledJobs();
    const tables = await query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname in ('public', 'private') order by 1`,
    );
    expect(tables.map((table) => table.name)).toContain('private.site_events');
    for (const { name } of tables) {
      const [found] = await query<{ n: number }>(
        `select count(*)::int as n from ${name} t
          where t::text like '%' || $1 || '%' or t::text like '%UniqueAgent%'`,
        [address],
      );
      expect(found?.n, name).toBe(0);
    }
  });
});

describe('the caps', () => {
  it('hold one address to its hourly number of events, other addresses unaffected', async () => {
    await query('update private.abuse_limits set site_events_per_address_hour = 3');
    const answers: string[] = [];
    // Changing the user agent does not escape it: the address is what counts.
    for (let i = 0; i < 5; i += 1) {
      answers.push(await record(siteEvent(), { address: '198.51.100.9', userAgent: `UA ${i}` }));
    }
    expect(answers).toEqual(['stored', 'stored', 'stored', 'limited', 'limited']);
    expect(await record(siteEvent(), { address: '198.51.100.10' })).toBe('stored');
    expect(await eventCount()).toBe(4);
  });

  it('hold the whole site to its daily number of events', async () => {
    await query('update private.abuse_limits set site_events_per_day = 2');
    const answers: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(await record(siteEvent(), { address: uniqueAddress() }));
    }
    expect(answers).toEqual(['stored', 'stored', 'limited', 'limited']);
    expect(await eventCount()).toBe(2);
  });

  it('keep counters, not rows: one row per address and hour, one per day', async () => {
    for (let i = 0; i < 3; i += 1) await record(siteEvent());
    await record(siteEvent(), { address: '198.51.100.3' });
    expect(await query('select events from private.site_event_senders order by events')).toEqual([
      { events: 1 },
      { events: 3 },
    ]);
    expect(await query('select events from private.site_event_days')).toEqual([{ events: 4 }]);
  });

  it('never hide a lead: a message sent is stored past the caps', async () => {
    await query(
      'update private.abuse_limits set site_events_per_address_hour = 1, site_events_per_day = 1',
    );
    expect(await record(siteEvent())).toBe('stored');
    expect(await record(siteEvent())).toBe('limited');
    const message = await sendMessage();
    expect(await record(siteEvent({ kind: 'message_sent', message }))).toBe('stored');
  });
});

describe('an event', () => {
  it.each([
    ['not an object', ['page_view']],
    ['null', null],
    ['an unknown kind', siteEvent({ kind: 'purchase' })],
    ['an unknown field', { ...siteEvent(), source: 'linkedin' }],
    ['a number for a string', { ...siteEvent(), path: 7 }],
    ['no path', siteEvent({ path: null })],
    ['a path without its slash', siteEvent({ path: 'fr/' })],
    ['a path with a query', siteEvent({ path: '/?q=1' })],
    ['a path with a fragment', siteEvent({ path: '/#contact' })],
    ['a path with a space', siteEvent({ path: '/a b' })],
    ['a path of 201 characters', siteEvent({ path: `/${'a'.repeat(200)}` })],
    ['no language', siteEvent({ language: null })],
    ['a language the site is not in', siteEvent({ language: 'de' })],
    ['a language tag Intl cannot name', siteEvent({ language: 'en-a' })],
    ['a language tag with a made-up region', siteEvent({ language: 'en-12' })],
    ['a language that is a sentence', siteEvent({ language: 'english please' })],
    ['a referrer in capitals', siteEvent({ referrer: 'Google.com' })],
    ['a referrer of 254 characters', siteEvent({ referrer: 'a'.repeat(254) })],
    ['a referrer with a control character', siteEvent({ referrer: 'evil\ncom' })],
    ['a referrer on another kind', siteEvent({ kind: 'chat_opened', referrer: 'google.com' })],
    ['a country in lower case', siteEvent({ country: 'ma' })],
    ['the unknown country', siteEvent({ country: 'XX' })],
    ['a target on a page view', siteEvent({ target: 'shop' })],
    ['a target with a space', siteEvent({ kind: 'project_opened', target: 'my shop' })],
    ['a target of 65 characters', siteEvent({ kind: 'project_opened', target: 'a'.repeat(65) })],
    ['a message on a page view', siteEvent({ message: randomUUID() })],
    ['a message sent without its message', siteEvent({ kind: 'message_sent' })],
    ['a message sent naming no uuid', siteEvent({ kind: 'message_sent', message: '42' })],
  ])('is refused as invalid when it has %s, and nothing is stored', async (_case, event) => {
    expect(await record(event)).toBe('invalid');
    expect(await eventCount()).toBe(0);
    expect(await query('select 1 from private.site_event_senders')).toEqual([]);
  });

  it('is refused for a site that is not a host', async () => {
    expect(await record(siteEvent(), { site: 'evil site/<script>' })).toBe('invalid');
    expect(await eventCount()).toBe(0);
  });

  it('is stored with each field in its column, at the limits of each', async () => {
    const path = `/${'p'.repeat(199)}`;
    const referrer = `${'r'.repeat(249)}.com`;
    // The longest tag a site may be published in, stored as the site spells it.
    await query(`insert into private.site_languages (code) values ('zh-Hant-TW')`);
    try {
      expect(
        await record(siteEvent({ path, language: 'zh-hant-tw', referrer, country: 'MA' })),
      ).toBe('stored');
    } finally {
      await query(`delete from private.site_languages where code = 'zh-Hant-TW'`);
    }
    for (const [kind, target] of [
      ['project_opened', 'a'.repeat(64)],
      ['brief_started', 'mobile_app'],
      ['language_switched', 'ar'],
      ['brief_started', null],
    ] as const) {
      expect(await record(siteEvent({ kind, target }))).toBe('stored');
    }
    expect(
      await query(
        `select kind, char_length(path) as path, language, char_length(referrer) as referrer,
                country, char_length(target) as target
           from private.site_events order by id`,
      ),
    ).toEqual([
      {
        kind: 'page_view',
        path: 200,
        language: 'zh-Hant-TW',
        referrer: 253,
        country: 'MA',
        target: null,
      },
      {
        kind: 'project_opened',
        path: 1,
        language: 'en',
        referrer: null,
        country: null,
        target: 64,
      },
      { kind: 'brief_started', path: 1, language: 'en', referrer: null, country: null, target: 10 },
      {
        kind: 'language_switched',
        path: 1,
        language: 'en',
        referrer: null,
        country: null,
        target: 2,
      },
      {
        kind: 'brief_started',
        path: 1,
        language: 'en',
        referrer: null,
        country: null,
        target: null,
      },
    ]);
  });

  it('can be recorded by the service role alone', async () => {
    const args = {
      client_address: '198.51.100.1',
      user_agent: BROWSER,
      site: SITE,
      event: siteEvent(),
    };
    for (const client of [clientFor(backend), visitor, admin]) {
      const { error } = await client.rpc('record_site_event', args);
      expect(error?.code).toBe('42501');
    }
    expect(await eventCount()).toBe(0);
  });
});

interface Lead {
  visitor: string;
  opened_chat: boolean;
  projects: string[];
  services: string[];
  answered_at: string | null;
}

const leadOf = async (message: string) =>
  (
    await query<Lead>(
      `select visitor, opened_chat, projects, services, answered_at
         from private.site_leads where message_id = $1`,
      [message],
    )
  )[0];

describe('a message sent', () => {
  it('is a lead only for a real inbox message of the last hour, once', async () => {
    const spam = await sendMessage({ signal_honeypot: 'http://pills.example' });
    const old = await sendMessage();
    await query(
      `update public.contact_messages set created_at = now() - interval '61 minutes'
                  where id = $1`,
      [old],
    );
    const sent = (message: string) => record(siteEvent({ kind: 'message_sent', message }));
    expect(await sent(randomUUID())).toBe('invalid');
    expect(await sent(spam)).toBe('invalid');
    expect(await sent(old)).toBe('invalid');
    const real = await sendMessage();
    expect(await sent(real)).toBe('stored');
    expect(await sent(real)).toBe('invalid');
    expect(await query('select message_id from private.site_leads')).toEqual([
      { message_id: real },
    ]);
    expect(await eventCount()).toBe(1);
  });

  it('records what its sender did that day: the chat, the projects and the services', async () => {
    const me = { userAgent: 'Lead browser' };
    await record(siteEvent(), me);
    await record(siteEvent({ kind: 'chat_opened' }), me);
    for (const target of ['shop', 'atlas', 'shop']) {
      await record(siteEvent({ kind: 'project_opened', target }), me);
    }
    await record(siteEvent({ kind: 'brief_started', target: 'chatbot' }), me);
    // Someone else's clicks are not theirs.
    await record(siteEvent({ kind: 'project_opened', target: 'weather' }), { userAgent: 'Other' });
    const message = await sendMessage({ brief_service: 'website' });
    expect(await record(siteEvent({ kind: 'message_sent', message }), me)).toBe('stored');
    expect(await leadOf(message)).toMatchObject({
      opened_chat: true,
      projects: ['atlas', 'shop'],
      services: ['chatbot', 'website'],
      answered_at: null,
    });

    const quiet = await sendMessage();
    expect(
      await record(siteEvent({ kind: 'message_sent', message: quiet }), { userAgent: 'Quiet' }),
    ).toBe('stored');
    expect(await leadOf(quiet)).toMatchObject({ opened_chat: false, projects: [], services: [] });
  });

  it('stays a lead when the owner deletes the message', async () => {
    const message = await sendMessage();
    await record(siteEvent({ kind: 'message_sent', message }));
    const { error } = await admin.from('contact_messages').delete().eq('id', message);
    expect(error).toBeNull();
    expect(await query('select message_id from private.site_leads')).toEqual([
      { message_id: null },
    ]);
  });
});

describe('answered_at', () => {
  const answeredAt = async (id: string) =>
    (
      await query<{ answered_at: Date | null; fresh: boolean }>(
        `select answered_at, answered_at > now() - interval '1 minute' as fresh
           from public.contact_messages where id = $1`,
        [id],
      )
    )[0]!;

  it('is set by the owner’s Reply, to the database’s clock, and copied to the lead', async () => {
    const message = await sendMessage();
    await record(siteEvent({ kind: 'message_sent', message }));
    const { error } = await admin
      .from('contact_messages')
      .update({ answered_at: '2001-01-01T00:00:00Z' })
      .eq('id', message)
      .is('answered_at', null);
    expect(error).toBeNull();
    const first = await answeredAt(message);
    expect(first.fresh).toBe(true);
    expect(new Date((await leadOf(message))!.answered_at!)).toEqual(first.answered_at);
  });

  it('is set when the message is first marked read, alone or in bulk', async () => {
    const one = await sendMessage();
    const bulk = await sendMessage();
    expect(
      (await admin.from('contact_messages').update({ read: true }).eq('id', one)).error,
    ).toBeNull();
    expect(
      (await admin.rpc('change_contact_messages', { ids: [bulk], action: 'read' })).error,
    ).toBeNull();
    expect((await answeredAt(one)).fresh).toBe(true);
    expect((await answeredAt(bulk)).fresh).toBe(true);
  });

  it('never moves once set: not by another Reply, not by read/unread, not to null', async () => {
    const message = await sendMessage();
    await record(siteEvent({ kind: 'message_sent', message }));
    await admin
      .from('contact_messages')
      .update({ answered_at: new Date().toISOString() })
      .eq('id', message);
    const { answered_at: first } = await answeredAt(message);
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const change of [
      { answered_at: '2030-01-01T00:00:00Z' },
      { answered_at: null },
      { read: false },
      { read: true },
    ]) {
      await admin.from('contact_messages').update(change).eq('id', message);
      expect((await answeredAt(message)).answered_at, JSON.stringify(change)).toEqual(first);
    }
    // The service role is held to it too.
    await service().from('contact_messages').update({ answered_at: null }).eq('id', message);
    expect((await answeredAt(message)).answered_at).toEqual(first);
    expect(new Date((await leadOf(message))!.answered_at!)).toEqual(first);
  });

  it('is the owner’s to set: a signed-in stranger changes nothing', async () => {
    const message = await sendMessage();
    await visitor
      .from('contact_messages')
      .update({ answered_at: new Date().toISOString() })
      .eq('id', message);
    expect((await answeredAt(message)).answered_at).toBeNull();
    const { error } = await clientFor(backend)
      .from('contact_messages')
      .update({ answered_at: new Date().toISOString() })
      .eq('id', message);
    expect(error?.code).toBe('42501');
  });
});

type Insights = {
  days: number;
  from: string;
  to: string;
  daily: { day: string; visitors: number; pageViews: number }[];
  totals: { visitors: number; pageViews: number };
  funnel: Record<string, number>;
} & Record<string, unknown>;

async function insights(client: SupabaseClient, days: number): Promise<Insights> {
  const { data, error } = await client.rpc('site_insights', { days });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data as Insights;
}

/** Three visits in three languages; the English visitor opens the chat and sends a message. */
async function threeVisits(): Promise<string> {
  const en = { address: '198.51.100.21' };
  const fr = { address: '198.51.100.22' };
  const ar = { address: '198.51.100.23' };
  await record(siteEvent({ referrer: 'google.com', country: 'MA' }), en);
  await record(siteEvent({ path: '/fr/', language: 'fr' }), fr);
  await record(
    siteEvent({ path: '/ar/', language: 'ar', referrer: 'linkedin', country: 'FR' }),
    ar,
  );
  await record(siteEvent({ kind: 'project_opened', target: 'shop' }), en);
  await record(siteEvent({ kind: 'chat_opened' }), en);
  await record(siteEvent({ kind: 'brief_started', target: 'website' }), en);
  const message = await sendMessage({ brief_service: 'website' });
  expect(await record(siteEvent({ kind: 'message_sent', message }), en)).toBe('stored');
  return message;
}

describe('site_insights', () => {
  it('gives the admin the figures: 3 visitors in en, fr and ar, and the funnel 3 -> 1 -> 1 -> 1', async () => {
    const message = await threeVisits();
    await admin
      .from('contact_messages')
      .update({ answered_at: new Date().toISOString() })
      .eq('id', message);

    const week = await insights(admin, 7);
    expect(week).toEqual({
      days: 7,
      from: utcDay(6),
      to: utcDay(0),
      daily: [6, 5, 4, 3, 2, 1, 0].map((ago) => ({
        day: utcDay(ago),
        visitors: ago === 0 ? 3 : 0,
        pageViews: ago === 0 ? 3 : 0,
      })),
      totals: { visitors: 3, pageViews: 3 },
      referrers: [
        { value: 'google.com', visitors: 1 },
        { value: 'linkedin', visitors: 1 },
        { value: null, visitors: 1 },
      ],
      pages: [
        { value: '/', visitors: 1, pageViews: 1 },
        { value: '/ar/', visitors: 1, pageViews: 1 },
        { value: '/fr/', visitors: 1, pageViews: 1 },
      ],
      languages: [
        { value: 'ar', visitors: 1 },
        { value: 'en', visitors: 1 },
        { value: 'fr', visitors: 1 },
      ],
      countries: [
        { value: 'FR', visitors: 1 },
        { value: 'MA', visitors: 1 },
      ],
      funnel: { visitors: 3, chatOpened: 1, messageSent: 1, replied: 1 },
      leadProjects: [{ value: 'shop', messages: 1 }],
      leadServices: [{ value: 'website', messages: 1 }],
    });
    for (const days of [30, 90]) {
      const longer = await insights(admin, days);
      expect(longer.daily).toHaveLength(days);
      expect(longer.from).toBe(utcDay(days - 1));
      expect({ ...longer, days: 7, from: week.from, daily: week.daily }).toEqual(week);
    }
  });

  it('counts a visitor on two days twice, and sums page views per page', async () => {
    await record(siteEvent());
    await record(siteEvent({ path: '/fr/', language: 'fr' }));
    await age(1);
    await record(siteEvent());
    await record(siteEvent());
    const week = await insights(admin, 7);
    expect(week.daily.slice(-2)).toEqual([
      { day: utcDay(1), visitors: 1, pageViews: 2 },
      { day: utcDay(0), visitors: 1, pageViews: 2 },
    ]);
    expect(week.totals).toEqual({ visitors: 2, pageViews: 4 });
    expect(week.pages).toEqual([
      { value: '/', visitors: 2, pageViews: 3 },
      { value: '/fr/', visitors: 1, pageViews: 1 },
    ]);
  });

  it('shows a signed-in stranger nothing but zeros', async () => {
    await threeVisits();
    const seen = await insights(visitor, 30);
    expect(seen.totals).toEqual({ visitors: 0, pageViews: 0 });
    expect(seen.funnel).toEqual({ visitors: 0, chatOpened: 0, messageSent: 0, replied: 0 });
    for (const list of [
      'referrers',
      'pages',
      'languages',
      'countries',
      'leadProjects',
      'leadServices',
    ]) {
      expect(seen[list], list).toEqual([]);
    }
    expect(seen.daily.every((day) => day.visitors === 0 && day.pageViews === 0)).toBe(true);
  });

  it('is refused to visitors who are not signed in', async () => {
    const { error, status } = await clientFor(backend).rpc('site_insights', { days: 7 });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('covers 7, 30 or 90 days, nothing else', async () => {
    for (const days of [0, 1, 14, 31, 365, -7, null]) {
      const { error } = await admin.rpc('site_insights', { days });
      expect(error?.code, String(days)).toBe('22023');
    }
  });
});

describe('the hourly roll-up', () => {
  it('is scheduled with pg_cron every hour', async () => {
    expect(
      await query(`select schedule, command from cron.job where jobname = 'roll-up-site-events'`),
    ).toEqual([{ schedule: '7 * * * *', command: 'select private.roll_up_site_events()' }]);
  });

  it('turns a finished day into daily counts that give the same figures as its raw events', async () => {
    const message = await threeVisits();
    await record(siteEvent({ path: '/fr/', language: 'fr' }), { address: '198.51.100.22' });
    await record(siteEvent({ kind: 'language_switched', target: 'ar' }), {
      address: '198.51.100.22',
    });
    await admin.from('contact_messages').update({ read: true }).eq('id', message);
    await age(3);
    await query(`update private.site_leads set day = day - 3`);
    // Today's visit stays raw.
    await record(siteEvent({ path: '/ar/', language: 'ar' }), { address: '198.51.100.24' });

    const fromRaw = await insights(admin, 7);
    expect(fromRaw.totals).toEqual({ visitors: 4, pageViews: 5 });
    await backend.runScheduledJobs();
    expect(await query(`select distinct day::text as day from private.site_daily`)).toEqual([
      { day: utcDay(3) },
    ]);
    expect(await insights(admin, 7)).toEqual(fromRaw);
    expect(
      await query(`select dimension, value, visitors, events from private.site_daily
                         where dimension in ('total', 'kind') order by 1, 2`),
    ).toEqual([
      { dimension: 'kind', value: 'brief_started', visitors: 1, events: 1 },
      { dimension: 'kind', value: 'chat_opened', visitors: 1, events: 1 },
      { dimension: 'kind', value: 'language_switched', visitors: 1, events: 1 },
      { dimension: 'kind', value: 'message_sent', visitors: 1, events: 1 },
      { dimension: 'kind', value: 'page_view', visitors: 3, events: 4 },
      { dimension: 'kind', value: 'project_opened', visitors: 1, events: 1 },
      { dimension: 'total', value: '', visitors: 3, events: 4 },
    ]);
    // A second run changes nothing.
    await backend.runScheduledJobs();
    expect(await insights(admin, 7)).toEqual(fromRaw);
  });

  it('deletes raw events older than 30 days, once they are rolled up', async () => {
    await record(siteEvent({ path: '/fr/', language: 'fr' }));
    await age(1);
    await record(siteEvent());
    await age(30);
    const before = await insights(admin, 90);
    await backend.runScheduledJobs();
    expect(
      await query(`select day::text as day, count(*)::int as n from private.site_events
                    group by day order by day`),
    ).toEqual([{ day: utcDay(30), n: 1 }]);
    expect(await insights(admin, 90)).toEqual(before);
    expect(before.totals).toEqual({ visitors: 2, pageViews: 2 });
  });

  it('keeps a day’s 100 most visited values of a dimension', async () => {
    await query(
      `insert into private.site_events (day, visitor, kind, path, language)
       select (now() at time zone 'utc')::date - 2, encode(sha256(n::text::bytea), 'hex'),
              'page_view', '/page-' || n, 'en'
         from generate_series(1, 150) as n`,
    );
    await backend.runScheduledJobs();
    expect(
      await query(`select count(*)::int as n from private.site_daily where dimension = 'page'`),
    ).toEqual([{ n: 100 }]);
    expect((await insights(admin, 7)).totals).toEqual({ visitors: 150, pageViews: 150 });
  });

  it('drops the counters of past hours and days', async () => {
    await record(siteEvent());
    await query(`update private.site_event_senders set hour = hour - interval '1 hour'`);
    await query(`update private.site_event_days set day = day - 1`);
    await backend.runScheduledJobs();
    expect(await query('select 1 from private.site_event_senders')).toEqual([]);
    expect(await query('select 1 from private.site_event_days')).toEqual([]);
  });
});

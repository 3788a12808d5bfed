// @vitest-environment node
/**
 * The owner's email, the whole path as on a hosted project: a visitor's insert -> the AFTER INSERT
 * trigger -> pg_net (the local stand-in) -> the notify-owner Edge Function in Deno -> the email API
 * (the local mailbox) -> the outcome recorded on the message.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../../local-backend/mailbox/server';
import type { LocalBackend } from '../../local-backend/server';
import {
  clientFor,
  HUMAN_SIGNALS,
  sampleMessage,
  startTestBackend,
  uniqueAddress,
} from '../../local-backend/test-support';
import { locales } from '../../src/content/locales/index';
import type { Tables } from '../../src/shared/database.types';

const OWNER = 'owner@example.test';
const HOURLY_LIMIT = 3;

let backend: LocalBackend;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox({ port: 0 });
  backend = await startTestBackend({
    notifyOwner: true,
    functionEnv: {
      EMAIL_API_URL: mailbox.url,
      EMAIL_API_KEY: 'test-key',
      NOTIFY_EMAIL_TO: OWNER,
      NOTIFY_EMAIL_FROM: 'Site <notify@example.test>',
      NOTIFY_HOURLY_LIMIT: String(HOURLY_LIMIT),
      SITE_URL: 'https://site.example',
    },
  });
}, 30_000);

afterAll(async () => {
  await backend?.close();
  await mailbox?.close();
});

beforeEach(async () => {
  mailbox.clear();
  mailbox.failNext(500, 0);
  // Each test starts with the hourly limit free and no email owed.
  await backend.db.pg.exec(`
    delete from private.owner_emails;
    update public.contact_messages set notify_state = 'skipped' where notify_state = 'held';
    update private.contact_message_senders set held_back = false;
  `);
});

type Row = Pick<
  Tables<'contact_messages'>,
  'status' | 'notify_state' | 'notify_attempts' | 'notified_at' | 'notify_error' | 'message'
>;

async function row(id: string): Promise<Row> {
  const { rows } = await backend.db.pg.query<Row>(
    `select status, notify_state, notify_attempts, notified_at, notify_error, message
       from public.contact_messages where id = $1`,
    [id],
  );
  return rows[0]!;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const settled = (value: Row) => !['pending', 'sending'].includes(value.notify_state);

async function send(overrides: Record<string, unknown> = {}, address = uniqueAddress()) {
  const id = randomUUID();
  const { error } = await clientFor(backend, { address })
    .from('contact_messages')
    .insert(sampleMessage({ id, ...overrides }));
  expect(error).toBeNull();
  return id;
}

describe('a new inbox message', () => {
  it('emails the owner once, with the visitor as Reply-To, and records it', async () => {
    const id = await send({ name: 'Grace Hopper', email: 'grace@example.com' });
    expect(await until(() => row(id), settled)).toMatchObject({
      notify_state: 'sent',
      notify_attempts: 1,
      notify_error: null,
    });
    expect((await row(id)).notified_at).not.toBeNull();

    const mails = mailbox.emails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      from: 'Site <notify@example.test>',
      to: [OWNER],
      subject: 'New message from Grace Hopper',
      reply_to: ['grace@example.com'],
    });
    expect(mails[0]?.text).toContain('Hello, I would like to talk about a project.');
    expect(mails[0]?.text).toContain('https://site.example/admin');
  }, 30_000);

  it('names the language of the page it was sent from', async () => {
    const page = locales.at(-1)!;
    const id = await send({ name: 'Amina', language: page.code });
    expect(await until(() => row(id), settled)).toMatchObject({ notify_state: 'sent' });
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(page.code);
    expect(mailbox.emails()[0]?.text).toContain(`\nLanguage: ${name}\n`);
  }, 30_000);

  it('from the chat says so, and carries the brief, the summary and the conversation', async () => {
    const id = randomUUID();
    const { error } = await clientFor(backend, { key: backend.secretKey }).rpc(
      'receive_chat_handoff',
      {
        client_address: uniqueAddress(),
        handoff: {
          id,
          name: 'Chat Visitor',
          email: 'chat@example.com',
          message: 'Please call me about the shop.',
          summary: 'Wants an online shop.',
          transcript: [
            { role: 'user', content: 'Do you build shops?' },
            { role: 'assistant', content: 'Yes. Shall I pass this on to Ada?' },
          ],
          brief_service: 'website',
          brief_budget: '1k_5k',
          ...HUMAN_SIGNALS,
        },
      },
    );
    expect(error).toBeNull();
    // The email waits for the chat function's summary: complete_chat_handoff asks for it.
    expect(await row(id)).toMatchObject({ notify_state: 'pending' });
    await backend.sendQueuedRequests();
    expect(mailbox.emails()).toEqual([]);
    await clientFor(backend, { key: backend.secretKey }).rpc('complete_chat_handoff', {
      message_id: id,
      summary: null,
    });
    expect(await until(() => row(id), settled)).toMatchObject({ notify_state: 'sent' });
    const [mail] = mailbox.emails();
    expect(mail).toMatchObject({
      subject: 'From the chat: Chat Visitor',
      reply_to: ['chat@example.com'],
    });
    expect(mail?.text).toMatch(/^Summary: Wants an online shop\.\n/);
    expect(mail?.text).toContain('\nService: Website\nBudget: 1-5k\n');
    expect(mail?.text).toContain('\nVisitor: Do you build shops?\n');
    expect(mail?.text).toContain('\nAssistant: Yes. Shall I pass this on to Ada?\n');
  }, 30_000);

  it('never emails about spam', async () => {
    const id = await send({ signal_honeypot: 'http://spam.example' });
    // Resolves once every queued call has had its answer: an email would be sent by then.
    await backend.sendQueuedRequests();
    expect(await row(id)).toMatchObject({ status: 'spam', notify_state: 'skipped' });
    expect(mailbox.emails()).toEqual([]);
  });

  it('retries a provider failure and then sends', async () => {
    mailbox.failNext(500, 1);
    const id = await send();
    expect(await until(() => row(id), settled)).toMatchObject({
      notify_state: 'sent',
      notify_attempts: 2,
    });
    expect(mailbox.emails()).toHaveLength(1);
  }, 30_000);

  it('records the failure when the provider stays down, and keeps the message intact', async () => {
    mailbox.failNext(500, 10);
    const id = await send({ message: 'Please call me back about the shop.' });
    expect(await until(() => row(id), settled, 25_000)).toMatchObject({
      status: 'inbox',
      notify_state: 'failed',
      notify_attempts: 3,
      notified_at: null,
      message: 'Please call me back about the shop.',
    });
    expect((await row(id)).notify_error).toMatch(/^The email API answered 500/);
    expect(mailbox.emails()).toEqual([]);
  }, 30_000);
});

describe('the hourly limit', () => {
  it('holds back messages past it and sends one digest at the next sweep, not waiting for room', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= HOURLY_LIMIT + 2; i += 1) {
      ids.push(await send({ name: `Visitor ${i}`, subject: `Question ${i}` }));
      await until(() => row(ids.at(-1)!), settled);
    }
    const states = await Promise.all(ids.map(async (id) => (await row(id)).notify_state));
    expect(states).toEqual(['sent', 'sent', 'sent', 'held', 'held']);
    expect(mailbox.emails()).toHaveLength(HOURLY_LIMIT);

    // The hour is full, and the digest goes out all the same: it has a budget of its own.
    await backend.runScheduledJobs();
    await until(
      async () => mailbox.emails().length,
      (count) => count > HOURLY_LIMIT,
    );
    const summary = mailbox.emails().at(-1);
    expect(summary?.subject).toBe('2 more new messages in your inbox');
    expect(summary?.text).toContain(
      'And 2 more messages in your inbox, from 2 senders; the newest of each, newest first:\n- Visitor 5',
    );
    expect(summary?.text).toContain('Visitor 4');
    expect(summary?.reply_to).toBeUndefined();
    for (const id of ids.slice(HOURLY_LIMIT)) {
      expect(await row(id)).toMatchObject({ notify_state: 'summarized', notify_error: null });
    }

    await backend.runScheduledJobs();
    await backend.sendQueuedRequests();
    expect(mailbox.emails()).toHaveLength(HOURLY_LIMIT + 1);
  }, 60_000);
});

describe('one sender', () => {
  it('gets one email an hour; the rest of what it sends waits for the digest', async () => {
    const address = uniqueAddress();
    const first = await send({ subject: 'First' }, address);
    expect(await until(() => row(first), settled)).toMatchObject({ notify_state: 'sent' });
    const second = await send({ subject: 'Second' }, address);
    expect(await until(() => row(second), settled)).toMatchObject({ notify_state: 'held' });
    expect(mailbox.emails()).toHaveLength(1);

    // Another visitor is emailed at once all the same.
    const other = await send({ name: 'Someone else' });
    expect(await until(() => row(other), settled)).toMatchObject({ notify_state: 'sent' });
  }, 30_000);

  it('sends the digest at most once an hour', async () => {
    await backend.db.pg.exec(
      `insert into private.owner_emails (kind, claimed_at) values ('summary', now() - interval '30 minutes')`,
    );
    const address = uniqueAddress();
    const first = await send({}, address);
    await until(() => row(first), settled);
    const held = await send({}, address);
    expect(await until(() => row(held), settled)).toMatchObject({ notify_state: 'held' });
    await backend.runScheduledJobs();
    await backend.sendQueuedRequests();
    expect(await row(held)).toMatchObject({ notify_state: 'held' });

    await backend.db.pg.exec(
      `update private.owner_emails set claimed_at = now() - interval '2 hours' where kind = 'summary'`,
    );
    await backend.runScheduledJobs();
    // The message is marked before the digest goes out: wait for the sweep's call to finish, or
    // the digest lands in the next test's mailbox.
    await backend.sendQueuedRequests();
    expect(await row(held)).toMatchObject({ notify_state: 'summarized' });
    expect(mailbox.emails().at(-1)?.subject).toBe('1 more new message in your inbox');
  });
});

describe('the daily limit', () => {
  it('holds back what comes past it, with one notice a day, and a digest each hour all the same', async () => {
    await backend.db.pg.exec('update private.abuse_limits set owner_emails_per_day = 2');
    try {
      const sent = [await send({ name: 'First' }), await send({ name: 'Second' })];
      for (const id of sent) {
        expect(await until(() => row(id), settled)).toMatchObject({ notify_state: 'sent' });
      }
      const digests = () =>
        mailbox.emails().filter((mail) => / more new messages? in your inbox$/.test(mail.subject));
      const notices = () =>
        mailbox.emails().filter((mail) => mail.subject.startsWith('Your site has sent you'));

      // The day is full: the third is held, the notice says so, and the sweep it asks for sends
      // the digest at once, which has a budget of its own.
      const third = await send({ name: 'Third' });
      // The notice and the digest are two calls of the function, either of which may land first.
      await until(
        async () => Math.min(digests().length, notices().length),
        (count) => count > 0,
      );
      expect(notices().map((mail) => mail.subject)).toEqual([
        'Your site has sent you 2 emails today: the rest wait in your inbox',
      ]);
      expect(digests()[0]!.text).toContain('- Third <');
      expect(await row(third)).toMatchObject({ notify_state: 'summarized' });

      // The fourth waits for the next digest, within the hour: no other notice meanwhile.
      const fourth = await send({ name: 'Fourth' });
      expect(await until(() => row(fourth), settled)).toMatchObject({ notify_state: 'held' });
      await backend.runScheduledJobs();
      await backend.sendQueuedRequests();
      expect(notices()).toHaveLength(1);
      expect(digests()).toHaveLength(1);
      await backend.db.pg.exec(
        `update private.owner_emails set claimed_at = claimed_at - interval '1 hour'
          where kind = 'summary'`,
      );
      await backend.runScheduledJobs();
      await until(
        async () => digests().length,
        (count) => count > 1,
      );
      expect(digests()[1]!.text).toContain('- Fourth <');
      expect(notices()).toHaveLength(1);
    } finally {
      await backend.db.pg.exec('update private.abuse_limits set owner_emails_per_day = 60');
    }
  }, 30_000);
});

describe('a flood past the site-wide cap', () => {
  afterAll(async () => {
    await backend.db.pg.exec('update private.abuse_limits set messages_per_hour_site = 200');
  });

  it('still emails a new visitor, and tells the owner once about what it held back', async () => {
    await backend.db.pg.exec('delete from private.flooding_senders');
    const { rows } = await backend.db.pg.query<{ count: number }>(
      `select count(*)::int as count from private.contact_message_senders
        where sent_at > now() - interval '1 hour'`,
    );
    await backend.db.pg.query('update private.abuse_limits set messages_per_hour_site = $1', [
      rows[0]!.count + 3,
    ]);
    // One sender, five messages: its first is emailed, the next two wait for the digest, and
    // past the cap its fourth and fifth are held back. (The hourly limit here is 3 emails.)
    const flooder = uniqueAddress();
    const flood: string[] = [];
    for (let i = 0; i < 5; i += 1) flood.push(await send({ name: 'Flood' }, flooder));
    for (const id of flood) await until(() => row(id), settled);
    const states = await Promise.all(flood.map(async (id) => (await row(id)).status));
    expect(states).toEqual(['inbox', 'inbox', 'inbox', 'spam', 'spam']);

    const visitor = await send({ name: 'Real Visitor', subject: 'A real project' });
    expect(await until(() => row(visitor), settled)).toMatchObject({
      status: 'inbox',
      notify_state: 'sent',
    });
    expect(mailbox.emails().map((mail) => mail.subject)).toContain('New message from Real Visitor');

    const notices = () => mailbox.emails().filter((mail) => mail.subject.startsWith('Held back'));
    await until(
      async () => notices().length,
      (count) => count > 0,
    );
    expect(notices().map((mail) => mail.subject)).toEqual([
      'Held back 2 messages from 1 sender in the last hour',
    ]);

    // More held back, the sweep runs: still the one notice this hour.
    const another = uniqueAddress();
    for (let i = 0; i < 4; i += 1) await send({ name: 'Flood' }, another);
    await backend.runScheduledJobs();
    await backend.sendQueuedRequests();
    expect(notices()).toHaveLength(1);
  }, 60_000);
});

describe('the sweep', () => {
  it('emails about a message whose call never arrived', async () => {
    // The function's address is wrong for a moment: pg_net's call fails and nothing retries it.
    await backend.db.pg.exec(
      `update vault.secrets set secret = 'http://127.0.0.1:9/functions/v1/notify-owner'
        where name = 'notify_owner_url'`,
    );
    const id = await send({ name: 'Lost Call' });
    await backend.sendQueuedRequests();
    expect((await row(id)).notify_state).toBe('pending');
    await backend.db.pg.query(
      `update vault.secrets set secret = $1 where name = 'notify_owner_url'`,
      [`${backend.url}/functions/v1/notify-owner`],
    );

    // A minute later the sweep finds it.
    await backend.db.pg.query(
      `update public.contact_messages set created_at = now() - interval '2 minutes' where id = $1`,
      [id],
    );
    await backend.runScheduledJobs();
    expect(await until(() => row(id), settled)).toMatchObject({ notify_state: 'sent' });
    expect(mailbox.emails().map((mail) => mail.subject)).toEqual(['New message from Lost Call']);
  }, 30_000);
});

describe('who may start an email', () => {
  const functionUrl = () => `${backend.url}/functions/v1/notify-owner`;

  it('refuses a call without the shared secret, or with a wrong one', async () => {
    const id = await send({ signal_honeypot: 'bot' });
    const attempts: Record<string, string>[] = [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', apikey: backend.anonKey },
      { 'content-type': 'application/json', 'x-notify-secret': 'guess' },
    ];
    for (const headers of attempts) {
      const response = await fetch(functionUrl(), {
        method: 'POST',
        headers,
        body: JSON.stringify({ message_id: id }),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Missing or wrong X-Notify-Secret.' });
    }
    expect(mailbox.emails()).toEqual([]);
  });

  it('answers a malformed call with a 4xx JSON error', async () => {
    const { rows } = await backend.db.pg.query<{ secret: string }>(
      `select secret from vault.secrets where name = 'notify_owner_secret'`,
    );
    const secret = rows[0]!.secret;
    const get = await fetch(functionUrl(), { headers: { 'x-notify-secret': secret } });
    expect(get.status).toBe(405);
    for (const [body, status] of [
      ['not json', 400],
      ['{}', 400],
      ['{"message_id": "1; drop table"}', 400],
      // Past the 4 KiB it reads of a body at most.
      ['x'.repeat(10_000), 413],
    ] as const) {
      const response = await fetch(functionUrl(), {
        method: 'POST',
        headers: { 'x-notify-secret': secret, 'content-type': 'application/json' },
        body,
      });
      expect(response.status, body.slice(0, 20)).toBe(status);
      expect(await response.json()).toHaveProperty('error');
    }
  });

  it('keeps the notifier’s database functions from visitors', async () => {
    for (const [name, args] of [
      ['claim_owner_notification', { message_id: randomUUID(), hourly_limit: 100 }],
      ['claim_owner_summary', {}],
      ['owed_owner_notifications', { max_count: 10 }],
    ] as const) {
      const { error, status } = await clientFor(backend).rpc(name, args);
      expect(status, name).toBe(401);
      expect(error?.code, name).toBe('42501');
    }
  });
});

// @vitest-environment node
/**
 * Follow-ups (supabase/migrations/*_follow_ups.sql), on real Postgres through the local backend:
 * which leads wait for the owner (no reply after 48 hours, a proposal unanswered after 7 days,
 * never spam), who may read them, and the morning email the hourly job asks notify-owner for,
 * delivered to the local mailbox: at most one a day, none without a waiting lead, and inside the
 * owner-email limits.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../local-backend/auth/users';
import { startMailbox, type Mailbox } from '../../local-backend/mailbox/server';
import type { LocalBackend } from '../../local-backend/server';
import {
  clientFor,
  signedInClient,
  startTestBackend,
  storeMessage,
  TEST_ADMIN,
} from '../../local-backend/test-support';
import { morningDay } from '../functions/notify-owner/followUps';

const OWNER = 'owner@example.test';
const HOURLY_LIMIT = 3;
const STRANGER = { email: 'stranger@example.test', password: 'stranger-password-1' };

/**
 * A zone where it is 9 o'clock now (Etc/GMT-X is UTC+X), so the function finds the owner's
 * morning whenever the test runs; it stays morning there until noon.
 */
function zoneAtNine(now = new Date()): string {
  let offset = 9 - now.getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
const TIME_ZONE = zoneAtNine();

let backend: LocalBackend;
let mailbox: Mailbox;
let owner: SupabaseClient;
let stranger: SupabaseClient;

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
      NOTIFY_TIME_ZONE: TIME_ZONE,
      SITE_URL: 'https://site.example',
    },
  });
  await createUser(backend.db.pg, STRANGER.email, STRANGER.password);
  owner = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
  stranger = await signedInClient(backend, STRANGER.email, STRANGER.password);
}, 60_000);

afterAll(async () => {
  await backend?.close();
  await mailbox?.close();
});

beforeEach(async () => {
  await backend.sendQueuedRequests();
  await backend.db.pg.exec(`
    delete from public.contact_messages;
    delete from private.owner_emails;
    delete from private.follow_up_emails;
  `);
  mailbox.clear();
  mailbox.failNext(500, 0);
});

interface Lead {
  name: string;
  status?: 'inbox' | 'spam';
  stage?: string;
  /** How long ago it arrived, and how long ago it moved to its stage (a Postgres interval). */
  age: string;
  stageAge?: string;
  dealValue?: number;
}

/**
 * A stored message, then made as old as asked with the triggers off (they stamp the database's
 * clock on every stage change), and the emails its arrival caused out of the way.
 */
async function lead({ name, status = 'inbox', stage = 'new', age, stageAge, dealValue }: Lead) {
  const id = await storeMessage(backend, { name, subject: `About ${name}` });
  await backend.sendQueuedRequests();
  // In one transaction, so nothing else the backend runs meanwhile goes without its triggers.
  await backend.db.pg.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica');
    await tx.query(
      `update public.contact_messages
          set status = $2, stage = $3, created_at = now() - $4::interval,
              stage_changed_at = now() - $5::interval,
              deal_value = $6, deal_currency = case when $6::numeric is null then null else 'EUR' end
        where id = $1`,
      [id, status, stage, age, stageAge ?? null, dealValue ?? null],
    );
  });
  return id;
}

const followUpEmails = () =>
  mailbox.emails().filter((mail) => / waiting for you$/.test(mail.subject));

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs the scheduled jobs and waits for every call they queued to have its answer. */
async function hourPasses() {
  await backend.runScheduledJobs();
  await backend.sendQueuedRequests();
}

describe('follow_ups', () => {
  it('lists a new lead after 48 hours and a proposal after 7 days, oldest first, never spam', async () => {
    const noReply = await lead({ name: 'No Reply', age: '48 hours 1 minute' });
    await lead({ name: 'Too Soon', age: '47 hours 59 minutes' });
    await lead({ name: 'Spam', status: 'spam', age: '5 days' });
    await lead({ name: 'Replied', stage: 'replied', age: '5 days', stageAge: '4 days' });
    const proposal = await lead({
      name: 'Proposal',
      stage: 'proposal',
      age: '20 days',
      stageAge: '7 days 1 minute',
      dealValue: 4800,
    });
    await lead({
      name: 'Fresh Proposal',
      stage: 'proposal',
      age: '20 days',
      stageAge: '6 days 23 hours',
    });
    await lead({
      name: 'Spam Proposal',
      status: 'spam',
      stage: 'proposal',
      age: '20 days',
      stageAge: '10 days',
    });
    await lead({ name: 'Won', stage: 'won', age: '30 days', stageAge: '20 days' });

    const { data, error } = await owner.rpc('follow_ups');
    expect(error).toBeNull();
    expect(data).toMatchObject([
      {
        id: proposal,
        name: 'Proposal',
        subject: 'About Proposal',
        stage: 'proposal',
        deal_value: 4800,
        deal_currency: 'EUR',
        why: 'proposal_unanswered',
        total: 2,
      },
      { id: noReply, name: 'No Reply', stage: 'new', why: 'no_reply', deal_value: null, total: 2 },
    ]);
  });

  it('lists at most the number asked for, with the total of all', async () => {
    for (let i = 1; i <= 4; i += 1) await lead({ name: `Lead ${i}`, age: `${10 - i} days` });
    const { data } = await owner.rpc('follow_ups', { max_count: 2 });
    expect(data?.map((row: { name: string; total: number }) => [row.name, row.total])).toEqual([
      ['Lead 1', 4],
      ['Lead 2', 4],
    ]);
  });

  it('answers nothing to a stranger and refuses an anonymous caller', async () => {
    await lead({ name: 'Waiting', age: '3 days' });
    const strange = await stranger.rpc('follow_ups');
    expect(strange.error).toBeNull();
    expect(strange.data).toEqual([]);
    const anon = await clientFor(backend).rpc('follow_ups');
    expect(anon.status).toBe(401);
    expect(anon.data).toBeNull();
    for (const name of ['claim_follow_up_email', 'finish_follow_up_email'] as const) {
      const refused = await clientFor(backend).rpc(name, { local_day: '2026-11-30' });
      expect(refused.error, name).not.toBeNull();
    }
  });
});

describe('the morning email', () => {
  it('goes out once a day, listing the waiting leads with a link to the inbox', async () => {
    await lead({ name: 'Ada <b>Lovelace</b>', age: '3 days' });
    await lead({
      name: 'Grace',
      stage: 'proposal',
      age: '20 days',
      stageAge: '9 days',
      dealValue: 4800,
    });

    await backend.runScheduledJobs();
    const [mail] = await until(followUpEmails, (mails) => mails.length > 0);
    expect(mail).toMatchObject({ to: [OWNER], subject: '2 leads are waiting for you' });
    expect(mail?.reply_to).toBeUndefined();
    expect(mail?.text).toContain(
      '\n- Grace: About Grace (proposal (€4,800.00) unanswered for 9 days)\n- Ada <b>Lovelace</b>: About Ada <b>Lovelace</b> (no reply for 3 days)\n',
    );
    expect(mail?.text).toContain('https://site.example/admin');
    expect(mail?.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');

    const { rows } = await backend.db.pg.query<{ day: string; sent: boolean }>(
      `select day::text, sent_at is not null as sent from private.follow_up_emails`,
    );
    expect(rows).toEqual([{ day: morningDay(new Date(), TIME_ZONE), sent: true }]);

    // Later in the morning, and even past the 12 hours the job waits: the day had its email.
    await hourPasses();
    await backend.db.pg.exec(
      `update private.follow_up_emails set claimed_at = claimed_at - interval '13 hours'`,
    );
    await hourPasses();
    expect(followUpEmails()).toHaveLength(1);
  }, 30_000);

  it('is claimed once per day, and not twice within 12 hours', async () => {
    await lead({ name: 'Waiting', age: '3 days' });
    const claim = async (day: string) =>
      (
        await backend.db.pg.query<{ claim: { action: string } }>(
          'select public.claim_follow_up_email($1, 100) as claim',
          [day],
        )
      ).rows[0]!.claim.action;
    expect(await claim('2026-11-30')).toBe('send');
    expect(await claim('2026-11-30')).toBe('done');
    // The next day, but the time zone changed and only 12 hours went by: still one.
    expect(await claim('2026-12-01')).toBe('done');
    await backend.db.pg.exec(
      `update private.follow_up_emails set claimed_at = claimed_at - interval '1 day'`,
    );
    expect(await claim('2026-12-01')).toBe('send');
    // A failed send gives its day back; a sent one keeps it.
    await backend.db.pg.exec(`select public.finish_follow_up_email('2026-12-01', 'down')`);
    await backend.db.pg.exec(`select public.finish_follow_up_email('2026-11-30')`);
    const { rows } = await backend.db.pg.query<{ day: string }>(
      'select day::text from private.follow_up_emails',
    );
    expect(rows).toEqual([{ day: '2026-11-30' }]);
  });

  it('is not asked for on a day without a waiting lead', async () => {
    await lead({ name: 'Too Soon', age: '47 hours' });
    await lead({ name: 'Answered', stage: 'replied', age: '5 days', stageAge: '4 days' });
    await lead({ name: 'Spam', status: 'spam', age: '5 days' });
    await hourPasses();
    expect(followUpEmails()).toEqual([]);
    const { rows } = await backend.db.pg.query<{ count: number }>(
      `select count(*)::int as count from private.follow_up_emails`,
    );
    expect(rows[0]!.count).toBe(0);
  });

  it('waits while the hour’s or the day’s owner emails are used up, and then counts as one', async () => {
    await lead({ name: 'Waiting', age: '3 days' });
    // Only the emails this test counts: the lead's own arrival emailed the owner too.
    await backend.db.pg.exec('delete from private.owner_emails');

    await backend.db.pg.query(
      `insert into private.owner_emails (kind) select 'message' from generate_series(1, $1)`,
      [HOURLY_LIMIT],
    );
    await hourPasses();
    expect(followUpEmails()).toEqual([]);

    await backend.db.pg.exec(`
      update private.owner_emails set claimed_at = now() - interval '2 hours';
      update private.abuse_limits set owner_emails_per_day = ${HOURLY_LIMIT};
    `);
    try {
      await hourPasses();
      expect(followUpEmails()).toEqual([]);
    } finally {
      await backend.db.pg.exec('update private.abuse_limits set owner_emails_per_day = 60');
    }

    await backend.runScheduledJobs();
    await until(followUpEmails, (mails) => mails.length > 0);
    const { rows } = await backend.db.pg.query<{ hour: number; day: number }>(
      `select private.owner_emails_last_hour() as hour, private.owner_emails_last_day() as day`,
    );
    expect(rows[0]).toEqual({ hour: 1, day: HOURLY_LIMIT + 1 });
  }, 30_000);

  it('gives the day back when the email could not be sent, so the next hour tries again', async () => {
    await lead({ name: 'Waiting', age: '3 days' });
    // Refused outright (422), so no retry drags the test out.
    mailbox.failNext(422, 10);
    await hourPasses();
    await until(
      async () =>
        (await backend.db.pg.query('select 1 from private.follow_up_emails')).rows.length === 0 &&
        followUpEmails().length === 0,
      Boolean,
    );
    // The try was made, and counts under the limits all the same.
    const { rows } = await backend.db.pg.query(
      `select 1 from private.owner_emails where kind = 'follow_up'`,
    );
    expect(rows).toHaveLength(1);
    mailbox.failNext(500, 0);
    await hourPasses();
    expect(followUpEmails()).toHaveLength(1);
  }, 30_000);
});

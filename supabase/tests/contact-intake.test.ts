// @vitest-environment node
/**
 * The intake of a visitor's message as one pipeline (supabase/migrations/*_contact_intake_pipeline.sql):
 * one BEFORE INSERT trigger on public.contact_messages runs the steps in the order they are
 * written, for the contact form and the chat's hand-over alike. What each step does is proved in
 * its own file (abuse-guards, flood-guard, spam-rules, fair-limits, lead-brief-and-chat-handoff);
 * this file proves there is one pipeline, and that its order is the one written.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../local-backend/server';
import {
  clientFor,
  HUMAN_SIGNALS,
  sampleMessage,
  startTestBackend,
  uniqueAddress,
} from '../../local-backend/test-support';

const PER_ADDRESS = 5;

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

interface TriggerRow {
  name: string;
  timing: 'before' | 'after';
  level: 'row' | 'statement';
  function: string;
}

/** The triggers that fire on an insert into contact_messages, read from pg_trigger's bit mask. */
async function insertTriggers(): Promise<TriggerRow[]> {
  const { rows } = await backend.db.pg.query<TriggerRow>(
    `select t.tgname as name,
            case when t.tgtype & 2 = 2 then 'before' else 'after' end as timing,
            case when t.tgtype & 1 = 1 then 'row' else 'statement' end as level,
            t.tgfoid::regproc::text as function
       from pg_trigger t
      where t.tgrelid = 'public.contact_messages'::regclass
        and not t.tgisinternal
        and t.tgtype & 4 = 4 -- fires on INSERT
      order by t.tgname`,
  );
  return rows;
}

/** Runs `sql` as an anonymous visitor from `address`, in one transaction, as PostgREST would. */
async function asVisitor(address: string, sql: string): Promise<void> {
  await backend.db.pg.transaction(async (tx) => {
    await tx.query(`select set_config('request.headers', $1, true)`, [
      JSON.stringify({ 'x-forwarded-for': address }),
    ]);
    await tx.exec(`set local role anon; ${sql}`);
  });
}

function insertSql(subject: string, id = randomUUID()): string {
  const row = sampleMessage({ subject, ...HUMAN_SIGNALS });
  const quote = (value: unknown) => `'${String(value).replaceAll("'", "''")}'`;
  return `insert into public.contact_messages (id, name, email, subject, message, signal_honeypot, signal_fill_ms, signal_touched)
          values (${[id, row.name, row.email, row.subject, row.message, row.signal_honeypot, row.signal_fill_ms, row.signal_touched].map(quote).join(', ')});`;
}

async function storedCount(subject: string): Promise<number> {
  const { rows } = await backend.db.pg.query<{ count: number }>(
    'select count(*)::int as count from public.contact_messages where subject = $1',
    [subject],
  );
  return rows[0]!.count;
}

describe('the intake of a message', () => {
  it('is one BEFORE INSERT trigger on public.contact_messages, running the pipeline', async () => {
    const before = (await insertTriggers()).filter((trigger) => trigger.timing === 'before');
    expect(before).toEqual([
      {
        name: 'contact_messages_intake',
        timing: 'before',
        level: 'row',
        function: 'private.take_in_contact_message',
      },
    ]);
  });

  it('counts rows per statement: two inserts of one transaction are two requests', async () => {
    // PostgREST sends one statement per request; a script or a test may send two in a
    // transaction, each of one row, and each is then one message, in one message to the server
    // or in two.
    const subject = `intake ${randomUUID()}`;
    await asVisitor(uniqueAddress(), `${insertSql(subject)} ${insertSql(subject)}`);
    expect(await storedCount(subject)).toBe(2);
  });

  it('refuses a second row in one statement before the flood guard counts it', async () => {
    const address = uniqueAddress();
    const subject = `intake ${randomUUID()}`;
    // Four sent: one more fits. An array of two is refused as an array, not as a flood.
    for (let i = 0; i < PER_ADDRESS - 1; i += 1) {
      const { status } = await clientFor(backend, { address })
        .from('contact_messages')
        .insert(sampleMessage());
      expect(status).toBe(201);
    }
    const { error, status } = await clientFor(backend, { address })
      .from('contact_messages')
      .insert([sampleMessage({ subject }), sampleMessage({ subject })]);
    expect(status).toBe(400);
    expect(error?.message).toBe('Send one message at a time.');
    expect(await storedCount(subject)).toBe(0);
    // Nothing of the refused array was counted: the fifth message still fits.
    const fifth = await clientFor(backend, { address })
      .from('contact_messages')
      .insert(sampleMessage());
    expect(fifth.status).toBe(201);
  });

  it('takes a retry before the flood guard: a resent message is never turned away', async () => {
    const address = uniqueAddress();
    const first = sampleMessage({ id: randomUUID() });
    expect(
      (await clientFor(backend, { address }).from('contact_messages').insert(first)).status,
    ).toBe(201);
    for (let i = 0; i < PER_ADDRESS - 1; i += 1) {
      await clientFor(backend, { address }).from('contact_messages').insert(sampleMessage());
    }
    // The address is at its limit: a new message is refused, the retry of the first is not.
    const fresh = await clientFor(backend, { address })
      .from('contact_messages')
      .insert(sampleMessage());
    expect(fresh.status).toBe(429);
    const retry = await clientFor(backend, { address }).from('contact_messages').insert(first);
    expect(retry.status).toBe(201);
  });

  it('sorts before the site cap: a message the cap holds back keeps its own spam reasons too', async () => {
    // The sort step writes the reasons, the cap step adds its own: in the other order the sort
    // would overwrite "site_limit" and the owner would be emailed about a flood's message.
    await backend.db.pg.query('update private.abuse_limits set messages_per_hour_site = 1');
    try {
      const address = uniqueAddress();
      const ids: string[] = [];
      for (let i = 0; i < PER_ADDRESS; i += 1) {
        const id = randomUUID();
        ids.push(id);
        // A filled honeypot: the sort step's own reason.
        const { status } = await clientFor(backend, { address })
          .from('contact_messages')
          .insert(sampleMessage({ id, signal_honeypot: 'https://spam.example' }));
        expect(status).toBe(201);
      }
      const { rows } = await backend.db.pg.query<{ spam_reasons: string[]; notify_state: string }>(
        'select spam_reasons, notify_state from public.contact_messages where id = $1',
        [ids.at(-1)],
      );
      expect(rows[0]).toEqual({
        spam_reasons: ['honeypot', 'site_limit'],
        notify_state: 'skipped',
      });
    } finally {
      await backend.db.pg.query('update private.abuse_limits set messages_per_hour_site = 200');
    }
  });
});

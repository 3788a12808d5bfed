// @vitest-environment node
/**
 * The owner's replies to messages (supabase/migrations/*_replies_from_the_inbox.sql), on real
 * Postgres through the REST API, as the reply function and a browser reach it: nobody but the
 * admin may read the replies or call the reply functions (anonymous: 401, a signed-in stranger:
 * 403), nobody writes the table directly, a reply is taken once per idempotency key, the caps
 * hold, and the first reply sent marks its message answered, once.
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
  storeMessage,
  TEST_ADMIN,
} from '../../local-backend/test-support';

const STRANGER = { email: 'stranger@example.test', password: 'stranger-password-1' };

let backend: LocalBackend;
let admin: SupabaseClient;
let stranger: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  await createUser(backend.db.pg, STRANGER.email, STRANGER.password);
  admin = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
  stranger = await signedInClient(backend, STRANGER.email, STRANGER.password);
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

beforeEach(async () => {
  await query('delete from public.message_replies');
  await query('update private.abuse_limits set replies_per_message_day = 5, replies_per_day = 50');
});

const query = async <T>(sql: string, params: unknown[] = []) =>
  (await backend.db.pg.query<T>(sql, params)).rows;

/** A visitor's message, stored as the contact form stores it; its id. */
const message = (overrides: Record<string, unknown> = {}) => storeMessage(backend, overrides);

function replyTo(messageId: string, overrides: Record<string, unknown> = {}) {
  return {
    message_id: messageId,
    idempotency_key: randomUUID(),
    subject: 'Re: A question',
    body: 'Hello Ada,\n\nThank you for your message.\n\nJane',
    language: 'en',
    ...overrides,
  };
}

interface Begun {
  id: string;
  already: boolean;
  status: string;
  reply: Record<string, unknown>;
  context: Record<string, unknown>;
}

async function begin(args: ReturnType<typeof replyTo>, as = admin): Promise<Begun> {
  const { data, error } = await as.rpc('begin_reply', args);
  if (error) throw error;
  return data as Begun;
}

async function finish(id: string, sent: boolean, extra: Record<string, unknown> = {}) {
  const { data, error } = await admin.rpc('finish_reply', { id, sent, ...extra });
  if (error) throw error;
  return data as Record<string, unknown>;
}

const answeredAt = async (id: string) =>
  (
    await query<{ answered_at: Date | null }>(
      'select answered_at from public.contact_messages where id = $1',
      [id],
    )
  )[0]?.answered_at;

describe('who may reply', () => {
  it('an anonymous caller gets 401 from each function and reads no reply', async () => {
    const id = await message();
    await begin(replyTo(id));
    const anon = clientFor(backend);
    for (const [name, args] of [
      ['reply_context', { message_id: id }],
      ['begin_reply', replyTo(id)],
      ['finish_reply', { id: randomUUID(), sent: true }],
    ] as const) {
      const { data, error, status } = await anon.rpc(name, args);
      expect(status, name).toBe(401);
      expect(error, name).toMatchObject({ code: '42501' });
      expect(data, name).toBeNull();
    }
    const read = await anon.from('message_replies').select('*');
    expect(read.status).toBe(401);
    expect(read.data).toBeNull();
  });

  it('a signed-in stranger gets 403 from each function and reads no reply', async () => {
    const id = await message();
    const { id: replyId } = await begin(replyTo(id));
    for (const [name, args] of [
      ['reply_context', { message_id: id }],
      ['begin_reply', replyTo(id)],
      ['finish_reply', { id: replyId, sent: true }],
    ] as const) {
      const { error, status } = await stranger.rpc(name, args);
      expect(status, name).toBe(403);
      expect(error, name).toMatchObject({
        code: '42501',
        message: 'Only the admin can reply to messages.',
      });
    }
    const read = await stranger.from('message_replies').select('*');
    expect(read.data).toEqual([]);
    expect(await query('select status from public.message_replies')).toEqual([
      { status: 'sending' },
    ]);
  });

  it('nobody writes the table directly, the admin included', async () => {
    const id = await message();
    const { id: replyId } = await begin(replyTo(id));
    for (const client of [clientFor(backend), stranger, admin]) {
      const insert = await client
        .from('message_replies')
        .insert({ ...replyTo(id), status: 'sent', sent_at: new Date().toISOString() });
      expect(insert.error).toMatchObject({ code: '42501' });
      const update = await client
        .from('message_replies')
        .update({ status: 'sent' })
        .eq('id', replyId);
      expect(update.error).toMatchObject({ code: '42501' });
      const remove = await client.from('message_replies').delete().eq('id', replyId);
      expect(remove.error).toMatchObject({ code: '42501' });
    }
    expect(await query('select status from public.message_replies')).toEqual([
      { status: 'sending' },
    ]);
  });

  it('the admin reads the message as the reply needs it, and the replies under it', async () => {
    const id = await message({
      name: 'Marie Curie',
      email: 'marie@example.org',
      subject: 'A new site',
      language: 'fr',
      brief_service: 'website',
      brief_budget: '1k_5k',
      brief_timeline: 'asap',
    });
    const { data, error } = await admin.rpc('reply_context', { message_id: id });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id,
      name: 'Marie Curie',
      email: 'marie@example.org',
      subject: 'A new site',
      message: sampleMessage().message,
      language: 'fr',
      source: 'form',
      brief_service: 'website',
      brief_budget: '1k_5k',
      brief_timeline: 'asap',
      chat_summary: null,
      chat_transcript: null,
      answered_at: null,
    });
    expect(typeof data.created_at).toBe('string');

    const { id: replyId } = await begin(replyTo(id));
    const read = await admin.from('message_replies').select('id, status').eq('message_id', id);
    expect(read.data).toEqual([{ id: replyId, status: 'sending' }]);
  });

  it('a message that does not exist is 404', async () => {
    const missing = randomUUID();
    const context = await admin.rpc('reply_context', { message_id: missing });
    expect(context.status).toBe(404);
    const begun = await admin.rpc('begin_reply', replyTo(missing));
    expect(begun.status).toBe(404);
    const finished = await admin.rpc('finish_reply', { id: missing, sent: true });
    expect(finished.status).toBe(404);
  });
});

describe('a reply', () => {
  it('is recorded as sending, then sent with its provider id and time', async () => {
    const id = await message();
    const args = replyTo(id);
    const begun = await begin(args);
    expect(begun).toMatchObject({
      already: false,
      status: 'sending',
      reply: { id: begun.id, message_id: id, subject: args.subject, body: args.body },
      context: { id, email: 'ada@example.com', name: 'Ada Lovelace' },
    });
    const done = await finish(begun.id, true, { provider_id: 'email-1' });
    expect(done).toMatchObject({
      id: begun.id,
      status: 'sent',
      provider_id: 'email-1',
      error: null,
      subject: args.subject,
    });
    expect(typeof done.sent_at).toBe('string');
  });

  it('that failed keeps its text and says why, in at most 500 characters', async () => {
    const id = await message();
    const begun = await begin(replyTo(id));
    const done = await finish(begun.id, false, {
      error: `The email API answered 500: ${'x'.repeat(900)}`,
    });
    expect(done).toMatchObject({ status: 'failed', sent_at: null, provider_id: null });
    expect((done.error as string).length).toBe(500);
    expect(done.body).toBe(replyTo(id).body);
    expect((await finish(begun.id, false)).status).toBe('failed');
  });

  it('is refused by the database when its subject could start a header, or is empty or long', async () => {
    const id = await message();
    for (const overrides of [
      { subject: 'Re: hi\r\nBcc: victim@example.com' },
      { subject: 'Re: hi\nX' },
      { subject: 'Re:\u2028hi' },
      { subject: 'Re:\u0085hi' },
      { subject: '   ' },
      { subject: 'x'.repeat(301) },
      { body: ' \n ' },
      { body: 'x'.repeat(20_001) },
      { language: 'english please' },
    ]) {
      const { error, status } = await admin.rpc('begin_reply', replyTo(id, overrides));
      expect(status, JSON.stringify(overrides).slice(0, 60)).toBe(400);
      expect(error).toMatchObject({ code: '23514' });
    }
    expect(await query('select id from public.message_replies')).toEqual([]);
  });
});

describe('the idempotency key', () => {
  it('takes a reply once: the same key again answers the reply it made, already', async () => {
    const id = await message();
    const args = replyTo(id);
    const first = await begin(args);
    const again = await begin({ ...args, body: 'Edited while it was sending' });
    expect(again).toMatchObject({ id: first.id, already: true, status: 'sending' });
    await finish(first.id, true, { provider_id: 'email-1' });
    const afterSent = await begin(args);
    expect(afterSent).toMatchObject({ id: first.id, already: true, status: 'sent' });
    expect(afterSent.reply.body).toBe(args.body);
    expect(await query('select count(*)::int as n from public.message_replies')).toEqual([
      { n: 1 },
    ]);
  });

  it('takes a failed reply again, with the new text', async () => {
    const id = await message();
    const args = replyTo(id);
    const first = await begin(args);
    await finish(first.id, false, { error: 'The email API could not be reached.' });
    const retry = await begin({ ...args, body: 'A better text' });
    expect(retry).toMatchObject({
      id: first.id,
      already: false,
      status: 'sending',
      reply: { body: 'A better text', error: null },
    });
  });

  it('takes a reply whose sending died ten minutes ago again', async () => {
    const id = await message();
    const args = replyTo(id);
    const first = await begin(args);
    await query(
      `update public.message_replies set attempted_at = now() - interval '11 minutes' where id = $1`,
      [first.id],
    );
    expect(await begin(args)).toMatchObject({ id: first.id, already: false, status: 'sending' });
  });

  it('of a reply to another message is refused with 409', async () => {
    const [one, other] = [await message(), await message()];
    const args = replyTo(one);
    await begin(args);
    const { status, error } = await admin.rpc('begin_reply', { ...args, message_id: other });
    expect(status).toBe(409);
    expect(error?.message).toMatch(/another message/);
  });
});

describe('the caps', () => {
  it('hold per message a day, counting replies sent and being sent, not failed ones', async () => {
    await query('update private.abuse_limits set replies_per_message_day = 2');
    const id = await message();
    const first = await begin(replyTo(id));
    await finish(first.id, true);
    const failed = await begin(replyTo(id));
    await finish(failed.id, false);
    await begin(replyTo(id));
    const { status, error } = await admin.rpc('begin_reply', replyTo(id));
    expect(status).toBe(429);
    expect(error?.message).toBe('At most 2 replies to one message a day: try again tomorrow.');
    // Another message still has room; a day later this one has too.
    await begin(replyTo(await message()));
    await query(`update public.message_replies set created_at = created_at - interval '25 hours'`);
    expect((await begin(replyTo(id))).already).toBe(false);
  });

  it('hold for all messages a day', async () => {
    await query('update private.abuse_limits set replies_per_day = 3');
    for (let n = 0; n < 3; n += 1) await begin(replyTo(await message()));
    const { status, error } = await admin.rpc('begin_reply', replyTo(await message()));
    expect(status).toBe(429);
    expect(error?.message).toBe('At most 3 replies a day: try again tomorrow.');
  });

  it('hold for the retry of a failed reply too, which does not count itself', async () => {
    await query('update private.abuse_limits set replies_per_message_day = 1');
    const id = await message();
    const args = replyTo(id);
    const first = await begin(args);
    await finish(first.id, false);
    expect((await begin(args)).already).toBe(false);
    await finish(first.id, false);
    await finish((await begin(replyTo(await message()))).id, true);
    expect((await begin(args)).already).toBe(false);
  });

  it('must be above zero', async () => {
    await expect(
      query('update private.abuse_limits set replies_per_message_day = 0'),
    ).rejects.toThrow(/replies_per_message_day/);
    await expect(query('update private.abuse_limits set replies_per_day = -1')).rejects.toThrow(
      /replies_per_day/,
    );
  });
});

describe('answered', () => {
  it('is set by the first reply sent, once, and reaches the lead', async () => {
    const id = await message();
    await query(
      `insert into private.site_leads (day, visitor, message_id, opened_chat)
       values (current_date, $1, $2, false)`,
      ['a'.repeat(64), id],
    );
    const failed = await begin(replyTo(id));
    await finish(failed.id, false);
    expect(await answeredAt(id)).toBeNull();

    await finish((await begin(replyTo(id))).id, true);
    const first = await answeredAt(id);
    expect(first).toBeInstanceOf(Date);
    const lead = await query<{ answered_at: Date }>(
      'select answered_at from private.site_leads where message_id = $1',
      [id],
    );
    expect(lead[0]?.answered_at).toEqual(first);

    await new Promise((resolve) => setTimeout(resolve, 20));
    await finish((await begin(replyTo(id))).id, true);
    expect(await answeredAt(id)).toEqual(first);
  });

  it('is left as it was when the owner had answered before', async () => {
    const id = await message();
    await admin.from('contact_messages').update({ read: true }).eq('id', id);
    const before = await answeredAt(id);
    expect(before).toBeInstanceOf(Date);
    await finish((await begin(replyTo(id))).id, true);
    expect(await answeredAt(id)).toEqual(before);
  });
});

describe('a message deleted', () => {
  it('takes its replies with it', async () => {
    const id = await message();
    await begin(replyTo(id));
    await admin.from('contact_messages').delete().eq('id', id);
    expect(await query('select id from public.message_replies')).toEqual([]);
  });
});

describe('the AI draft budget (public.take_gateway_call)', () => {
  it('spends the chat’s daily calls and characters, for the service role only', async () => {
    await query('delete from private.chat_gateway_days');
    const service = clientFor(backend, { key: backend.secretKey });
    const take = (characters: number) =>
      service.rpc('take_gateway_call', { daily_budget: 2, daily_characters: 1000, characters });
    expect((await take(600)).data).toBe(true);
    expect((await take(600)).data).toBe(false);
    expect((await take(300)).data).toBe(true);
    expect((await take(1)).data).toBe(false);
    expect(await query('select calls, characters::int from private.chat_gateway_days')).toEqual([
      { calls: 2, characters: 900 },
    ]);
    for (const client of [clientFor(backend), stranger, admin]) {
      const { error } = await client.rpc('take_gateway_call', {
        daily_budget: 100,
        daily_characters: 100,
        characters: 1,
      });
      expect(error).toMatchObject({ code: '42501' });
    }
  });
});

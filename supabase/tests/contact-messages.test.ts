// @vitest-environment node
/**
 * Row-level security and grants on contact_messages, against the real migrations: who may send,
 * read, mark and delete messages, through supabase-js as the site uses it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../local-backend/auth/users';
import type { LocalBackend } from '../../local-backend/server';
import {
  clientFor,
  sampleMessage,
  signedInClient,
  startTestBackend,
  TEST_ADMIN,
  TEST_JWT_SECRET,
} from '../../local-backend/test-support';

interface StoredMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date;
  read: boolean;
}

const VISITOR = { email: 'visitor@example.test', password: 'visitor-password-1' };
const PRETENDER = { email: 'pretender@example.test', password: 'pretender-password-1' };

let backend: LocalBackend;
let admin: SupabaseClient;
let visitor: SupabaseClient;
let marker = 0;

beforeAll(async () => {
  backend = await startTestBackend();
  await createUser(backend.db.pg, VISITOR.email, VISITOR.password);
  // A user who wrote "admin" into the metadata users may edit themselves (user_metadata).
  await createUser(backend.db.pg, PRETENDER.email, PRETENDER.password);
  await backend.db.pg.query(
    `update auth.users set raw_user_meta_data = '{"role": "admin"}' where email = $1`,
    [PRETENDER.email],
  );
  admin = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
  visitor = await signedInClient(backend, VISITOR.email, VISITOR.password);
});

afterAll(async () => {
  await backend?.close();
});

/** A subject no other test uses, to find this test's rows. */
function uniqueSubject(): string {
  marker += 1;
  return `contact-messages test ${marker}`;
}

/** Rows as they are stored, read as the superuser (who bypasses RLS). */
async function storedMessages(subject: string): Promise<StoredMessage[]> {
  const { rows } = await backend.db.pg.query<StoredMessage>(
    'select * from public.contact_messages where subject = $1 order by created_at',
    [subject],
  );
  return rows;
}

/** Sends one message as an anonymous visitor and returns it as stored. */
async function sendMessage(overrides: Record<string, unknown> = {}): Promise<StoredMessage> {
  const subject = uniqueSubject();
  const { error, status } = await clientFor(backend)
    .from('contact_messages')
    .insert(sampleMessage({ subject, ...overrides }));
  expect(error).toBeNull();
  expect(status).toBe(201);
  const [row] = await storedMessages(subject);
  return row!;
}

describe('an anonymous visitor', () => {
  it('sends a message: 201 with nothing sent back', async () => {
    const subject = uniqueSubject();
    const result = await clientFor(backend)
      .from('contact_messages')
      .insert(sampleMessage({ subject }));
    expect(result).toMatchObject({ error: null, data: null, status: 201 });
    expect(await storedMessages(subject)).toHaveLength(1);
  });

  it('gets read = false and created_at from the database clock', async () => {
    const before = Date.now();
    const row = await sendMessage();
    const after = Date.now();
    expect(row.read).toBe(false);
    expect(row.created_at).toBeInstanceOf(Date);
    // The same machine's clock; a second either side for rounding.
    expect(row.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.created_at.getTime()).toBeLessThanOrEqual(after + 1000);
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('cannot read messages: an error and no rows', async () => {
    await sendMessage();
    const anon = clientFor(backend);
    const list = await anon.from('contact_messages').select('*');
    expect(list.data).toBeNull();
    expect(list.error).toMatchObject({ code: '42501' });
    expect(list.status).toBe(401);

    const count = await anon.from('contact_messages').select('*', { count: 'exact', head: true });
    expect(count.count).toBeNull();
    expect(count.status).toBe(401);
  });

  it.each([
    ['read', true],
    ['read', false],
    ['created_at', '2000-01-01T00:00:00Z'],
  ])('cannot set %s = %j when sending', async (column, value) => {
    const subject = uniqueSubject();
    const { error, status } = await clientFor(backend)
      .from('contact_messages')
      .insert(sampleMessage({ subject, [column]: value }));
    expect(error).toMatchObject({
      code: '42501',
      message: 'permission denied for table contact_messages',
    });
    expect(status).toBe(401);
    expect(await storedMessages(subject)).toEqual([]);
  });

  it('cannot read back its own insert with .select()', async () => {
    const subject = uniqueSubject();
    const { data, error } = await clientFor(backend)
      .from('contact_messages')
      .insert(sampleMessage({ subject }))
      .select();
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '42501' });
    // The statement failed as a whole: nothing was stored either.
    expect(await storedMessages(subject)).toEqual([]);
  });

  it('cannot update a message', async () => {
    const row = await sendMessage();
    const anon = clientFor(backend);
    for (const change of [{ read: true }, { name: 'Changed' }]) {
      const { error, status } = await anon.from('contact_messages').update(change).eq('id', row.id);
      expect(error).toMatchObject({ code: '42501' });
      expect(status).toBe(401);
    }
    expect(await storedMessages(row.subject)).toEqual([row]);
  });

  it('cannot delete a message', async () => {
    const row = await sendMessage();
    const { error, status } = await clientFor(backend)
      .from('contact_messages')
      .delete()
      .eq('id', row.id);
    expect(error).toMatchObject({ code: '42501' });
    expect(status).toBe(401);
    expect(await storedMessages(row.subject)).toEqual([row]);
  });
});

describe('a retried send (the form gives each message its id once)', () => {
  /** What the contact form sends: the message with the id it chose before the first attempt. */
  function sendWithId(row: Record<string, unknown>, client = clientFor(backend)) {
    return client.from('contact_messages').insert(row);
  }

  it('stores the message under the id the form chose', async () => {
    const id = randomUUID();
    const subject = uniqueSubject();
    const result = await sendWithId(sampleMessage({ id, subject }));
    expect(result).toMatchObject({ error: null, data: null, status: 201 });
    expect((await storedMessages(subject)).map((row) => row.id)).toEqual([id]);
  });

  it('is accepted without a second row, and the stored message stays as it was', async () => {
    const id = randomUUID();
    const subject = uniqueSubject();
    const first = sampleMessage({ id, subject, message: 'The first attempt.' });
    expect((await sendWithId(first)).error).toBeNull();
    const [stored] = await storedMessages(subject);

    // The same message again (the answer was lost), then the same id with other text.
    for (const retry of [first, first, { ...first, message: 'Changed on the way.' }]) {
      const { error, status } = await sendWithId(retry);
      expect(error).toBeNull();
      expect(status).toBe(201);
    }
    expect(await storedMessages(subject)).toEqual([stored]);
  });

  it('is accepted from another address and from a signed-in user too', async () => {
    const id = randomUUID();
    const subject = uniqueSubject();
    await sendWithId(sampleMessage({ id, subject }));
    expect((await sendWithId(sampleMessage({ id, subject }))).error).toBeNull();
    expect((await sendWithId(sampleMessage({ id, subject }), visitor)).error).toBeNull();
    expect(await storedMessages(subject)).toHaveLength(1);
  });

  it('cannot overwrite a stored message with an upsert', async () => {
    const row = await sendMessage();
    const client = clientFor(backend);
    const overwrite = { ...sampleMessage({ message: 'Overwritten!' }), id: row.id };
    // Merging needs UPDATE, which visitors do not have; an ON CONFLICT target needs SELECT.
    for (const ignoreDuplicates of [false, true]) {
      const { error, status } = await client
        .from('contact_messages')
        .upsert(overwrite, { onConflict: 'id', ignoreDuplicates });
      expect(error).toMatchObject({ code: '42501' });
      expect(status).toBe(401);
    }
    expect(await storedMessages(row.subject)).toEqual([row]);
  });

  it('refuses an id that is not a UUID (400 22P02)', async () => {
    const subject = uniqueSubject();
    const { error, status } = await sendWithId(sampleMessage({ id: 'message-1', subject }));
    expect(error).toMatchObject({ code: '22P02' });
    expect(status).toBe(400);
    expect(await storedMessages(subject)).toEqual([]);
  });
});

describe('a signed-in user who is not the admin', () => {
  it('sees no messages (and no error that would reveal any)', async () => {
    await sendMessage();
    const list = await visitor.from('contact_messages').select('*');
    expect(list.error).toBeNull();
    expect(list.data).toEqual([]);

    const count = await visitor
      .from('contact_messages')
      .select('*', { count: 'exact', head: true });
    expect(count.count).toBe(0);
  });

  it('cannot mark a message read', async () => {
    const row = await sendMessage();
    const { data, error } = await visitor
      .from('contact_messages')
      .update({ read: true })
      .eq('id', row.id)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(await storedMessages(row.subject)).toEqual([row]);
  });

  it('cannot change other columns either', async () => {
    const row = await sendMessage();
    const { error, status } = await visitor
      .from('contact_messages')
      .update({ name: 'Changed' })
      .eq('id', row.id);
    expect(error).toMatchObject({ code: '42501' });
    expect(status).toBe(403);
    expect(await storedMessages(row.subject)).toEqual([row]);
  });

  it('cannot delete a message', async () => {
    const row = await sendMessage();
    const { count, error } = await visitor
      .from('contact_messages')
      .delete({ count: 'exact' })
      .eq('id', row.id);
    expect(error).toBeNull();
    expect(count).toBe(0);
    expect(await storedMessages(row.subject)).toEqual([row]);
  });

  it('is not the admin by writing role "admin" into user_metadata', async () => {
    await sendMessage();
    const pretender = await signedInClient(backend, PRETENDER.email, PRETENDER.password);
    const { data: user } = await pretender.auth.getUser();
    expect(user.user?.user_metadata).toEqual({ role: 'admin' });
    expect(user.user?.app_metadata.role).toBeUndefined();

    const list = await pretender.from('contact_messages').select('*');
    expect(list.error).toBeNull();
    expect(list.data).toEqual([]);
  });

  it('cannot give itself the admin claim through the auth API', async () => {
    const { error } = await visitor.auth.updateUser({ data: { role: 'admin' } });
    expect(error).not.toBeNull();
    // A new token still carries no admin claim and still reads nothing.
    const { data: refreshed, error: refreshError } = await visitor.auth.refreshSession();
    expect(refreshError).toBeNull();
    expect(refreshed.user?.app_metadata.role).toBeUndefined();
    const list = await visitor.from('contact_messages').select('*');
    expect(list.data).toEqual([]);
  });
});

describe('the admin', () => {
  it('lists messages newest first', async () => {
    const subject = uniqueSubject();
    for (const name of ['First', 'Second', 'Third']) {
      const { error } = await clientFor(backend)
        .from('contact_messages')
        .insert(sampleMessage({ name, subject }));
      expect(error).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const { data, error } = await admin
      .from('contact_messages')
      .select('*')
      .eq('subject', subject)
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data?.map((row: { name: string }) => row.name)).toEqual(['Third', 'Second', 'First']);
    expect(data?.[0]).toMatchObject({ read: false, email: 'ada@example.com', subject });
    expect(Object.keys(data?.[0] ?? {}).sort()).toEqual(
      [
        'created_at',
        'email',
        'id',
        'message',
        'name',
        'read',
        'subject',
        'status',
        'spam_reasons',
        'signal_honeypot',
        'signal_fill_ms',
        'signal_touched',
        'notify_state',
        'notify_attempts',
        'notify_claimed_at',
        'notified_at',
        'notify_error',
        'search_text',
        'language',
        'source',
        'brief_service',
        'brief_budget',
        'brief_timeline',
        'chat_summary',
        'chat_transcript',
        'answered_at',
        'stage',
        'stage_changed_at',
        'lost_reason',
        'stage_note',
        'deal_value',
        'deal_currency',
        'lost_after',
      ].sort(),
    );
  });

  it('sees every message, whoever sent it', async () => {
    const { count: adminCount } = await admin
      .from('contact_messages')
      .select('*', { count: 'exact', head: true });
    const { rows } = await backend.db.pg.query<{ total: number }>(
      'select count(*)::int as total from public.contact_messages',
    );
    expect(adminCount).toBe(rows[0]!.total);
    expect(adminCount).toBeGreaterThan(0);
  });

  it('marks a message read and unread again', async () => {
    const row = await sendMessage();
    const markRead = await admin
      .from('contact_messages')
      .update({ read: true })
      .eq('id', row.id)
      .select();
    expect(markRead.error).toBeNull();
    expect(markRead.data).toEqual([expect.objectContaining({ id: row.id, read: true })]);
    expect((await storedMessages(row.subject))[0]?.read).toBe(true);

    const markUnread = await admin
      .from('contact_messages')
      .update({ read: false })
      .eq('id', row.id);
    expect(markUnread.error).toBeNull();
    expect(markUnread.status).toBe(204);
    // Marking it read recorded the owner's answer; unread again keeps that record.
    expect(await storedMessages(row.subject)).toEqual([{ ...row, answered_at: expect.any(Date) }]);
  });

  it.each([
    ['name', 'Someone else'],
    ['email', 'other@example.com'],
    ['subject', 'Changed'],
    ['message', 'Changed'],
    ['created_at', '2000-01-01T00:00:00Z'],
  ])('cannot change %s: permission denied', async (column, value) => {
    const row = await sendMessage();
    const { error, status } = await admin
      .from('contact_messages')
      .update({ [column]: value })
      .eq('id', row.id);
    expect(error).toMatchObject({
      code: '42501',
      message: 'permission denied for table contact_messages',
    });
    expect(status).toBe(403);
    expect(await storedMessages(row.subject)).toEqual([row]);
  });

  it('deletes a message', async () => {
    const row = await sendMessage();
    const other = await sendMessage();
    const { error, count, status } = await admin
      .from('contact_messages')
      .delete({ count: 'exact' })
      .eq('id', row.id);
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(count).toBe(1);
    expect(await storedMessages(row.subject)).toEqual([]);
    expect(await storedMessages(other.subject)).toEqual([other]);
  });
});

describe('forged admin claims', () => {
  it('refuses a token with the admin claim signed with another secret (401)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { rows } = await backend.db.pg.query<{ id: string }>(
      'select id from auth.users where email = $1',
      [TEST_ADMIN.email],
    );
    const forged = await new SignJWT({
      sub: rows[0]!.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: TEST_ADMIN.email,
      app_metadata: { provider: 'email', role: 'admin' },
      session_id: '00000000-0000-4000-8000-000000000001',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(`not-${TEST_JWT_SECRET}`));

    await sendMessage();
    const forger = clientFor(backend, { accessToken: forged });
    const { data, error, status } = await forger.from('contact_messages').select('*');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: 'PGRST301' });

    const row = await sendMessage();
    const removal = await forger.from('contact_messages').delete().eq('id', row.id);
    expect(removal.status).toBe(401);
    expect(await storedMessages(row.subject)).toEqual([row]);
  });

  it('gives an anon-role caller nothing even with the admin claim inside a valid token', async () => {
    // Only the backend can sign this; it proves the policies also require the authenticated role.
    const token = await new SignJWT({ role: 'anon', app_metadata: { role: 'admin' } })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    await sendMessage();
    const { data, error } = await clientFor(backend, { accessToken: token })
      .from('contact_messages')
      .select('*');
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '42501' });
  });

  it('does not let an anon-key caller sign up with role "admin" in user_metadata', async () => {
    const anon = clientFor(backend);
    const { data, error } = await anon.auth.signUp({
      email: 'mallory@example.test',
      password: 'mallory-password-1',
      options: { data: { role: 'admin' } },
    });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
    const { rows } = await backend.db.pg.query('select 1 from auth.users where email = $1', [
      'mallory@example.test',
    ]);
    expect(rows).toEqual([]);
  });
});

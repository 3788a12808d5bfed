// @vitest-environment node
/**
 * How the database sorts visitors' messages into the inbox or Spam
 * (supabase/migrations/*_contact_spam_folder_and_owner_email.sql), on real Postgres: each rule of
 * private.contact_message_spam_reasons alone, then the same rules through a visitor's insert, and
 * what a visitor may and may not do with the new columns.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../local-backend/server';
import {
  clientFor,
  HUMAN_SIGNALS,
  sampleMessage,
  signedInClient,
  startTestBackend,
  TEST_ADMIN,
} from '../../local-backend/test-support';

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 30_000);

afterAll(async () => {
  await backend?.close();
});

async function reasons(honeypot: string | null, fillMs: number | null, touched: boolean | null) {
  const { rows } = await backend.db.pg.query<{ reasons: string[] }>(
    'select private.contact_message_spam_reasons($1, $2, $3) as reasons',
    [honeypot, fillMs, touched],
  );
  return rows[0]!.reasons;
}

describe('the spam rules, one at a time', () => {
  it('finds nothing wrong with a person who typed for a while', async () => {
    expect(await reasons('', 12_000, true)).toEqual([]);
  });

  it('finds nothing wrong with a send 0.3 s after the first touch (autofill, paste)', async () => {
    expect(await reasons('', 300, true)).toEqual([]);
    expect(await reasons('', 0, true)).toEqual([]);
  });

  it('marks a filled hidden field', async () => {
    expect(await reasons('http://spam.example', 12_000, true)).toEqual(['honeypot']);
  });

  it('does not count spaces alone in the hidden field', async () => {
    expect(await reasons('   ', 12_000, true)).toEqual([]);
  });

  it('marks a form that was never focused or typed in', async () => {
    expect(await reasons('', null, false)).toEqual(['untouched']);
  });

  it('marks a message sent without any of the form’s signals', async () => {
    expect(await reasons(null, null, null)).toEqual(['no_signals']);
  });

  it('gives every reason that applies', async () => {
    expect(await reasons('x', 100, false)).toEqual(['honeypot', 'untouched']);
  });
});

async function stored(id: string) {
  const { rows } = await backend.db.pg.query<{
    status: string;
    spam_reasons: string[];
    signal_honeypot: string | null;
    signal_fill_ms: number | null;
    notify_state: string;
  }>(
    `select status, spam_reasons, signal_honeypot, signal_fill_ms, notify_state
       from public.contact_messages where id = $1`,
    [id],
  );
  return rows[0];
}

async function sendAsVisitor(overrides: Record<string, unknown>) {
  const id = randomUUID();
  const { error, status } = await clientFor(backend)
    .from('contact_messages')
    .insert(sampleMessage({ id, ...overrides }));
  return { id, error, status };
}

describe('a visitor’s message', () => {
  it('goes to the inbox, and owes the owner an email, when it looks like a person’s', async () => {
    const { id, status } = await sendAsVisitor({});
    expect(status).toBe(201);
    expect(await stored(id)).toMatchObject({
      status: 'inbox',
      spam_reasons: [],
      signal_fill_ms: 12_000,
      // Owner emails are off in this backend: the database says why instead of calling.
      notify_state: 'skipped',
    });
  });

  it('goes to the inbox when sent at autofill speed', async () => {
    const { id } = await sendAsVisitor({ signal_fill_ms: 400 });
    expect(await stored(id)).toMatchObject({ status: 'inbox', signal_fill_ms: 400 });
  });

  it('is stored as spam, with the bot still told it was sent, when the hidden field is filled', async () => {
    const { id, error, status } = await sendAsVisitor({ signal_honeypot: 'http://spam.example' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await stored(id)).toMatchObject({
      status: 'spam',
      spam_reasons: ['honeypot'],
      signal_honeypot: 'http://spam.example',
      notify_state: 'skipped',
    });
  });

  it('keeps at most 200 characters of a filled hidden field', async () => {
    const { id } = await sendAsVisitor({ signal_honeypot: 'x'.repeat(5000) });
    expect((await stored(id))?.signal_honeypot).toHaveLength(200);
  });

  it('is stored as spam when posted straight to the API without signals', async () => {
    const { id, status } = await sendAsVisitor({
      signal_honeypot: undefined,
      signal_fill_ms: undefined,
      signal_touched: undefined,
    });
    expect(status).toBe(201);
    expect(await stored(id)).toMatchObject({ status: 'spam', spam_reasons: ['no_signals'] });
  });

  it('cannot choose its folder or its email state (column grants)', async () => {
    for (const column of ['status', 'spam_reasons', 'notify_state', 'notified_at', 'read']) {
      const value = column === 'spam_reasons' ? [] : column === 'read' ? true : 'inbox';
      const { id, status, error } = await sendAsVisitor({
        signal_honeypot: 'bot',
        [column]: column === 'notified_at' ? new Date().toISOString() : value,
      });
      expect(status, column).toBe(401);
      expect(error?.code, column).toBe('42501');
      expect(await stored(id), column).toBeUndefined();
    }
  });

  it('cannot read the Spam folder, or anything else', async () => {
    const { id } = await sendAsVisitor({ signal_honeypot: 'bot' });
    const { data } = await clientFor(backend).from('contact_messages').select('id').eq('id', id);
    expect(data ?? []).toEqual([]);
  });

  it('is sorted the same when a signed-in user sends it', async () => {
    const owner = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
    const id = randomUUID();
    const { error } = await owner
      .from('contact_messages')
      .insert(sampleMessage({ id, ...HUMAN_SIGNALS, signal_honeypot: 'bot' }));
    expect(error).toBeNull();
    expect(await stored(id)).toMatchObject({ status: 'spam', spam_reasons: ['honeypot'] });
  });
});

describe('the owner', () => {
  it('moves a message out of Spam ("Not spam"), and it does not become an email', async () => {
    const owner = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
    const { id } = await sendAsVisitor({ signal_honeypot: 'bot' });
    const { data, error } = await owner
      .from('contact_messages')
      .update({ status: 'inbox' })
      .eq('id', id)
      .select('status, read, notify_state');
    expect(error).toBeNull();
    expect(data).toEqual([{ status: 'inbox', read: false, notify_state: 'skipped' }]);
  });

  it('moves a message to Spam, and cannot invent a folder', async () => {
    const owner = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
    const { id } = await sendAsVisitor({});
    const moved = await owner.from('contact_messages').update({ status: 'spam' }).eq('id', id);
    expect(moved.error).toBeNull();
    expect((await stored(id))?.status).toBe('spam');
    const invented = await owner
      .from('contact_messages')
      .update({ status: 'archive' })
      .eq('id', id);
    expect(invented.error?.code).toBe('23514');
  });

  it('gets the folder totals in one call; Spam never counts as unread', async () => {
    const owner = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
    await sendAsVisitor({});
    await sendAsVisitor({ signal_honeypot: 'bot' });
    const { rows } = await backend.db.pg.query<{ inbox: number; unread: number; spam: number }>(
      `select count(*) filter (where status = 'inbox')::int as inbox,
              count(*) filter (where status = 'inbox' and not read)::int as unread,
              count(*) filter (where status = 'spam')::int as spam
         from public.contact_messages`,
    );
    const { data, error } = await owner.rpc('contact_message_counts');
    expect(error).toBeNull();
    expect(data).toEqual(rows[0]);
    expect(rows[0]!.spam).toBeGreaterThan(0);

    const visitor = await clientFor(backend).rpc('contact_message_counts');
    expect(visitor.status).toBe(401);
  });

  it('cannot rewrite the email record or the reasons', async () => {
    const owner = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
    const { id } = await sendAsVisitor({});
    for (const change of [{ notify_state: 'sent' }, { spam_reasons: [] }, { signal_fill_ms: 1 }]) {
      const { error } = await owner.from('contact_messages').update(change).eq('id', id);
      expect(error?.code, JSON.stringify(change)).toBe('42501');
    }
  });
});

describe('messages the service role writes (imports, benchmarks)', () => {
  it('are stored as written and owe no email', async () => {
    const service = clientFor(backend, { key: backend.serviceRoleKey });
    const id = randomUUID();
    const { error } = await service.from('contact_messages').insert({
      id,
      name: 'Import',
      email: 'i@example.com',
      message: 'Old message',
      status: 'spam',
    });
    expect(error).toBeNull();
    expect(await stored(id)).toMatchObject({
      status: 'spam',
      spam_reasons: [],
      notify_state: 'skipped',
    });
  });
});

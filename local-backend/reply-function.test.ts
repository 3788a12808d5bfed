// @vitest-environment node
/**
 * The real reply function (supabase/functions/reply) mounted by the local backend, as `npm start`
 * serves it, called the way the inbox calls it (supabase-js `functions.invoke` with the owner's
 * session): the reply reaches the local mailbox, addressed to the address stored with the message
 * whatever the request says, with the owner as Reply-To and the headers that thread it; it is
 * stored under the message, and the message counts as answered. Anyone else gets 401 or 403.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { owner } from '../src/content/profile.ts';
import { replyTexts } from '../src/content/locales/reply.ts';
import { formatDate } from '../supabase/functions/reply/email.ts';
import { createUser } from './auth/users';
import { startMailbox, type Mailbox } from './mailbox/server';
import type { LocalBackend } from './server';
import {
  clientFor,
  sampleMessage,
  signedInClient,
  startTestBackend,
  storeMessage,
  TEST_ADMIN,
} from './test-support';

const SENDER = 'hello@portfolio.example';
const STRANGER = { email: 'stranger@example.test', password: 'stranger-password-1' };

let backend: LocalBackend;
let mailbox: Mailbox;
let owner_: SupabaseClient;

beforeAll(async () => {
  // The function starts with this process's environment; keep this machine's own settings out.
  for (const name of ['CHAT_API_KEY', 'REPLY_TO_EMAIL', 'EMAIL_API_KEY', 'EMAIL_API_URL']) {
    delete process.env[name];
  }
  mailbox = await startMailbox({ port: 0 });
  backend = await startTestBackend({
    functionEnv: {
      EMAIL_API_URL: mailbox.url,
      EMAIL_API_KEY: 'local-mailbox',
      NOTIFY_EMAIL_FROM: `Portfolio <${SENDER}>`,
      SITE_URL: 'https://portfolio.example',
      NOTIFY_TIME_ZONE: 'UTC',
    },
  });
  await createUser(backend.db.pg, STRANGER.email, STRANGER.password);
  owner_ = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);

afterAll(async () => {
  await backend?.close();
  await mailbox?.close();
});

beforeEach(() => mailbox.clear());

/** A visitor's message as the contact form stores it; its id. */
const message = (overrides: Record<string, unknown> = {}) => storeMessage(backend, overrides);

function reply(messageId: string, overrides: Record<string, unknown> = {}) {
  return {
    messageId,
    idempotencyKey: randomUUID(),
    subject: 'Re: A question',
    body: 'Hello Ada,\n\nThank you: let us talk on Monday.\n\nJane',
    language: 'en',
    ...overrides,
  };
}

/** The status and JSON body of a function call supabase-js made. */
async function invoked(
  client: SupabaseClient,
  name: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error, response } = await client.functions.invoke(name, { body });
  if (!error) return { status: response?.status ?? 200, body: data as Record<string, unknown> };
  return {
    status: response?.status ?? 0,
    body: ((await response?.json().catch(() => ({}))) ?? {}) as Record<string, unknown>,
  };
}

describe('POST /functions/v1/reply through the local backend', () => {
  it('delivers the owner’s reply to the stored address, Reply-To the owner, threaded', async () => {
    const id = await message({ name: 'Ada Lovelace', email: 'ada@example.com' });
    const request = reply(id, { to: 'attacker@evil.example', email: 'attacker@evil.example' });
    const answer = await invoked(owner_, 'reply', request);
    expect(answer.status).toBe(200);
    const stored = answer.body.reply as Record<string, unknown>;
    expect(stored).toMatchObject({ message_id: id, status: 'sent', subject: request.subject });

    const emails = mailbox.emails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      from: `"${owner.name}" <${SENDER}>`,
      to: ['"Ada Lovelace" <ada@example.com>'],
      reply_to: [owner.email],
      subject: request.subject,
      headers: {
        'Message-ID': `<reply-${String(stored.id)}@portfolio.example>`,
        'In-Reply-To': `<message-${id}@portfolio.example>`,
        References: `<message-${id}@portfolio.example>`,
      },
    });
    expect(emails[0]!.text).toContain(`${request.body}\n\n`);
    expect(emails[0]!.text).toContain(`\n> ${sampleMessage().message}`);
    const { rows: sent } = await backend.db.pg.query<{ created_at: Date }>(
      'select created_at from public.contact_messages where id = $1',
      [id],
    );
    const date = formatDate(sent[0]!.created_at.toISOString(), 'en', 'UTC');
    expect(emails[0]!.text).toContain(`\n${replyTexts.en!.quoteHeader(date, 'Ada Lovelace')}\n> `);
    expect(JSON.stringify(emails)).not.toContain('evil.example');

    // Stored under the message, which now counts as answered.
    const { data: rows } = await owner_
      .from('message_replies')
      .select('id, status, provider_id')
      .eq('message_id', id);
    expect(rows).toEqual([{ id: stored.id, status: 'sent', provider_id: emails[0]!.id }]);
    const answered = await backend.db.pg.query<{ answered_at: Date | null }>(
      'select answered_at from public.contact_messages where id = $1',
      [id],
    );
    expect(answered.rows[0]?.answered_at).toBeInstanceOf(Date);
  });

  it('sends a retry of the same reply once', async () => {
    const request = reply(await message());
    const first = await invoked(owner_, 'reply', request);
    const again = await invoked(owner_, 'reply', request);
    expect(again).toEqual(first);
    expect(mailbox.emails()).toHaveLength(1);
  });

  it('keeps a reply the email API refused as failed, with why', async () => {
    mailbox.failNext(422);
    const answer = await invoked(owner_, 'reply', reply(await message()));
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({
      error: 'send_failed',
      message: 'The email API answered 422: The local mailbox was told to fail',
      reply: { status: 'failed' },
    });
    expect(mailbox.emails()).toEqual([]);
  });

  it('answers an anonymous call 401 and a signed-in stranger 403, and sends nothing', async () => {
    const id = await message();
    const anonymous = await invoked(clientFor(backend), 'reply', reply(id));
    expect(anonymous).toMatchObject({ status: 401, body: { error: 'not_signed_in' } });
    const noBearer = await fetch(`${backend.url}/functions/v1/reply`, {
      method: 'POST',
      headers: { apikey: backend.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify(reply(id)),
    });
    expect(noBearer.status).toBe(401);
    const stranger = await signedInClient(backend, STRANGER.email, STRANGER.password);
    const refused = await invoked(stranger, 'reply', reply(id));
    expect(refused).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    const draft = await invoked(stranger, 'reply/draft', { messageId: id, language: 'en' });
    expect(draft).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(mailbox.emails()).toEqual([]);
  });

  it('drafts a reply from the language’s template when no AI key is set', async () => {
    const id = await message({ name: 'Ada Lovelace' });
    const answer = await invoked(owner_, 'reply/draft', { messageId: id, language: 'fr' });
    expect(answer.status).toBe(200);
    expect(answer.body.source).toBe('template');
    expect(String(answer.body.body).startsWith(replyTexts.fr!.greeting('Ada Lovelace'))).toBe(true);
    expect(mailbox.emails()).toEqual([]);
  });
});

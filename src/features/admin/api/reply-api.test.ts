import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { draftReply } from './draft-reply';
import { AdminError } from './errors';
import { REASON_LENGTH, ReplyError, sendReply, type ReplyToSend } from './send-reply';
import type { StoredReply } from './types';

vi.mock('../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

const texts = adminTexts.composer.errors;

/** What supabase-js's functions.invoke answers: data, or an error with the function's response. */
type Invoked = { data: unknown; error: { name: string } | null; response?: Response };

/** A fake client whose functions.invoke answers `answer`. */
function fakeFunctions(answer: Invoked | Promise<Invoked>) {
  const invoke = vi.fn(async () => answer);
  vi.mocked(getSupabase).mockResolvedValue({ functions: { invoke } } as never);
  return invoke;
}

/** The answer to a call the function refused with `status` and a JSON body. */
function refused(status: number, body: unknown): Invoked {
  return {
    data: null,
    error: { name: 'FunctionsHttpError' },
    response: new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  };
}

const reply: StoredReply = {
  id: 'r1',
  message_id: 'm1',
  idempotency_key: '0b9f0c2e-7f7c-4a58-9d1f-3f1c2b6a8e11',
  created_at: '2026-11-22T11:00:00.123456+00:00',
  attempted_at: '2026-11-22T11:00:00.123456+00:00',
  language: 'fr',
  subject: 'Re : Un site',
  body: 'Bonjour Ada,\n\nMerci !\n\nBien cordialement,\nKarim',
  status: 'sent',
  provider_id: 'em_1',
  error: null,
  sent_at: '2026-11-22T11:00:01.5+00:00',
};

const toSend: ReplyToSend = {
  messageId: 'm1',
  idempotencyKey: '0b9f0c2e-7f7c-4a58-9d1f-3f1c2b6a8e11',
  subject: reply.subject,
  body: reply.body,
  language: 'fr',
};

/** What sendReply rejects with for `answer`. */
async function failureOf(answer: Invoked): Promise<ReplyError> {
  fakeFunctions(answer);
  const error: unknown = await sendReply(toSend).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ReplyError);
  return error as ReplyError;
}

beforeEach(() => {
  vi.mocked(getSupabase).mockReset();
});

describe('sendReply', () => {
  it('calls the reply function with the reply and its key, and answers the stored reply', async () => {
    const invoke = fakeFunctions({ data: { reply }, error: null });
    await expect(sendReply(toSend)).resolves.toEqual(reply);
    expect(invoke).toHaveBeenCalledExactlyOnceWith('reply', { body: toSend });
  });

  it.each([
    [401, { error: 'not_signed_in', message: 'Sign in' }, 'session', texts.session],
    [400, { error: 'bad_request', message: 'subject: too long' }, 'refused', texts.refused],
    [403, { error: 'forbidden', message: 'Only the owner' }, 'refused', texts.refused],
    [404, { error: 'not_found', message: 'There is no message' }, 'notFound', texts.notFound],
    [413, { error: 'too_large', message: 'Too large' }, 'tooLong', texts.tooLong],
    [429, {}, 'limit', texts.limitUnknown],
    [500, { error: 'unexpected', message: 'Something went wrong.' }, 'failed', texts.failed],
    [503, 'not json', 'failed', texts.failed],
  ])('says why when the function answers %i', async (status, body, reason, text) => {
    const failure = await failureOf(refused(status, body));
    expect(failure).toMatchObject({ reason, message: text });
    expect(failure).toBeInstanceOf(AdminError);
    expect(failure.reply).toBeUndefined();
  });

  it('names the limit reached, as the function says it', async () => {
    const failure = await failureOf(
      refused(429, {
        error: 'too_many_replies',
        message: 'At most 5 replies to one message a day: try again tomorrow.',
      }),
    );
    expect(failure.reason).toBe('limit');
    expect(failure.message).toBe(
      texts.limit('At most 5 replies to one message a day: try again tomorrow'),
    );
  });

  it('says what the email provider said, and hands on the reply kept as failed', async () => {
    const failed = { ...reply, status: 'failed', error: 'Domain not verified', sent_at: null };
    const failure = await failureOf(
      refused(502, { error: 'send_failed', message: 'Domain not verified.', reply: failed }),
    );
    expect(failure).toMatchObject({
      reason: 'provider',
      message: texts.provider('Domain not verified'),
      reply: failed,
    });
  });

  it('shows the provider’s words on one line, short, never reordered', async () => {
    const failure = await failureOf(
      refused(502, {
        error: 'send_failed',
        message: `\u202Eevil\nline ${'x'.repeat(400)}`,
        reply: { status: 'failed' },
      }),
    );
    expect(failure.reply).toBeUndefined();
    const said = failure.message;
    expect(said).not.toMatch(/[\u202a-\u202e\u2066-\u2069\n]/);
    expect(said).toContain(`evil line ${'x'.repeat(REASON_LENGTH - 'evil line '.length)}…`);
    expect(await failureOf(refused(502, { error: 'send_failed' }))).toMatchObject({
      message: texts.providerUnknown,
    });
  });

  it.each([
    ['the request never left', { data: null, error: { name: 'FunctionsFetchError' } }],
    [
      'the relay could not reach the function',
      { data: null, error: { name: 'FunctionsRelayError' } },
    ],
  ])('says the server could not be reached when %s', async (_when, answer) => {
    expect(await failureOf(answer)).toMatchObject({
      reason: 'connection',
      message: texts.connection,
    });
  });

  it('says the server could not be reached when the client code failed to download', async () => {
    vi.mocked(getSupabase).mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    await expect(sendReply(toSend)).rejects.toMatchObject({
      reason: 'connection',
      message: texts.connection,
    });
  });

  it('fails with the known text when the answer is not a stored reply', async () => {
    for (const data of [null, {}, { reply: { ...reply, status: 'lost' } }, 'ok']) {
      expect(await failureOf({ data, error: null })).toMatchObject({
        reason: 'failed',
        message: texts.failed,
      });
    }
  });
});

describe('draftReply', () => {
  it('asks the draft route for a body in the language, and answers it with its source', async () => {
    const invoke = fakeFunctions({ data: { body: 'Bonjour Ada,', source: 'ai' }, error: null });
    await expect(draftReply('m1', 'fr')).resolves.toEqual({ body: 'Bonjour Ada,', source: 'ai' });
    expect(invoke).toHaveBeenCalledExactlyOnceWith('reply/draft', {
      body: { messageId: 'm1', language: 'fr' },
    });
  });

  it('says the session ended on 401, and that no draft came on anything else', async () => {
    fakeFunctions(refused(401, { error: 'not_signed_in', message: 'Sign in' }));
    await expect(draftReply('m1', 'fr')).rejects.toMatchObject({ message: texts.session });
    for (const answer of [
      refused(500, {}),
      { data: null, error: { name: 'FunctionsFetchError' } },
      { data: { body: '  ', source: 'ai' }, error: null },
      { data: { body: 'Hi', source: 'magic' }, error: null },
    ]) {
      fakeFunctions(answer);
      await expect(draftReply('m1', 'fr')).rejects.toMatchObject({
        name: 'AdminError',
        message: texts.draft,
      });
    }
  });
});

// @vitest-environment node
/**
 * The reply function's contract, called the way Supabase and the local backend call it: a web
 * Request in, a Response out, with fakes (test/fakes.ts) for the project's REST API, the email
 * API and the AI gateway. The database decides who the owner is; the function passes its verdict
 * on, sends each reply once, to the address stored with the message, and says why one failed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { allAssistantTexts, allLocaleTexts } from '../../../src/content/locales/all.ts';
import { replyTexts } from '../../../src/content/locales/reply.ts';
import { firstName, owner } from '../../../src/content/profile.ts';
import type { StoredReply } from '../../../src/shared/reply.ts';
import { chunkedBody } from '../_test/chunkedBody.ts';
import { createReplyHandler } from './handler.ts';
import { MESSAGES } from './errors.ts';
import { FIELD_ERRORS } from './request.ts';
import {
  completionBody,
  createFakes,
  EMAIL_API_KEY,
  EMAIL_API_URL,
  GATEWAY_KEY,
  GATEWAY_URL,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  storedMessage,
  SUPABASE_URL,
  TOKENS,
  type Fakes,
  type StoredMessage,
} from './test/fakes.ts';

const FUNCTION_URL = `${SUPABASE_URL}/functions/v1/reply`;
const PAGE = 'https://portfolio.example';
const SENDER = 'hello@portfolio.example';

type Vars = Record<string, string | undefined>;

const BASE_ENV: Vars = {
  SUPABASE_URL,
  SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE_KEY }),
  SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
  EMAIL_API_KEY,
  EMAIL_API_URL,
  NOTIFY_EMAIL_FROM: `Portfolio notifications <${SENDER}>`,
  SITE_URL: `${PAGE}/`,
  CHAT_ALLOWED_ORIGINS: PAGE,
};

let fakes: Fakes;

beforeEach(() => {
  fakes = createFakes();
});

function replyHandler(vars: Vars = {}) {
  const env = { ...BASE_ENV, ...vars };
  return createReplyHandler({
    env: (name) => env[name],
    fetch: fakes.fetch,
    sleep: () => Promise.resolve(),
    retryDelaysMs: [0, 0],
  });
}

/** A message the fake database holds. */
function holding(overrides: Partial<StoredMessage> = {}): StoredMessage {
  const message = storedMessage(overrides);
  fakes.messages.set(message.id, message);
  return message;
}

function post(
  path: '' | '/draft' | string,
  body: unknown,
  { token = TOKENS.owner as string | null, headers = {} as Record<string, string> } = {},
) {
  return new Request(`${FUNCTION_URL}${path}`, {
    method: 'POST',
    headers: {
      origin: PAGE,
      'content-type': 'application/json',
      apikey: PUBLISHABLE_KEY,
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function sendBody(message: StoredMessage, overrides: Record<string, unknown> = {}) {
  return {
    messageId: message.id,
    idempotencyKey: crypto.randomUUID(),
    subject: `Re: ${message.subject}`,
    body: `Hello Marie,\n\nThank you: let us talk on Monday.\n\nBest regards,\n${firstName}`,
    language: 'en',
    ...overrides,
  };
}

/** What an answer's JSON holds, in any of the routes' shapes. */
interface Answer {
  error?: string;
  message?: string;
  reply?: StoredReply;
  body?: string;
  source?: string;
}

async function answerOf(response: Response): Promise<{ status: number; body: Answer }> {
  return { status: response.status, body: (await response.json()) as Answer };
}

describe('who may call it', () => {
  it('answers the preflight of the site’s page, and refuses another page', async () => {
    const preflight = await replyHandler()(
      new Request(FUNCTION_URL, {
        method: 'OPTIONS',
        headers: { origin: PAGE, 'access-control-request-method': 'POST' },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');

    const elsewhere = await replyHandler()(
      post('', sendBody(holding()), { headers: { origin: 'https://evil.example' } }),
    );
    expect(await answerOf(elsewhere)).toEqual({
      status: 403,
      body: { error: 'forbidden', message: MESSAGES.originNotAllowed },
    });
    expect(fakes.calls).toEqual([]);
  });

  it.each([
    ['no Authorization header', null],
    ['a Basic one', 'Basic b3duZXI6cGFzcw=='],
    ['a Bearer without a token', 'Bearer '],
    [
      'the publishable key as the bearer (supabase-js with no session)',
      `Bearer ${PUBLISHABLE_KEY}`,
    ],
  ])('answers 401 to %s, calling nothing and reading no body', async (_label, authorization) => {
    const body = chunkedBody(1024 * 1024, 1024, 0x20);
    const request = new Request(FUNCTION_URL, {
      method: 'POST',
      headers: {
        origin: PAGE,
        apikey: PUBLISHABLE_KEY,
        ...(authorization === null ? {} : { authorization }),
      },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    const answer = await answerOf(await replyHandler()(request));
    expect(answer).toEqual({
      status: 401,
      body: { error: 'not_signed_in', message: MESSAGES.notSignedIn },
    });
    expect(body.sent()).toBeLessThanOrEqual(2048);
    expect(fakes.calls).toEqual([]);
  });

  it.each([
    ['', 'an anonymous token', TOKENS.anon, 401, 'not_signed_in', MESSAGES.notSignedIn],
    ['', 'an expired session', TOKENS.expired, 401, 'not_signed_in', MESSAGES.sessionExpired],
    ['', 'a signed-in stranger', TOKENS.stranger, 403, 'forbidden', MESSAGES.forbidden],
    ['/draft', 'an anonymous token', TOKENS.anon, 401, 'not_signed_in', MESSAGES.notSignedIn],
    ['/draft', 'a signed-in stranger', TOKENS.stranger, 403, 'forbidden', MESSAGES.forbidden],
  ])(
    'reply%s passes on PostgREST’s verdict on %s',
    async (path, _label, token, status, error, message) => {
      const answer = await replyHandler()(post(path, sendBody(holding()), { token }));
      expect(await answerOf(answer)).toEqual({ status, body: { error, message } });
      expect(fakes.emailCalls).toEqual([]);
      expect(fakes.gatewayCalls).toEqual([]);
    },
  );

  it('calls the database with the caller’s own token and the publishable key', async () => {
    await replyHandler()(post('', sendBody(holding())));
    expect(fakes.rpcCalls.map((call) => call.url)).toEqual([
      `${SUPABASE_URL}/rest/v1/rpc/begin_reply`,
      `${SUPABASE_URL}/rest/v1/rpc/finish_reply`,
    ]);
    for (const call of fakes.rpcCalls) {
      expect(call.headers.authorization).toBe(`Bearer ${TOKENS.owner}`);
      expect(call.headers.apikey).toBe(PUBLISHABLE_KEY);
    }
  });
});

describe('sending a reply', () => {
  it('emails the stored address, from the owner, with the owner as Reply-To, threaded', async () => {
    const message = holding();
    const request = sendBody(message);
    const answer = await answerOf(await replyHandler()(post('', request)));
    expect(answer.status).toBe(200);
    expect(answer.body.reply).toMatchObject({
      id: expect.any(String),
      message_id: message.id,
      idempotency_key: request.idempotencyKey,
      subject: request.subject,
      body: request.body,
      status: 'sent',
      provider_id: 'email-1',
      error: null,
    });

    const [email] = fakes.sent();
    expect(fakes.sent()).toHaveLength(1);
    expect(email).toMatchObject({
      from: `"${owner.name}" <${SENDER}>`,
      to: ['"Marie Curie" <marie@example.org>'],
      reply_to: owner.email,
      subject: request.subject,
      headers: {
        'Message-ID': `<reply-${answer.body.reply!.id}@portfolio.example>`,
        'In-Reply-To': `<message-${message.id}@portfolio.example>`,
        References: `<message-${message.id}@portfolio.example>`,
      },
    });
    expect(email!.text.startsWith(request.body)).toBe(true);
    expect(email!.text).toContain('\n> Hello,\n> I need a website for my lab.\n> Thanks');
    const call = fakes.emailCalls[0]!;
    expect(call.headers.authorization).toBe(`Bearer ${EMAIL_API_KEY}`);
    // The composer's key, so a provider that got a try whose answer was lost sends it once.
    expect(call.headers['idempotency-key']).toBe(request.idempotencyKey);
  });

  it('ignores an address the request names: the reply goes to the stored one only', async () => {
    const message = holding();
    const answer = await replyHandler()(
      post(
        '',
        sendBody(message, {
          to: 'attacker@evil.example',
          email: 'attacker@evil.example',
          cc: ['attacker@evil.example'],
          bcc: 'attacker@evil.example',
          replyTo: 'attacker@evil.example',
        }),
      ),
    );
    expect(answer.status).toBe(200);
    expect(JSON.stringify(fakes.calls)).not.toContain('evil.example');
    expect(fakes.sent()[0]!.to).toEqual(['"Marie Curie" <marie@example.org>']);
  });

  it('takes REPLY_TO_EMAIL as the Reply-To when it is set', async () => {
    await replyHandler({ REPLY_TO_EMAIL: 'karim@studio.example' })(post('', sendBody(holding())));
    expect(fakes.sent()[0]!.reply_to).toBe('karim@studio.example');
  });

  it('sends a retry with the same idempotency key once, and answers the reply it sent', async () => {
    const message = holding();
    const request = sendBody(message);
    const first = await answerOf(await replyHandler()(post('', request)));
    const again = await answerOf(await replyHandler()(post('', { ...request, body: 'Changed' })));
    expect(again).toEqual(first);
    expect(fakes.sent()).toHaveLength(1);
    expect(fakes.replies).toHaveLength(1);
  });

  it('keeps a reply the email API refused as failed, says why, and sends it on a retry', async () => {
    const message = holding();
    const request = sendBody(message);
    fakes.emailAnswers.push({
      status: 422,
      body: { name: 'validation_error', message: 'The domain is not verified.' },
    });
    const failed = await answerOf(await replyHandler()(post('', request)));
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({
      error: 'send_failed',
      message: 'The email API answered 422: The domain is not verified.',
      reply: { status: 'failed', error: 'The email API answered 422: The domain is not verified.' },
    });
    expect(failed.body.reply!.body).toBe(request.body);
    expect(JSON.stringify(failed.body)).not.toContain(EMAIL_API_KEY);
    expect(fakes.emailCalls).toHaveLength(1);

    const retried = await answerOf(await replyHandler()(post('', request)));
    expect(retried.status).toBe(200);
    expect(retried.body.reply).toMatchObject({ id: failed.body.reply!.id, status: 'sent' });
    expect(fakes.emailCalls).toHaveLength(2);
  });

  it('tries a provider that is down three times, then keeps the reply failed', async () => {
    fakes.emailAnswers.push({ status: 500 }, 'unreachable', { status: 503 });
    const answer = await answerOf(await replyHandler()(post('', sendBody(holding()))));
    expect(answer).toMatchObject({
      status: 502,
      body: { error: 'send_failed', message: 'The email API answered 503.' },
    });
    expect(fakes.emailCalls).toHaveLength(3);
    expect(new Set(fakes.emailCalls.map((call) => call.headers['idempotency-key'])).size).toBe(1);
  });

  it('keeps the reply failed, saying so, when no email API key is set', async () => {
    const answer = await answerOf(
      await replyHandler({ EMAIL_API_KEY: undefined })(post('', sendBody(holding()))),
    );
    expect(answer).toMatchObject({
      status: 502,
      body: {
        error: 'send_failed',
        message: MESSAGES.emailOff,
        reply: { status: 'failed', error: MESSAGES.emailOff },
      },
    });
    expect(fakes.emailCalls).toEqual([]);
  });

  it('sends nothing to a stored address a header cannot carry safely', async () => {
    const message = holding({ email: 'marie@exämple.org' });
    const answer = await answerOf(await replyHandler()(post('', sendBody(message))));
    expect(answer).toMatchObject({
      status: 502,
      body: { error: 'send_failed', reply: { status: 'failed' } },
    });
    expect(answer.body.message).toMatch(/not one an email can be sent to safely/);
    expect(fakes.emailCalls).toEqual([]);
  });

  it('passes on what the database says of a missing message, a key reused, and a cap', async () => {
    const missing = await answerOf(await replyHandler()(post('', sendBody(storedMessage()))));
    expect(missing).toEqual({
      status: 404,
      body: { error: 'not_found', message: MESSAGES.notFound },
    });

    const request = sendBody(holding());
    await replyHandler()(post('', request));
    const reused = await answerOf(
      await replyHandler()(post('', { ...request, messageId: holding().id })),
    );
    expect(reused).toEqual({
      status: 409,
      body: { error: 'idempotency_conflict', message: MESSAGES.conflict },
    });

    fakes.capReached = 'At most 5 replies to one message a day: try again tomorrow.';
    const capped = await answerOf(await replyHandler()(post('', sendBody(holding()))));
    expect(capped).toEqual({
      status: 429,
      body: { error: 'too_many_replies', message: fakes.capReached },
    });
    expect(fakes.emailCalls).toHaveLength(1);
  });
});

describe('what a send request must be', () => {
  it.each([
    ['not JSON', '{"messageId": ', FIELD_ERRORS.notJson],
    ['a JSON array', '[]', FIELD_ERRORS.notJson],
    ['a message id that is no UUID', { messageId: 'abc' }, FIELD_ERRORS.messageId],
    ['no idempotency key', { idempotencyKey: undefined }, FIELD_ERRORS.idempotencyKey],
    [
      'a subject that starts a header',
      { subject: 'Re: hi\r\nBcc: x@evil.example' },
      FIELD_ERRORS.subject,
    ],
    ['a subject with a line separator', { subject: 'Re: hi\u2028there' }, FIELD_ERRORS.subject],
    ['an empty subject', { subject: '   ' }, FIELD_ERRORS.subject],
    ['a subject of 301 characters', { subject: 'x'.repeat(301) }, FIELD_ERRORS.subject],
    ['an empty body', { body: ' \n\t ' }, FIELD_ERRORS.body],
    ['a body of 20,001 characters', { body: 'x'.repeat(20_001) }, FIELD_ERRORS.body],
    ['a body that is no text', { body: 42 }, FIELD_ERRORS.body],
  ])('answers 400 to %s, calling nothing', async (_label, change, message) => {
    const body = typeof change === 'string' ? change : { ...sendBody(holding()), ...change };
    const answer = await answerOf(await replyHandler()(post('', body)));
    expect(answer).toEqual({ status: 400, body: { error: 'bad_request', message } });
    expect(fakes.calls).toEqual([]);
  });

  it('takes a language the site is not in as the base language', async () => {
    await replyHandler()(post('', sendBody(holding(), { language: 'xx-Evil' })));
    expect((fakes.rpcCalls[0]!.body as { language: string }).language).toBe('en');
  });

  it('answers 413 to a body past its limit, chunked or not', async () => {
    const body = chunkedBody(1024 * 1024, 1024, 0x20);
    const request = new Request(FUNCTION_URL, {
      method: 'POST',
      headers: { origin: PAGE, authorization: `Bearer ${TOKENS.owner}` },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    const answer = await answerOf(await replyHandler()(request));
    expect(answer).toEqual({
      status: 413,
      body: { error: 'too_large', message: MESSAGES.tooLarge },
    });
    expect(body.cancelled()).toBe(true);
    expect(fakes.calls).toEqual([]);
  });

  it('answers 405 to another method and 404 to another route', async () => {
    const get = await replyHandler()(
      new Request(FUNCTION_URL, {
        headers: { origin: PAGE, authorization: `Bearer ${TOKENS.owner}` },
      }),
    );
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await get.json()).error).toBe('method_not_allowed');
    for (const path of ['/send-all', '/__proto__', '/constructor']) {
      const elsewhere = await answerOf(await replyHandler()(post(path, {})));
      expect(elsewhere).toEqual({
        status: 404,
        body: { error: 'not_found', message: MESSAGES.routeNotFound },
      });
    }
  });

  it('answers 503 when the database cannot be reached, and 500 when the project is not set up', async () => {
    const down = createReplyHandler({
      env: (name) => BASE_ENV[name],
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await answerOf(await down(post('', sendBody(holding()))))).toEqual({
      status: 503,
      body: { error: 'unavailable', message: MESSAGES.unavailable },
    });
    const unset = await answerOf(
      await replyHandler({ SUPABASE_URL: undefined })(post('', sendBody(holding()))),
    );
    expect(unset).toEqual({
      status: 500,
      body: { error: 'unexpected', message: MESSAGES.unexpected },
    });
  });
});

describe('a draft', () => {
  it.each(['en', 'fr', 'ar'])(
    'in %s, without an AI key, is the language’s template with the brief in its words',
    async (language) => {
      const message = holding({ name: 'Marie Curie' });
      const answer = await answerOf(
        await replyHandler({ CHAT_API_KEY: undefined })(
          post('/draft', { messageId: message.id, language }),
        ),
      );
      const texts = replyTexts[language]!;
      const values = allLocaleTexts[language]!.ui.brief.values;
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        source: 'template',
        body: [
          texts.greeting('Marie Curie'),
          texts.draft.thanks(values.service.website),
          texts.draft.brief(values.budget['1k_5k'], values.timeline.asap),
          texts.draft.nextStep(owner.schedulingUrl),
          `${texts.signOff}\n${firstName}`,
        ].join('\n\n'),
      });
      expect(fakes.gatewayCalls).toEqual([]);
    },
  );

  it('leaves out what the brief does not say, and names no kind of project for “something else”', async () => {
    const message = holding({ brief_service: 'other', brief_budget: null, brief_timeline: null });
    const answer = await answerOf(
      await replyHandler({ CHAT_API_KEY: undefined })(
        post('/draft', { messageId: message.id, language: 'en' }),
      ),
    );
    const texts = replyTexts.en!;
    expect(answer.body.body).toBe(
      [
        texts.greeting('Marie Curie'),
        texts.draft.thanks(undefined),
        texts.draft.nextStep(owner.schedulingUrl),
        `${texts.signOff}\n${firstName}`,
      ].join('\n\n'),
    );
  });

  it('with an AI key is one completion from the gateway, paid from the daily budget', async () => {
    const message = holding({ language: 'fr', source: 'chat', chat_summary: 'Veut un site.' });
    fakes.gatewayAnswer = {
      status: 200,
      body: completionBody('```\nBonjour Marie Curie,\n\nMerci !\n\nBien cordialement,\nJane\n```'),
    };
    const handler = replyHandler({
      CHAT_API_KEY: GATEWAY_KEY,
      CHAT_BASE_URL: GATEWAY_URL,
      CHAT_MODEL: 'test/model',
      CHAT_DAILY_LIMIT: '7',
      CHAT_DAILY_CHARACTERS: '90000',
    });
    const answer = await answerOf(
      await handler(post('/draft', { messageId: message.id, language: 'fr' })),
    );
    expect(answer).toEqual({
      status: 200,
      body: { source: 'ai', body: 'Bonjour Marie Curie,\n\nMerci !\n\nBien cordialement,\nJane' },
    });

    const budget = fakes.rpcCalls.find((call) => call.url.endsWith('/take_gateway_call'))!;
    expect(budget.headers.apikey).toBe(SECRET_KEY);
    expect(budget.headers.authorization).toBeUndefined();
    const [call] = fakes.gatewayCalls;
    const sent = call!.body as {
      model: string;
      stream: boolean;
      messages: { role: string; content: string }[];
    };
    expect(call!.headers.authorization).toBe(`Bearer ${GATEWAY_KEY}`);
    expect(sent.model).toBe('test/model');
    expect(sent.stream).toBe(false);
    expect(budget.body).toEqual({
      daily_budget: 7,
      daily_characters: 90000,
      characters: sent.messages.reduce((sum, { content }) => sum + content.length, 0),
    });
    const [system, user] = sent.messages;
    expect(system!.content).toContain('Write in French');
    expect(system!.content).toContain(replyTexts.fr!.greeting('Marie Curie'));
    expect(system!.content).toContain(allAssistantTexts.fr!.pricing);
    expect(system!.content).toContain(allAssistantTexts.fr!.availability);
    expect(system!.content).toContain(owner.schedulingUrl);
    expect(system!.content).toContain(allLocaleTexts.fr!.services.web.description);
    expect(user!.content).toContain('Veut un site.');
    expect(user!.content).toContain(message.message);
    expect(user!.content).toContain(allLocaleTexts.fr!.ui.brief.values.budget['1k_5k']);
    expect(fakes.emailCalls).toEqual([]);
  });

  it.each([
    ['the day’s budget has no room', { budgetLeft: false }],
    ['the gateway fails', { gatewayAnswer: { status: 500, body: { error: 'down' } } }],
    ['the gateway writes nothing', { gatewayAnswer: { status: 200, body: completionBody('  ') } }],
  ])('is the template when %s', async (_label, change) => {
    Object.assign(fakes, change);
    const message = holding();
    const answer = await answerOf(
      await replyHandler({ CHAT_API_KEY: GATEWAY_KEY, CHAT_BASE_URL: GATEWAY_URL })(
        post('/draft', { messageId: message.id, language: 'en' }),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.source).toBe('template');
    expect(fakes.gatewayCalls.length).toBe('budgetLeft' in change ? 0 : 1);
  });

  it('is never written unmetered: without a secret key it is the template', async () => {
    const message = holding();
    const answer = await answerOf(
      await replyHandler({
        CHAT_API_KEY: GATEWAY_KEY,
        CHAT_BASE_URL: GATEWAY_URL,
        SUPABASE_SECRET_KEYS: undefined,
      })(post('/draft', { messageId: message.id, language: 'en' })),
    );
    expect(answer.body.source).toBe('template');
    expect(fakes.gatewayCalls).toEqual([]);
  });

  it('answers 400 to a message id that is no UUID, and 404 to a message that does not exist', async () => {
    expect(await answerOf(await replyHandler()(post('/draft', { messageId: 'x' })))).toEqual({
      status: 400,
      body: { error: 'bad_request', message: FIELD_ERRORS.messageId },
    });
    expect(
      await answerOf(await replyHandler()(post('/draft', { messageId: crypto.randomUUID() }))),
    ).toEqual({ status: 404, body: { error: 'not_found', message: MESSAGES.notFound } });
  });
});

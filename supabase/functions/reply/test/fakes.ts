/**
 * The reply function's outside world for its tests, behind one fake `fetch`: the project's REST
 * API (the reply SQL functions, with PostgREST's verdicts on the caller's token), the email API
 * and the AI gateway. Each records what it was sent.
 */
import type { OutgoingEmail } from '../../_shared/email.ts';
import type { ReplyContext } from '../context.ts';

export const SUPABASE_URL = 'http://127.0.0.1:54321';
export const EMAIL_API_URL = 'http://127.0.0.1:54324';
export const GATEWAY_URL = 'http://127.0.0.1:54399/v1';
export const PUBLISHABLE_KEY = 'sb_publishable_reply-test-key_00000000';
export const SECRET_KEY = 'sb_secret_reply-test-key_000000000000';
export const EMAIL_API_KEY = 're_reply_test_KEY_must_never_leak_0123';
export const GATEWAY_KEY = 'sk-or-v1-reply-test-KEY-must-never-leak';

/** The bearer tokens the fake REST API knows, as PostgREST would judge them. */
export const TOKENS = {
  owner: 'eyJowner.token.signature',
  stranger: 'eyJstranger.token.signature',
  expired: 'eyJexpired.token.signature',
  /** A legacy anon key the function does not hold: PostgREST takes it as anonymous. */
  anon: 'eyJanon.legacy-key.signature',
} as const;

/** A message as public.reply_context answers it. */
export type StoredMessage = ReplyContext;

export interface StoredReplyRow {
  id: string;
  message_id: string;
  idempotency_key: string;
  created_at: string;
  language: string;
  subject: string;
  body: string;
  status: 'sending' | 'sent' | 'failed';
  provider_id: string | null;
  error: string | null;
  sent_at: string | null;
  attempted_at: string;
}

export interface RecordedCall {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export type EmailAnswer = { status: number; body?: unknown } | 'unreachable';
export type GatewayAnswer = { status: number; body: unknown };

export interface Fakes {
  fetch: typeof fetch;
  messages: Map<string, StoredMessage>;
  replies: StoredReplyRow[];
  rpcCalls: RecordedCall[];
  emailCalls: RecordedCall[];
  gatewayCalls: RecordedCall[];
  /** Every call, REST, email and gateway, in order. */
  calls: RecordedCall[];
  /** The emails the email API took. */
  sent(): OutgoingEmail[];
  /** What the next email API calls answer, one each; then 200 with an id. */
  emailAnswers: EmailAnswer[];
  /** What the gateway answers; a completion saying `draft` by default. */
  gatewayAnswer: GatewayAnswer;
  /** Whether take_gateway_call finds room. */
  budgetLeft: boolean;
  /** Set: begin_reply answers a cap's 429 with these words. */
  capReached: string | undefined;
}

/** A stored message, each field overridable. */
export function storedMessage(overrides: Partial<StoredMessage> = {}): StoredMessage {
  return {
    id: crypto.randomUUID(),
    name: 'Marie Curie',
    email: 'marie@example.org',
    subject: 'A website for my lab',
    message: 'Hello,\nI need a website for my lab.\nThanks',
    created_at: '2026-11-23T10:15:00.000Z',
    language: 'en',
    source: 'form',
    brief_service: 'website',
    brief_budget: '1k_5k',
    brief_timeline: 'asap',
    chat_summary: null,
    chat_transcript: null,
    ...overrides,
  };
}

export function completionBody(text: string) {
  return { choices: [{ message: { role: 'assistant', content: text } }] };
}

export function createFakes(): Fakes {
  const fakes: Fakes = {
    fetch: undefined as unknown as typeof fetch,
    messages: new Map(),
    replies: [],
    rpcCalls: [],
    emailCalls: [],
    gatewayCalls: [],
    calls: [],
    sent: () => fakes.emailCalls.map((call) => call.body as OutgoingEmail),
    emailAnswers: [],
    gatewayAnswer: { status: 200, body: completionBody('draft') },
    budgetLeft: true,
    capReached: undefined,
  };

  fakes.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const text = typeof init?.body === 'string' ? init.body : '';
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    const call = { url, headers, body };
    fakes.calls.push(call);

    if (url.startsWith(`${SUPABASE_URL}/rest/v1/rpc/`)) {
      fakes.rpcCalls.push(call);
      return rest(fakes, url.slice(`${SUPABASE_URL}/rest/v1/rpc/`.length), headers, body);
    }
    if (url === `${EMAIL_API_URL}/emails`) {
      fakes.emailCalls.push(call);
      const answer = fakes.emailAnswers.shift() ?? {
        status: 200,
        body: { id: `email-${fakes.emailCalls.length}` },
      };
      if (answer === 'unreachable') throw new TypeError('fetch failed');
      return Response.json(answer.body ?? {}, { status: answer.status });
    }
    if (url === `${GATEWAY_URL}/chat/completions`) {
      fakes.gatewayCalls.push(call);
      return Response.json(fakes.gatewayAnswer.body, { status: fakes.gatewayAnswer.status });
    }
    throw new TypeError(`fetch failed: nothing fake answers ${url}`);
  };
  return fakes;
}

function postgrestError(status: number, code: string, message: string): Response {
  return Response.json({ code, message, details: null, hint: null }, { status });
}

/** PostgREST with the reply migration, as far as the function reaches it. */
function rest(
  fakes: Fakes,
  name: string,
  headers: Record<string, string>,
  args: unknown,
): Response {
  const token = headers.authorization?.replace(/^Bearer\s+/i, '');
  const apikey = headers.apikey;
  const service = apikey === SECRET_KEY && !token;
  if (name === 'take_gateway_call') {
    if (!service) return postgrestError(401, '42501', 'permission denied for function');
    return Response.json(fakes.budgetLeft);
  }
  if (apikey !== PUBLISHABLE_KEY) return postgrestError(401, 'PGRST000', 'Invalid API key');
  if (token === TOKENS.expired) return postgrestError(401, 'PGRST303', 'JWT expired');
  if (token === TOKENS.anon || !token) {
    return postgrestError(401, '42501', `permission denied for function ${name}`);
  }
  if (token !== TOKENS.owner) {
    return postgrestError(403, '42501', 'Only the admin can reply to messages.');
  }
  const a = args as Record<string, unknown>;
  const now = new Date().toISOString();
  const messageOf = (id: unknown) => fakes.messages.get(String(id));

  if (name === 'reply_context') {
    const message = messageOf(a.message_id);
    return message
      ? Response.json(message)
      : postgrestError(404, 'PT404', 'There is no message with that id.');
  }
  if (name === 'begin_reply') {
    const message = messageOf(a.message_id);
    const taken = fakes.replies.find((reply) => reply.idempotency_key === a.idempotency_key);
    if (taken && taken.message_id !== a.message_id) {
      return postgrestError(
        409,
        'PT409',
        'That idempotency key belongs to a reply to another message.',
      );
    }
    if (!message) return postgrestError(404, 'PT404', 'There is no message with that id.');
    if (fakes.capReached) return postgrestError(429, 'PT429', fakes.capReached);
    if (taken && taken.status !== 'failed') {
      return Response.json({
        id: taken.id,
        already: true,
        status: taken.status,
        reply: taken,
        context: message,
      });
    }
    const row: StoredReplyRow = taken ?? {
      id: crypto.randomUUID(),
      message_id: message.id,
      idempotency_key: String(a.idempotency_key),
      created_at: now,
      language: '',
      subject: '',
      body: '',
      status: 'sending',
      provider_id: null,
      error: null,
      sent_at: null,
      attempted_at: now,
    };
    Object.assign(row, {
      language: a.language,
      subject: a.subject,
      body: a.body,
      status: 'sending',
      error: null,
      provider_id: null,
      attempted_at: now,
    });
    if (!taken) fakes.replies.push(row);
    return Response.json({
      id: row.id,
      already: false,
      status: row.status,
      reply: row,
      context: message,
    });
  }
  if (name === 'finish_reply') {
    const row = fakes.replies.find((reply) => reply.id === a.id);
    if (!row) return postgrestError(404, 'PT404', 'There is no reply with that id.');
    if (row.status === 'sending') {
      Object.assign(
        row,
        a.sent
          ? { status: 'sent', sent_at: now, provider_id: a.provider_id ?? null, error: null }
          : { status: 'failed', error: String(a.error ?? 'The email was not sent.').slice(0, 500) },
      );
    }
    return Response.json(row);
  }
  return postgrestError(404, 'PGRST202', `Could not find the function public.${name}`);
}

import { assistant } from '../../../src/content/index.ts';
import { firstName } from '../../../src/content/profile.ts';
import { clientAddress } from '../_shared/clientAddress.ts';
import { answerBeforePost, corsFor, type Cors } from '../_shared/cors.ts';
import { RpcError, serviceRoleDatabase } from '../_shared/database.ts';
import { readEnv, type EnvReader } from '../_shared/env.ts';
import { json, jsonError } from '../_shared/json.ts';
import { hasOneOfKeys } from '../_shared/projectKeys.ts';
import { callGateway, type GatewayRequest, type Turn } from './gateway.ts';
import { BASE_LANGUAGE, isLanguage, LANGUAGES } from './languages.ts';
import { historyKey, signTurn, verifyTurn } from './historySignature.ts';
import { buildSystemPrompt } from './prompt.ts';
import { postgresChatLimits, type ChatLimits } from './limits.ts';
import { respond } from './responder.ts';
import {
  cutToLine,
  firstQuestion,
  handoffRecord,
  MAX_HANDOFF_BYTES,
  readHandoff,
  summaryPrompt,
  type Handoff,
} from './handoff.ts';
import { handoffOffer } from './handoffOffer.ts';
import { detectTopic } from './topics.ts';
import { isWorthKeeping, withoutMarker } from './unanswered.ts';
import { pacedText, replyStream, SSE_HEADERS } from './replyStream.ts';
import {
  MAX_HISTORY_CHARS,
  MAX_HISTORY_MESSAGES,
  MAX_MESSAGE_LENGTH,
  readSettings,
  type ChatSettings,
} from './settings.ts';

export interface ChatHandlerOptions {
  /** Where settings come from; read on every request. Defaults to Deno.env or process.env. */
  env?: EnvReader;
  fetch?: typeof fetch;
  /** The shared limits; by default counted in the project's Postgres with the service role. */
  limits?: ChatLimits;
  /** Milliseconds between the built-in responder's words (it streams as a model does). */
  responderPaceMs?: number;
}

/** Why a reply stopped when the visitor's connection closed (they closed the chat or left). */
const VISITOR_LEFT = 'the visitor left';

/** The built-in responder writes about 50 words a second: quick, but visibly as it goes. */
export const RESPONDER_PACE_MS = 20;

export const ERRORS = {
  methodNotAllowed: 'Method not allowed. Send a POST with {"message": "..."}.',
  badKey: "Missing or wrong API key: send the project's publishable key in the apikey header.",
  originNotAllowed: 'Origin not allowed',
  notJson: 'The request body must be JSON like {"message": "..."}.',
  noMessage: 'The request needs a "message" text.',
  messageLength: `The message must be between 1 and ${MAX_MESSAGE_LENGTH} characters.`,
  language: `The "language" must be the code of one of the page's languages: ${LANGUAGES.map((code) => `"${code}"`).join(', ')}.`,
  history: `The "history" must be a list of at most ${MAX_HISTORY_MESSAGES} earlier messages, each {"role": "user", "content": "..."} or {"role": "assistant", "content": "...", "signature": "..."}, of ${MAX_HISTORY_CHARS.toLocaleString('en')} characters in all.`,
  historySignature:
    'Each "assistant" turn of the "history" must be a reply of this assistant, sent back as it came with its "signature".',
  tooLarge: 'The request body is too large.',
  tooManyMessages: 'Too many messages. Please wait a moment and try again.',
  handoffRefused: 'The conversation could not be sent: a field is not what the form allows.',
  handoffFailed: 'The conversation could not be sent right now. Please try again.',
  unavailable: 'The assistant is unavailable right now.',
  unexpected: 'Something went wrong. Please try again.',
} as const;

/** Far more than a 1,000-character message and 4,000 characters of history need, even escaped. */
const MAX_BODY_BYTES = 64 * 1024;
const METHODS = 'POST, OPTIONS';

/**
 * The `chat` Edge Function: takes the visitor's latest text, with the recent turns of the
 * conversation, and streams the answer as it is written (server-sent events, replyStream.ts),
 * from the configured gateway or, with no CHAT_API_KEY, from the built-in responder. The browser
 * decides only the text, the turns before it (context, never instructions: the system prompt is
 * this function's own, and an assistant turn only as this function signed it) and the language of
 * its page: model, prompt and limits are fixed here. A request is checked before it counts: an
 * invalid one costs a refusal of the visitor's own, never a turn of the day's budget.
 *
 * A failure before the first words (the gateway refuses, fails or says nothing in time) is still
 * an HTTP error, as before streaming; one after them ends the stream with an error event.
 */
export function createChatHandler(
  options: ChatHandlerOptions = {},
): (req: Request) => Promise<Response> {
  const env = options.env ?? readEnv;
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const responderPaceMs = options.responderPaceMs ?? RESPONDER_PACE_MS;
  let saidUnsigned = false;

  return async (req) => {
    // Until the settings are read, an error answer may be read by any page: it says nothing.
    let cors = corsFor(req, '*', METHODS);
    try {
      const settings = readSettings(env);
      cors = corsFor(req, settings.allowedOrigins, METHODS);
      return await answer(req, settings, cors);
    } catch (error) {
      console.error(`[chat] unexpected ${error instanceof Error ? error.name : 'error'}`);
      return jsonError(ERRORS.unexpected, 500, cors.headers);
    }
  };

  async function answer(req: Request, settings: ChatSettings, cors: Cors): Promise<Response> {
    const early = answerBeforePost(req, cors, ERRORS, METHODS);
    if (early) return early;
    // The owner's post-deploy check calls with the secret key (never a browser's): it learns
    // which client-address headers reach the function and which address the limits key on.
    if (settings.serverKey && (await hasOneOfKeys(req, [settings.serverKey]))) {
      return json(
        {
          cf_connecting_ip: req.headers.get('cf-connecting-ip'),
          x_forwarded_for: req.headers.get('x-forwarded-for'),
          client_address: clientAddress(req),
        },
        200,
        cors.headers,
      );
    }
    // The platform checks no key (verify_jwt = false: it knows only the legacy JWTs), so the
    // function does: the project's publishable key, as the site sends it.
    if (!(await hasOneOfKeys(req, settings.browserKeys))) {
      if (settings.browserKeys.length === 0) {
        console.error(
          '[chat] no SUPABASE_PUBLISHABLE_KEYS or SUPABASE_ANON_KEY: every call is refused',
        );
      }
      return jsonError(ERRORS.badKey, 401, cors.headers);
    }

    if (isHandoffPath(req)) return await handOff(req, settings, cors);

    const arrived = performance.now();
    const tooMany = (retryAfterSeconds: number) =>
      jsonError(ERRORS.tooManyMessages, 429, {
        ...cors.headers,
        'Retry-After': String(retryAfterSeconds),
      });
    const key = await signingKey(settings);
    // Checked before any turn is taken: an invalid body never spends the day's budget.
    const message = await readMessage(req, key);
    if ('error' in message) {
      const refusal = await countRefusal(req, settings);
      return refusal.allowed
        ? jsonError(message.error, 400, cors.headers)
        : tooMany(refusal.retryAfterSeconds);
    }
    const turn = await takeTurn(req, settings);
    if (!turn.allowed) return tooMany(turn.retryAfterSeconds);

    // One limit for the whole reply, body included, and the visitor leaving: either stops the
    // gateway's request, so nothing is paid for after it.
    const stop = new AbortController();
    const timer = setTimeout(
      () => stop.abort(new Error(`timed out after ${settings.timeoutMs} ms`)),
      settings.timeoutMs,
    );
    const leave = () => stop.abort(new Error(VISITOR_LEFT));
    req.signal?.addEventListener('abort', leave, { once: true });
    const end = () => {
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', leave);
      if (!stop.signal.aborted) stop.abort(new Error('reply over'));
    };
    const visitorLeft = () => (stop.signal.reason as Error | undefined)?.message === VISITOR_LEFT;
    // A visitor who closes the chat or presses Stop is no failure: noted, not alarmed.
    const logStop = (reason: string) =>
      visitorLeft()
        ? console.info(`[chat] reply stopped: ${VISITOR_LEFT}`)
        : console.error(`[chat] ${reason}`);
    // The function's own time before the words start: reading the request, the limits, the prompt
    // (Server-Timing; `npm run bench:chat` reads it). The gateway's time is not in it.
    let ownMs = 0;
    // The offer to send the conversation to the owner, with the brief the visitor's words give;
    // and, when the reply could not answer, the question kept for the owner.
    const offer = handoffOffer(message.text, message.history);
    let unanswered = false;
    const onComplete = async () => {
      if (unanswered) await keepUnanswered(settings, message.text, message.language);
      return offer ? { handoff: offer } : undefined;
    };
    const stream = (text: AsyncGenerator<string, void, undefined>) =>
      new Response(
        replyStream(text, {
          signal: stop.signal,
          failureMessage: ERRORS.unavailable,
          onFailure: (reason) => logStop(`reply broke off: ${reason}`),
          onEnd: end,
          onComplete,
          ...(key && { sign: (text: string) => signTurn(key, text) }),
        }),
        {
          status: 200,
          headers: {
            ...cors.headers,
            ...SSE_HEADERS,
            'Server-Timing': `function;dur=${(ownMs || performance.now() - arrived).toFixed(1)}`,
          },
        },
      );

    if (!settings.apiKey || !turn.gateway) {
      if (settings.apiKey) {
        console.warn(
          `[chat] the daily budget of ${settings.limits.dailyBudget} gateway calls (CHAT_DAILY_LIMIT) is spent or the limits could not be read: answering from the built-in responder`,
        );
      }
      unanswered = detectTopic(message.text) === 'general' && isWorthKeeping(message.text);
      return stream(
        pacedText(respond(message.text, message.language, message.history), responderPaceMs),
      );
    }

    const systemPrompt = buildSystemPrompt(message.language);
    ownMs = performance.now() - arrived;
    const result = await callGateway(
      fetchImpl,
      gatewayRequest(req, settings, systemPrompt, message.history, message.text),
      stop.signal,
    );
    if (!result.ok) {
      logStop(result.reason);
      end();
      return jsonError(ERRORS.unavailable, 502, cors.headers);
    }
    const text = withoutMarker(result.text, () => {
      unanswered = true;
    });
    // Wait for the first words before answering 200: a gateway that fails before writing
    // anything gets the same 502 as one that refuses.
    let first: IteratorResult<string, void>;
    try {
      first = await text.next();
    } catch (error) {
      const reason = stop.signal.aborted
        ? (stop.signal.reason as Error).message
        : (error as Error).message;
      logStop(`gateway stream failed before any text: ${reason}`);
      end();
      return jsonError(ERRORS.unavailable, 502, cors.headers);
    }
    return stream(withFirst(first, text));
  }

  /**
   * `POST .../chat/handoff`: stores the conversation the visitor hands to the owner as one message
   * from the chat (handoff.ts), with a summary at the top: the AI's when a key is set and the
   * day's budget allows, else the visitor's first question. The database guards it as it guards
   * the form (public.receive_chat_handoff). 201 when stored (again on a retry of the same id).
   */
  async function handOff(req: Request, settings: ChatSettings, cors: Cors): Promise<Response> {
    const tooMany = (retryAfterSeconds: number, text: string = ERRORS.tooManyMessages) =>
      jsonError(text, 429, { ...cors.headers, 'Retry-After': String(retryAfterSeconds) });
    const key = await signingKey(settings);
    const raw = await readBody(req, MAX_HANDOFF_BYTES);
    const handoff = raw === undefined ? { error: ERRORS.tooLarge } : await readHandoff(raw, key);
    if ('error' in handoff) {
      const refusal = await countRefusal(req, settings);
      return refusal.allowed
        ? jsonError(handoff.error, 400, cors.headers)
        : tooMany(refusal.retryAfterSeconds);
    }

    const summary = await summarize(req, settings, handoff);
    try {
      await database(settings).rpc('receive_chat_handoff', {
        client_address: clientAddress(req),
        handoff: handoffRecord(handoff, summary),
      });
    } catch (error) {
      if (error instanceof RpcError && error.status === 429) {
        return tooMany(60, error.databaseMessage ?? ERRORS.tooManyMessages);
      }
      if (error instanceof RpcError && error.status === 400) {
        console.warn(`[chat] hand-over refused by the database: ${error.code ?? error.status}`);
        return jsonError(ERRORS.handoffRefused, 400, cors.headers);
      }
      console.error(`[chat] hand-over not stored: ${(error as Error).message}`);
      return jsonError(ERRORS.handoffFailed, 502, cors.headers);
    }
    return json({ stored: true, id: handoff.id }, 201, cors.headers);
  }

  /**
   * The summary at the top of a hand-over. The AI writes it when a key is set and a turn of the
   * day's budget is left (it is one gateway call, counted as a turn); otherwise, or when the
   * gateway fails or takes too long, it is the visitor's first question.
   */
  async function summarize(req: Request, settings: ChatSettings, handoff: Handoff) {
    const fallback = firstQuestion(handoff.transcript);
    if (!settings.apiKey) return fallback;
    const turn = await takeTurn(req, settings);
    if (!turn.allowed || !turn.gateway) return fallback;
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(new Error('summary timed out')), settings.timeoutMs);
    try {
      const result = await callGateway(
        fetchImpl,
        gatewayRequest(
          req,
          settings,
          summaryPrompt(firstName),
          handoff.transcript,
          'Write the note about the conversation above.',
        ),
        stop.signal,
      );
      if (!result.ok) {
        console.error(`[chat] summary: ${result.reason}`);
        return fallback;
      }
      let written = '';
      for await (const piece of result.text) {
        written += piece;
        if (written.length > 2000) break;
      }
      return cutToLine(written) || fallback;
    } catch (error) {
      console.error(`[chat] summary failed: ${(error as Error).message}`);
      return fallback;
    } finally {
      clearTimeout(timer);
      if (!stop.signal.aborted) stop.abort(new Error('summary over'));
    }
  }

  /** Keeps a question the assistant could not answer; a failure only costs the owner a hint. */
  async function keepUnanswered(settings: ChatSettings, question: string, language: string) {
    if (!settings.supabaseUrl || !settings.serverKey) return;
    try {
      await database(settings).rpc('record_unanswered_question', { question, language });
    } catch (error) {
      console.error(`[chat] unanswered question not kept: ${(error as Error).message}`);
    }
  }

  function database(settings: ChatSettings) {
    return serviceRoleDatabase(settings.supabaseUrl ?? '', settings.serverKey ?? '', fetchImpl);
  }

  function limitsFor(settings: ChatSettings): ChatLimits {
    return options.limits ?? postgresChatLimits(database(settings));
  }

  /**
   * Takes one turn from the shared limits. When they cannot be read (the database is down), the
   * visitor still gets an answer, from the responder: the gateway is never called unmetered.
   */
  async function takeTurn(req: Request, settings: ChatSettings) {
    try {
      return await limitsFor(settings).take(clientAddress(req), settings.limits);
    } catch (error) {
      console.error(`[chat] limits unavailable: ${(error as Error).message}`);
      return { allowed: true, gateway: false } as const;
    }
  }

  /** Counts an invalid request; when the counter cannot be read, the 400 is answered anyway. */
  async function countRefusal(req: Request, settings: ChatSettings) {
    try {
      return await limitsFor(settings).refuse(clientAddress(req), settings.limits);
    } catch (error) {
      console.error(`[chat] refusal counter unavailable: ${(error as Error).message}`);
      return { allowed: true } as const;
    }
  }

  /** The key that signs replies and checks the history; without one, said once in the log. */
  async function signingKey(settings: ChatSettings): Promise<CryptoKey | undefined> {
    const key = await historyKey(settings.historySecret, settings.serverKey);
    if (!key && !saidUnsigned) {
      saidUnsigned = true;
      console.error(
        '[chat] no CHAT_HISTORY_SECRET and no server key (SUPABASE_SECRET_KEYS): replies go unsigned and assistant turns in the history are refused',
      );
    }
    return key;
  }
}

/** The handler Supabase (index.ts) and the local backend serve. */
export const handler = createChatHandler();

/** The visitor's request, checked: what the answer may use of it. */
interface Message {
  text: string;
  language: string;
  history: Turn[];
}

/**
 * The visitor's text from `{ "message": "...", "language": "fr", "history": [...] }`, trimmed;
 * the code of the page's language (the base language when the field is absent); and the turns
 * before it (none when absent), each assistant turn signed with `key`. Every other field is
 * ignored.
 */
async function readMessage(
  req: Request,
  key: CryptoKey | undefined,
): Promise<Message | { error: string }> {
  if (Number(req.headers.get('content-length')) > MAX_BODY_BYTES) return { error: ERRORS.tooLarge };
  const raw = await req.text();
  if (raw.length > MAX_BODY_BYTES) return { error: ERRORS.tooLarge };
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { error: ERRORS.notJson };
  }
  const {
    message,
    language = BASE_LANGUAGE,
    history = [],
  } = (body as { message?: unknown; language?: unknown; history?: unknown } | null) ?? {};
  if (typeof message !== 'string') return { error: ERRORS.noMessage };
  const text = message.trim();
  if (text.length < 1 || text.length > MAX_MESSAGE_LENGTH) return { error: ERRORS.messageLength };
  if (!isLanguage(language)) return { error: ERRORS.language };
  const turns = readHistory(history);
  if (!turns) return { error: ERRORS.history };
  for (const turn of turns) {
    if (turn.role === 'user') continue;
    if (!key || !turn.signature || !(await verifyTurn(key, turn.content, turn.signature))) {
      return { error: ERRORS.historySignature };
    }
  }
  return { text, language, history: turns.map(({ role, content }) => ({ role, content })) };
}

/**
 * The earlier turns, or undefined when they are not exactly what the widget sends: at most
 * MAX_HISTORY_MESSAGES, each a user or assistant message with text, MAX_HISTORY_CHARS in all. A
 * `system` turn is refused, so the browser can neither replace nor extend the prompt. An
 * assistant turn's signature is read here and checked by the caller.
 */
function readHistory(value: unknown): (Turn & { signature?: string })[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_HISTORY_MESSAGES) return undefined;
  const turns: (Turn & { signature?: string })[] = [];
  let characters = 0;
  for (const item of value) {
    const { role, content, signature } = (item ?? {}) as {
      role?: unknown;
      content?: unknown;
      signature?: unknown;
    };
    if ((role !== 'user' && role !== 'assistant') || typeof content !== 'string') return undefined;
    const text = content.trim();
    if (!text) return undefined;
    characters += text.length;
    turns.push(
      typeof signature === 'string' ? { role, content: text, signature } : { role, content: text },
    );
  }
  return characters <= MAX_HISTORY_CHARS ? turns : undefined;
}

/**
 * What the gateway is asked for `req`: the settings' gateway and model, the page's origin as
 * referer, and the given prompt, turns and text. Only called with a key set.
 */
function gatewayRequest(
  req: Request,
  settings: ChatSettings,
  systemPrompt: string,
  history: readonly Turn[],
  userText: string,
): GatewayRequest {
  return {
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey ?? '',
    model: settings.model,
    // The base language's name: a header holds Latin-1 only, which an Arabic name is not.
    title: assistant.chatbotName,
    referer: pageOrigin(req) ?? settings.siteUrl,
    systemPrompt,
    history,
    userText,
  };
}

/** Whether the request is for `.../chat/handoff` (the platform passes the function's sub-path). */
function isHandoffPath(req: Request): boolean {
  return /\/handoff\/?$/.test(new URL(req.url).pathname);
}

/** The request's body as text, or undefined when it is longer than `maxBytes`. */
async function readBody(req: Request, maxBytes: number): Promise<string | undefined> {
  if (Number(req.headers.get('content-length')) > maxBytes) return undefined;
  const raw = await req.text();
  return new TextEncoder().encode(raw).length > maxBytes ? undefined : raw;
}

/** The page that sent the message: its Origin header, else the origin of its Referer. */
function pageOrigin(req: Request): string | undefined {
  for (const value of [req.headers.get('origin'), req.headers.get('referer')]) {
    if (!value) continue;
    try {
      const { origin } = new URL(value);
      if (origin !== 'null') return origin;
    } catch {
      // Not a URL: try the next header.
    }
  }
  return undefined;
}

/** The first piece of a reply, read already, put back in front of the rest. */
async function* withFirst(
  first: IteratorResult<string, void>,
  rest: AsyncGenerator<string, void, undefined>,
): AsyncGenerator<string, void, undefined> {
  if (first.done) return;
  yield first.value;
  try {
    yield* rest;
  } finally {
    // Stopped early: stop the gateway's stream too (yield* forwards return() only while inside it).
    await rest.return();
  }
}

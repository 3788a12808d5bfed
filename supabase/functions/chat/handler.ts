import { assistant } from '../../../src/content/index.ts';
import { firstName } from '../../../src/content/profile.ts';
import { UUID_PATTERN } from '../../../src/shared/messageId.ts';
import { readBoundedText } from '../_shared/body.ts';
import { clientAddress } from '../_shared/clientAddress.ts';
import { answerBeforePost, corsFor, type Cors } from '../_shared/cors.ts';
import { RpcError, serviceRoleDatabase } from '../_shared/database.ts';
import { readEnv, type EnvReader } from '../_shared/env.ts';
import { json, jsonError } from '../_shared/json.ts';
import { hasOneOfKeys } from '../_shared/projectKeys.ts';
import { callGateway, sentCharacters, type GatewayRequest, type Turn } from './gateway.ts';
import { BASE_LANGUAGE, isLanguage, LANGUAGES } from './languages.ts';
import { historyKey, signReply } from './historySignature.ts';
import { placeAfterHistory, type ReplyPlace, type SignedTurn } from './replyChain.ts';
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
  summaryTail,
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
  /** The clock replies are signed and checked by (unix milliseconds); Date.now by default. */
  now?: () => number;
}

/** Why a reply stopped when the visitor's connection closed (they closed the chat or left). */
const VISITOR_LEFT = 'the visitor left';

/** The built-in responder writes about 50 words a second: quick, but visibly as it goes. */
export const RESPONDER_PACE_MS = 20;

export const ERRORS = {
  methodNotAllowed:
    'Method not allowed. Send a POST with {"conversation": "...", "message": "..."}.',
  badKey: "Missing or wrong API key: send the project's publishable key in the apikey header.",
  originNotAllowed: 'Origin not allowed',
  notJson: 'The request body must be JSON like {"conversation": "...", "message": "..."}.',
  noMessage: 'The request needs a "message" text.',
  conversation:
    'The request needs a "conversation": a UUID the widget makes once per chat and sends with every message.',
  messageLength: `The message must be between 1 and ${MAX_MESSAGE_LENGTH} characters.`,
  language: `The "language" must be the code of one of the page's languages: ${LANGUAGES.map((code) => `"${code}"`).join(', ')}.`,
  history: `The "history" must be a list of at most ${MAX_HISTORY_MESSAGES} earlier messages, each {"role": "user", "content": "..."} or {"role": "assistant", "content": "...", "signature": "..."}, of ${MAX_HISTORY_CHARS.toLocaleString('en')} characters in all.`,
  historySignature:
    'Each "assistant" turn of the "history" must be a reply of this assistant in this "conversation", sent back as it came with its "signature" within a day, in its place after the visitor\'s turns it answered.',
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
  const now = options.now ?? Date.now;
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
    const raw = await readBoundedText(req, MAX_BODY_BYTES);
    const message =
      raw === undefined ? { error: ERRORS.tooLarge } : await readMessage(raw, key, now());
    if ('error' in message) {
      const refusal = await countRefusal(req, settings);
      return refusal.allowed
        ? jsonError(message.error, raw === undefined ? 413 : 400, cors.headers)
        : tooMany(refusal.retryAfterSeconds);
    }
    // What the gateway would be sent: the day's character budget counts it. The responder sends none.
    const request = settings.apiKey
      ? gatewayRequest(
          req,
          settings,
          buildSystemPrompt(message.language),
          message.history,
          message.text,
        )
      : undefined;
    const turn = await takeTurn(req, settings, request ? sentCharacters(request) : 0);
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
      if (unanswered) await keepUnanswered(req, settings, message.text, message.language);
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
          ...(key && {
            sign: (text: string) =>
              signReply(key, message.conversation, message.place, text, now()),
          }),
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

    if (!request || !turn.gateway) {
      if (request) {
        console.warn(
          `[chat] the daily budget of ${settings.limits.dailyBudget} gateway calls (CHAT_DAILY_LIMIT) or ${settings.limits.dailyCharacters} characters (CHAT_DAILY_CHARACTERS) is spent or the limits could not be read: answering from the built-in responder`,
        );
      }
      unanswered = detectTopic(message.text) === 'general' && isWorthKeeping(message.text);
      return stream(
        pacedText(respond(message.text, message.language, message.history), responderPaceMs),
      );
    }

    ownMs = performance.now() - arrived;
    const result = await callGateway(fetchImpl, request, stop.signal);
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
   * from the chat (handoff.ts). The database guards it as it guards the form
   * (public.receive_chat_handoff) and stores it with the visitor's first question as its summary;
   * only then, once for a new hand-over in the inbox, the AI writes a better one when a key is set
   * and the day's budget allows, and public.complete_chat_handoff puts it in and asks for the
   * owner's email. A refused or repeated hand-over costs no gateway call. 201 when stored (again on
   * a retry of the same id).
   */
  async function handOff(req: Request, settings: ChatSettings, cors: Cors): Promise<Response> {
    const tooMany = (retryAfterSeconds: number, text: string = ERRORS.tooManyMessages) =>
      jsonError(text, 429, { ...cors.headers, 'Retry-After': String(retryAfterSeconds) });
    const key = await signingKey(settings);
    const raw = await readBoundedText(req, MAX_HANDOFF_BYTES);
    const handoff =
      raw === undefined ? { error: ERRORS.tooLarge } : await readHandoff(raw, key, now());
    if ('error' in handoff) {
      const refusal = await countRefusal(req, settings);
      return refusal.allowed
        ? jsonError(handoff.error, raw === undefined ? 413 : 400, cors.headers)
        : tooMany(refusal.retryAfterSeconds);
    }

    let receipt: Receipt;
    try {
      receipt = readReceipt(
        await database(settings).rpc('receive_chat_handoff', {
          client_address: clientAddress(req),
          handoff: handoffRecord(handoff, firstQuestion(handoff.transcript)),
        }),
      );
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
    if (receipt.stored === 'new') {
      const summary = receipt.status === 'inbox' ? await summarize(req, settings, handoff) : null;
      await completeHandoff(settings, handoff.id, summary);
    }
    return json({ stored: true, id: handoff.id }, 201, cors.headers);
  }

  /**
   * The AI's one-line summary of a hand-over, or null when no key is set, the day's budget has no
   * room (it is one gateway call, counted as a turn, over the end of the conversation only), or
   * the gateway fails or takes too long: the visitor's first question then stays the summary.
   */
  async function summarize(
    req: Request,
    settings: ChatSettings,
    handoff: Handoff,
  ): Promise<string | null> {
    if (!settings.apiKey) return null;
    const request = gatewayRequest(
      req,
      settings,
      summaryPrompt(firstName),
      summaryTail(handoff.transcript),
      'Write the note about the conversation above.',
    );
    const turn = await takeTurn(req, settings, sentCharacters(request));
    if (!turn.allowed || !turn.gateway) return null;
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(new Error('summary timed out')), settings.timeoutMs);
    try {
      const result = await callGateway(fetchImpl, request, stop.signal);
      if (!result.ok) {
        console.error(`[chat] summary: ${result.reason}`);
        return null;
      }
      let written = '';
      for await (const piece of result.text) {
        written += piece;
        if (written.length > 2000) break;
      }
      return cutToLine(written) || null;
    } catch (error) {
      console.error(`[chat] summary failed: ${(error as Error).message}`);
      return null;
    } finally {
      clearTimeout(timer);
      if (!stop.signal.aborted) stop.abort(new Error('summary over'));
    }
  }

  /**
   * Puts the AI's summary in (none: the first question stays) and asks for the owner's email. A
   * failure is logged only: the database emails the owner about the hand-over by itself a minute
   * later, with the first question as its summary.
   */
  async function completeHandoff(settings: ChatSettings, id: string, summary: string | null) {
    try {
      await database(settings).rpc('complete_chat_handoff', {
        message_id: id,
        ...(summary !== null && { summary }),
      });
    } catch (error) {
      console.error(`[chat] hand-over not completed: ${(error as Error).message}`);
    }
  }

  /**
   * Keeps a question the assistant could not answer; a failure only costs the owner a hint. The
   * database caps what one address (and its network) may leave a day, so it gets the address.
   */
  async function keepUnanswered(
    req: Request,
    settings: ChatSettings,
    question: string,
    language: string,
  ) {
    if (!settings.supabaseUrl || !settings.serverKey) return;
    try {
      await database(settings).rpc('record_unanswered_question', {
        question,
        language,
        client_address: clientAddress(req),
      });
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
   * Takes one turn from the shared limits; a gateway call is allowed only when the day's calls and
   * characters both have room for it (`characters`: what it sends). When they cannot be read (the database is down), the
   * visitor still gets an answer, from the responder: the gateway is never called unmetered.
   */
  async function takeTurn(req: Request, settings: ChatSettings, characters: number) {
    try {
      return await limitsFor(settings).take(clientAddress(req), settings.limits, characters);
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
  /** The chat's id, lower case: its replies are signed for it. */
  conversation: string;
  /** Where the reply goes in the conversation's chain of signed replies. */
  place: ReplyPlace;
}

/** What public.receive_chat_handoff answers: whether the hand-over is new, and where it went. */
interface Receipt {
  stored: 'new' | 'retry' | undefined;
  status: 'inbox' | 'spam' | undefined;
}

function readReceipt(answer: unknown): Receipt {
  const { stored, status } = (answer ?? {}) as { stored?: unknown; status?: unknown };
  return {
    stored: stored === 'new' || stored === 'retry' ? stored : undefined,
    status: status === 'inbox' || status === 'spam' ? status : undefined,
  };
}

/**
 * The visitor's text from `{ "conversation": "<uuid>", "message": "...", "language": "fr",
 * "history": [...] }`, trimmed; the code of the page's language (the base language when the field
 * is absent); the chat's id; and the turns before it (none when absent), their replies a chain
 * signed with `key` for this conversation and unexpired at `now` (replyChain.ts). Every other
 * field is ignored.
 */
async function readMessage(
  raw: string,
  key: CryptoKey | undefined,
  now: number,
): Promise<Message | { error: string }> {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { error: ERRORS.notJson };
  }
  const {
    conversation,
    message,
    language = BASE_LANGUAGE,
    history = [],
  } = (body as {
    conversation?: unknown;
    message?: unknown;
    language?: unknown;
    history?: unknown;
  } | null) ?? {};
  if (typeof message !== 'string') return { error: ERRORS.noMessage };
  const text = message.trim();
  if (text.length < 1 || text.length > MAX_MESSAGE_LENGTH) return { error: ERRORS.messageLength };
  if (!isLanguage(language)) return { error: ERRORS.language };
  if (typeof conversation !== 'string' || !UUID_PATTERN.test(conversation)) {
    return { error: ERRORS.conversation };
  }
  const turns = readHistory(history);
  if (!turns) return { error: ERRORS.history };
  const chat = conversation.toLowerCase();
  const place = await placeAfterHistory(key, chat, turns, text, now);
  if (!place) return { error: ERRORS.historySignature };
  return {
    text,
    language,
    history: turns.map(({ role, content }) => ({ role, content })),
    conversation: chat,
    place,
  };
}

/**
 * The earlier turns, or undefined when they are not exactly what the widget sends: at most
 * MAX_HISTORY_MESSAGES, each a user or assistant message with text, MAX_HISTORY_CHARS in all. A
 * `system` turn is refused, so the browser can neither replace nor extend the prompt. An
 * assistant turn's signature is read here and checked by the caller.
 */
function readHistory(value: unknown): SignedTurn[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_HISTORY_MESSAGES) return undefined;
  const turns: SignedTurn[] = [];
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

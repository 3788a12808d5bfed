import { UUID_PATTERN } from '../../../../src/shared/messageId.ts';
import { clientAddress } from '../../_shared/clientAddress.ts';
import { jsonError } from '../../_shared/json.ts';
import { ERRORS } from '../errors.ts';
import { callGateway, sentCharacters, type Turn } from '../gateway.ts';
import { handoffOffer } from '../handoffOffer.ts';
import { signReply } from '../historySignature.ts';
import { BASE_LANGUAGE, isLanguage } from '../languages.ts';
import { buildSystemPrompt } from '../prompt.ts';
import { placeAfterHistory, type ReplyPlace, type SignedTurn } from '../replyChain.ts';
import { pacedText, replyStream, SSE_HEADERS } from '../replyStream.ts';
import { respond } from '../responder.ts';
import { MAX_HISTORY_CHARS, MAX_HISTORY_MESSAGES, MAX_MESSAGE_LENGTH } from '../settings.ts';
import { detectTopic } from '../topics.ts';
import { isWorthKeeping, withoutMarker } from '../unanswered.ts';
import { readOrRefuse, tooMany, type RouteRequest } from './context.ts';

/** Why a reply stopped when the visitor's connection closed (they closed the chat or left). */
const VISITOR_LEFT = 'the visitor left';

/** Far more than a 1,000-character message and 4,000 characters of history need, even escaped. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * `POST .../chat`: takes the visitor's latest text, with the recent turns of the conversation,
 * and streams the answer as it is written (server-sent events, replyStream.ts), from the
 * configured gateway or, with no CHAT_API_KEY, from the built-in responder. A request is checked
 * before it counts: an invalid one costs a refusal of the visitor's own, never a turn of the
 * day's budget.
 *
 * A failure before the first words (the gateway refuses, fails or says nothing in time) is still
 * an HTTP error, as before streaming; one after them ends the stream with an error event.
 */
export async function reply(request: RouteRequest): Promise<Response> {
  const { req, settings, cors } = request;
  const arrived = performance.now();
  const read = await readOrRefuse(request, MAX_BODY_BYTES, readMessage);
  if ('refused' in read) return read.refused;
  const { body: message, key } = read;
  // What the gateway would be sent: the day's character budget counts it. The responder sends none.
  const gatewayRequest = settings.apiKey
    ? request.gatewayRequest(buildSystemPrompt(message.language), message.history, message.text)
    : undefined;
  const turn = await request.takeTurn(gatewayRequest ? sentCharacters(gatewayRequest) : 0);
  if (!turn.allowed) return tooMany(request, turn.retryAfterSeconds);

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
    if (unanswered) await keepUnanswered(request, message.text, message.language);
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
            signReply(key, message.conversation, message.place, text, request.now()),
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

  if (!gatewayRequest || !turn.gateway) {
    if (gatewayRequest) {
      console.warn(
        `[chat] the daily budget of ${settings.limits.dailyBudget} gateway calls (CHAT_DAILY_LIMIT) or ${settings.limits.dailyCharacters} characters (CHAT_DAILY_CHARACTERS) is spent or the limits could not be read: answering from the built-in responder`,
      );
    }
    unanswered = detectTopic(message.text) === 'general' && isWorthKeeping(message.text);
    return stream(
      pacedText(respond(message.text, message.language, message.history), request.responderPaceMs),
    );
  }

  ownMs = performance.now() - arrived;
  const result = await callGateway(request.fetch, gatewayRequest, stop.signal);
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
 * Keeps a question the assistant could not answer; a failure only costs the owner a hint. The
 * database caps what one address (and its network) may leave a day, so it gets the address.
 */
async function keepUnanswered(request: RouteRequest, question: string, language: string) {
  const { req, settings } = request;
  if (!settings.supabaseUrl || !settings.serverKey) return;
  try {
    await request.database().rpc('record_unanswered_question', {
      question,
      language,
      client_address: clientAddress(req),
    });
  } catch (error) {
    console.error(`[chat] unanswered question not kept: ${(error as Error).message}`);
  }
}

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

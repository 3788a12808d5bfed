import { config } from '../../../lib/config';
import { readReplyStream, type Reply } from '../replyStream';

/** How long the chat function may take to start answering before the widget gives up. */
export const CHAT_REPLY_TIMEOUT_MS = 20_000;

/**
 * How long a streaming reply may go without a byte (text or keep-alive) before the widget gives
 * up. A long reply that keeps arriving is never cut.
 */
export const CHAT_IDLE_TIMEOUT_MS = 20_000;

/** The chat function accepts at most this many turns of history... */
export const MAX_HISTORY_MESSAGES = 6;
/** ...holding at most this many characters (UTF-16 code units, as `String.length` counts) in all. */
export const MAX_HISTORY_CHARS = 4_000;

/** The chat endpoint answered with a non-OK status: 'API request failed: {status}'. */
export class ChatRequestError extends Error {
  constructor(readonly status: number) {
    super(`API request failed: ${status}`);
    this.name = 'ChatRequestError';
  }
}

/**
 * One earlier message of the conversation, as the chat function reads it. A reply goes back only
 * with the signature the function gave it: the function takes no assistant words it did not write.
 */
export type HistoryTurn =
  { role: 'user'; content: string } | { role: 'assistant'; content: string; signature: string };

/**
 * The history the chat function accepts, at most MAX_HISTORY_MESSAGES turns and MAX_HISTORY_CHARS
 * characters, from the conversation before the latest text (oldest first, as signedChain.ts builds
 * it: each reply after the visitor's turns it answered), empty turns left out. The last reply and
 * the turns after it come first: the next reply is signed as following that one, answering those
 * turns (if they do not all fit, the oldest of them are dropped, and then nothing before the
 * reply). Then, while they fit, the turns before it, from the latest: the visitor's turns a reply
 * answered go in all together or not at all (the function takes them whole or not at all), and
 * the first turn that does not fit ends the window. A turn is never cut.
 */
export function trimHistory(turns: readonly HistoryTurn[]): HistoryTurn[] {
  const kept = turns.filter(({ content }) => content.trim() !== '');
  const fits = (window: readonly HistoryTurn[]) =>
    window.length <= MAX_HISTORY_MESSAGES &&
    window.reduce((sum, { content }) => sum + content.length, 0) <= MAX_HISTORY_CHARS;

  const last = kept.findLastIndex(({ role }) => role === 'assistant');
  const reply = last >= 0 && fits([kept[last]!]) ? [kept[last]!] : [];
  let after = kept.slice(last + 1);
  while (after.length > 0 && !fits([...reply, ...after])) after = after.slice(1);
  let window = [...reply, ...after];
  if (reply.length === 0 || after.length < kept.length - last - 1) return window;

  // Earlier turns, from the latest: a reply alone, or the visitor's turns before it all together.
  let start = last;
  while (start > 0) {
    let from = start - 1;
    if (kept[from]!.role === 'user') {
      while (from > 0 && kept[from - 1]!.role === 'user') from -= 1;
    }
    const wider = [...kept.slice(from, start), ...window];
    if (!fits(wider)) break;
    window = wider;
    start = from;
  }
  return window;
}

/** What the chat function is asked. */
export interface ReplyRequest {
  /** The chat's id, made once per chat: the function signs its replies for it. */
  conversation: string;
  /** The visitor's latest text. */
  message: string;
  /** The page's language code ('en', 'fr', 'ar'). */
  language: string;
  /** The conversation before `message`, oldest first; trimmed here to what the function accepts. */
  history: readonly HistoryTurn[];
}

export interface ReplyHandlers {
  /** Called with each piece of the reply's text as it arrives. */
  onText: (piece: string) => void;
  /** Aborting it stops the request; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** The part of a whole OpenAI-style answer the widget reads: `choices[0].message.content`. */
function contentOf(answer: unknown): string {
  if (typeof answer !== 'object' || answer === null) return '';
  const { choices } = answer as { choices?: unknown };
  if (!Array.isArray(choices)) return '';
  const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
  return typeof content === 'string' ? content.trim() : '';
}

/**
 * Asks the `chat` Edge Function for a reply to the visitor's latest text: the single network call
 * of the chat. Plain `fetch`, not supabase-js, so opening the chat stays light. The function holds
 * the AI key and builds the prompt; the browser sends `{ conversation, message, language,
 * history }`, where `language` is the page's: the function answers in the language the text is written in, or in
 * that one when the text does not make it clear.
 *
 * The reply streams as server-sent events (replyStream.ts); an `application/json` answer (a whole
 * completion) is read too. Each piece of text goes to `onText` as it arrives; the promise resolves
 * with the whole text ('' when the reply had none) and its signature. It rejects with a
 * ChatRequestError on a non-OK status, with a ChatStreamError when the stream reports a failure
 * midway, and with an ordinary error when the network fails, the stream breaks off, the answer is
 * unreadable, `signal` aborts, nothing arrives within CHAT_REPLY_TIMEOUT_MS, or the stream then
 * goes quiet for CHAT_IDLE_TIMEOUT_MS.
 */
export async function requestReply(
  { conversation, message, language, history }: ReplyRequest,
  { onText, signal }: ReplyHandlers,
): Promise<Reply> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waitAtMost = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new Error('The chat reply took too long.')), ms);
  };
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    waitAtMost(CHAT_REPLY_TIMEOUT_MS);
    const response = await fetch(`${config.supabaseUrl}/functions/v1/chat`, {
      method: 'POST',
      // The project's key in `apikey` only: the function checks it itself (verify_jwt is off),
      // and a publishable key is no JWT to send as a bearer token.
      headers: { apikey: config.supabaseKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ conversation, message, language, history: trimHistory(history) }),
      signal: controller.signal,
    });
    if (!response.ok) throw new ChatRequestError(response.status);
    const onBytes = () => waitAtMost(CHAT_IDLE_TIMEOUT_MS);
    onBytes();

    if (response.headers.get('Content-Type')?.toLowerCase().includes('application/json')) {
      const text = contentOf(await response.json());
      if (text) onText(text);
      return { text };
    }
    if (!response.body) throw new Error('The chat reply has no body.');
    return await readReplyStream(response.body, { onText, onBytes, signal: controller.signal });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

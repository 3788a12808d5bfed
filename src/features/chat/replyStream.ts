import { createParser } from 'eventsource-parser';
import { readBrief, type Brief } from '../../shared/brief';

/** The chat function reported, inside its stream, that the reply failed midway. */
export class ChatStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

/**
 * The chat function's offer, with a reply, to send the conversation to the owner, and the brief
 * the visitor's words already gave.
 */
export interface HandoffOffer {
  brief: Brief;
}

/**
 * A whole reply: its text, the function's signature of it (none from a JSON answer), and its offer
 * to hand the conversation over, when it made one.
 */
export interface Reply {
  text: string;
  signature?: string;
  handoff?: HandoffOffer;
}

/** The offer in an event, keeping only the brief's known values; undefined when there is none. */
function readOffer(value: unknown): HandoffOffer | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return { brief: readBrief((value as { brief?: unknown }).brief) };
}

/** The data of the event that ends a complete reply. */
const DONE = '[DONE]';

/**
 * What one event's data adds to the reply: `choices[0].delta.content`, or '' for a delta without
 * content (the first one often carries only the role), and the reply's `signature` (in the last
 * event before [DONE]). Throws a ChatStreamError for an `{ "error": ... }` event, and an ordinary
 * error for data that is not JSON.
 */
function readEvent(data: string): { piece: string; signature?: string; handoff?: HandoffOffer } {
  const event = JSON.parse(data) as unknown;
  if (typeof event !== 'object' || event === null) return { piece: '' };
  const { choices, error, signature, handoff } = event as {
    choices?: unknown;
    error?: unknown;
    signature?: unknown;
    handoff?: unknown;
  };
  if (error !== undefined) {
    const message = (error as { message?: unknown } | null)?.message;
    throw new ChatStreamError(
      `The chat reply failed midway: ${typeof message === 'string' ? message : 'no reason given'}`,
    );
  }
  const content = Array.isArray(choices)
    ? (choices[0] as { delta?: { content?: unknown } } | undefined)?.delta?.content
    : undefined;
  const offer = readOffer(handoff);
  return {
    piece: typeof content === 'string' ? content : '',
    ...(typeof signature === 'string' && { signature }),
    ...(offer && { handoff: offer }),
  };
}

export interface ReplyStreamHandlers {
  /** Called with each piece of text as it arrives. */
  onText: (piece: string) => void;
  /** Called whenever bytes arrive, comments (keep-alives) included: the caller's idle timer. */
  onBytes: () => void;
  /** Aborting it stops the reading, which then rejects with the signal's reason. */
  signal: AbortSignal;
}

/**
 * Reads the chat function's reply as it streams: server-sent events in OpenAI's streaming shape,
 * `data: {"choices":[{"delta":{"content":"..."}}]}`, until `data: [DONE]`. Comments (lines
 * starting with `:`, the keep-alives) and deltas without content are skipped.
 *
 * Resolves with the whole text, and its signature if the function sent one, once [DONE] arrives: a
 * reply that breaks off has none. Rejects with a ChatStreamError on an `{ "error": ... }` event,
 * and with an ordinary error when the body ends before [DONE] or an event is not JSON; the text
 * that arrived until then has already gone to `onText`.
 */
export async function readReplyStream(
  body: ReadableStream<Uint8Array>,
  { onText, onBytes, signal }: ReplyStreamHandlers,
): Promise<Reply> {
  signal.throwIfAborted();
  const reader = body.getReader();
  // A read waiting on a cancelled reader resolves as done; the check after it throws the reason.
  const cancel = () => void reader.cancel(signal.reason).catch(() => {});
  signal.addEventListener('abort', cancel, { once: true });

  let text = '';
  let signature: string | undefined;
  let handoff: HandoffOffer | undefined;
  let done = false;
  const parser = createParser({
    onEvent({ data }) {
      if (done) return;
      if (data === DONE) {
        done = true;
        return;
      }
      const event = readEvent(data);
      signature = event.signature ?? signature;
      handoff = event.handoff ?? handoff;
      const { piece } = event;
      if (!piece) return;
      text += piece;
      onText(piece);
    },
  });
  // In stream mode, a character whose bytes straddle two chunks waits for the rest of them.
  const decoder = new TextDecoder();

  try {
    while (!done) {
      const { value, done: ended } = await reader.read();
      signal.throwIfAborted();
      if (ended) {
        // An event that lacks only its closing blank line still counts.
        parser.feed(`${decoder.decode()}\n\n`);
        break;
      }
      onBytes();
      parser.feed(decoder.decode(value, { stream: true }));
    }
    if (!done) throw new Error('The chat reply broke off before its end.');
    return { text, ...(signature && { signature }), ...(handoff && { handoff }) };
  } finally {
    signal.removeEventListener('abort', cancel);
    if (signal.aborted) {
      void reader.cancel(signal.reason).catch(() => {});
    } else {
      // The function closes the stream right after [DONE] or its error event: read it to its
      // end rather than cancel it, which the browser would report as a failed request.
      void drain(reader);
    }
  }
}

/** Reads and drops what is left of a body until it ends. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The connection dropped after the reply was complete: nothing is lost.
  }
}

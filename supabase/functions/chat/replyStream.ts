/**
 * The reply as the browser reads it: server-sent events in the shape of an OpenAI-compatible
 * streamed completion, whatever wrote the text (the gateway or the built-in responder).
 *
 * - `data: {"choices":[{"index":0,"delta":{"content":"…"}}]}` for each piece of text, sent on as
 *   soon as it arrives;
 * - `data: {"choices":[{"index":0,"delta":{}}],"signature":"…","handoff":{…}}` once the reply is
 *   complete and has text: its signature when the function can sign it (historySignature.ts),
 *   which the browser sends back with the reply as history, and what `onComplete` adds (the offer
 *   to send the conversation to the owner, handoffOffer.ts);
 * - `data: [DONE]` once the reply is complete;
 * - `data: {"error":{"message":"…"}}` when it breaks off midway (the gateway failed, or the time
 *   limit passed); the stream then ends without [DONE], and the browser keeps what arrived.
 *
 * The stream is pulled: the next piece is read from the source only when the browser has taken
 * the last one, so a client that stops reading holds nothing up but itself, and the time limit
 * (`signal`) still ends the reply and releases the gateway.
 */

/** The longest reply passed on, in characters: a guard over the gateway's own max_tokens. */
export const MAX_REPLY_CHARS = 2000;

const encoder = new TextEncoder();
const event = (data: string) => encoder.encode(`data: ${data}\n\n`);
const textEvent = (content: string) =>
  event(JSON.stringify({ choices: [{ index: 0, delta: { content } }] }));
const finalEvent = (fields: Record<string, unknown>) =>
  event(JSON.stringify({ choices: [{ index: 0, delta: {} }], ...fields }));
const DONE = event('[DONE]');

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache',
  // Proxies that buffer (nginx) would hold the words back until the end.
  'X-Accel-Buffering': 'no',
} as const;

export interface ReplyStreamOptions {
  /**
   * Aborts when the time limit passes (its reason, an Error, says why, for the log); the reply
   * then ends with `failureMessage`.
   */
  signal: AbortSignal;
  /** The error text sent when the reply breaks off. */
  failureMessage: string;
  /** Why the reply broke off, for the log; never sent. */
  onFailure: (reason: string) => void;
  /** Runs once when the stream is over, however it ended: the caller's clean-up. */
  onEnd: () => void;
  maxChars?: number;
  /** Signs the whole reply's text; a reply cut short is never signed. */
  sign?: (text: string) => Promise<string>;
  /**
   * Runs once the whole reply is written, before its last event, with its text: the fields it
   * returns go into that event. Not run for a reply cut short.
   */
  onComplete?: (text: string) => Promise<Record<string, unknown> | undefined>;
}

export function replyStream(
  text: AsyncIterator<string>,
  {
    signal,
    failureMessage,
    onFailure,
    onEnd,
    maxChars = MAX_REPLY_CHARS,
    sign,
    onComplete,
  }: ReplyStreamOptions,
): ReadableStream<Uint8Array> {
  let sent = '';
  let over = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;

  const finish = (...last: Uint8Array[]) => {
    if (over) return;
    over = true;
    signal.removeEventListener('abort', onTimeLimit);
    try {
      for (const chunk of last) controller.enqueue(chunk);
      controller.close();
    } catch {
      // The runtime cancelled the stream first (the visitor hung up): there is no one to tell.
    }
    // Stop the source (the gateway's request, the responder's timer); it may be mid-read.
    void text.return?.()?.catch(() => {});
    onEnd();
  };
  const fail = (reason: string) => {
    if (over) return;
    onFailure(reason);
    finish(event(JSON.stringify({ error: { message: failureMessage } })));
  };
  const onTimeLimit = () =>
    fail(signal.reason instanceof Error ? signal.reason.message : 'the reply was stopped');
  /** The reply is whole: its signature and what onComplete adds, then [DONE]. */
  const complete = async () => {
    let signature: string | undefined;
    let added: Record<string, unknown> | undefined;
    if (sent.trim()) {
      try {
        if (sign) signature = await sign(sent);
      } catch {
        // Unsigned, the reply still reads; it only cannot come back as history.
      }
      try {
        added = await onComplete?.(sent);
      } catch {
        // The extras are a bonus: the reply stands without them.
      }
    }
    const fields = { ...(signature && { signature }), ...added };
    // If the time limit or the visitor ended the stream meanwhile, finish does nothing.
    if (Object.keys(fields).length > 0) finish(finalEvent(fields), DONE);
    else finish(DONE);
  };

  return new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        if (signal.aborted) onTimeLimit();
        else signal.addEventListener('abort', onTimeLimit, { once: true });
      },
      async pull() {
        if (over) return;
        let next: IteratorResult<string>;
        try {
          next = await text.next();
        } catch (error) {
          fail((error as Error).message || 'the reply failed');
          return;
        }
        if (over) return;
        if (next.done) {
          await complete();
          return;
        }
        const piece = next.value.slice(0, maxChars - sent.length);
        sent += piece;
        if (piece) controller.enqueue(textEvent(piece));
        if (sent.length >= maxChars) await complete();
      },
      // The visitor closed the chat or left: nothing more is read or paid for.
      cancel() {
        if (over) return;
        over = true;
        signal.removeEventListener('abort', onTimeLimit);
        void text.return?.()?.catch(() => {});
        onEnd();
      },
    },
    // Read nothing ahead of the browser: the next piece is asked for only when it is wanted.
    { highWaterMark: 0 },
  );
}

/**
 * The built-in responder's answer, a word at a time with `paceMs` between words: it reads like a
 * model writing, so the chat behaves the same with or without an AI account.
 */
export async function* pacedText(text: string, paceMs: number): AsyncGenerator<string, void> {
  const words = text.match(/\s*\S+/g) ?? [];
  for (const [index, word] of words.entries()) {
    if (index > 0 && paceMs > 0) await new Promise((resolve) => setTimeout(resolve, paceMs));
    yield word;
  }
}

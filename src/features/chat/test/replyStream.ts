/**
 * The chat function's answers, for tests: a reply streamed as server-sent events in OpenAI's
 * streaming shape, written piece by piece by the test, and whole JSON answers.
 */
import type { Mock } from 'vitest';
import { act } from '../../../test/render';

/** One event adding `content` to the reply. */
export const delta = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

/** The first event of an OpenAI stream: a delta with the role and no content. */
export const ROLE_ONLY = 'data: {"choices":[{"index":0,"delta":{"role":"assistant"}}]}\n\n';

/** A comment line, as servers send to keep a quiet connection open. */
export const KEEP_ALIVE = ': keep-alive\n\n';

/** The event before [DONE] that carries the function's signature of the whole reply. */
export const signatureEvent = (signature: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: {} }], signature })}\n\n`;

/** The last event of a reply that offers to send the conversation to the owner. */
export const offerEvent = (signature: string, brief: Record<string, string> = {}) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: {} }], signature, handoff: { brief } })}\n\n`;

/** The event that ends a complete reply. */
export const DONE = 'data: [DONE]\n\n';

/** The event the function sends when the reply fails midway (it then closes the stream). */
export const failureEvent = (message: string) =>
  `data: ${JSON.stringify({ error: { message } })}\n\n`;

/**
 * An OK `text/event-stream` Response whose body the test writes: `push` text (encoded as UTF-8) or
 * raw bytes, then `end` it, or `breakOff` as a dropped connection does.
 */
export function streamedResponse() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel() {
      cancelled = true;
    },
  });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    push(...chunks: (string | Uint8Array)[]) {
      for (const chunk of chunks) {
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      }
    },
    end() {
      controller.close();
    },
    breakOff() {
      controller.error(new TypeError('network error'));
    },
    /** Whether the reader let go of the body (stopped, timed out, or done with it). */
    get cancelled() {
      return cancelled;
    },
  };
}

/** An OK event-stream Response that carries `chunks` and ends. */
export function eventStream(...chunks: (string | Uint8Array)[]): Response {
  const stream = streamedResponse();
  stream.push(...chunks);
  stream.end();
  return stream.response;
}

/** A whole JSON answer with `status`. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A whole OpenAI-style completion whose message is `content`. */
export const completion = (content: unknown) => ({
  choices: [{ message: { role: 'assistant', content } }],
});

/**
 * The next call of `fetchMock` gets a reply the test streams by hand: each of `write`, `finish`
 * and `cut` lets React take the step in (inside act) before the test looks.
 */
export function nextStreamedReply(fetchMock: Mock<typeof fetch>) {
  const stream = streamedResponse();
  fetchMock.mockResolvedValueOnce(stream.response);
  const settle = (step: () => void) =>
    act(async () => {
      step();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return {
    write: (...chunks: string[]) => settle(() => stream.push(...chunks)),
    finish: () => settle(() => stream.push(DONE)),
    cut: () => settle(() => stream.breakOff()),
    get cancelled() {
      return stream.cancelled;
    },
  };
}

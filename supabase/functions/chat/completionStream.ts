import { serverSentEventReader } from '../_shared/serverSentEvents.ts';

/** The gateway's stream failed: it reported an error, or ended before saying it was done. */
export class CompletionStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CompletionStreamError';
  }
}

/** The parts of an OpenAI-compatible chunk (`chat.completion.chunk`) read here. */
interface Chunk {
  error?: unknown;
  choices?: {
    delta?: { content?: unknown };
    message?: { content?: unknown };
    finish_reason?: unknown;
  }[];
}

/**
 * The text of an OpenAI-compatible streamed completion (`stream: true`), piece by piece as the
 * gateway sends it. The stream is complete at `data: [DONE]` (or when it ends after a chunk with
 * a `finish_reason`); a chunk with an `error` (OpenRouter reports a failure midway so) or an end
 * before either throws a CompletionStreamError. A `data:` line that is not JSON is skipped, like a
 * comment: one garbled line should not lose the answer.
 *
 * Stopping the iteration early (a `break`, or `return()`) cancels the body, and with it the
 * request to the gateway.
 */
export async function* completionText(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<string, void, undefined> {
  const pieces: string[] = [];
  let done = false;
  let finished = false;
  let failure: string | undefined;
  const reader = serverSentEventReader((data) => {
    if (done || failure) return;
    if (data.trim() === '[DONE]') {
      done = true;
      return;
    }
    let chunk: Chunk;
    try {
      chunk = JSON.parse(data) as Chunk;
    } catch {
      return;
    }
    if (typeof chunk !== 'object' || chunk === null) return;
    if (chunk.error !== undefined && chunk.error !== null) {
      failure = 'the gateway reported an error in its stream';
      return;
    }
    const choice = Array.isArray(chunk.choices) ? chunk.choices[0] : undefined;
    const content = choice?.delta?.content ?? choice?.message?.content;
    if (typeof content === 'string' && content !== '') pieces.push(content);
    if (typeof choice?.finish_reason === 'string') finished = true;
  });

  const decoder = new TextDecoder();
  const source = body.getReader();
  try {
    for (;;) {
      const { value, done: ended } = await source.read();
      if (ended) break;
      reader.push(decoder.decode(value, { stream: true }));
      yield* pieces.splice(0);
      if (failure) throw new CompletionStreamError(failure);
      if (done) return;
    }
    reader.push(decoder.decode());
    reader.end();
    yield* pieces.splice(0);
    if (failure) throw new CompletionStreamError(failure);
    if (!done && !finished) {
      throw new CompletionStreamError('the gateway stream ended before [DONE]');
    }
  } finally {
    // Done, failed or stopped by the reader of this text: the gateway's answer is no longer read.
    source.cancel().catch(() => {});
  }
}

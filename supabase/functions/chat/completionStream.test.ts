// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { completionText, CompletionStreamError } from './completionStream.ts';
import { chunkEvent, streamEvents } from './test/fakeGateway.ts';

/** A body that delivers `bytes` cut into pieces of `size` bytes, and notes if it was cancelled. */
function body(bytes: Uint8Array, size = bytes.length) {
  const state = { cancelled: false };
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

const encode = (text: string) => new TextEncoder().encode(text);

async function collect(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of completionText(stream)) pieces.push(piece);
  return pieces;
}

describe('completionText', () => {
  it('yields each delta’s text, skipping role-only and empty deltas, up to [DONE]', async () => {
    const { stream } = body(encode(streamEvents(['Hello', ' world']).join('')));
    expect(await collect(stream)).toEqual(['Hello', ' world']);
  });

  it('reads the same text however the bytes are cut, through a multi-byte character too', async () => {
    const bytes = encode(streamEvents(['مرحبا', ' 👋', ' à bientôt']).join(''));
    for (const size of [1, 2, 3, 5, 7, 64]) {
      expect((await collect(body(bytes, size).stream)).join(''), `pieces of ${size}`).toBe(
        'مرحبا 👋 à bientôt',
      );
    }
  });

  it('skips comments and lines that are not JSON', async () => {
    const text = `: OPENROUTER PROCESSING\n\ndata: {oops\n\n${chunkEvent({ content: 'ok' })}data: [DONE]\n\n`;
    expect(await collect(body(encode(text)).stream)).toEqual(['ok']);
  });

  it('stops reading at [DONE] and lets the gateway go', async () => {
    const { stream, state } = body(
      encode(`${chunkEvent({ content: 'a' })}data: [DONE]\n\n${chunkEvent({ content: 'never' })}`),
      40,
    );
    expect(await collect(stream)).toEqual(['a']);
    expect(state.cancelled).toBe(true);
  });

  it('accepts an end right after a finish_reason, as some gateways send no [DONE]', async () => {
    const text = `${chunkEvent({ content: 'a' })}${chunkEvent({}, 'stop')}`;
    expect(await collect(body(encode(text)).stream)).toEqual(['a']);
  });

  it('throws after what arrived when the stream reports an error or ends early', async () => {
    const failing = `${chunkEvent({ content: 'a' })}data: {"error":{"message":"overloaded"}}\n\n`;
    const seen: string[] = [];
    await expect(async () => {
      for await (const piece of completionText(body(encode(failing)).stream)) seen.push(piece);
    }).rejects.toThrow(CompletionStreamError);
    expect(seen).toEqual(['a']);
    await expect(collect(body(encode(chunkEvent({ content: 'a' }))).stream)).rejects.toThrow(
      /ended before \[DONE\]/,
    );
  });

  it('cancels the body when its reader stops early', async () => {
    const { stream, state } = body(encode(streamEvents(['a', 'b', 'c']).join('')), 40);
    for await (const piece of completionText(stream)) {
      expect(piece).toBe('a');
      break;
    }
    expect(state.cancelled).toBe(true);
  });
});

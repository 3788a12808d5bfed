import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatStreamError } from '../replyStream';
import {
  completion,
  delta,
  DONE,
  eventStream,
  failureEvent,
  jsonResponse,
  KEEP_ALIVE,
  ROLE_ONLY,
  signatureEvent,
  streamedResponse,
} from '../test/replyStream';
import {
  CHAT_IDLE_TIMEOUT_MS,
  CHAT_REPLY_TIMEOUT_MS,
  ChatRequestError,
  MAX_HISTORY_CHARS,
  MAX_HISTORY_MESSAGES,
  requestReply,
  trimHistory,
  type HistoryTurn,
  type ReplyRequest,
} from './request-reply';

/** vi.waitFor gives up after 1 s by default, which a busy machine can take; 20 s ends a hang. */
const EVENTUALLY = { timeout: 20_000 };

vi.mock('../../../lib/config', () => ({
  config: {
    supabaseUrl: 'https://project.supabase.co',
    supabaseKey: 'sb_publishable_test_00000000',
  },
}));

const fetchMock = vi.fn<typeof fetch>();

/** A fetch that never answers, but rejects like a browser's when its signal aborts. */
function hang() {
  fetchMock.mockImplementationOnce(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        const signal = init?.signal;
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason));
      }),
  );
}

const CONVERSATION = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

const ask = (message = 'Hi', history: HistoryTurn[] = []): ReplyRequest => ({
  conversation: CONVERSATION,
  message,
  language: 'en',
  history,
});

/** Asks with `ask()` and records each piece of text as it arrives. */
function request(question = ask(), signal?: AbortSignal) {
  const pieces: string[] = [];
  const reply = requestReply(question, { onText: (piece) => pieces.push(piece), signal });
  return { reply, pieces };
}

const sentBody = () => JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as unknown;

/** A turn of the history; a reply carries the signature the function gave it. */
const turn = (role: HistoryTurn['role'], content: string): HistoryTurn =>
  role === 'user' ? { role, content } : { role, content, signature: `signature of ${content}` };

describe('trimHistory', () => {
  it(`keeps up to ${MAX_HISTORY_MESSAGES} turns as they are, oldest first`, () => {
    const turns = [turn('user', 'Hi'), turn('assistant', 'Hello!'), turn('user', 'Price?')];
    expect(trimHistory(turns)).toEqual(turns);
    expect(trimHistory([])).toEqual([]);
  });

  it(`keeps only the last ${MAX_HISTORY_MESSAGES} turns`, () => {
    const turns = Array.from({ length: 9 }, (_, index) =>
      turn(index % 2 ? 'assistant' : 'user', `turn ${index}`),
    );
    expect(trimHistory(turns)).toEqual(turns.slice(-MAX_HISTORY_MESSAGES));
  });

  it('leaves out empty and whitespace-only turns before counting', () => {
    const turns = [
      turn('user', 'one'),
      turn('assistant', 'two'),
      turn('user', 'three'),
      turn('assistant', 'four'),
      turn('user', 'five'),
      turn('assistant', ''),
      turn('user', 'six'),
      turn('assistant', ' \n '),
    ];
    expect(trimHistory(turns).map(({ content }) => content)).toEqual([
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
    ]);
  });

  it(`drops the oldest whole turns until the text fits in ${MAX_HISTORY_CHARS} characters`, () => {
    const turns = [
      turn('user', 'a'.repeat(1_000)),
      turn('assistant', 'b'.repeat(1_500)),
      turn('user', 'c'.repeat(1_000)),
      turn('assistant', 'd'.repeat(1_500)),
    ];
    // 5,000 in all: dropping the first turn leaves 4,000, which fits.
    expect(trimHistory(turns)).toEqual(turns.slice(1));
    expect(trimHistory(turns.slice(1))).toEqual(turns.slice(1));
  });

  it('keeps the last reply and every turn after it, dropping earlier turns first', () => {
    const turns = [
      turn('user', 'a'.repeat(1_000)),
      turn('assistant', 'b'.repeat(1_000)),
      turn('user', 'c'.repeat(1_000)),
      turn('assistant', 'd'.repeat(2_000)),
      turn('user', 'e'.repeat(1_000)),
      turn('user', 'f'.repeat(500)),
    ];
    // 3,500 with the reply and the two turns after it: the visitor's turn before the reply
    // (1,000 more) does not fit, and nothing older goes either.
    expect(trimHistory(turns)).toEqual(turns.slice(3));
  });

  it('drops the oldest turns after the last reply when they do not all fit with it, and then nothing before it', () => {
    const after = Array.from({ length: 6 }, (_, index) => turn('user', `after ${index}`));
    const turns = [turn('user', 'one'), turn('assistant', 'Reply.'), ...after];
    expect(trimHistory(turns)).toEqual([turns[1], ...after.slice(1)]);
    const long = [turn('user', 'one'), turn('assistant', 'x'.repeat(2_000))];
    const words = Array.from({ length: 3 }, (_, index) => turn('user', `${index}`.repeat(900)));
    expect(trimHistory([...long, ...words])).toEqual([long[1], ...words.slice(1)]);
  });

  it('takes the visitor’s turns before a reply all together or not at all', () => {
    const turns = [
      turn('user', 'one'),
      turn('assistant', 'Reply 0.'),
      turn('user', 'two'),
      turn('user', 'two again'),
      turn('user', 'two, once more'),
      turn('assistant', 'Reply 1.'),
      turn('user', 'three'),
    ];
    expect(trimHistory(turns)).toEqual(turns.slice(1));
    // Two of the three turns 'Reply 1.' answered would fit in six turns; all three do not.
    const more = [...turns, turn('user', 'four'), turn('user', 'five')];
    expect(trimHistory(more)).toEqual(more.slice(5));
    // Nor in 4,000 characters.
    const longer = turns.with(2, turn('user', 'y'.repeat(3_990)));
    expect(trimHistory(longer)).toEqual(turns.slice(5));
  });

  it('sends a window that fits, keeps the last reply, holds whole groups, and trims to itself', () => {
    const groups = fc.array(
      fc.record({
        visitor: fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 3 }),
        reply: fc.integer({ min: 1, max: 2_000 }),
      }),
      { maxLength: 6 },
    );
    const after = fc.array(fc.integer({ min: 1, max: 1_000 }), { maxLength: 7 });
    fc.assert(
      fc.property(groups, after, (exchanges, trailing) => {
        let count = 0;
        const text = (length: number) => `${count++}`.padEnd(length, '.');
        /** Each reply with the visitor's turns before it: the group it answered. */
        const answered = new Map<HistoryTurn, HistoryTurn[]>();
        const turns = exchanges.flatMap(({ visitor, reply }) => {
          const asked = visitor.map((length) => turn('user', text(length)));
          const answer = turn('assistant', text(reply));
          answered.set(answer, asked);
          return [...asked, answer];
        });
        turns.push(...trailing.map((length) => turn('user', text(length))));

        const window = trimHistory(turns);
        expect(window.length).toBeLessThanOrEqual(MAX_HISTORY_MESSAGES);
        expect(window.reduce((sum, { content }) => sum + content.length, 0)).toBeLessThanOrEqual(
          MAX_HISTORY_CHARS,
        );
        expect(trimHistory(window)).toEqual(window);
        const lastReply = turns.findLast(({ role }) => role === 'assistant');
        if (lastReply) expect(window).toContain(lastReply);
        // The turns kept after the last reply are the newest ones.
        const kept = window.slice(window.findLastIndex(({ role }) => role === 'assistant') + 1);
        expect(kept).toEqual(turns.slice(turns.length - kept.length));
        // Before each reply of the window: the turns it answered, or, for the first, none.
        window.forEach((reply, index) => {
          if (reply.role !== 'assistant') return;
          let from = index;
          while (from > 0 && window[from - 1]!.role === 'user') from -= 1;
          const before = window.slice(from, index);
          const first = !window.slice(0, index).some(({ role }) => role === 'assistant');
          if (!(first && before.length === 0)) expect(before).toEqual(answered.get(reply));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('never cuts a turn: one longer than the limit leaves no history', () => {
    const long = turn('assistant', 'x'.repeat(MAX_HISTORY_CHARS + 1));
    expect(trimHistory([long])).toEqual([]);
    expect(trimHistory([long, turn('user', 'Next?')])).toEqual([turn('user', 'Next?')]);
  });
});

describe('requestReply', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('the request', () => {
    it("posts the latest text, the page's language and the history to the chat function, with the publishable key and no bearer", async () => {
      fetchMock.mockResolvedValueOnce(eventStream(delta('Hello!'), DONE));
      const history = [turn('user', 'Hi'), turn('assistant', 'Hello! How can I help?')];
      await request(ask('Do you build mobile apps?', history)).reply;

      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe('https://project.supabase.co/functions/v1/chat');
      expect(init?.method).toBe('POST');
      expect(init?.headers).toEqual({
        apikey: 'sb_publishable_test_00000000',
        'Content-Type': 'application/json',
      });
      expect(sentBody()).toEqual({
        conversation: CONVERSATION,
        message: 'Do you build mobile apps?',
        language: 'en',
        history,
      });
      expect(init?.signal).toBeInstanceOf(AbortSignal);
    });

    it.each(['fr', 'ar'])('sends the code of the page’s language: %s', async (language) => {
      fetchMock.mockResolvedValueOnce(eventStream(delta('Bonjour !'), DONE));
      await requestReply(
        { conversation: CONVERSATION, message: 'Combien coûte un site ?', language, history: [] },
        { onText: () => {} },
      );
      expect(sentBody()).toEqual({
        conversation: CONVERSATION,
        message: 'Combien coûte un site ?',
        language,
        history: [],
      });
    });

    it(`sends at most ${MAX_HISTORY_MESSAGES} turns and ${MAX_HISTORY_CHARS} characters of history`, async () => {
      fetchMock.mockResolvedValueOnce(eventStream(delta('Sure.'), DONE));
      const history = [
        turn('user', 'first'),
        turn('assistant', 'second'),
        turn('user', 'third'),
        turn('assistant', 'y'.repeat(2_000)),
        turn('user', 'fifth'),
        turn('assistant', 'z'.repeat(1_980)),
        turn('user', 'seventh'),
        turn('assistant', 'eighth'),
      ];
      await request(ask('And then?', history)).reply;
      // The last six hold 4,003 characters: 'third' goes too.
      expect(sentBody()).toEqual({
        conversation: CONVERSATION,
        message: 'And then?',
        language: 'en',
        history: history.slice(3),
      });
    });
  });

  describe('a streamed reply', () => {
    it('passes each piece of text on as it arrives, and resolves with the whole text at [DONE]', async () => {
      const stream = streamedResponse();
      fetchMock.mockResolvedValueOnce(stream.response);
      const { reply, pieces } = request();

      stream.push(ROLE_ONLY, delta('I build '));
      await vi.waitFor(() => expect(pieces).toEqual(['I build ']), EVENTUALLY);
      stream.push(delta('websites'), delta('.\nBook a call!'));
      await vi.waitFor(
        () => expect(pieces).toEqual(['I build ', 'websites', '.\nBook a call!']),
        EVENTUALLY,
      );
      stream.push(DONE);
      await expect(reply).resolves.toEqual({ text: 'I build websites.\nBook a call!' });
    });

    it('resolves with the signature the function sends before [DONE]', async () => {
      fetchMock.mockResolvedValueOnce(
        eventStream(ROLE_ONLY, delta('I build websites.'), signatureEvent('c2lnbmVk'), DONE),
      );
      const { reply, pieces } = request();
      await expect(reply).resolves.toEqual({ text: 'I build websites.', signature: 'c2lnbmVk' });
      expect(pieces).toEqual(['I build websites.']);
    });

    it('keeps no signature of a reply that breaks off after it', async () => {
      fetchMock.mockResolvedValueOnce(eventStream(delta('I build'), signatureEvent('c2lnbmVk')));
      await expect(request().reply).rejects.toThrow('broke off');
    });

    it('skips comments (keep-alives), deltas without content, and events that are not JSON objects', async () => {
      fetchMock.mockResolvedValueOnce(
        eventStream(
          KEEP_ALIVE,
          ROLE_ONLY,
          ':another comment\n',
          delta('Hello'),
          'data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n',
          'data: {"choices":[]}\n\n',
          'data: null\n\n',
          'data: {"choices":[{"index":0,"delta":{"content":42}}]}\n\n',
          delta(' there'),
          DONE,
        ),
      );
      const { reply, pieces } = request();
      await expect(reply).resolves.toEqual({ text: 'Hello there' });
      expect(pieces).toEqual(['Hello', ' there']);
    });

    const awkward = [
      KEEP_ALIVE,
      ROLE_ONLY,
      delta('Café, '),
      delta('مرحبا 🙂 '),
      delta('done.'),
      DONE,
    ].join('');
    const whole = 'Café, مرحبا 🙂 done.';

    it('reads a stream cut into single bytes: mid-line, mid-`data:`, mid-character', async () => {
      const bytes = new TextEncoder().encode(awkward);
      const chunks = Array.from(bytes, (byte) => Uint8Array.of(byte));
      fetchMock.mockResolvedValueOnce(eventStream(...chunks));
      const { reply, pieces } = request();
      await expect(reply).resolves.toEqual({ text: whole });
      expect(pieces).toEqual(['Café, ', 'مرحبا 🙂 ', 'done.']);
    });

    it('reads a stream cut in two at every byte', async () => {
      const bytes = new TextEncoder().encode(awkward);
      for (let at = 1; at < bytes.length; at++) {
        fetchMock.mockResolvedValueOnce(eventStream(bytes.slice(0, at), bytes.slice(at)));
        await expect(request().reply, `cut at byte ${at}`).resolves.toEqual({ text: whole });
      }
    });

    it('reads CRLF line endings, and a last event that lacks its blank line', async () => {
      fetchMock.mockResolvedValueOnce(
        eventStream(delta('Hi').replaceAll('\n', '\r\n'), 'data: [DONE]\n'),
      );
      await expect(request().reply).resolves.toEqual({ text: 'Hi' });
    });

    it('resolves at [DONE] even while the body stays open, and ignores what follows', async () => {
      const stream = streamedResponse();
      fetchMock.mockResolvedValueOnce(stream.response);
      const { reply, pieces } = request();
      stream.push(delta('All'), DONE, delta(' ignored'));
      await expect(reply).resolves.toEqual({ text: 'All' });
      expect(pieces).toEqual(['All']);
      // What is left is read to its end, not cancelled: a cancel shows as a failed request.
      expect(stream.cancelled).toBe(false);
    });

    it('resolves with an empty text for [DONE] without any text', async () => {
      fetchMock.mockResolvedValueOnce(eventStream(ROLE_ONLY, KEEP_ALIVE, DONE));
      const { reply, pieces } = request();
      await expect(reply).resolves.toEqual({ text: '' });
      expect(pieces).toEqual([]);
    });

    it('throws a ChatStreamError when the function reports a failure midway, after the text before it', async () => {
      fetchMock.mockResolvedValueOnce(
        eventStream(delta('I build '), failureEvent('The AI gateway failed.')),
      );
      const { reply, pieces } = request();
      await expect(reply).rejects.toBeInstanceOf(ChatStreamError);
      await expect(reply).rejects.toThrow('The AI gateway failed.');
      await expect(reply).rejects.not.toBeInstanceOf(ChatRequestError);
      expect(pieces).toEqual(['I build ']);
    });

    it.each([
      ['ends without [DONE]', (stream: ReturnType<typeof streamedResponse>) => stream.end()],
      ['breaks off', (stream: ReturnType<typeof streamedResponse>) => stream.breakOff()],
    ])(
      'throws an ordinary error when the body %s, after the text before it',
      async (_case, stop) => {
        const stream = streamedResponse();
        fetchMock.mockResolvedValueOnce(stream.response);
        const { reply, pieces } = request();
        stream.push(delta('I build '));
        await vi.waitFor(() => expect(pieces).toEqual(['I build ']), EVENTUALLY);
        stop(stream);
        await expect(reply).rejects.toThrow();
        await expect(reply).rejects.not.toBeInstanceOf(ChatRequestError);
        await expect(reply).rejects.not.toBeInstanceOf(ChatStreamError);
        expect(pieces).toEqual(['I build ']);
      },
    );

    it('throws an ordinary error for an event that is not JSON', async () => {
      fetchMock.mockResolvedValueOnce(eventStream('data: <html>\n\n', DONE));
      const reply = request().reply;
      await expect(reply).rejects.toThrow(SyntaxError);
    });

    it('throws an ordinary error for an OK answer that is neither an event stream nor JSON', async () => {
      fetchMock.mockResolvedValueOnce(
        new Response('<html>gateway</html>', { headers: { 'Content-Type': 'text/html' } }),
      );
      const reply = request().reply;
      await expect(reply).rejects.toThrow();
      await expect(reply).rejects.not.toBeInstanceOf(ChatRequestError);
    });
  });

  describe('a whole JSON answer', () => {
    it('passes choices[0].message.content on, trimmed, and resolves with it', async () => {
      fetchMock.mockResolvedValueOnce(
        jsonResponse(200, completion('  I build websites.\nBook a call!  \n')),
      );
      const { reply, pieces } = request();
      await expect(reply).resolves.toEqual({ text: 'I build websites.\nBook a call!' });
      expect(pieces).toEqual(['I build websites.\nBook a call!']);
    });

    it.each([
      ['an empty content', completion('')],
      ['a whitespace-only content', completion(' \n ')],
      ['a null content', completion(null)],
      ['a content that is not text', completion({ text: 'hi' })],
      ['a message without content', { choices: [{ message: {} }] }],
      ['a choice without message', { choices: [{}] }],
      ['no choices', { choices: [] }],
      ['no choices field', { id: 'x' }],
      ['a JSON null', null],
    ])('resolves with an empty text for %s', async (_case, body) => {
      fetchMock.mockResolvedValueOnce(jsonResponse(200, body));
      const { reply, pieces } = request();
      await expect(reply).resolves.toEqual({ text: '' });
      expect(pieces).toEqual([]);
    });

    it('throws an ordinary error when the JSON answer is not JSON', async () => {
      fetchMock.mockResolvedValueOnce(
        new Response('<html>gateway</html>', { headers: { 'Content-Type': 'application/json' } }),
      );
      const reply = request().reply;
      await expect(reply).rejects.toThrow();
      await expect(reply).rejects.not.toBeInstanceOf(ChatRequestError);
    });
  });

  describe('failures before the reply', () => {
    it.each([400, 403, 405, 429, 500, 502])(
      "throws ChatRequestError('API request failed: %i') on that status",
      async (status) => {
        fetchMock.mockResolvedValueOnce(jsonResponse(status, { error: 'nope' }));
        const reply = request().reply;
        await expect(reply).rejects.toBeInstanceOf(ChatRequestError);
        await expect(reply).rejects.toThrow(`API request failed: ${status}`);
        await expect(reply).rejects.toMatchObject({ status });
      },
    );

    it('passes a network failure on as an ordinary error', async () => {
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const reply = request().reply;
      await expect(reply).rejects.toThrow('Failed to fetch');
      await expect(reply).rejects.not.toBeInstanceOf(ChatRequestError);
    });
  });

  describe('time-outs', () => {
    it(`gives up after ${CHAT_REPLY_TIMEOUT_MS / 1000} s without an answer`, async () => {
      vi.useFakeTimers();
      hang();
      const { reply } = request();
      let settled = false;
      reply.catch(() => {}).finally(() => (settled = true));

      await vi.advanceTimersByTimeAsync(CHAT_REPLY_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(reply).rejects.toThrow('The chat reply took too long.');
      await expect(reply).rejects.not.toBeInstanceOf(ChatRequestError);
    });

    it(`gives up when the stream goes quiet for ${CHAT_IDLE_TIMEOUT_MS / 1000} s, keeping what came`, async () => {
      vi.useFakeTimers();
      const stream = streamedResponse();
      fetchMock.mockResolvedValueOnce(stream.response);
      const { reply, pieces } = request();
      let settled = false;
      reply.catch(() => {}).finally(() => (settled = true));

      await vi.advanceTimersByTimeAsync(CHAT_REPLY_TIMEOUT_MS - 1);
      stream.push(delta('I build '));
      await vi.advanceTimersByTimeAsync(CHAT_IDLE_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(reply).rejects.toThrow('The chat reply took too long.');
      expect(pieces).toEqual(['I build ']);
      expect(stream.cancelled).toBe(true);
    });

    it('never cuts a long stream that keeps sending text or keep-alives', async () => {
      vi.useFakeTimers();
      const stream = streamedResponse();
      fetchMock.mockResolvedValueOnce(stream.response);
      const { reply } = request();
      let settled = false;
      reply.catch(() => {}).finally(() => (settled = true));

      const step = CHAT_IDLE_TIMEOUT_MS - 1_000;
      for (let second = 0; second < 10; second++) {
        await vi.advanceTimersByTimeAsync(step);
        stream.push(second % 2 ? KEEP_ALIVE : delta('word '));
      }
      expect(settled).toBe(false);
      stream.push(DONE);
      await expect(reply).resolves.toEqual({ text: 'word word word word word ' });
    });
  });

  describe('stopping', () => {
    it('stops waiting when the caller aborts', async () => {
      hang();
      const caller = new AbortController();
      const { reply } = request(ask(), caller.signal);
      caller.abort(new Error('closed'));
      await expect(reply).rejects.toThrow('closed');
    });

    it('stops reading a stream when the caller aborts, keeping what came', async () => {
      const stream = streamedResponse();
      fetchMock.mockResolvedValueOnce(stream.response);
      const caller = new AbortController();
      const { reply, pieces } = request(ask(), caller.signal);
      stream.push(delta('I build '));
      await vi.waitFor(() => expect(pieces).toEqual(['I build ']), EVENTUALLY);

      caller.abort(new Error('stopped'));
      await expect(reply).rejects.toThrow('stopped');
      expect(fetchMock.mock.calls[0]![1]!.signal!.aborted).toBe(true);
      expect(stream.cancelled).toBe(true);
    });

    it('rejects at once when the caller has already aborted', async () => {
      hang();
      const { reply } = request(ask(), AbortSignal.abort(new Error('gone')));
      await expect(reply).rejects.toThrow('gone');
    });
  });
});

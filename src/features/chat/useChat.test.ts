import { act, renderHook } from '../../test/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assistant, content } from '../../content';
import { failureReplies } from './replies';
import {
  delta,
  jsonResponse,
  nextStreamedReply,
  ROLE_ONLY,
  signatureEvent,
} from './test/replyStream';
import { useChat } from './useChat';

const fetchMock = vi.fn<typeof fetch>();
const { rephrase: REPHRASE, fallback: FALLBACK } = failureReplies(content);
const greetings = assistant.greetings(content.profile);

const streamReply = () => nextStreamedReply(fetchMock);

const sentBody = (call: number) =>
  JSON.parse(fetchMock.mock.calls[call]![1]!.body as string) as {
    conversation: string;
    message: string;
    history: unknown[];
  };
const sentSignal = (call: number) => fetchMock.mock.calls[call]![1]!.signal!;

describe('useChat', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts with the two greetings from the bot, unsigned: they are not context', () => {
    const { result } = renderHook(() => useChat());
    expect(result.current.messages).toEqual([
      { id: 1, text: greetings[0], sender: 'bot', streaming: false },
      { id: 2, text: greetings[1], sender: 'bot', streaming: false },
    ]);
    expect(result.current.pending).toBe(false);
    expect(result.current.typing).toBe(false);
  });

  it('appends the trimmed user message at once, then the reply growing as it streams, with growing ids', async () => {
    const reply = streamReply();
    const { result } = renderHook(() => useChat());

    await act(async () => {
      void result.current.send('  Do you make apps?  ');
    });
    expect(sentBody(0)).toEqual({
      conversation: result.current.conversation,
      message: 'Do you make apps?',
      language: 'en',
      history: [],
    });
    expect(result.current.conversation).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(result.current.pending).toBe(true);
    expect(result.current.typing).toBe(true);
    expect(result.current.messages.at(-1)).toEqual({
      id: 3,
      text: 'Do you make apps?',
      sender: 'user',
      streaming: false,
    });

    // Nothing visible yet: still typing.
    await reply.write(ROLE_ONLY, delta('\n'));
    expect(result.current.typing).toBe(true);
    expect(result.current.messages).toHaveLength(3);

    await reply.write(delta('Yes, '));
    expect(result.current.typing).toBe(false);
    expect(result.current.pending).toBe(true);
    expect(result.current.messages.at(-1)).toEqual({
      id: 4,
      text: 'Yes, ',
      sender: 'bot',
      streaming: true,
    });

    await reply.write(delta('with Flutter.'), delta('\n'));
    expect(result.current.messages.at(-1)?.text).toBe('Yes, with Flutter.\n');

    await reply.write(signatureEvent('c2lnbmVk'));
    await reply.finish();
    expect(result.current.pending).toBe(false);
    expect(result.current.messages.at(-1)).toEqual({
      id: 4,
      text: 'Yes, with Flutter.',
      sender: 'bot',
      streaming: false,
      signature: 'c2lnbmVk',
      // Its request carried no reply before it, and the visitor's message.
      covers: { previous: null, visitorTurns: ['Do you make apps?'] },
    });

    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { choices: [{ message: { content: 'Around $5,000.' } }] }),
    );
    await act(() => result.current.send('Price?'));
    expect(result.current.messages.slice(-2).map((m) => m.id)).toEqual([5, 6]);
  });

  it('sends the conversation before the text as history: the visitor’s turns and the signed replies with their signatures', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useChat());
    const first = streamReply();
    await act(async () => {
      void result.current.send('First');
    });
    await first.write(delta(' Whole reply. '), signatureEvent('c2lnbmVk'));
    await first.finish();

    // A reply cut short has no signature, nor has the failure text after it: both stay out.
    const second = streamReply();
    await act(async () => {
      void result.current.send('Second');
    });
    await second.write(delta('Partial'));
    await second.cut();
    expect(result.current.messages.slice(-2).map((m) => m.text)).toEqual(['Partial', FALLBACK]);

    const third = streamReply();
    await act(async () => {
      void result.current.send('Third');
    });
    expect(sentBody(2)).toEqual({
      conversation: result.current.conversation,
      message: 'Third',
      language: 'en',
      history: [
        { role: 'user', content: 'First' },
        { role: 'assistant', content: 'Whole reply.', signature: 'c2lnbmVk' },
        { role: 'user', content: 'Second' },
      ],
    });
    await third.finish();
  });

  it('keeps the chain of signed replies: each request’s history, and the transcript a hand-over sends', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useChat());
    const ask = async (text: string, ...events: string[]) => {
      const reply = streamReply();
      await act(async () => {
        void result.current.send(text);
      });
      await reply.write(...events);
      return reply;
    };
    await (await ask('First', delta('Reply 0.'), signatureEvent('s0'))).finish();
    await (await ask('Second', delta('Half a'))).cut();
    await (await ask('Third', delta('Reply 1.'), signatureEvent('s1'))).finish();
    expect(sentBody(2).history).toEqual([
      { role: 'user', content: 'First' },
      { role: 'assistant', content: 'Reply 0.', signature: 's0' },
      { role: 'user', content: 'Second' },
    ]);
    expect(result.current.messages.at(-1)?.covers).toEqual({
      previous: 's0',
      visitorTurns: ['Second', 'Third'],
    });
    await (await ask('Fourth', delta(''))).finish();
    expect(result.current.transcript).toEqual([
      { role: 'user', content: 'First' },
      { role: 'assistant', content: 'Reply 0.', signature: 's0' },
      { role: 'user', content: 'Second' },
      { role: 'user', content: 'Third' },
      { role: 'assistant', content: 'Reply 1.', signature: 's1' },
      { role: 'user', content: 'Fourth' },
    ]);

    // A day later the function refuses the replies: asked again without them, the next reply
    // starts the chain anew, and the transcript with it.
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: 'refused' }));
    await (await ask('Fifth', delta('Reply after.'), signatureEvent('t0'))).finish();
    expect(sentBody(5).history).toEqual([
      { role: 'user', content: 'First' },
      { role: 'user', content: 'Second' },
      { role: 'user', content: 'Third' },
      { role: 'user', content: 'Fourth' },
    ]);
    expect(result.current.transcript).toEqual([
      { role: 'user', content: 'First' },
      { role: 'user', content: 'Second' },
      { role: 'user', content: 'Third' },
      { role: 'user', content: 'Fourth' },
      { role: 'user', content: 'Fifth' },
      { role: 'assistant', content: 'Reply after.', signature: 't0' },
    ]);
    expect(new Set(fetchMock.mock.calls.map((_, call) => sentBody(call).conversation)).size).toBe(
      1,
    );
  });

  it('leaves out a whole reply that came without a signature', async () => {
    const { result } = renderHook(() => useChat());
    const first = streamReply();
    await act(async () => {
      void result.current.send('First');
    });
    await first.write(delta('Unsigned.'));
    await first.finish();
    expect(result.current.messages.at(-1)).toEqual({
      id: 4,
      text: 'Unsigned.',
      sender: 'bot',
      streaming: false,
    });

    const second = streamReply();
    await act(async () => {
      void result.current.send('Second');
    });
    expect(sentBody(1).history).toEqual([{ role: 'user', content: 'First' }]);
    await second.finish();
  });

  it('keeps the partial text of a reply that breaks off, then adds the fallback text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reply = streamReply();
    const { result } = renderHook(() => useChat());
    await act(async () => {
      void result.current.send('Hi');
    });
    await reply.write(delta('I build web'));
    await reply.cut();

    expect(result.current.pending).toBe(false);
    expect(result.current.messages.slice(2)).toEqual([
      { id: 3, text: 'Hi', sender: 'user', streaming: false },
      { id: 4, text: 'I build web', sender: 'bot', streaming: false },
      { id: 5, text: FALLBACK, sender: 'bot', streaming: false },
    ]);
  });

  it('asks to rephrase when the reply ends without text', async () => {
    const reply = streamReply();
    const { result } = renderHook(() => useChat());
    await act(async () => {
      void result.current.send('Hi');
    });
    await reply.write(ROLE_ONLY, delta(' '));
    await reply.finish();
    expect(result.current.messages.slice(2)).toEqual([
      { id: 3, text: 'Hi', sender: 'user', streaming: false },
      { id: 4, text: REPHRASE, sender: 'bot', streaming: false },
    ]);
  });

  it.each(['', ' ', '\n\t  '])('does not send %j', async (text) => {
    const { result } = renderHook(() => useChat());
    await act(() => result.current.send(text));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.messages).toHaveLength(2);
  });

  it('ignores a send while a reply is pending, even in the same tick', async () => {
    const reply = streamReply();
    const { result } = renderHook(() => useChat());

    await act(async () => {
      void result.current.send('First');
      void result.current.send('Second');
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.messages.map((m) => m.text)).not.toContain('Second');

    await reply.write(delta('Reply'));
    await reply.finish();
    expect(result.current.pending).toBe(false);
    expect(result.current.messages.map((m) => m.text).slice(2)).toEqual(['First', 'Reply']);
  });

  it('stop ends the reply where it is: the partial text stays, with nothing after it', async () => {
    const warn = vi.spyOn(console, 'warn');
    const reply = streamReply();
    const { result } = renderHook(() => useChat());
    await act(async () => {
      void result.current.send('Tell me everything');
    });
    await reply.write(delta('Well, first '));

    await act(async () => {
      result.current.stop();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(sentSignal(0).aborted).toBe(true);
    expect(reply.cancelled).toBe(true);
    expect(result.current.pending).toBe(false);
    expect(result.current.messages.slice(2)).toEqual([
      { id: 3, text: 'Tell me everything', sender: 'user', streaming: false },
      { id: 4, text: 'Well, first', sender: 'bot', streaming: false },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('stop before any text leaves only the question', async () => {
    streamReply();
    const { result } = renderHook(() => useChat());
    await act(async () => {
      void result.current.send('Hi');
    });
    await act(async () => {
      result.current.stop();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current.pending).toBe(false);
    expect(result.current.typing).toBe(false);
    expect(result.current.messages.map((m) => m.text).slice(2)).toEqual(['Hi']);
  });

  it('stops waiting for a reply when the chat unmounts', async () => {
    streamReply();
    const { result, unmount } = renderHook(() => useChat());
    await act(async () => {
      void result.current.send('Hello');
    });
    unmount();
    expect(sentSignal(0).aborted).toBe(true);
  });
});

import { act, renderHook, waitFor } from '../../test/render';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assistant } from '../../content';
import { replyFor } from './replies';
import { useChat } from './useChat';

vi.mock('./replies', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  replyFor: vi.fn(),
}));

const reply = vi.mocked(replyFor);

function deferred() {
  let resolve!: (text: string) => void;
  const promise = new Promise<string>((res) => (resolve = res));
  return { promise, resolve };
}

describe('useChat', () => {
  beforeEach(() => {
    reply.mockReset();
  });

  it('starts with the two greetings from the bot', () => {
    const { result } = renderHook(() => useChat());
    expect(result.current.messages).toEqual([
      { id: 1, text: assistant.greetings[0], sender: 'bot' },
      { id: 2, text: assistant.greetings[1], sender: 'bot' },
    ]);
    expect(result.current.pending).toBe(false);
  });

  it('appends the trimmed user message at once, then the reply, with growing ids', async () => {
    const answer = deferred();
    reply.mockReturnValueOnce(answer.promise);
    const { result } = renderHook(() => useChat());

    let sent!: Promise<void>;
    act(() => {
      sent = result.current.send('  Do you make apps?  ');
    });
    expect(reply).toHaveBeenCalledWith(
      'Do you make apps?',
      expect.objectContaining({ code: 'en' }),
      expect.any(AbortSignal),
    );
    expect(result.current.pending).toBe(true);
    expect(result.current.messages.at(-1)).toEqual({
      id: 3,
      text: 'Do you make apps?',
      sender: 'user',
    });

    await act(async () => {
      answer.resolve('Yes, with Flutter.');
      await sent;
    });
    expect(result.current.pending).toBe(false);
    expect(result.current.messages.at(-1)).toEqual({
      id: 4,
      text: 'Yes, with Flutter.',
      sender: 'bot',
    });

    reply.mockResolvedValueOnce('Around $5,000.');
    await act(() => result.current.send('Price?'));
    expect(result.current.messages.slice(-2).map((m) => m.id)).toEqual([5, 6]);
  });

  it.each(['', ' ', '\n\t  '])('does not send %j', async (text) => {
    const { result } = renderHook(() => useChat());
    await act(() => result.current.send(text));
    expect(reply).not.toHaveBeenCalled();
    expect(result.current.messages).toHaveLength(2);
  });

  it('ignores a send while a reply is pending, even in the same tick', async () => {
    const answer = deferred();
    reply.mockReturnValueOnce(answer.promise);
    const { result } = renderHook(() => useChat());

    act(() => {
      void result.current.send('First');
      void result.current.send('Second');
    });
    expect(reply).toHaveBeenCalledTimes(1);
    expect(result.current.messages.map((m) => m.text)).not.toContain('Second');

    act(() => answer.resolve('Reply'));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.messages.map((m) => m.text).slice(2)).toEqual(['First', 'Reply']);
  });

  it('stops waiting for a reply when the chat unmounts', async () => {
    const answer = deferred();
    reply.mockReturnValueOnce(answer.promise);
    const { result, unmount } = renderHook(() => useChat());
    act(() => {
      void result.current.send('Hello');
    });
    const signal = reply.mock.calls[0]![2]!;
    unmount();
    expect(signal.aborted).toBe(true);
  });
});

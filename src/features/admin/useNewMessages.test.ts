import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countMessages } from './api/count-messages';
import { NEW_MESSAGE_CHECK_MS, useNewMessages } from './useNewMessages';

vi.mock('./api/count-messages', () => ({ countMessages: vi.fn() }));

const totals = (inbox: number) => ({ inbox, unread: inbox, spam: 0 });

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('useNewMessages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(countMessages).mockReset();
    setVisibility('visible');
  });

  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  async function tick() {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NEW_MESSAGE_CHECK_MS);
    });
  }

  it('counts the messages that arrived, every 30 seconds', async () => {
    vi.mocked(countMessages).mockResolvedValue(totals(12));
    const { result } = renderHook(() => useNewMessages(10, true));
    expect(result.current).toBe(0);
    expect(countMessages).not.toHaveBeenCalled();
    await tick();
    expect(countMessages).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(2);
  });

  it('does not ask while the tab is hidden, and asks when it comes back', async () => {
    vi.mocked(countMessages).mockResolvedValue(totals(11));
    setVisibility('hidden');
    const { result } = renderHook(() => useNewMessages(10, true));
    await tick();
    expect(countMessages).not.toHaveBeenCalled();
    setVisibility('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current).toBe(1);
  });

  it('takes a message the owner removed meanwhile for no new one', async () => {
    vi.mocked(countMessages).mockResolvedValue(totals(10));
    const { result, rerender } = renderHook(({ known }) => useNewMessages(known, true), {
      initialProps: { known: 10 },
    });
    await tick();
    expect(result.current).toBe(0);
    rerender({ known: 9 });
    expect(result.current).toBe(0);
  });

  it('asks nothing when inactive (the Spam folder, or while loading)', async () => {
    vi.mocked(countMessages).mockResolvedValue(totals(15));
    const { result } = renderHook(() => useNewMessages(10, false));
    await tick();
    expect(countMessages).not.toHaveBeenCalled();
    expect(result.current).toBe(0);
  });

  it('keeps quiet when a check fails, and tries again', async () => {
    vi.mocked(countMessages).mockRejectedValueOnce(new Error('offline'));
    vi.mocked(countMessages).mockResolvedValue(totals(13));
    const { result } = renderHook(() => useNewMessages(10, true));
    await tick();
    expect(result.current).toBe(0);
    await tick();
    expect(result.current).toBe(3);
  });
});

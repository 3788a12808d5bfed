import { act, renderHook } from '../../../test/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countInboxMessagesAfter, newestInboxMessageAt } from '../api/new-messages';
import { NEW_MESSAGE_CHECK_MS, useNewMessages } from './useNewMessages';

vi.mock('../api/new-messages', () => ({
  newestInboxMessageAt: vi.fn(),
  countInboxMessagesAfter: vi.fn(),
}));

const NEWEST = '2026-11-23T10:00:00.123456+00:00';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('useNewMessages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(newestInboxMessageAt).mockReset().mockResolvedValue(NEWEST);
    vi.mocked(countInboxMessagesAfter).mockReset();
    setVisibility('visible');
  });

  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  async function tick(ms = NEW_MESSAGE_CHECK_MS) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }

  it('counts the messages that arrived after the newest one loaded, every 30 seconds', async () => {
    vi.mocked(countInboxMessagesAfter).mockResolvedValue(2);
    const { result } = renderHook(() => useNewMessages(true));
    await tick(0);
    expect(result.current).toBe(0);
    expect(countInboxMessagesAfter).not.toHaveBeenCalled();
    await tick();
    expect(countInboxMessagesAfter).toHaveBeenCalledTimes(1);
    expect(countInboxMessagesAfter).toHaveBeenCalledWith(NEWEST);
    expect(result.current).toBe(2);
  });

  it('does not ask while the tab is hidden, and asks when it comes back', async () => {
    vi.mocked(countInboxMessagesAfter).mockResolvedValue(1);
    setVisibility('hidden');
    const { result } = renderHook(() => useNewMessages(true));
    await tick();
    expect(countInboxMessagesAfter).not.toHaveBeenCalled();
    setVisibility('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current).toBe(1);
  });

  it('counts from an empty inbox too', async () => {
    vi.mocked(newestInboxMessageAt).mockResolvedValue(null);
    vi.mocked(countInboxMessagesAfter).mockResolvedValue(1);
    const { result } = renderHook(() => useNewMessages(true));
    await tick();
    expect(countInboxMessagesAfter).toHaveBeenCalledWith(null);
    expect(result.current).toBe(1);
  });

  it('starts again from the newest message each time the inbox becomes active', async () => {
    vi.mocked(countInboxMessagesAfter).mockResolvedValue(3);
    const { result, rerender } = renderHook(({ active }) => useNewMessages(active), {
      initialProps: { active: true },
    });
    await tick();
    expect(result.current).toBe(3);
    rerender({ active: false });
    expect(result.current).toBe(0);
    const later = '2026-11-23T10:05:00+00:00';
    vi.mocked(newestInboxMessageAt).mockResolvedValue(later);
    vi.mocked(countInboxMessagesAfter).mockResolvedValue(0);
    rerender({ active: true });
    await tick();
    expect(countInboxMessagesAfter).toHaveBeenLastCalledWith(later);
    expect(result.current).toBe(0);
  });

  it('asks nothing when inactive (the Spam folder, or while loading)', async () => {
    const { result } = renderHook(() => useNewMessages(false));
    await tick();
    expect(newestInboxMessageAt).not.toHaveBeenCalled();
    expect(countInboxMessagesAfter).not.toHaveBeenCalled();
    expect(result.current).toBe(0);
  });

  it('keeps quiet when a check fails, and tries again', async () => {
    vi.mocked(countInboxMessagesAfter).mockRejectedValueOnce(new Error('offline'));
    vi.mocked(countInboxMessagesAfter).mockResolvedValue(3);
    const { result } = renderHook(() => useNewMessages(true));
    await tick();
    expect(result.current).toBe(0);
    await tick();
    expect(result.current).toBe(3);
  });

  it('takes its starting point at the next check when it could not at first', async () => {
    vi.mocked(newestInboxMessageAt).mockRejectedValueOnce(new Error('offline'));
    vi.mocked(countInboxMessagesAfter).mockResolvedValue(1);
    const { result } = renderHook(() => useNewMessages(true));
    await tick();
    expect(countInboxMessagesAfter).not.toHaveBeenCalled();
    await tick();
    expect(countInboxMessagesAfter).toHaveBeenCalledWith(NEWEST);
    expect(result.current).toBe(1);
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countMessages } from './api/count-messages';
import { deleteMessage } from './api/delete-message';
import { listMessages } from './api/list-messages';
import { setMessageRead } from './api/set-message-read';
import { setMessageStatus } from './api/set-message-status';
import type { ContactMessage, Folder } from './api/types';
import { useInbox } from './useInbox';

vi.mock('./api/list-messages', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listMessages: vi.fn(),
}));
vi.mock('./api/count-messages', () => ({ countMessages: vi.fn() }));
vi.mock('./api/set-message-read', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  setMessageRead: vi.fn(),
}));
vi.mock('./api/set-message-status', () => ({ setMessageStatus: vi.fn() }));
vi.mock('./api/delete-message', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  deleteMessage: vi.fn(),
}));

const junk: ContactMessage = {
  id: 's',
  name: 'Cheap Pills',
  email: 'bot@spam.example',
  subject: '',
  message: 'Buy now',
  created_at: '2026-11-21T03:00:00Z',
  read: false,
  status: 'spam',
  spam_reasons: ['untouched'],
  signal_fill_ms: null,
  signal_honeypot: null,
  signal_touched: false,
  notify_state: 'skipped',
  notify_error: null,
  notified_at: null,
};
const ada: ContactMessage = { ...junk, id: 'a', name: 'Ada', status: 'inbox', spam_reasons: [] };

async function loaded(folder: Folder) {
  const view = renderHook(({ shown }) => useInbox(shown), { initialProps: { shown: folder } });
  await waitFor(() => expect(view.result.current.loading).toBe(false));
  return view;
}

describe('useInbox', () => {
  beforeEach(() => {
    vi.mocked(listMessages)
      .mockReset()
      .mockImplementation(async (folder) => (folder === 'spam' ? [{ ...junk }] : [{ ...ada }]));
    vi.mocked(countMessages).mockReset().mockResolvedValue({ inbox: 4, unread: 1, spam: 1 });
    vi.mocked(setMessageRead).mockReset().mockResolvedValue(undefined);
    vi.mocked(setMessageStatus).mockReset().mockResolvedValue(undefined);
    vi.mocked(deleteMessage).mockReset().mockResolvedValue(undefined);
  });

  it('counts an unread message moved out of Spam as unread in the inbox', async () => {
    const { result } = await loaded('spam');
    await act(() => result.current.move(junk, 'inbox'));
    expect(result.current.messages).toEqual([]);
    expect(result.current.counts).toEqual({ inbox: 5, unread: 2, spam: 0 });
  });

  it('takes an unread message moved to Spam out of the unread count', async () => {
    const { result } = await loaded('inbox');
    await act(() => result.current.move(ada, 'spam'));
    expect(result.current.counts).toEqual({ inbox: 3, unread: 0, spam: 2 });
  });

  it('counts down the folder a deleted message was in', async () => {
    const { result } = await loaded('inbox');
    await act(() => result.current.remove(ada));
    expect(result.current.counts).toEqual({ inbox: 3, unread: 0, spam: 1 });
  });

  it('leaves messages and counts as they were when an action fails', async () => {
    vi.mocked(setMessageStatus).mockRejectedValue(new Error('Failed to update message status'));
    const { result } = await loaded('spam');
    await act(() => result.current.move(junk, 'inbox'));
    expect(result.current.error).toBe('Failed to update message status');
    expect(result.current.messages).toEqual([junk]);
    expect(result.current.counts).toEqual({ inbox: 4, unread: 1, spam: 1 });
  });

  it("drops the old folder's list at once when the folder changes, then loads the new one", async () => {
    const view = await loaded('inbox');
    let answer!: (rows: ContactMessage[]) => void;
    vi.mocked(listMessages).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    view.rerender({ shown: 'spam' });
    expect(view.result.current.loading).toBe(true);
    expect(view.result.current.messages).toEqual([]);
    expect(view.result.current.counts).toEqual({ inbox: 4, unread: 1, spam: 1 });
    await act(async () => answer([{ ...junk }]));
    expect(view.result.current.messages).toEqual([junk]);
    expect(listMessages).toHaveBeenLastCalledWith('spam');
  });
});

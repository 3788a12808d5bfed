import { act, renderHook, waitFor } from '../../../test/render';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countMessages } from '../api/count-messages';
import { deleteMessage } from '../api/delete-message';
import { listMessages } from '../api/list-messages';
import { setMessageRead } from '../api/set-message-read';
import { setMessageStatus } from '../api/set-message-status';
import type { ContactMessage, Folder, LeadFilters, MessageFilter, MessagePage } from '../api/types';
import { matchesFilter, PAGE_SIZE, useInbox } from './useInbox';
import { formColumns, noStage } from '../test/fixtures';

vi.mock('../api/list-messages', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listMessages: vi.fn(),
}));
vi.mock('../api/count-messages', () => ({ countMessages: vi.fn() }));
vi.mock('../api/set-message-read', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  setMessageRead: vi.fn(),
}));
vi.mock('../api/set-message-status', () => ({ setMessageStatus: vi.fn() }));
vi.mock('../api/delete-message', async (importOriginal) => ({
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
  language: 'en',
  ...formColumns,
  answered_at: null,
  ...noStage,
};
const ada: ContactMessage = { ...junk, id: 'a', name: 'Ada', status: 'inbox', spam_reasons: [] };

async function loaded(folder: Folder, filter: MessageFilter = 'all') {
  const view = renderHook(({ shown, only }) => useInbox(shown, only), {
    initialProps: { shown: folder, only: filter },
  });
  await waitFor(() => expect(view.result.current.loading).toBe(false));
  return view;
}

/** `count` inbox messages, newest first, a minute apart. */
function inboxRows(count: number, from = 0): ContactMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    const minute = String(59 - (n % 60)).padStart(2, '0');
    const hour = String(23 - Math.floor(n / 60)).padStart(2, '0');
    return { ...ada, id: `m${n}`, created_at: `2026-11-21T${hour}:${minute}:00Z` };
  });
}

describe('useInbox', () => {
  beforeEach(() => {
    vi.mocked(listMessages)
      .mockReset()
      .mockImplementation(async ({ folder }) => ({
        messages: folder === 'spam' ? [{ ...junk }] : [{ ...ada }],
        hasMore: false,
      }));
    vi.mocked(countMessages).mockReset().mockResolvedValue({ inbox: 4, unread: 1, spam: 1 });
    vi.mocked(setMessageRead).mockReset().mockResolvedValue(undefined);
    vi.mocked(setMessageStatus).mockReset().mockResolvedValue(undefined);
    vi.mocked(deleteMessage).mockReset().mockResolvedValue(undefined);
  });

  it('loads the counts with a folder and on reload, not again for each search or filter', async () => {
    const view = renderHook(({ folder, filter, search }) => useInbox(folder, filter, search), {
      initialProps: { folder: 'inbox' as Folder, filter: 'all' as MessageFilter, search: '' },
    });
    await waitFor(() => expect(view.result.current.loading).toBe(false));
    for (const search of ['j', 'jo', 'jos']) {
      view.rerender({ folder: 'inbox', filter: 'all', search });
      await waitFor(() => expect(view.result.current.loading).toBe(false));
    }
    view.rerender({ folder: 'inbox', filter: 'unread', search: 'jos' });
    await waitFor(() => expect(view.result.current.loading).toBe(false));
    expect(listMessages).toHaveBeenCalledTimes(5);
    expect(countMessages).toHaveBeenCalledTimes(1);

    view.rerender({ folder: 'spam', filter: 'all', search: '' });
    await waitFor(() => expect(view.result.current.loading).toBe(false));
    expect(countMessages).toHaveBeenCalledTimes(2);
    act(() => view.result.current.reload());
    await waitFor(() => expect(view.result.current.loading).toBe(false));
    expect(countMessages).toHaveBeenCalledTimes(3);
    expect(view.result.current.counts).toEqual({ inbox: 4, unread: 1, spam: 1 });
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
    let answer!: (page: MessagePage) => void;
    vi.mocked(listMessages).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    view.rerender({ shown: 'spam', only: 'all' });
    expect(view.result.current.loading).toBe(true);
    expect(view.result.current.messages).toEqual([]);
    expect(view.result.current.counts).toEqual({ inbox: 4, unread: 1, spam: 1 });
    await act(async () => answer({ messages: [{ ...junk }], hasMore: false }));
    expect(view.result.current.messages).toEqual([junk]);
    expect(listMessages).toHaveBeenLastCalledWith({ folder: 'spam', filter: 'all', limit: 25 });
  });

  it('loads the first page, then appends the next one after the last message it loaded', async () => {
    const rows = inboxRows(PAGE_SIZE + 3);
    vi.mocked(listMessages)
      .mockResolvedValueOnce({ messages: rows.slice(0, PAGE_SIZE), hasMore: true })
      .mockResolvedValueOnce({ messages: rows.slice(PAGE_SIZE), hasMore: false });
    const { result } = await loaded('inbox');
    expect(result.current.messages).toHaveLength(PAGE_SIZE);
    expect(result.current.hasMore).toBe(true);

    let page!: MessagePage;
    await act(async () => {
      page = await result.current.loadMore();
    });
    const last = rows[PAGE_SIZE - 1]!;
    expect(listMessages).toHaveBeenLastCalledWith({
      folder: 'inbox',
      filter: 'all',
      after: { created_at: last.created_at, id: last.id },
      limit: PAGE_SIZE,
    });
    expect(page.messages).toEqual(rows.slice(PAGE_SIZE));
    expect(result.current.messages).toEqual(rows);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.loadingMore).toBe(false);
    expect(countMessages).toHaveBeenCalledTimes(1);
  });

  it('asks for one next page at a time', async () => {
    const rows = inboxRows(4);
    let answer!: (page: MessagePage) => void;
    vi.mocked(listMessages)
      .mockResolvedValueOnce({ messages: rows.slice(0, 2), hasMore: true })
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { result } = await loaded('inbox');
    let first!: Promise<MessagePage>;
    act(() => {
      first = result.current.loadMore();
    });
    expect(result.current.loadingMore).toBe(true);
    await act(async () => {
      await expect(result.current.loadMore()).resolves.toEqual({ messages: [], hasMore: true });
    });
    await act(async () => {
      answer({ messages: rows.slice(2), hasMore: false });
      await first;
    });
    expect(listMessages).toHaveBeenCalledTimes(2);
    expect(result.current.messages).toEqual(rows);
  });

  it('keeps the next page where the server left off when the last listed message leaves', async () => {
    const rows = inboxRows(3);
    vi.mocked(listMessages).mockResolvedValueOnce({ messages: rows.slice(0, 2), hasMore: true });
    const { result } = await loaded('inbox');
    await act(() => result.current.remove(rows[1]!));
    vi.mocked(listMessages).mockResolvedValueOnce({ messages: rows.slice(2), hasMore: false });
    await act(() => result.current.loadMore());
    expect(listMessages).toHaveBeenLastCalledWith(
      expect.objectContaining({ after: { created_at: rows[1]!.created_at, id: rows[1]!.id } }),
    );
    expect(result.current.messages.map((m) => m.id)).toEqual(['m0', 'm2']);
  });

  it("keeps the list and says 'Failed to load messages' when the next page fails", async () => {
    const rows = inboxRows(2);
    vi.mocked(listMessages)
      .mockResolvedValueOnce({ messages: rows.slice(0, 1), hasMore: true })
      .mockRejectedValueOnce(new Error('Failed to load messages'));
    const { result } = await loaded('inbox');
    await act(() => result.current.loadMore());
    expect(result.current.error).toBe('Failed to load messages');
    expect(result.current.messages).toEqual(rows.slice(0, 1));
    expect(result.current.hasMore).toBe(true);
    expect(result.current.loadingMore).toBe(false);
  });

  it('drops a page that arrives after the folder changed', async () => {
    const rows = inboxRows(2);
    let answer!: (page: MessagePage) => void;
    vi.mocked(listMessages)
      .mockResolvedValueOnce({ messages: rows.slice(0, 1), hasMore: true })
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const view = await loaded('inbox');
    let late!: Promise<MessagePage>;
    act(() => {
      late = view.result.current.loadMore();
    });
    view.rerender({ shown: 'spam', only: 'all' });
    await waitFor(() => expect(view.result.current.loading).toBe(false));
    await act(async () => {
      answer({ messages: rows.slice(1), hasMore: false });
      await late;
    });
    expect(view.result.current.messages).toEqual([junk]);
  });

  it('loads the first page again for another filter', async () => {
    const view = await loaded('inbox');
    view.rerender({ shown: 'inbox', only: 'unread' });
    expect(view.result.current.messages).toEqual([]);
    await waitFor(() => expect(view.result.current.loading).toBe(false));
    expect(listMessages).toHaveBeenLastCalledWith({ folder: 'inbox', filter: 'unread', limit: 25 });
    expect(view.result.current.messages).toEqual([ada]);
  });

  it('takes a message marked read out of the Unread list, and counts it', async () => {
    const { result } = await loaded('inbox', 'unread');
    await act(() => result.current.toggleRead(ada));
    expect(setMessageRead).toHaveBeenCalledWith('a', true);
    expect(result.current.messages).toEqual([]);
    expect(result.current.counts).toEqual({ inbox: 4, unread: 0, spam: 1 });
  });

  it('keeps a toggled message in the All list', async () => {
    const { result } = await loaded('inbox');
    await act(() => result.current.toggleRead(ada));
    expect(result.current.messages).toEqual([{ ...ada, read: true }]);
  });

  it('loads the first page again, and not the counts, when a lead filter changes', async () => {
    const view = renderHook(({ leads }) => useInbox('inbox', 'all', '', leads), {
      initialProps: { leads: {} as LeadFilters },
    });
    await waitFor(() => expect(view.result.current.loading).toBe(false));
    view.rerender({ leads: { service: 'mobile_app' } });
    expect(view.result.current.messages).toEqual([]);
    await waitFor(() => expect(view.result.current.loading).toBe(false));
    expect(listMessages).toHaveBeenLastCalledWith({
      folder: 'inbox',
      filter: 'all',
      service: 'mobile_app',
      limit: 25,
    });
    // The same filters in a new object ask for nothing.
    view.rerender({ leads: { service: 'mobile_app' } });
    view.rerender({ leads: { service: 'mobile_app', source: 'chat' } });
    await waitFor(() => expect(view.result.current.loading).toBe(false));
    expect(listMessages).toHaveBeenCalledTimes(3);
    expect(listMessages).toHaveBeenLastCalledWith({
      folder: 'inbox',
      filter: 'all',
      service: 'mobile_app',
      source: 'chat',
      limit: 25,
    });
    expect(countMessages).toHaveBeenCalledTimes(1);
  });

  it('keeps a toggled lead under its brief filter, and asks the next page with the filters', async () => {
    const lead = { ...ada, brief_service: 'chatbot' as const };
    vi.mocked(listMessages).mockResolvedValue({ messages: [lead], hasMore: true });
    const view = renderHook(() => useInbox('inbox', 'all', '', { service: 'chatbot' }));
    await waitFor(() => expect(view.result.current.loading).toBe(false));
    await act(() => view.result.current.toggleRead(lead));
    expect(view.result.current.messages).toEqual([{ ...lead, read: true }]);
    await act(() => view.result.current.loadMore());
    expect(listMessages).toHaveBeenLastCalledWith({
      folder: 'inbox',
      filter: 'all',
      service: 'chatbot',
      after: { created_at: lead.created_at, id: lead.id },
      limit: 25,
    });
  });
});

describe('matchesFilter', () => {
  it.each([
    [false, 'all', true],
    [true, 'all', true],
    [false, 'unread', true],
    [true, 'unread', false],
    [false, 'read', false],
    [true, 'read', true],
  ] as const)('read %s under %s: %s', (read, filter, expected) => {
    expect(matchesFilter({ ...formColumns, stage: 'new', read }, filter)).toBe(expected);
  });

  it('asks the lead filters too', () => {
    const chat = {
      ...formColumns,
      read: false,
      source: 'chat',
      brief_budget: '1k_5k',
      stage: 'call',
    } as const;
    expect(matchesFilter(chat, 'unread', { source: 'chat', budget: '1k_5k' })).toBe(true);
    expect(matchesFilter(chat, 'unread', { source: 'form' })).toBe(false);
    expect(matchesFilter(chat, 'all', { budget: 'over_10k' })).toBe(false);
    expect(matchesFilter(chat, 'read', { source: 'chat' })).toBe(false);
    expect(matchesFilter(chat, 'all', { stage: 'call' })).toBe(true);
    expect(matchesFilter(chat, 'all', { stage: 'won' })).toBe(false);
  });
});

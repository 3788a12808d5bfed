import { act, render, screen, waitFor, within } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeMessages } from '../api/change-messages';
import { countMessages } from '../api/count-messages';
import { deleteMessage } from '../api/delete-message';
import { listMessages } from '../api/list-messages';
import { getPipeline } from '../api/get-pipeline';
import { moveMessages } from '../api/move-messages';
import { setMessageRead } from '../api/set-message-read';
import { setMessageStatus } from '../api/set-message-status';
import type { ContactMessage, MessageCounts, MessagePage } from '../api/types';
import { Inbox } from './Inbox';
import { replyHref } from '../message/replyHref';
import { chatColumns, formColumns, inboxColumns, itemTexts, noStage } from '../test/fixtures';

// The inbox's calls to the backend, each a mock the tests answer.
vi.mock('../api/list-messages', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listMessages: vi.fn(),
}));
vi.mock('../api/change-messages', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  changeMessages: vi.fn(),
}));
vi.mock('../api/count-messages', () => ({ countMessages: vi.fn() }));
vi.mock('../api/get-pipeline', () => ({ getPipeline: vi.fn(() => Promise.resolve([])) }));
// The waiting leads have tests of their own: here none wait.
vi.mock('../api/get-follow-ups', () => ({
  getFollowUps: vi.fn(() => Promise.resolve({ total: 0, leads: [] })),
}));
vi.mock('../api/move-messages', () => ({ moveMessages: vi.fn() }));
vi.mock('../api/last-deal-currency', () => ({
  DEFAULT_CURRENCY: 'EUR',
  lastDealCurrency: vi.fn(() => Promise.resolve('EUR')),
}));
vi.mock('../api/set-message-read', () => ({ setMessageRead: vi.fn() }));
vi.mock('../api/set-message-status', () => ({ setMessageStatus: vi.fn() }));
vi.mock('../api/delete-message', () => ({ deleteMessage: vi.fn() }));
// The banner has its own tests; here its count never arrives, so it never renders mid-test.
vi.mock('../api/held-back', () => ({ heldBackLastHour: vi.fn(() => new Promise(() => {})) }));
// The questions panel has its own tests; here its list never arrives, so it never renders.
vi.mock('../api/list-questions', () => ({ listQuestions: vi.fn(() => new Promise(() => {})) }));
vi.mock('../api/get-transcript', () => ({ getTranscript: vi.fn() }));
vi.mock('../api/new-messages', () => ({
  newestInboxMessageAt: vi.fn(async () => null),
  countInboxMessagesAfter: vi.fn(async () => 0),
}));

const newest: ContactMessage = {
  id: 'a',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A new website',
  message: 'Hello!\nLine two.\n\nLine four.',
  created_at: '2026-11-22T10:15:00Z',
  read: false,
  ...inboxColumns,
};
const older: ContactMessage = {
  id: 'b',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: '',
  message: '<img src=x onerror=alert(1)>',
  created_at: '2026-11-20T08:00:00Z',
  read: true,
  ...inboxColumns,
};
const junk: ContactMessage = {
  id: 's',
  name: 'Cheap Pills',
  email: 'bot@spam.example',
  subject: 'Offer',
  message: 'Buy now',
  created_at: '2026-11-21T03:00:00Z',
  read: false,
  status: 'spam',
  spam_reasons: ['honeypot', 'untouched'],
  signal_fill_ms: 400,
  signal_honeypot: 'http://spam.example',
  signal_touched: false,
  notify_state: 'skipped',
  notify_error: null,
  notified_at: null,
  language: 'en',
  ...formColumns,
  answered_at: null,
  ...noStage,
};

/** What the database holds for the fixtures above. */
const totals: MessageCounts = { inbox: 2, unread: 1, spam: 1 };

// Every test starts from fresh mocks: each call to the backend succeeds unless the test says
// otherwise, and a bulk action changes every message it names.
beforeEach(() => {
  vi.mocked(listMessages).mockReset();
  vi.mocked(countMessages)
    .mockReset()
    .mockResolvedValue({ ...totals });
  vi.mocked(setMessageRead).mockReset().mockResolvedValue(undefined);
  vi.mocked(setMessageStatus).mockReset().mockResolvedValue(undefined);
  vi.mocked(deleteMessage).mockReset().mockResolvedValue(undefined);
  vi.mocked(changeMessages)
    .mockReset()
    .mockImplementation(async (ids) => new Set(ids));
  vi.mocked(moveMessages)
    .mockReset()
    .mockImplementation(async (ids) => new Set(ids));
});

interface SetupOptions {
  inbox?: ContactMessage[];
  spam?: ContactMessage[];
  counts?: MessageCounts;
  /** The address the page opens at. */
  at?: string;
}

/** Renders the inbox at /admin in a memory router, so tests can read and move the address. */
function renderInbox(at = '/admin') {
  const onLogout = vi.fn().mockResolvedValue(undefined);
  const router = createMemoryRouter([{ path: '/admin', element: <Inbox onLogout={onLogout} /> }], {
    initialEntries: [at],
  });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { user, onLogout, router, ...view };
}

function setup({ inbox = [newest, older], spam = [junk], counts = totals, at }: SetupOptions = {}) {
  // The database's filters: the read state, each brief field given, the source and the stage.
  vi.mocked(listMessages).mockImplementation(
    async ({ folder, filter = 'all', service, budget, timeline, source, stage }) => ({
      messages: (folder === 'spam' ? spam : inbox)
        .filter((row) => filter === 'all' || row.read === (filter === 'read'))
        .filter((row) => !service || row.brief_service === service)
        .filter((row) => !budget || row.brief_budget === budget)
        .filter((row) => !timeline || row.brief_timeline === timeline)
        .filter((row) => !source || row.source === source)
        .filter((row) => !stage || row.stage === stage)
        .map((row) => ({ ...row })),
      hasMore: false,
    }),
  );
  vi.mocked(countMessages).mockResolvedValue({ ...counts });
  return renderInbox(at);
}

const card = (name: string) => screen.getByRole('article', { name });
const folderLink = (name: string | RegExp) =>
  within(screen.getByRole('navigation', { name: 'Folders' })).getByRole('link', { name });

describe('Inbox', () => {
  it('shows a spinner while loading, then the messages', async () => {
    let resolve!: (page: MessagePage) => void;
    vi.mocked(listMessages).mockReturnValue(new Promise((res) => (resolve = res)));
    renderInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Messages' })).toHaveFocus();
    expect(screen.getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
    resolve({ messages: [newest], hasMore: false });
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading messages' })).not.toBeInTheDocument();
    expect(listMessages).toHaveBeenCalledTimes(1);
    expect(listMessages).toHaveBeenCalledWith({ folder: 'inbox', filter: 'all', limit: 25 });
  });

  it("says 'No messages yet.' when there are none", async () => {
    setup({ inbox: [], counts: { inbox: 0, unread: 0, spam: 1 } });
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load messages' and no empty state when loading fails", async () => {
    vi.mocked(listMessages).mockRejectedValue(new Error('Failed to load messages'));
    renderInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load messages');
    expect(screen.queryByText('No messages yet.')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load messages' when the counts cannot be loaded", async () => {
    vi.mocked(listMessages).mockResolvedValue({ messages: [newest], hasMore: false });
    vi.mocked(countMessages).mockRejectedValue(new Error('Failed to load messages'));
    renderInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load messages');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('lists cards newest first with name, mailto link, subject, message and date', async () => {
    setup();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((element) => within(element).getByRole('heading').textContent)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
    ]);
    const first = within(card('Ada Lovelace'));
    expect(first.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(first.getByText('A new website')).toBeInTheDocument();
    const text = first.getByText(/^Hello!/);
    expect(text.textContent).toBe('Hello!\nLine two.\n\nLine four.');
    expect(text).toHaveClass('whitespace-pre-wrap');
    expect(card('Ada Lovelace').querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-22T10:15:00Z',
    );
    expect(within(card('Grace Hopper')).getByText('(no subject)')).toBeInTheDocument();
    expect(screen.getByText('2 messages · 1 unread')).toBeInTheDocument();
  });

  it('shows markup in a message as text, never as elements', async () => {
    const { container } = setup();
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('highlights unread cards', async () => {
    setup();
    await screen.findAllByRole('article');
    expect(card('Ada Lovelace')).toHaveAttribute('data-read', 'false');
    expect(card('Ada Lovelace').closest('li')).toHaveAttribute('data-read', 'false');
    expect(within(card('Ada Lovelace')).getByText('Unread')).toBeInTheDocument();
    expect(card('Grace Hopper')).toHaveAttribute('data-read', 'true');
    expect(within(card('Grace Hopper')).queryByText('Unread')).not.toBeInTheDocument();
  });

  it('toggles read and unread, updating the label and the highlight', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as Read' }));
    expect(setMessageRead).toHaveBeenCalledWith('a', true);
    expect(card('Ada Lovelace')).toHaveAttribute('data-read', 'true');
    expect(card('Ada Lovelace').closest('li')).toHaveAttribute('data-read', 'true');
    expect(within(card('Ada Lovelace')).queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByText('2 messages · 0 unread')).toBeInTheDocument();
    expect(folderLink('Inbox, 2 messages')).toBeInTheDocument();

    const toggles = screen.getAllByRole('button', { name: 'Mark as Unread' });
    expect(toggles).toHaveLength(2);
    await user.click(within(card('Grace Hopper')).getByRole('button', { name: 'Mark as Unread' }));
    expect(setMessageRead).toHaveBeenLastCalledWith('b', false);
    expect(card('Grace Hopper')).toHaveAttribute('data-read', 'false');
    expect(screen.getByText('2 messages · 1 unread')).toBeInTheDocument();
    expect(countMessages).toHaveBeenCalledTimes(1);
  });

  it("keeps the card as it was and says 'Failed to update message status'", async () => {
    vi.mocked(setMessageRead).mockRejectedValue(new Error('Failed to update message status'));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as Read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update message status');
    expect(card('Ada Lovelace')).toHaveAttribute('data-read', 'false');
    expect(
      within(card('Ada Lovelace')).getByRole('button', { name: 'Mark as Read' }),
    ).toBeEnabled();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('keeps keyboard focus on the read toggle while it saves, and ignores presses meanwhile', async () => {
    let finish!: () => void;
    vi.mocked(setMessageRead).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = setup();
    const toggle = await screen.findByRole('button', { name: 'Mark as Read' });
    act(() => toggle.focus());
    await user.keyboard('{Enter}');
    // A disabled button would lose focus to the page; this one only says it is waiting.
    expect(toggle).toHaveFocus();
    expect(toggle).not.toBeDisabled();
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(setMessageRead).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(toggle).toHaveAccessibleName('Mark as Unread');
    expect(toggle).not.toHaveAttribute('aria-disabled');
    expect(toggle).toHaveFocus();
    expect(card('Ada Lovelace')).toHaveAttribute('data-read', 'true');
  });

  it('asks before deleting; Cancel keeps the card and returns focus', async () => {
    const { user } = setup();
    await screen.findAllByRole('article');
    const ada = within(card('Ada Lovelace'));
    await user.click(ada.getByRole('button', { name: 'Delete' }));
    expect(ada.getByRole('group', { name: 'Delete this message?' })).toBeInTheDocument();
    expect(ada.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(ada.getByRole('button', { name: 'Cancel' }));
    expect(ada.queryByText('Delete this message?')).not.toBeInTheDocument();
    expect(ada.getByRole('button', { name: 'Delete' })).toHaveFocus();

    await user.click(ada.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(ada.queryByText('Delete this message?')).not.toBeInTheDocument();
    expect(deleteMessage).not.toHaveBeenCalled();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it.each([
    {
      done: 'deletes after confirmation',
      press: ['Delete', 'Delete'],
      asked: () => expect(deleteMessage).toHaveBeenCalledWith('a'),
      spam: 'Spam, 1 message',
    },
    {
      done: 'moves a message to Spam',
      press: ['Move to Spam'],
      asked: () => expect(setMessageStatus).toHaveBeenCalledWith('a', 'spam'),
      spam: 'Spam, 2 messages',
    },
  ])(
    '$done: the card leaves the inbox, focus stays in the page, the counts follow',
    async ({ press, asked, spam }) => {
      const { user } = setup();
      await screen.findAllByRole('article');
      for (const name of press) {
        await user.click(within(card('Ada Lovelace')).getByRole('button', { name }));
      }
      asked();
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
      expect(screen.queryByRole('article', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
      expect(screen.getByText('1 message · 0 unread')).toBeInTheDocument();
      expect(folderLink('Inbox, 1 message')).toBeInTheDocument();
      expect(folderLink(spam)).toBeInTheDocument();
    },
  );

  it("keeps the card and says 'Failed to delete message' when deleting fails", async () => {
    vi.mocked(deleteMessage).mockRejectedValue(new Error('Failed to delete message'));
    const { user } = setup();
    await screen.findAllByRole('article');
    const ada = within(card('Ada Lovelace'));
    await user.click(ada.getByRole('button', { name: 'Delete' }));
    await user.click(ada.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete message');
    expect(card('Ada Lovelace')).toBeInTheDocument();
    expect(ada.getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(screen.getByText('2 messages · 1 unread')).toBeInTheDocument();
  });

  it('shows an amber note on a card whose email to the owner failed', async () => {
    setup({
      inbox: [{ ...newest, notify_state: 'failed', notify_error: 'SMTP timeout' }, older],
    });
    await screen.findAllByRole('article');
    expect(within(card('Ada Lovelace')).getByText('Email not sent: SMTP timeout')).toBeVisible();
    expect(within(card('Grace Hopper')).queryByText(/Email not sent/)).not.toBeInTheDocument();
  });

  it("keeps the card and the counts when moving fails, and says 'Failed to update message status'", async () => {
    vi.mocked(setMessageStatus).mockRejectedValue(new Error('Failed to update message status'));
    const { user } = setup();
    await screen.findAllByRole('article');
    const move = within(card('Ada Lovelace')).getByRole('button', { name: 'Move to Spam' });
    await user.click(move);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update message status');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(move).toHaveFocus();
    expect(move).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText('2 messages · 1 unread')).toBeInTheDocument();
    expect(folderLink('Spam, 1 message')).toBeInTheDocument();
  });

  it('logs out', async () => {
    const { user, onLogout } = setup();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('Inbox folders', () => {
  it('shows Inbox and Spam with their counts, the inbox as the current one', async () => {
    setup({ counts: { inbox: 12, unread: 4, spam: 3 } });
    await screen.findAllByRole('article');
    const inbox = folderLink('Inbox, 12 messages');
    const spam = folderLink('Spam, 3 messages');
    expect(inbox).toHaveAttribute('aria-current', 'page');
    expect(inbox).toHaveTextContent(/^Inbox12/);
    expect(spam).not.toHaveAttribute('aria-current');
    expect(spam).toHaveTextContent(/^Spam3/);
    expect(inbox).toHaveAttribute('href', '/admin');
    expect(spam).toHaveAttribute('href', '/admin?folder=spam');
    // The counts come from the database, not from the loaded list.
    expect(screen.getByText('12 messages · 4 unread')).toBeInTheDocument();
  });

  it('reaches the folders with Tab, right after Logout', async () => {
    const { user } = setup();
    await screen.findAllByRole('article');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.tab();
    expect(folderLink(/^Inbox/)).toHaveFocus();
    await user.tab();
    expect(folderLink(/^Spam/)).toHaveFocus();
  });

  it('opens Spam from the switch, puts it in the address, and Back returns to the inbox', async () => {
    const { user, router } = setup();
    await screen.findAllByRole('article');
    await user.click(folderLink(/^Spam/));
    expect(router.state.location.search).toBe('?folder=spam');
    expect(listMessages).toHaveBeenLastCalledWith({ folder: 'spam', filter: 'all', limit: 25 });
    expect(await screen.findByRole('article', { name: 'Cheap Pills' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(folderLink(/^Spam/)).toHaveAttribute('aria-current', 'page');
    expect(folderLink(/^Inbox/)).not.toHaveAttribute('aria-current');
    expect(
      screen.getByText('1 message in Spam · never emailed, never deleted automatically'),
    ).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(listMessages).toHaveBeenLastCalledWith({ folder: 'inbox', filter: 'all', limit: 25 });
    expect(folderLink(/^Inbox/)).toHaveAttribute('aria-current', 'page');

    await user.click(folderLink(/^Spam/));
    await screen.findByRole('article', { name: 'Cheap Pills' });
    await user.click(folderLink(/^Inbox/));
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('opens Spam straight from the address, and the inbox for any other folder', async () => {
    const { unmount } = setup({ at: '/admin?folder=spam' });
    expect(await screen.findByRole('article', { name: 'Cheap Pills' })).toBeInTheDocument();
    expect(listMessages).toHaveBeenCalledWith({ folder: 'spam', filter: 'all', limit: 25 });
    unmount();

    vi.mocked(listMessages).mockClear();
    setup({ at: '/admin?folder=trash' });
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(listMessages).toHaveBeenCalledWith({ folder: 'inbox', filter: 'all', limit: 25 });
  });

  it('shows why a message is in Spam, with no unread mark and no read toggle', async () => {
    setup({ at: '/admin?folder=spam' });
    const pills = within(await screen.findByRole('article', { name: 'Cheap Pills' }));
    const reasons = pills.getByRole('list', { name: 'Why it is here:' });
    expect(itemTexts(reasons)).toEqual([
      'hidden field filled ("http://spam.example")',
      'form never touched',
      'sent 0.4 s after opening',
    ]);
    expect(pills.queryByText('Unread')).not.toBeInTheDocument();
    expect(pills.queryByRole('button', { name: /^Mark as/ })).not.toBeInTheDocument();
    expect(pills.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Not spam',
      'Delete',
    ]);
  });

  it('Not spam moves the message to the inbox: it leaves Spam and both counts follow', async () => {
    const { user } = setup({ at: '/admin?folder=spam' });
    const pills = within(await screen.findByRole('article', { name: 'Cheap Pills' }));
    await user.click(pills.getByRole('button', { name: 'Not spam' }));
    expect(setMessageStatus).toHaveBeenCalledWith('s', 'inbox');
    expect(
      await screen.findByText('No spam. Messages the site suspects are kept here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(folderLink('Inbox, 3 messages')).toBeInTheDocument();
    expect(folderLink('Spam, 0 messages')).toBeInTheDocument();
    expect(countMessages).toHaveBeenCalledTimes(1);
  });

  it('deletes from Spam after the same confirmation, and counts Spam down', async () => {
    const { user } = setup({ at: '/admin?folder=spam' });
    const pills = within(await screen.findByRole('article', { name: 'Cheap Pills' }));
    await user.click(pills.getByRole('button', { name: 'Delete' }));
    expect(pills.getByRole('group', { name: 'Delete this message?' })).toBeInTheDocument();
    await user.click(pills.getByRole('button', { name: 'Delete' }));
    expect(deleteMessage).toHaveBeenCalledWith('s');
    expect(
      await screen.findByText('No spam. Messages the site suspects are kept here.'),
    ).toBeInTheDocument();
    expect(folderLink('Spam, 0 messages')).toBeInTheDocument();
    expect(folderLink('Inbox, 2 messages')).toBeInTheDocument();
  });

  it('says that an empty Spam folder keeps what the site suspects', async () => {
    setup({ at: '/admin?folder=spam', spam: [], counts: { inbox: 2, unread: 1, spam: 0 } });
    expect(
      await screen.findByText('No spam. Messages the site suspects are kept here.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No messages yet.')).not.toBeInTheDocument();
    expect(screen.queryByText(/in Spam/)).not.toBeInTheDocument();
  });
});

/** `count` inbox messages named Sender 0, Sender 1, ..., newest first, a minute apart. */
function senders(count: number): ContactMessage[] {
  return Array.from({ length: count }, (_, n) => ({
    ...newest,
    id: `m${String(n).padStart(3, '0')}`,
    name: `Sender ${n}`,
    subject: `Subject ${n}`,
    read: n % 2 === 1,
    created_at: new Date(Date.UTC(2026, 10, 22, 10) - n * 60_000).toISOString(),
  }));
}

/** A server over `rows` (newest first) that pages as listMessages does, and may be held. */
function pagedServer(rows: ContactMessage[]) {
  const held: (() => void)[] = [];
  let holding = false;
  vi.mocked(listMessages).mockImplementation(async ({ filter = 'all', after, limit = 25 }) => {
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
    const matching = rows.filter((row) => filter === 'all' || row.read === (filter === 'read'));
    const start = after ? matching.findIndex((row) => row.id === after.id) + 1 : 0;
    const page = matching.slice(start, start + limit + 1);
    return {
      messages: page.slice(0, limit).map((row) => ({ ...row })),
      hasMore: page.length > limit,
    };
  });
  vi.mocked(countMessages).mockResolvedValue({
    inbox: rows.length,
    unread: rows.filter((row) => !row.read).length,
    spam: 0,
  });
  return {
    hold: () => (holding = true),
    release: () => {
      holding = false;
      held.splice(0).forEach((resolve) => resolve());
    },
  };
}

/** The Load more button (found by its text: role queries over long lists are slow in jsdom). */
function loadMoreButton(): HTMLElement {
  const button = screen.getByText('Load more').closest('button');
  expect(button).toHaveAccessibleName('Load more');
  return button!;
}
/** The card from `name` (found by its text, as above). */
const cardOf = (name: string) => screen.getByText(name).closest('article');
const filterLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Show' })).getByRole('link', { name });

describe('Inbox pages', () => {
  it('shows the first 25 messages, and Load more appends the next ones', async () => {
    pagedServer(senders(60));
    const { user } = renderInbox();
    await waitFor(() =>
      expect(document.querySelectorAll('li[data-read] > article')).toHaveLength(25),
    );

    await user.click(loadMoreButton());
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(50));
    expect(listMessages).toHaveBeenLastCalledWith({
      folder: 'inbox',
      filter: 'all',
      after: { created_at: senders(60)[24]!.created_at, id: 'm024' },
      limit: 25,
    });
    const names = [...document.querySelectorAll('article h2')].map((name) => name.textContent);
    expect(names).toEqual(senders(50).map((row) => row.name));
    expect(loadMoreButton()).toBeInTheDocument();
    // The counts are the database's, loaded once.
    expect(countMessages).toHaveBeenCalledTimes(1);
    expect(screen.getByText('60 messages · 30 unread')).toBeInTheDocument();
  });

  it('keeps focus on Load more while it loads, with a spinner, and says how many came', async () => {
    const server = pagedServer(senders(60));
    const { user } = renderInbox();
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(25));
    const button = loadMoreButton();
    act(() => button.focus());
    server.hold();
    await user.keyboard('{Enter}');
    expect(button).toHaveFocus();
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('.animate-spin')).not.toBeNull();
    await user.keyboard('{Enter}');

    await act(async () => server.release());
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(50));
    expect(listMessages).toHaveBeenCalledTimes(2);
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button.querySelector('.animate-spin')).toBeNull();
    const live = [...document.querySelectorAll('[role="status"]')].map(
      (region) => region.textContent,
    );
    expect(live).toContain('25 more messages loaded');
  });

  it('hides Load more after the last page, moving focus to the first new card', async () => {
    pagedServer(senders(30));
    const { user } = renderInbox();
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(25));
    const button = loadMoreButton();
    act(() => button.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(30));
    expect(screen.queryByText('Load more')).not.toBeInTheDocument();
    expect(cardOf('Sender 25')).toHaveFocus();
    expect(screen.getByText('5 more messages loaded, no more to load')).toBeInTheDocument();
    // Only that card is focusable, and never with Tab.
    expect(cardOf('Sender 25')).toHaveAttribute('tabindex', '-1');
    expect(cardOf('Sender 26')).not.toHaveAttribute('tabindex');
  });

  it('offers no Load more when one page holds everything', async () => {
    pagedServer(senders(25));
    renderInbox();
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(25));
    expect(screen.queryByText('Load more')).not.toBeInTheDocument();
  });

  it("keeps the list and says 'Failed to load messages' when the next page fails", async () => {
    pagedServer(senders(30));
    const { user } = renderInbox();
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(25));
    vi.mocked(listMessages).mockRejectedValueOnce(new Error('Failed to load messages'));
    await user.click(loadMoreButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load messages');
    expect(document.querySelectorAll('article')).toHaveLength(25);
    expect(loadMoreButton()).not.toHaveAttribute('aria-disabled');
  });
});

describe('Inbox filters', () => {
  it('offers All, Unread and Read as links that put the filter in the address', async () => {
    const { user, router } = setup();
    await screen.findAllByRole('article');
    expect(filterLink('All')).toHaveAttribute('aria-current', 'true');
    expect(filterLink('All')).toHaveAttribute('href', '/admin');
    expect(filterLink('Unread')).toHaveAttribute('href', '/admin?filter=unread');
    expect(filterLink('Read')).toHaveAttribute('href', '/admin?filter=read');

    await user.click(filterLink('Unread'));
    expect(router.state.location.search).toBe('?filter=unread');
    expect(listMessages).toHaveBeenLastCalledWith({ folder: 'inbox', filter: 'unread', limit: 25 });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(card('Ada Lovelace')).toBeInTheDocument();
    expect(filterLink('Unread')).toHaveAttribute('aria-current', 'true');
    expect(filterLink('All')).not.toHaveAttribute('aria-current');

    await user.click(filterLink('Read'));
    expect(router.state.location.search).toBe('?filter=read');
    expect(await screen.findByRole('article', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?filter=unread');
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await user.click(filterLink('All'));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    // The counts stay the folder's, whatever the filter.
    expect(screen.getByText('2 messages · 1 unread')).toBeInTheDocument();
  });

  it('opens a filter straight from the address', async () => {
    setup({ at: '/admin?filter=read' });
    expect(await screen.findByRole('article', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(listMessages).toHaveBeenCalledWith({ folder: 'inbox', filter: 'read', limit: 25 });
    expect(filterLink('Read')).toHaveAttribute('aria-current', 'true');
  });

  it('has no filter in Spam', async () => {
    setup({ at: '/admin?folder=spam&filter=unread' });
    expect(await screen.findByRole('article', { name: 'Cheap Pills' })).toBeInTheDocument();
    expect(listMessages).toHaveBeenCalledWith({ folder: 'spam', filter: 'all', limit: 25 });
    expect(screen.queryByRole('navigation', { name: 'Show' })).not.toBeInTheDocument();
  });

  it('takes a message marked read out of the Unread list, with focus on the heading', async () => {
    const { user } = setup({ at: '/admin?filter=unread' });
    const ada = within(await screen.findByRole('article', { name: 'Ada Lovelace' }));
    await user.click(ada.getByRole('button', { name: 'Mark as Read' }));
    expect(setMessageRead).toHaveBeenCalledWith('a', true);
    expect(await screen.findByText('No unread messages.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByText('2 messages · 0 unread')).toBeInTheDocument();
    expect(folderLink('Inbox, 2 messages')).toBeInTheDocument();
  });

  it('keeps Load more when every loaded message left the Unread list', async () => {
    const [first, second, third] = senders(3).map((row) => ({ ...row, read: false }));
    vi.mocked(listMessages)
      .mockResolvedValueOnce({ messages: [first!, second!], hasMore: true })
      .mockResolvedValueOnce({ messages: [third!], hasMore: false });
    vi.mocked(countMessages).mockResolvedValue({ inbox: 3, unread: 3, spam: 0 });
    const { user } = renderInbox('/admin?filter=unread');
    for (const name of ['Sender 0', 'Sender 1']) {
      await user.click(
        within(await screen.findByRole('article', { name })).getByRole('button', {
          name: 'Mark as Read',
        }),
      );
    }
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(screen.queryByText('No unread messages.')).not.toBeInTheDocument();
    expect(screen.getByText('3 messages · 1 unread')).toBeInTheDocument();
    await user.click(loadMoreButton());
    expect(await screen.findByRole('article', { name: 'Sender 2' })).toBeInTheDocument();
    expect(listMessages).toHaveBeenLastCalledWith({
      folder: 'inbox',
      filter: 'unread',
      after: { created_at: second!.created_at, id: second!.id },
      limit: 25,
    });
  });
});

describe('Inbox lead filters', () => {
  /** A form's message with a brief: a mobile app. */
  const appLead: ContactMessage = {
    ...inboxColumns,
    id: 'm',
    name: 'Lina Haddad',
    email: 'lina@example.com',
    subject: 'An app for my shop',
    message: 'Could we talk?',
    created_at: '2026-11-21T09:00:00Z',
    read: false,
    brief_service: 'mobile_app',
    brief_budget: '5k_10k',
    brief_timeline: '3_months',
  };
  /** A conversation the chat handed over, about a chatbot. */
  const chatLead: ContactMessage = {
    ...inboxColumns,
    ...chatColumns,
    id: 'c',
    name: 'Sam Okafor',
    email: 'sam@example.com',
    message: 'Can you start in March?',
    created_at: '2026-11-21T12:00:00Z',
    read: true,
    brief_service: 'chatbot',
  };
  const leadsGroup = () => screen.getByRole('group', { name: 'Filter by project brief' });
  const fromChat = () => screen.getByRole('button', { name: 'From chat' });
  const names = () =>
    screen
      .queryAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
  const setupLeads = (at?: string) =>
    setup({ inbox: [newest, chatLead, appLead, older], counts: { ...totals, inbox: 4 }, at });

  it('finds the message with service Mobile app by the Mobile app filter, in the address', async () => {
    const { user, router } = setupLeads();
    await screen.findAllByRole('article');
    expect(names()).toEqual(['Ada Lovelace', 'Sam Okafor', 'Lina Haddad', 'Grace Hopper']);
    const service = within(leadsGroup()).getByRole('combobox', { name: 'Service' });
    expect(service).toHaveDisplayValue('Any service');

    await user.selectOptions(service, 'Mobile app');
    expect(router.state.location.search).toBe('?service=mobile_app');
    expect(listMessages).toHaveBeenLastCalledWith({
      folder: 'inbox',
      filter: 'all',
      service: 'mobile_app',
      limit: 25,
    });
    await waitFor(() => expect(names()).toEqual(['Lina Haddad']));
    expect(
      itemTexts(within(card('Lina Haddad')).getByRole('list', { name: 'Project brief' })),
    ).toEqual(['Service: Mobile app', 'Budget: 5-10k', 'Timeline: Within 3 months']);
    // The counts stay the folder's.
    expect(screen.getByText('4 messages · 1 unread')).toBeInTheDocument();
  });

  it('lists one stage by the Stage filter, in the address', async () => {
    const won = { ...appLead, stage: 'won', deal_value: 4800, deal_currency: 'EUR' } as const;
    const { user, router } = setup({
      inbox: [newest, won, older],
      counts: { ...totals, inbox: 3 },
    });
    await screen.findAllByRole('article');
    const stage = within(leadsGroup()).getByRole('combobox', { name: 'Stage' });
    expect(stage).toHaveDisplayValue('Any stage');
    await user.selectOptions(stage, 'Won');
    expect(router.state.location.search).toBe('?stage=won');
    expect(listMessages).toHaveBeenLastCalledWith({
      folder: 'inbox',
      filter: 'all',
      stage: 'won',
      limit: 25,
    });
    await waitFor(() => expect(names()).toEqual(['Lina Haddad']));
    expect(within(card('Lina Haddad')).getByRole('combobox', { name: 'Stage' })).toHaveValue('won');
  });

  it('finds a chat’s message by From chat, a toggle that puts ?source=chat in the address', async () => {
    const { user, router } = setupLeads('/admin?filter=read');
    await screen.findAllByRole('article');
    expect(fromChat()).toHaveAttribute('aria-pressed', 'false');

    await user.click(fromChat());
    expect(router.state.location.search).toBe('?filter=read&source=chat');
    expect(listMessages).toHaveBeenLastCalledWith({
      folder: 'inbox',
      filter: 'read',
      source: 'chat',
      limit: 25,
    });
    await waitFor(() => expect(names()).toEqual(['Sam Okafor']));
    expect(fromChat()).toHaveAttribute('aria-pressed', 'true');
    expect(within(card('Sam Okafor')).getByText('From the chat')).toBeInTheDocument();

    await user.click(fromChat());
    expect(router.state.location.search).toBe('?filter=read');
    await waitFor(() => expect(names()).toEqual(['Sam Okafor', 'Grace Hopper']));
  });

  it('narrows by several filters at once, says when none match, and clears them all', async () => {
    const { user, router } = setupLeads('/admin?q=&source=chat&service=mobile_app');
    expect(await screen.findByText('No messages match these filters.')).toBeInTheDocument();
    expect(listMessages).toHaveBeenCalledWith({
      folder: 'inbox',
      filter: 'all',
      service: 'mobile_app',
      source: 'chat',
      limit: 25,
    });

    await user.click(within(leadsGroup()).getByRole('link', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?q=');
    await waitFor(() => expect(names()).toHaveLength(4));
    expect(
      within(leadsGroup()).queryByRole('link', { name: 'Clear filters' }),
    ).not.toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByText('No messages match these filters.')).toBeInTheDocument();
  });

  it('opens the filters straight from the address, ignoring values that are not the brief’s', async () => {
    setupLeads('/admin?service=mobile_app&budget=lots&timeline=3_months&source=form');
    expect(await screen.findByRole('article', { name: 'Lina Haddad' })).toBeInTheDocument();
    expect(listMessages).toHaveBeenCalledTimes(1);
    expect(listMessages).toHaveBeenCalledWith({
      folder: 'inbox',
      filter: 'all',
      service: 'mobile_app',
      timeline: '3_months',
      limit: 25,
    });
    const group = within(leadsGroup());
    expect(group.getByRole('combobox', { name: 'Service' })).toHaveDisplayValue('Mobile app');
    expect(group.getByRole('combobox', { name: 'Budget' })).toHaveDisplayValue('Any budget');
    expect(group.getByRole('combobox', { name: 'Timeline' })).toHaveDisplayValue('Within 3 months');
    expect(fromChat()).toHaveAttribute('aria-pressed', 'false');
  });

  it('narrows Spam too', async () => {
    setup({ at: '/admin?folder=spam&source=chat' });
    expect(await screen.findByText('No messages match these filters.')).toBeInTheDocument();
    expect(listMessages).toHaveBeenCalledWith({
      folder: 'spam',
      filter: 'all',
      source: 'chat',
      limit: 25,
    });
  });

  it('takes a message marked read out of the Unread list under a brief filter too', async () => {
    const { user } = setupLeads('/admin?filter=unread&service=mobile_app');
    const lina = within(await screen.findByRole('article', { name: 'Lina Haddad' }));
    await user.click(lina.getByRole('button', { name: 'Mark as Read' }));
    expect(await screen.findByText('No messages match these filters.')).toBeInTheDocument();
  });
});

describe('Inbox replies', () => {
  it('opens the reply form in the card whose Reply was pressed, with the mail app as a second choice', async () => {
    const { user } = setup();
    await screen.findAllByRole('article');
    await user.click(within(card('Ada Lovelace')).getByRole('button', { name: 'Reply' }));
    const form = await within(card('Ada Lovelace')).findByRole(
      'region',
      { name: 'Reply to Ada Lovelace' },
      { timeout: 5_000 },
    );
    expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: A new website');
    const mail = within(form).getByRole('link', { name: 'Open in my mail app' });
    expect(mail).toHaveAttribute('href', replyHref(newest));
    expect(mail.getAttribute('href')).toMatch(
      /^mailto:ada@example\.com\?subject=Re%3A%20A%20new%20website&body=/,
    );
    // The other cards keep their footer.
    expect(within(card('Grace Hopper')).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    // The address stays the card's first link.
    expect(within(card('Ada Lovelace')).getAllByRole('link')[0]).toHaveAccessibleName(
      'ada@example.com',
    );
  });

  it('shows under each card the replies the list carried', async () => {
    const replied: ContactMessage = {
      ...newest,
      message_replies: [
        {
          id: 'r1',
          created_at: '2026-11-22T11:00:00+00:00',
          language: 'en',
          subject: 'Re: A new website',
          body: 'Hello Ada,\n\nGladly.',
          status: 'sent',
          error: null,
          sent_at: '2026-11-22T11:00:01+00:00',
        },
      ],
    };
    setup({ inbox: [replied, older] });
    const ada = within(await screen.findByRole('article', { name: 'Ada Lovelace' }));
    expect(ada.getByRole('region', { name: 'Your replies' })).toHaveTextContent(
      'Re: A new website',
    );
    expect(ada.getByText('Replied', { selector: 'span' })).toBeInTheDocument();
    expect(
      within(card('Grace Hopper')).queryByText('Replied', { selector: 'span' }),
    ).not.toBeInTheDocument();
  });

  it('has no Reply in Spam', async () => {
    setup({ at: '/admin?folder=spam' });
    const pills = within(await screen.findByRole('article', { name: 'Cheap Pills' }));
    expect(pills.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });
});

describe('Inbox bulk actions', () => {
  const third: ContactMessage = {
    ...newest,
    id: 'c',
    name: 'Katherine Johnson',
    email: 'kj@example.com',
    created_at: '2026-11-19T08:00:00Z',
  };
  const three = { inbox: [newest, older, third], counts: { inbox: 3, unread: 2, spam: 1 } };
  const bar = () => within(screen.getByRole('group', { name: 'Selected messages' }));
  const tick = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
  const selectAll = () => screen.getByRole('checkbox', { name: 'Select all' });
  const status = () => screen.getAllByRole('status').at(-1);

  it('ticks cards one by one or all at once, and says how many are ticked', async () => {
    const { user } = setup(three);
    await screen.findAllByRole('article');
    expect(selectAll()).not.toBeChecked();
    expect(bar().queryByRole('button')).not.toBeInTheDocument();

    await user.click(tick('Ada Lovelace'));
    expect(tick('Ada Lovelace')).toBeChecked();
    expect(bar().getByText('1 selected')).toBeInTheDocument();
    expect(selectAll()).toHaveProperty('indeterminate', true);
    expect(bar().getByRole('button', { name: 'Mark as Read' })).toBeInTheDocument();

    await user.click(selectAll());
    expect(bar().getByText('3 selected')).toBeInTheDocument();
    expect(selectAll()).toBeChecked();
    expect(selectAll()).toHaveProperty('indeterminate', false);
    for (const name of ['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson']) {
      expect(tick(name)).toBeChecked();
    }

    await user.click(selectAll());
    expect(bar().queryByText(/selected/)).not.toBeInTheDocument();
    expect(tick('Grace Hopper')).not.toBeChecked();
  });

  it('ticks a range with Shift, from the last tick to this one', async () => {
    const { user } = setup(three);
    await screen.findAllByRole('article');
    await user.click(tick('Ada Lovelace'));
    await user.keyboard('{Shift>}');
    await user.click(tick('Katherine Johnson'));
    await user.keyboard('{/Shift}');
    expect(tick('Grace Hopper')).toBeChecked();
    expect(bar().getByText('3 selected')).toBeInTheDocument();
  });

  it('works from the keyboard: Space ticks, Tab reaches the actions', async () => {
    const { user } = setup(three);
    await screen.findAllByRole('article');
    selectAll().focus();
    await user.keyboard(' ');
    expect(bar().getByText('3 selected')).toBeInTheDocument();
    await user.tab();
    expect(bar().getByRole('button', { name: 'Mark as Read' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(changeMessages).toHaveBeenCalledWith(['a', 'b', 'c'], 'read');
  });

  it('marks the ticked messages read in one call; cards, counts and the announcement follow', async () => {
    const { user } = setup(three);
    await screen.findAllByRole('article');
    await user.click(tick('Ada Lovelace'));
    await user.click(tick('Katherine Johnson'));
    await user.click(bar().getByRole('button', { name: 'Mark as Read' }));
    expect(changeMessages).toHaveBeenCalledTimes(1);
    expect(changeMessages).toHaveBeenCalledWith(['a', 'c'], 'read');
    await waitFor(() => expect(status()).toHaveTextContent('2 messages marked as read'));
    expect(within(card('Ada Lovelace')).queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByText('3 messages · 0 unread')).toBeInTheDocument();
    // They stay ticked, ready for the next action.
    expect(bar().getByText('2 selected')).toBeInTheDocument();

    await user.click(bar().getByRole('button', { name: 'Mark as Unread' }));
    expect(changeMessages).toHaveBeenLastCalledWith(['a', 'c'], 'unread');
    await waitFor(() => expect(screen.getByText('3 messages · 2 unread')).toBeInTheDocument());
  });

  it('moves the ticked messages to a stage in one call; the cards and the announcement follow', async () => {
    const { user } = setup(three);
    await screen.findAllByRole('article');
    await user.click(tick('Ada Lovelace'));
    await user.click(tick('Katherine Johnson'));
    const move = bar().getByRole('combobox', { name: 'Move selected to stage' });
    const counted = vi.mocked(getPipeline).mock.calls.length;
    await user.selectOptions(move, 'Lost');
    // The pipeline above the list is counted again.
    await waitFor(() => expect(getPipeline).toHaveBeenCalledTimes(counted + 1));
    expect(moveMessages).toHaveBeenCalledTimes(1);
    expect(moveMessages).toHaveBeenCalledWith(['a', 'c'], 'lost');
    await waitFor(() => expect(status()).toHaveTextContent('Moved 2 messages to Lost.'));
    const stageOf = (name: string) => within(card(name)).getByRole('combobox', { name: 'Stage' });
    expect(stageOf('Ada Lovelace')).toHaveValue('lost');
    expect(stageOf('Katherine Johnson')).toHaveValue('lost');
    expect(stageOf('Grace Hopper')).toHaveValue('new');
    // A command, not a state: it offers the next move.
    expect(move).toHaveDisplayValue('Move to…');
  });

  it('keeps the stages and says so when a move to a stage fails', async () => {
    vi.mocked(moveMessages).mockRejectedValue(new Error('Failed to update message status'));
    const { user } = setup(three);
    await screen.findAllByRole('article');
    await user.click(selectAll());
    await user.selectOptions(
      bar().getByRole('combobox', { name: 'Move selected to stage' }),
      'Won',
    );
    expect(await screen.findByText('Failed to update message status')).toBeInTheDocument();
    expect(within(card('Grace Hopper')).getByRole('combobox', { name: 'Stage' })).toHaveValue(
      'new',
    );
  });

  it('asks once before deleting, naming the count; Cancel and Escape keep everything', async () => {
    const { user } = setup(three);
    await screen.findAllByRole('article');
    await user.click(selectAll());
    await user.click(bar().getByRole('button', { name: 'Delete' }));
    expect(bar().getByRole('group', { name: 'Delete 3 messages?' })).toBeInTheDocument();
    expect(bar().getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(bar().getByRole('button', { name: 'Cancel' }));
    expect(bar().queryByText('Delete 3 messages?')).not.toBeInTheDocument();
    expect(bar().getByRole('button', { name: 'Delete' })).toHaveFocus();

    await user.click(bar().getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(bar().queryByText('Delete 3 messages?')).not.toBeInTheDocument();
    expect(changeMessages).not.toHaveBeenCalled();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('deletes the ticked messages after the one confirmation, with focus kept in the page', async () => {
    const { user } = setup(three);
    await screen.findAllByRole('article');
    await user.click(tick('Ada Lovelace'));
    await user.click(tick('Grace Hopper'));
    await user.click(bar().getByRole('button', { name: 'Delete' }));
    await user.click(bar().getByRole('button', { name: 'Delete' }));
    expect(changeMessages).toHaveBeenCalledWith(['a', 'b'], 'delete');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(card('Katherine Johnson')).toBeInTheDocument();
    expect(selectAll()).toHaveFocus();
    expect(selectAll()).not.toBeChecked();
    expect(status()).toHaveTextContent('2 messages deleted');
    expect(screen.getByText('1 message · 1 unread')).toBeInTheDocument();
    expect(folderLink('Inbox, 1 message')).toBeInTheDocument();
  });

  it('moves every listed message to Spam and then focuses the top of the empty inbox', async () => {
    const { user } = setup(three);
    await screen.findAllByRole('article');
    await user.click(selectAll());
    await user.click(bar().getByRole('button', { name: 'Move to Spam' }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(folderLink('Spam, 4 messages')).toBeInTheDocument();
    expect(status()).toHaveTextContent('3 messages moved to Spam');
  });

  it("keeps every card and says 'Failed to delete message' when the delete fails", async () => {
    vi.mocked(changeMessages).mockRejectedValue(new Error('Failed to delete message'));
    const { user } = setup(three);
    await screen.findAllByRole('article');
    await user.click(selectAll());
    await user.click(bar().getByRole('button', { name: 'Delete' }));
    await user.click(bar().getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete message');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(bar().getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(bar().getByText('3 selected')).toBeInTheDocument();
  });

  it('drops a message the database no longer had, and counts it out', async () => {
    vi.mocked(changeMessages).mockResolvedValue(new Set(['a']));
    const { user } = setup(three);
    await screen.findAllByRole('article');
    await user.click(tick('Ada Lovelace'));
    await user.click(tick('Grace Hopper'));
    await user.click(bar().getByRole('button', { name: 'Mark as Read' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(status()).toHaveTextContent('1 message marked as read');
    expect(screen.getByText('2 messages · 1 unread')).toBeInTheDocument();
  });

  it('offers Not spam and Delete in Spam', async () => {
    const { user } = setup({ at: '/admin?folder=spam' });
    await screen.findByRole('article', { name: 'Cheap Pills' });
    await user.click(selectAll());
    expect(bar().getAllByRole('button')).toEqual([
      bar().getByRole('button', { name: 'Not spam' }),
      bar().getByRole('button', { name: 'Delete' }),
    ]);
    await user.click(bar().getByRole('button', { name: 'Not spam' }));
    expect(changeMessages).toHaveBeenCalledWith(['s'], 'inbox');
    expect(
      await screen.findByText('No spam. Messages the site suspects are kept here.'),
    ).toBeInTheDocument();
    expect(folderLink('Inbox, 3 messages')).toBeInTheDocument();
  });

  it('starts with nothing ticked in another list', async () => {
    const { user } = setup(three);
    await screen.findAllByRole('article');
    await user.click(selectAll());
    await user.click(filterLink('Unread'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(selectAll()).not.toBeChecked();
    await user.click(filterLink('All'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(tick('Ada Lovelace')).not.toBeChecked();
  });
});

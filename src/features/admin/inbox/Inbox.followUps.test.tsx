import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '../../../test/render';
import { countMessages } from '../api/count-messages';
import { getFollowUps, type WaitingLead } from '../api/get-follow-ups';
import { listMessages } from '../api/list-messages';
import type { ContactMessage } from '../api/types';
import { inboxColumns } from '../test/fixtures';
import { Inbox } from './Inbox';

vi.mock('../api/list-messages', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listMessages: vi.fn(),
}));
vi.mock('../api/count-messages', () => ({ countMessages: vi.fn() }));
vi.mock('../api/get-follow-ups', () => ({ getFollowUps: vi.fn() }));
vi.mock('../api/get-pipeline', () => ({ getPipeline: vi.fn(() => Promise.resolve([])) }));
vi.mock('../api/last-deal-currency', () => ({
  DEFAULT_CURRENCY: 'EUR',
  lastDealCurrency: vi.fn(() => Promise.resolve('EUR')),
}));
vi.mock('../api/held-back', () => ({ heldBackLastHour: vi.fn(() => new Promise(() => {})) }));
vi.mock('../api/list-questions', () => ({ listQuestions: vi.fn(() => new Promise(() => {})) }));
vi.mock('../api/new-messages', () => ({
  newestInboxMessageAt: vi.fn(async () => null),
  countInboxMessagesAfter: vi.fn(async () => 0),
}));

const message = (id: string, name: string, created_at: string): ContactMessage => ({
  id,
  name,
  email: `${id}@example.com`,
  subject: `About ${name}`,
  message: 'Hello',
  created_at,
  read: true,
  ...inboxColumns,
});

const recent = message('r', 'Recent Visitor', '2026-11-29T10:00:00Z');
const waiting = message('w', 'Ada Lovelace', '2026-11-25T10:00:00Z');
/** Older than the first page: only a search finds it. */
const paged = message('p', 'Grace Hopper', '2026-11-01T10:00:00Z');

const asWaiting = (row: ContactMessage): WaitingLead => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  created_at: row.created_at,
  stage: 'new',
  stage_changed_at: null,
  deal_value: null,
  deal_currency: null,
  why: 'no_reply',
  waiting_since: row.created_at,
});

beforeEach(() => {
  vi.mocked(countMessages).mockReset().mockResolvedValue({ inbox: 3, unread: 0, spam: 0 });
  vi.mocked(getFollowUps)
    .mockReset()
    .mockResolvedValue({ total: 2, leads: [asWaiting(paged), asWaiting(waiting)] });
  // The first page holds the two newest; a search finds by name in the whole inbox.
  vi.mocked(listMessages)
    .mockReset()
    .mockImplementation(async ({ folder, search }) => ({
      messages:
        folder === 'spam'
          ? []
          : search
            ? [recent, waiting, paged].filter((row) => row.name.includes(search))
            : [recent, waiting],
      hasMore: !search && folder === 'inbox',
    }));
});

function renderInbox(at = '/admin') {
  const router = createMemoryRouter(
    [{ path: '/admin', element: <Inbox onLogout={vi.fn().mockResolvedValue(undefined)} /> }],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const waitingSection = () => screen.findByRole('region', { name: 'Waiting for you' });

describe('the inbox’s waiting leads', () => {
  it('come at the top of the inbox, above the cards', async () => {
    renderInbox();
    const section = await waitingSection();
    const firstCard = await screen.findByRole('article', { name: 'Recent Visitor' });
    expect(
      section.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('never hold up the first card', async () => {
    vi.mocked(getFollowUps).mockReturnValue(new Promise(() => {}));
    renderInbox();
    expect(await screen.findByRole('article', { name: 'Recent Visitor' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).not.toBeInTheDocument();
  });

  it('are not shown in Spam', async () => {
    renderInbox('/admin?folder=spam');
    await waitFor(() => expect(listMessages).toHaveBeenCalled());
    await waitFor(() => expect(countMessages).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).not.toBeInTheDocument();
    expect(getFollowUps).not.toHaveBeenCalled();
  });

  it('focus a loaded lead’s card when chosen, again and again', async () => {
    const { user } = renderInbox();
    const section = await waitingSection();
    const entry = within(section).getByRole('button', { name: /^Ada Lovelace/ });
    await user.click(entry);
    const target = await screen.findByRole('article', { name: 'Ada Lovelace' });
    await waitFor(() => expect(target).toHaveFocus());
    entry.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(target).toHaveFocus());
  });

  it('search for a lead not loaded yet, by its name, and focus its card when it comes', async () => {
    const { user, router } = renderInbox('/admin?filter=unread');
    const section = await waitingSection();
    await user.click(within(section).getByRole('button', { name: /^Grace Hopper/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Grace+Hopper'));
    const target = await screen.findByRole('article', { name: 'Grace Hopper' });
    await waitFor(() => expect(target).toHaveFocus());
    expect(listMessages).toHaveBeenLastCalledWith(
      expect.objectContaining({ folder: 'inbox', filter: 'all', search: 'Grace Hopper' }),
    );
  });
});

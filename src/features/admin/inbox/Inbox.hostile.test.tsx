import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { createElement, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { visitorMessage } from '../../../../supabase/functions/_test/hostile';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { adminTexts } from '../../../content/admin';
import { render, screen, waitFor, within } from '../../../test/render';
import { changeMessages } from '../api/change-messages';
import { countMessages } from '../api/count-messages';
import { deleteMessage } from '../api/delete-message';
import { listMessages } from '../api/list-messages';
import type { ContactMessage } from '../api/types';
import { Inbox } from './Inbox';
import { inboxColumns } from '../test/fixtures';
import { listedMessage } from '../test/hostile';
import { withoutReordering } from '../../../shared/visitorText';

vi.mock('../api/list-messages', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listMessages: vi.fn(),
}));
vi.mock('../api/change-messages', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  changeMessages: vi.fn(),
}));
vi.mock('../api/count-messages', () => ({ countMessages: vi.fn() }));
// The pipeline above the inbox has tests of its own: here it counts nothing.
vi.mock('../api/get-pipeline', () => ({ getPipeline: vi.fn(() => Promise.resolve([])) }));
// The waiting leads have tests of their own: here none wait.
vi.mock('../api/get-follow-ups', () => ({
  getFollowUps: vi.fn(() => Promise.resolve({ total: 0, leads: [] })),
}));
vi.mock('../api/set-message-read', () => ({ setMessageRead: vi.fn() }));
vi.mock('../api/set-message-status', () => ({ setMessageStatus: vi.fn() }));
vi.mock('../api/delete-message', () => ({ deleteMessage: vi.fn() }));
vi.mock('../api/held-back', () => ({ heldBackLastHour: vi.fn(() => new Promise(() => {})) }));
vi.mock('../api/list-questions', () => ({ listQuestions: vi.fn(() => new Promise(() => {})) }));
vi.mock('../api/get-transcript', () => ({ getTranscript: vi.fn() }));
vi.mock('../api/mark-answered', () => ({ markAnswered: vi.fn() }));
vi.mock('../api/new-messages', () => ({
  newestInboxMessageAt: vi.fn(async () => null),
  countInboxMessagesAfter: vi.fn(async () => 0),
}));

/** The messages (by id) whose card's content, actions or whole frame a test makes fail. */
const failing = vi.hoisted(() => ({
  content: new Set<string>(),
  actions: new Set<string>(),
  frame: new Set<string>(),
}));

/** `name` exported by `path`, failing while rendering the messages `part` names. */
function failingFor(part: keyof typeof failing, path: string, name: string) {
  return async () => {
    const real = (await vi.importActual<Record<string, ComponentType<object>>>(path))[name]!;
    return {
      [name]: (props: { message: ContactMessage }) => {
        if (failing[part].has(props.message.id)) throw new RangeError('invalid_argument');
        return createElement(real, props);
      },
    };
  };
}
vi.mock('../message/BriefChips', () =>
  failingFor('content', '../message/BriefChips', 'BriefChips')(),
);
vi.mock('../message/MessageActions', () =>
  failingFor('actions', '../message/MessageActions', 'MessageActions')(),
);
vi.mock('../message/MessageCard', () =>
  failingFor('frame', '../message/MessageCard', 'MessageCard')(),
);

beforeEach(() => {
  for (const part of Object.values(failing)) part.clear();
  vi.mocked(countMessages).mockReset().mockResolvedValue({ inbox: 2, unread: 2, spam: 0 });
  vi.mocked(deleteMessage).mockReset().mockResolvedValue(undefined);
  vi.mocked(changeMessages)
    .mockReset()
    .mockImplementation(async (ids) => new Set(ids));
});

const ada: ContactMessage = {
  id: 'ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A new website',
  message: 'Hello!',
  created_at: '2026-11-22T10:15:00Z',
  read: false,
  ...inboxColumns,
};
const stored: ContactMessage = {
  ...ada,
  id: 'stored',
  name: 'Stored Before',
  email: 'old@example.com',
  subject: 'From before the check',
  message: 'Written on a page whose language was en-12.',
  created_at: '2026-11-21T09:00:00Z',
  language: 'en-12',
};

/** The inbox at /admin, inside the boundary that stands for the admin page's own. */
function renderInbox(messages: ContactMessage[]) {
  vi.mocked(listMessages)
    .mockReset()
    .mockResolvedValue({ messages: messages.map((message) => ({ ...message })), hasMore: false });
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: (
          <ErrorBoundary fallback={() => <p>{adminTexts.pageUnavailable}</p>}>
            <Inbox onLogout={vi.fn()} />
          </ErrorBoundary>
        ),
      },
    ],
    { initialEntries: ['/admin'] },
  );
  return { user: userEvent.setup(), ...render(<RouterProvider router={router} />) };
}

/** React reports each error a boundary caught; in these tests they are the point. */
function expectCaughtErrors() {
  vi.mocked(console.error).mockImplementation(() => {});
}

describe('Inbox with whatever visitors got stored', () => {
  it('lists every message as usual, each by its name as written, never reordered', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(visitorMessage, { minLength: 1, maxLength: 4 }), async (rows) => {
        const messages = rows.map((row, index) =>
          listedMessage(row, {
            id: `m${index}`,
            created_at: `2026-11-2${index}T10:15:00Z`,
            read: index % 2 === 0,
          }),
        );
        const view = renderInbox(messages);
        try {
          await waitFor(() =>
            expect(view.container.querySelectorAll('article')).toHaveLength(messages.length),
          );
          const text = view.container.textContent ?? '';
          expect(text).not.toContain(adminTexts.pageUnavailable);
          expect(text).not.toContain(adminTexts.card.unshown);
          const names = [...view.container.querySelectorAll('article h2')].map(
            (heading) => heading.textContent,
          );
          expect(names).toEqual(messages.map((message) => withoutReordering(message.name)));
        } finally {
          view.unmount();
        }
      }),
      { numRuns: 25 },
    );
  }, 30_000);
});

describe('Inbox, when one card fails', () => {
  it('shows that message as stored, with all its actions, and the rest of the inbox as usual', async () => {
    expectCaughtErrors();
    failing.content.add('stored');
    const { user } = renderInbox([ada, stored]);

    const card = within(await screen.findByRole('article', { name: 'Stored Before' }));
    expect(card.getByText(adminTexts.card.unshown)).toBeInTheDocument();
    for (const value of [
      'old@example.com',
      'en-12',
      'From before the check',
      'Written on a page whose language was en-12.',
      '2026-11-21T09:00:00Z',
    ]) {
      expect(card.getByText(value)).toBeInTheDocument();
    }
    expect(card.getByRole('checkbox', { name: 'Select Stored Before' })).toBeInTheDocument();
    expect(card.queryAllByRole('link')).toEqual([]);
    expect(card.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Reply',
      'Move to Spam',
      'Mark as Read',
      'Delete',
    ]);
    const others = within(screen.getByRole('article', { name: 'Ada Lovelace' }));
    expect(others.queryByText(adminTexts.card.unshown)).not.toBeInTheDocument();
    expect(screen.queryByText(adminTexts.pageUnavailable)).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Delete' }));
    await user.click(card.getByRole('button', { name: 'Delete' }));
    expect(deleteMessage).toHaveBeenCalledWith('stored');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
  }, 15_000);

  it('shows a value of a type the card does not expect as its JSON', async () => {
    expectCaughtErrors();
    const odd = { ...stored, subject: { text: 'Not a string' } as unknown as string };
    renderInbox([ada, odd]);

    const card = within(await screen.findByRole('article', { name: 'Stored Before' }));
    expect(card.getByText(adminTexts.card.unshown)).toBeInTheDocument();
    expect(card.getByText('{"text":"Not a string"}')).toBeInTheDocument();
    expect(screen.queryByText(adminTexts.pageUnavailable)).not.toBeInTheDocument();
  }, 15_000);

  it('keeps Delete when the card’s actions fail', async () => {
    expectCaughtErrors();
    failing.actions.add('stored');
    const { user } = renderInbox([ada, stored]);

    const card = within(await screen.findByRole('article', { name: 'Stored Before' }));
    expect(card.getByText('Written on a page whose language was en-12.')).toBeInTheDocument();
    expect(card.getAllByRole('button').map((button) => button.textContent)).toEqual(['Delete']);
    await user.click(card.getByRole('button', { name: 'Delete' }));
    expect(card.getByRole('group', { name: 'Delete this message?' })).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Delete' }));
    expect(deleteMessage).toHaveBeenCalledWith('stored');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  }, 15_000);

  it('puts the message as stored, its tick box and Delete in the place of a card that fails whole', async () => {
    expectCaughtErrors();
    failing.frame.add('stored');
    const { user } = renderInbox([ada, stored]);

    const card = within(await screen.findByRole('article', { name: 'Stored Before' }));
    expect(card.getByText(adminTexts.card.unshown)).toBeInTheDocument();
    expect(card.getByText('en-12')).toBeInTheDocument();
    expect(card.getAllByRole('button').map((button) => button.textContent)).toEqual(['Delete']);
    expect(screen.getByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();

    // Ticked, it goes with a bulk action like any other.
    await user.click(card.getByRole('checkbox', { name: 'Select Stored Before' }));
    const bar = within(screen.getByRole('group', { name: 'Selected messages' }));
    await user.click(bar.getByRole('button', { name: 'Delete' }));
    await user.click(bar.getByRole('button', { name: 'Delete' }));
    expect(changeMessages).toHaveBeenCalledWith(['stored'], 'delete');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByText(adminTexts.pageUnavailable)).not.toBeInTheDocument();
  }, 15_000);
});

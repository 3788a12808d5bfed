import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteMessage } from './api/delete-message';
import { listMessages } from './api/list-messages';
import { setMessageRead } from './api/set-message-read';
import type { ContactMessage } from './api/types';
import { Inbox } from './Inbox';

vi.mock('./api/list-messages', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listMessages: vi.fn(),
}));
vi.mock('./api/set-message-read', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  setMessageRead: vi.fn(),
}));
vi.mock('./api/delete-message', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  deleteMessage: vi.fn(),
}));

const newest: ContactMessage = {
  id: 'a',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A new website',
  message: 'Hello!\nLine two.\n\nLine four.',
  created_at: '2026-11-22T10:15:00Z',
  read: false,
};
const older: ContactMessage = {
  id: 'b',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: '',
  message: '<img src=x onerror=alert(1)>',
  created_at: '2026-11-20T08:00:00Z',
  read: true,
};

function setup(rows: ContactMessage[] = [newest, older]) {
  vi.mocked(listMessages).mockResolvedValue(rows.map((row) => ({ ...row })));
  const onLogout = vi.fn().mockResolvedValue(undefined);
  const user = userEvent.setup();
  const view = render(<Inbox onLogout={onLogout} />);
  return { user, onLogout, ...view };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Inbox', () => {
  beforeEach(() => {
    vi.mocked(listMessages).mockReset();
    vi.mocked(setMessageRead).mockReset().mockResolvedValue(undefined);
    vi.mocked(deleteMessage).mockReset().mockResolvedValue(undefined);
  });

  it('shows a spinner while loading, then the messages', async () => {
    let resolve!: (rows: ContactMessage[]) => void;
    vi.mocked(listMessages).mockReturnValue(new Promise((res) => (resolve = res)));
    render(<Inbox onLogout={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Messages' })).toHaveFocus();
    expect(screen.getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
    resolve([newest]);
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading messages' })).not.toBeInTheDocument();
    expect(listMessages).toHaveBeenCalledTimes(1);
  });

  it("says 'No messages yet.' when there are none", async () => {
    setup([]);
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load messages' and no empty state when loading fails", async () => {
    vi.mocked(listMessages).mockRejectedValue(new Error('Failed to load messages'));
    render(<Inbox onLogout={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load messages');
    expect(screen.queryByText('No messages yet.')).not.toBeInTheDocument();
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

    const toggles = screen.getAllByRole('button', { name: 'Mark as Unread' });
    expect(toggles).toHaveLength(2);
    await user.click(within(card('Grace Hopper')).getByRole('button', { name: 'Mark as Unread' }));
    expect(setMessageRead).toHaveBeenLastCalledWith('b', false);
    expect(card('Grace Hopper')).toHaveAttribute('data-read', 'false');
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

  it('deletes after confirmation', async () => {
    const { user } = setup();
    await screen.findAllByRole('article');
    const ada = within(card('Ada Lovelace'));
    await user.click(ada.getByRole('button', { name: 'Delete' }));
    await user.click(ada.getByRole('button', { name: 'Delete' }));
    expect(deleteMessage).toHaveBeenCalledWith('a');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByRole('article', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByText('1 message · 0 unread')).toBeInTheDocument();
  });

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
  });

  it('logs out', async () => {
    const { user, onLogout } = setup();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

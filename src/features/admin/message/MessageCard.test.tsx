import { render, screen, within } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminError } from '../api/errors';
import { getTranscript } from '../api/get-transcript';
import { markAnswered } from '../api/mark-answered';
import type { ChatTurn, ContactMessage } from '../api/types';
import { MessageCard } from './MessageCard';
import { replyHref } from './replyHref';
import { chatColumns, inboxColumns, itemTexts } from '../test/fixtures';

vi.mock('../api/get-transcript', () => ({ getTranscript: vi.fn() }));
vi.mock('../api/mark-answered', () => ({ markAnswered: vi.fn() }));

const message: ContactMessage = {
  id: 'a',
  name: 'مريم',
  email: 'maryam@example.com',
  subject: 'سؤال',
  message: 'مرحبا\nHello',
  created_at: '2026-11-22T10:15:00Z',
  read: false,
  ...inboxColumns,
};

const spam: ContactMessage = {
  ...message,
  id: 's',
  name: 'Cheap Pills',
  status: 'spam',
  spam_reasons: ['honeypot', 'no_signals', 'site_limit', 'new_rule'],
  signal_honeypot: 'http://spam.example',
  signal_fill_ms: 180_000,
  notify_state: 'skipped',
};

function renderCard(shown: ContactMessage) {
  const handlers = {
    onToggleRead: vi.fn().mockResolvedValue(true),
    onMove: vi.fn().mockResolvedValue(true),
    onDelete: vi.fn().mockResolvedValue(true),
  };
  render(<MessageCard message={shown} {...handlers} />);
  return { user: userEvent.setup(), ...handlers };
}

describe('MessageCard', () => {
  it('lets right-to-left text read in its own direction', () => {
    renderCard(message);
    expect(screen.getByRole('heading', { name: 'مريم' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('سؤال')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(/^مرحبا/)).toHaveAttribute('dir', 'auto');
  });

  it('offers Reply, Move to Spam, the read toggle and Delete in the inbox', async () => {
    const { user, onMove } = renderCard(message);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Reply',
      'Move to Spam',
      'Mark as Read',
      'Delete',
    ]);
    expect(screen.getByRole('button', { name: 'Reply' }).querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    // The address is the card's one link: Reply opens the reply form in the card.
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'maryam@example.com',
    ]);
    await user.click(screen.getByRole('button', { name: 'Move to Spam' }));
    expect(onMove).toHaveBeenCalledWith(message, 'spam');
    expect(screen.queryByRole('list', { name: 'Why it is here:' })).not.toBeInTheDocument();
  });

  it('opens the email even when recording the reply never settles', async () => {
    vi.mocked(markAnswered)
      .mockReset()
      .mockReturnValue(new Promise(() => {}));
    const opened = vi.fn((event: MouseEvent) => event.preventDefault());
    const { user } = renderCard(message);
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    const mail = await screen.findByRole(
      'link',
      { name: 'Open in my mail app' },
      { timeout: 5_000 },
    );
    window.addEventListener('click', opened);
    try {
      await user.click(mail);
      expect(markAnswered).toHaveBeenCalledWith('a');
      expect(opened).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('click', opened);
    }
  });

  it('offers no Reply in Spam', () => {
    renderCard(spam);
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it("says when the owner's email about the message failed, and why", () => {
    renderCard({ ...message, notify_state: 'failed', notify_error: 'SMTP timeout' });
    expect(screen.getByText('Email not sent: SMTP timeout')).toBeInTheDocument();
  });

  it.each(['pending', 'sending', 'sent', 'held', 'summarized', 'skipped'] as const)(
    "says nothing about the email when it is '%s'",
    (state) => {
      renderCard({ ...message, notify_state: state, notify_error: 'old error' });
      expect(screen.queryByText(/Email not sent/)).not.toBeInTheDocument();
    },
  );

  it('shows a Spam card with its reasons and fill time, Not spam and Delete', () => {
    renderCard(spam);
    const reasons = screen.getByRole('list', { name: 'Why it is here:' });
    expect(itemTexts(reasons)).toEqual([
      'hidden field filled ("http://spam.example")',
      "sent without the site's form",
      'held back: a heavy sender while the site was over its hourly limit',
      'new_rule',
      'sent 3 min after opening',
    ]);
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveClass('bg-accent/[0.07]');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Not spam',
      'Delete',
    ]);
  });

  it('moves a Spam card to the inbox with Not spam', async () => {
    const { user, onMove } = renderCard(spam);
    await user.click(screen.getByRole('button', { name: 'Not spam' }));
    expect(onMove).toHaveBeenCalledWith(spam, 'inbox');
  });

  it('deletes a Spam card after the same question as in the inbox', async () => {
    const { user, onDelete } = renderCard(spam);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Delete this message?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(onDelete).toHaveBeenCalledWith(spam);
  });

  it("shows a hidden field's markup as text, cut to 60 characters", () => {
    const { container } = render(
      <MessageCard
        message={{
          ...spam,
          spam_reasons: ['honeypot'],
          signal_honeypot: `<img src=x onerror=alert(1)>${'a'.repeat(100)}`,
        }}
        onToggleRead={vi.fn()}
        onMove={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const [line] = within(screen.getByRole('list', { name: 'Why it is here:' })).getAllByRole(
      'listitem',
    );
    expect(line?.textContent).toBe(
      `hidden field filled ("<img src=x onerror=alert(1)>${'a'.repeat(31)}…")`,
    );
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('MessageCard brief and chat', () => {
  const lead: ContactMessage = {
    ...message,
    id: 'l',
    name: 'Lina',
    subject: 'An app',
    message: 'Hello',
    brief_service: 'mobile_app',
    brief_budget: '5k_10k',
    brief_timeline: '3_months',
  };
  const chat: ContactMessage = {
    ...inboxColumns,
    ...chatColumns,
    id: 'c',
    name: 'Sam',
    email: 'sam@example.com',
    message: 'Can you start in March?',
    created_at: '2026-11-23T09:00:00Z',
    read: false,
  };
  const turns: ChatTurn[] = [
    { role: 'user', content: 'Do you build mobile apps?' },
    { role: 'assistant', content: 'Yes, for iOS and Android.' },
    { role: 'user', content: 'هل يمكنك البدء في مارس؟' },
  ];

  beforeEach(() => {
    vi.mocked(getTranscript).mockReset().mockResolvedValue(turns);
  });

  it('shows the brief as chips in the owner’s words, each field named for screen readers', () => {
    renderCard(lead);
    const brief = screen.getByRole('list', { name: 'Project brief' });
    expect(itemTexts(brief)).toEqual([
      'Service: Mobile app',
      'Budget: 5-10k',
      'Timeline: Within 3 months',
    ]);
    expect(screen.queryByText('From the chat')).not.toBeInTheDocument();
  });

  it('shows no chips when the visitor chose no brief, and only the fields chosen', () => {
    renderCard(message);
    expect(screen.queryByRole('list', { name: 'Project brief' })).not.toBeInTheDocument();
  });

  it('marks a chat’s message, with the summary on top and the visitor’s own line under it', () => {
    renderCard(chat);
    const card = within(screen.getByRole('article', { name: 'Sam' }));
    expect(card.getByText('From the chat')).toBeInTheDocument();
    expect(card.getByText(chatColumns.chat_summary)).toHaveAttribute('dir', 'auto');
    expect(card.getByText('Can you start in March?')).toHaveAttribute('dir', 'auto');
    expect(card.getByText('In their words')).toBeInTheDocument();
    expect(card.queryByText('(no subject)')).not.toBeInTheDocument();
    expect(itemTexts(card.getByRole('list', { name: 'Project brief' }))).toEqual([
      'Service: Mobile app',
      'Budget: 5-10k',
      'Timeline: Within 3 months',
    ]);
  });

  it('does not show the summary twice when it is the message', () => {
    renderCard({ ...chat, message: chatColumns.chat_summary });
    expect(screen.getAllByText(chatColumns.chat_summary)).toHaveLength(1);
    expect(screen.queryByText('In their words')).not.toBeInTheDocument();
  });

  it('loads the conversation only when it is opened, once, as a list of named turns', async () => {
    const { user } = renderCard(chat);
    const show = screen.getByRole('button', { name: 'Show conversation' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(getTranscript).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Conversation' })).not.toBeInTheDocument();

    await user.click(show);
    expect(getTranscript).toHaveBeenCalledWith('c');
    const hide = screen.getByRole('button', { name: 'Hide conversation' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    expect(itemTexts(conversation)).toEqual([
      'VisitorDo you build mobile apps?',
      'AssistantYes, for iOS and Android.',
      'Visitorهل يمكنك البدء في مارس؟',
    ]);
    expect(within(conversation).getByText('هل يمكنك البدء في مارس؟')).toHaveAttribute(
      'dir',
      'auto',
    );
    expect(document.getElementById(hide.getAttribute('aria-controls')!)).toContainElement(
      conversation,
    );

    await user.click(hide);
    // Hidden, not gone: it opens again without asking the database.
    expect(screen.queryByRole('list', { name: 'Conversation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show conversation' }));
    expect(screen.getByRole('list', { name: 'Conversation' })).toBeInTheDocument();
    expect(getTranscript).toHaveBeenCalledTimes(1);
  });

  it('says while the conversation loads, and what failed, with a retry', async () => {
    let fail!: (error: Error) => void;
    vi.mocked(getTranscript).mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    const { user } = renderCard(chat);
    await user.click(screen.getByRole('button', { name: 'Show conversation' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the conversation');
    fail(new AdminError('Failed to load the conversation'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the conversation');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Conversation' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getTranscript).toHaveBeenCalledTimes(2);
  });

  it('offers no conversation on a form’s message', () => {
    renderCard(lead);
    expect(screen.queryByRole('button', { name: 'Show conversation' })).not.toBeInTheDocument();
  });

  it('replies to a chat’s message quoting its summary, in the mail app too', async () => {
    const { user } = renderCard(chat);
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    const mail = await screen.findByRole(
      'link',
      { name: 'Open in my mail app' },
      { timeout: 5_000 },
    );
    expect(mail).toHaveAttribute('href', replyHref(chat));
    const subject = new URLSearchParams(mail.getAttribute('href')!.split('?')[1]).get('subject');
    expect(subject).toBe('Re: Wants a booking app for a bakery, iOS and Android, launch in…');
  });
});

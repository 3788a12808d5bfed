import { render, screen, within } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from './api/types';
import { MessageCard } from './MessageCard';
import { replyHref } from './replyHref';
import { inboxColumns, itemTexts } from './test/fixtures';

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

  it('offers Move to Spam, the read toggle and Delete in the inbox', async () => {
    const { user, onMove } = renderCard(message);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Move to Spam',
      'Mark as Read',
      'Delete',
    ]);
    await user.click(screen.getByRole('button', { name: 'Move to Spam' }));
    expect(onMove).toHaveBeenCalledWith(message, 'spam');
    expect(screen.queryByRole('list', { name: 'Why it is here:' })).not.toBeInTheDocument();
  });

  it('offers Reply, a link that answers the sender, first in the footer', () => {
    renderCard(message);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['maryam@example.com', 'Reply']);
    expect(links[1]).toHaveAttribute('href', replyHref(message));
    expect(links[1]!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers no Reply in Spam', () => {
    renderCard(spam);
    expect(screen.queryByRole('link', { name: 'Reply' })).not.toBeInTheDocument();
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

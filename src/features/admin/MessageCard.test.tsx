import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from './api/types';
import { mailtoHref, MessageCard } from './MessageCard';

const message: ContactMessage = {
  id: 'a',
  name: 'مريم',
  email: 'maryam@example.com',
  subject: 'سؤال',
  message: 'مرحبا\nHello',
  created_at: '2026-11-22T10:15:00Z',
  read: false,
};

describe('mailtoHref', () => {
  it('leaves a plain address as it is', () => {
    expect(mailtoHref('ada@example.com')).toBe('mailto:ada@example.com');
  });

  it.each([
    ['a query that adds a blind copy', 'you@example.com?bcc=evil@example.net'],
    ['a second recipient', 'you,evil@example.net'],
    ['a prefilled body', 'you@example.com&body=Send%20money'],
    ['a fragment', 'you@example.com#x'],
  ])('encodes %s, so the reply goes to one address only', (_label, address) => {
    const href = mailtoHref(address);
    expect(href.slice('mailto:'.length)).not.toMatch(/[?&,#]/);
    expect(decodeURIComponent(href.slice('mailto:'.length))).toBe(address);
  });
});

describe('MessageCard', () => {
  it('lets right-to-left text read in its own direction', () => {
    render(<MessageCard message={message} onToggleRead={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'مريم' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('سؤال')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(/^مرحبا/)).toHaveAttribute('dir', 'auto');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from './api/types';
import { MessageCard } from './MessageCard';

const message: ContactMessage = {
  id: 'a',
  name: 'مريم',
  email: 'maryam@example.com',
  subject: 'سؤال',
  message: 'مرحبا\nHello',
  created_at: '2026-11-22T10:15:00Z',
  read: false,
};

describe('MessageCard', () => {
  it('lets right-to-left text read in its own direction', () => {
    render(<MessageCard message={message} onToggleRead={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'مريم' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('سؤال')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(/^مرحبا/)).toHaveAttribute('dir', 'auto');
  });
});

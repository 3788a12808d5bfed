import type { ContactMessage } from '../api/types';

/** The columns an ordinary inbox message has besides its text, for the inbox's tests. */
export const inboxColumns: Omit<
  ContactMessage,
  'id' | 'name' | 'email' | 'subject' | 'message' | 'created_at' | 'read'
> = {
  status: 'inbox',
  spam_reasons: [],
  signal_fill_ms: 42_000,
  signal_honeypot: null,
  signal_touched: true,
  notify_state: 'sent',
  notify_error: null,
  notified_at: '2026-11-22T10:15:05Z',
  language: 'en',
};

/** The texts of a list's items, in order. */
export function itemTexts(list: HTMLElement): (string | null)[] {
  return [...list.querySelectorAll('li')].map((item) => item.textContent);
}

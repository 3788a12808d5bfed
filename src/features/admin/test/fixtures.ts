import type { ContactMessage } from '../api/types';

/** The columns a message sent with the form has when the visitor chose no brief. */
export const formColumns = {
  source: 'form',
  brief_service: null,
  brief_budget: null,
  brief_timeline: null,
  chat_summary: null,
} as const satisfies Partial<ContactMessage>;

/** The stage of a message the owner never moved. */
export const noStage = {
  stage: 'new',
  stage_changed_at: null,
  lost_reason: null,
  stage_note: null,
  deal_value: null,
  deal_currency: null,
} as const satisfies Partial<ContactMessage>;

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
  answered_at: null,
  ...noStage,
  ...formColumns,
};

/**
 * A conversation the chat handed over: a visitor who wants a mobile app, with the chat's summary,
 * the visitor's own line, and a brief.
 */
export const chatColumns = {
  source: 'chat',
  subject: '',
  brief_service: 'mobile_app',
  brief_budget: '5k_10k',
  brief_timeline: '3_months',
  chat_summary: 'Wants a booking app for a bakery, iOS and Android, launch in spring.',
} as const satisfies Partial<ContactMessage>;

/** The texts of a list's items, in order. */
export function itemTexts(list: HTMLElement): (string | null)[] {
  return [...list.querySelectorAll('li')].map((item) => item.textContent);
}

import { readBrief, sameBrief } from '../../shared/brief';
import { attemptFor, UUID_PATTERN, type SendAttempt as Attempt } from '../../shared/messageId';
import type { ContactMessageWithBrief } from './contactBrief';
import { CONTACT_FIELDS, type ContactMessageValues } from './contactRules';

/**
 * A message's id, given once and kept across retries, so a retried send never stores the message
 * twice: when the answer to a send is lost (the network dropped, the tab was closed), the visitor
 * presses Send again and the database accepts the second insert of the same id without a second
 * row (supabase/migrations/*_contact_message_client_ids.sql).
 *
 * The id belongs to the exact text and brief that were sent. Sending them again reuses it; editing
 * the message or changing the brief first gives it a new id, so a change is never dropped as a
 * "retry" of the old message.
 * It is kept in localStorage beside the draft, so a retry after a reload is recognised too, and
 * forgotten after a success, so sending the same words again on purpose is a new message.
 */

export const CONTACT_SEND_ATTEMPT_KEY = 'contactSendAttempt';

/** The id a message was first sent with, and the (trimmed) values and brief it was sent with. */
export type SendAttempt = Attempt<ContactMessageWithBrief>;

function sameValues(a: ContactMessageWithBrief, b: ContactMessageWithBrief): boolean {
  return CONTACT_FIELDS.every((field) => a[field] === b[field]) && sameBrief(a.brief, b.brief);
}

/**
 * The attempt in `raw` (the stored JSON), or null when there is none or it is not one. An attempt
 * stored without a brief (before the form had one) reads as one with nothing chosen.
 */
export function parseSendAttempt(raw: string | null): SendAttempt | null {
  if (raw === null) return null;
  try {
    const data = JSON.parse(raw) as { id?: unknown; values?: Record<string, unknown> } | null;
    const values = data?.values;
    if (typeof data?.id !== 'string' || !UUID_PATTERN.test(data.id) || typeof values !== 'object') {
      return null;
    }
    if (!values || !CONTACT_FIELDS.every((field) => typeof values[field] === 'string')) return null;
    const text = values as unknown as ContactMessageValues;
    return { id: data.id, values: { ...text, brief: readBrief(values.brief) } };
  } catch {
    return null;
  }
}

function loadSendAttempt(): SendAttempt | null {
  try {
    return parseSendAttempt(window.localStorage.getItem(CONTACT_SEND_ATTEMPT_KEY));
  } catch {
    return null;
  }
}

function saveSendAttempt(attempt: SendAttempt): void {
  try {
    window.localStorage.setItem(CONTACT_SEND_ATTEMPT_KEY, JSON.stringify(attempt));
  } catch {
    // Storage is full or unavailable: the caller still holds the attempt for this page's life.
  }
}

/**
 * The attempt to send `values` with: the earlier one when it sent exactly these values (a retry),
 * else a new id. `previous` is what this page already holds; storage is asked when it holds none.
 */
export function sendAttemptFor(
  values: ContactMessageWithBrief,
  previous: SendAttempt | null,
): SendAttempt {
  const earlier = previous ?? loadSendAttempt();
  const attempt = attemptFor({ ...values, brief: { ...values.brief } }, earlier, sameValues);
  if (attempt !== earlier) saveSendAttempt(attempt);
  return attempt;
}

/** After a success: the next message, even with the same words, is a new one. */
export function forgetSendAttempt(): void {
  try {
    window.localStorage.removeItem(CONTACT_SEND_ATTEMPT_KEY);
  } catch {
    // As above.
  }
}

import { getSupabase } from '../../../lib/supabase';
import { messageForDatabaseError, type ContactMessageValues } from '../contactRules';
import { SEND_ERROR_FALLBACK } from '../sendErrorMessage';
import type { SpamSignals } from '../spamSignals';

/**
 * A contact message ready to send: every field already trimmed and validated by contactRules,
 * and the id the form gave it once (sendAttempt.ts), the same on every retry.
 */
export interface ContactMessageInput extends ContactMessageValues {
  id: string;
  /** What the form saw of the sender; the database decides from it: inbox or spam. */
  signals: SpamSignals;
}

/** The parts of a supabase-js error this module reads. */
export interface InsertError {
  code?: string;
  message?: string;
}

/**
 * A unique violation: only the primary key is unique, and the id is this message's own, so the
 * message is already stored. It happens when two retries race past the database's retry check.
 */
const ALREADY_STORED = '23505';

/** The flood guard's SQLSTATE (PostgREST answers it with HTTP 429). */
const TOO_MANY_MESSAGES = 'PT429';
const TOO_MANY_MESSAGES_FALLBACK =
  'Too many messages sent from your network. Please wait a few minutes and try again.';

/**
 * The text a visitor sees when the insert failed: the rule a CHECK constraint enforces, the
 * flood guard's message, the backend's own message, or the spec's fallback when the backend was
 * never reached (supabase-js reports a failed fetch with status 0 and a message like
 * 'TypeError: Failed to fetch', which would mean nothing to a visitor).
 */
export function insertErrorMessage(error: InsertError, status?: number): string {
  const ruleText = messageForDatabaseError(error);
  if (ruleText) return ruleText;
  const message = error.message?.trim() ?? '';
  if (error.code === TOO_MANY_MESSAGES) return message || TOO_MANY_MESSAGES_FALLBACK;
  const unreachable = status === 0 || (!error.code && /fetch|network/i.test(message));
  if (unreachable || !message) return SEND_ERROR_FALLBACK;
  return message;
}

/**
 * Sends a contact message to the owner's inbox: the single function the contact form calls to
 * send. It resolves when the message is stored (by this call or an earlier one with the same id)
 * and rejects with an Error whose message the form shows to the visitor.
 *
 * Only the id, the four form fields and the spam signals are sent: the database sets created_at
 * from its own clock, read to false, and the folder (inbox or spam) from the signals. No `.select()`: a visitor may insert but not read, so asking for the row back
 * would fail.
 */
export async function sendContactMessage({
  id,
  name,
  email,
  subject,
  message,
  signals,
}: ContactMessageInput): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase
    .from('contact_messages')
    .insert({ id, name, email, subject, message, ...signals });
  if (error && error.code !== ALREADY_STORED) throw new Error(insertErrorMessage(error, status));
}

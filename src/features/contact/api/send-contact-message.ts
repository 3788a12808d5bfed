import { briefColumns } from '../../../shared/brief';
import { getSupabase } from '../../../lib/supabase';
import type { ContactMessageWithBrief } from '../contactBrief';
import { ContactBackendError } from '../sendErrorMessage';
import type { SpamSignals } from '../../../lib/spamSignals';

/**
 * A contact message ready to send: every field already trimmed and validated by contactRules, the
 * project brief (each value chosen or not), and the id the form gave it once (sendAttempt.ts),
 * the same on every retry.
 */
export interface ContactMessageInput extends ContactMessageWithBrief {
  id: string;
  /** What the form saw of the sender; the database decides from it: inbox or spam. */
  signals: SpamSignals;
  /** The code of the page's language ('en', 'fr', 'ar'), shown to the owner in the inbox. */
  language: string;
}

/**
 * A unique violation: only the primary key is unique, and the id is this message's own, so the
 * message is already stored. It happens when two retries race past the database's retry check.
 */
const ALREADY_STORED = '23505';

/**
 * Sends a contact message to the owner's inbox: the single function the contact form calls to
 * send. It resolves when the message is stored (by this call or an earlier one with the same id).
 * It rejects with a ContactBackendError when the backend refused the message, and with whatever
 * failed otherwise (the client could not load, ...); the form words either with
 * describeSendError, never by showing the error's message itself.
 *
 * Only the id, the four form fields, the brief's three columns (null where nothing was chosen),
 * the page's language and the spam signals are sent: the database sets created_at from its own
 * clock, read to false, and the folder (inbox or spam) from the signals. No `.select()`: a
 * visitor may insert but not read, so asking for the row back would fail.
 */
export async function sendContactMessage({
  id,
  name,
  email,
  subject,
  message,
  brief,
  signals,
  language,
}: ContactMessageInput): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase
    .from('contact_messages')
    .insert({ id, name, email, subject, message, language, ...briefColumns(brief), ...signals });
  if (error && error.code !== ALREADY_STORED) throw new ContactBackendError(error, status);
}

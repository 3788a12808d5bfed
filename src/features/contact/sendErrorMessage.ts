import { messageForDatabaseError, type ContactErrorTexts } from './contactRules';

/**
 * The contact form's one error path: every failed send, whatever failed, is worded here and
 * nowhere else, with the texts of `ui.contactForm.errors` in the page's language. `describeSendError` turns
 * - the backend's refusal (a ContactBackendError) into the rule a CHECK constraint enforces, the
 *   flood guard's text, or the backend's own message;
 * - any other Error (no network, the client's code failed to download, a bug) into the fallback
 *   text, never its own message: 'TypeError: Failed to fetch dynamically imported module' means
 *   nothing to a visitor;
 * - anything thrown that is not an Error into 'An unknown error occurred'.
 */

/** The flood guard's SQLSTATE (PostgREST answers it with HTTP 429). */
const TOO_MANY_MESSAGES = 'PT429';

/** The parts of a supabase-js (PostgREST) error this module reads. */
export interface InsertError {
  code?: string;
  message?: string;
}

/** The backend answered the insert with an error: thrown by the send call, worded below. */
export class ContactBackendError extends Error {
  readonly answer: InsertError;
  /** The HTTP status of the answer; 0 when no answer arrived. */
  readonly status: number | undefined;

  constructor(answer: InsertError, status?: number) {
    super(typeof answer.message === 'string' ? answer.message : '');
    this.name = 'ContactBackendError';
    this.answer = answer;
    this.status = status;
  }
}

/**
 * The text for an insert the backend refused: a CHECK constraint's rule first, then the flood
 * guard's message, then the backend's own message. The backend's message counts only when it is
 * the backend's structured answer (it carries an error code): supabase-js reports a fetch that
 * never got an answer as status 0 with a message like 'TypeError: Failed to fetch', and a
 * gateway's HTML error page as a message without a code. Both get the fallback text.
 */
export function insertErrorMessage(
  error: InsertError,
  texts: ContactErrorTexts,
  status?: number,
): string {
  const ruleText = messageForDatabaseError(error, texts);
  if (ruleText) return ruleText;
  const message = typeof error.message === 'string' ? error.message.trim() : '';
  if (error.code === TOO_MANY_MESSAGES) return message || texts.tooManyMessages;
  if (status === 0 || !error.code || !message) return texts.sendFailed;
  return message;
}

/** Whether `value` is a standard error (a DOMException, such as an aborted request, counts). */
function isStandardError(value: unknown): boolean {
  return (
    value instanceof Error || (typeof DOMException !== 'undefined' && value instanceof DOMException)
  );
}

/** The text of the red banner after a failed send, for whatever the send threw. */
export function describeSendError(error: unknown, texts: ContactErrorTexts): string {
  if (error instanceof ContactBackendError) {
    return insertErrorMessage(error.answer, texts, error.status);
  }
  if (isStandardError(error)) return texts.sendFailed;
  return texts.unknown;
}

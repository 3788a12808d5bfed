/**
 * Signs that a contact form was filled in by a bot rather than a person (issue 6, "Spam and
 * retries"). A bot gets the normal success banner, but nothing is sent.
 */

/** The honeypot field's name: a text input people and assistive technology never meet. */
export const HONEYPOT_FIELD = 'website';

/** A person needs at least this long, in milliseconds, from first touching the form to sending. */
export const MIN_FILL_TIME_MS = 3000;

export interface SpamSignals {
  /** What the hidden honeypot field holds; a person leaves it empty. */
  honeypot: string;
  /** When (ms, same clock as `now`) the visitor first focused or typed in the form; null if never. */
  startedAt: number | null;
  /** The time of the submit. */
  now: number;
}

/**
 * True when a submit looks automated: the honeypot is filled, nobody ever interacted with the
 * form, or it was sent sooner than a person could fill it in.
 */
export function isLikelyBot({ honeypot, startedAt, now }: SpamSignals): boolean {
  if (honeypot.trim() !== '') return true;
  if (startedAt === null || !Number.isFinite(startedAt)) return true;
  return now - startedAt < MIN_FILL_TIME_MS;
}

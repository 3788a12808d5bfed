/**
 * What the contact form saw of the person sending it, sent with every message. The browser only
 * reports; the database decides from these whether a message is spam (and keeps it either way),
 * so a real visitor who sends fast (autofill, a paste) never loses a message.
 */

/** The honeypot field's name: a text input people and assistive technology never meet. */
export const HONEYPOT_FIELD = 'website';

/** What the honeypot of `form` holds ('' for a person, or when the form has none). */
export function honeypotValue(form: HTMLFormElement): string {
  const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
  return honeypot instanceof HTMLInputElement ? honeypot.value : '';
}

/** The columns the signals are stored in, as the database expects them. */
export interface SpamSignals {
  /** What the hidden honeypot field held; a person leaves it empty. */
  signal_honeypot: string;
  /** Milliseconds from the first touch of the form to Send; null when it was never touched. */
  signal_fill_ms: number | null;
  /** Whether the form was ever focused or typed in (a restored draft counts). */
  signal_touched: boolean;
}

export interface ObservedSubmit {
  honeypot: string;
  /** When (ms, same clock as `now`) the visitor first focused or typed in the form; null if never. */
  startedAt: number | null;
  /** The time of the submit. */
  now: number;
}

/** The largest value the database's integer column holds. */
const MAX_FILL_MS = 2 ** 31 - 1;

export function spamSignals({ honeypot, startedAt, now }: ObservedSubmit): SpamSignals {
  const touched = startedAt !== null && Number.isFinite(startedAt);
  return {
    signal_honeypot: honeypot,
    // A clock that went backwards (a changed system time) reads as an instant send.
    signal_fill_ms: touched
      ? Math.min(Math.max(Math.round(now - startedAt), 0), MAX_FILL_MS)
      : null,
    signal_touched: touched,
  };
}

/**
 * Whether an event came from the person at the browser (typing, clicking, the browser's own
 * autofill) rather than from a script on the page, which can only dispatch untrusted events.
 */
export function isPersonEvent(event: Event): boolean {
  return event.isTrusted;
}

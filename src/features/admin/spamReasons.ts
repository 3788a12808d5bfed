import type { ContactMessage } from './api/types';
import { formatFillTime } from './formatFillTime';

/** The owner's words for the database's spam rules; an unknown code is shown as it is. */
const REASON_TEXTS: Record<string, string> = {
  honeypot: 'hidden field filled',
  untouched: 'form never touched',
  no_signals: "sent without the site's form",
  site_limit: "over the site's hourly message limit",
};

/** The longest part of the hidden field's value a card shows, ellipsis included. */
export const HONEYPOT_PREVIEW_LENGTH = 60;

/** The value cut to HONEYPOT_PREVIEW_LENGTH characters (whole characters, never half an emoji). */
function preview(value: string): string {
  const characters = Array.from(value);
  if (characters.length <= HONEYPOT_PREVIEW_LENGTH) return value;
  return `${characters.slice(0, HONEYPOT_PREVIEW_LENGTH - 1).join('')}…`;
}

/**
 * Why a message sits in Spam, one line each: the rules that filed it (the hidden field with what
 * it held, when known), then how fast it was sent. The lines are plain text for React to escape.
 */
export function spamReasons(
  message: Pick<ContactMessage, 'spam_reasons' | 'signal_honeypot' | 'signal_fill_ms'>,
): string[] {
  const codes = message.spam_reasons ?? [];
  const lines = codes.map((code) => {
    const text = REASON_TEXTS[code] ?? code;
    return code === 'honeypot' && message.signal_honeypot
      ? `${text} ("${preview(message.signal_honeypot)}")`
      : text;
  });
  if (lines.length === 0) lines.push('no rule recorded');
  const ms = message.signal_fill_ms;
  if (typeof ms === 'number' && ms >= 0) lines.push(`sent ${formatFillTime(ms)} after opening`);
  return lines;
}

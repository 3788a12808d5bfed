import type { SpamRule } from '../../../content/adminTypes';
import { adminTexts } from '../../../content/admin';
import { withoutReordering } from '../../../shared/visitorText';
import type { ContactMessage } from '../api/types';
import { formatFillTime } from './formatFillTime';

/**
 * The owner's words for a spam rule's code; an unknown code is shown as it is, less what would
 * reorder the text.
 */
function ruleText(code: string): string {
  const { rules } = adminTexts.spamReasons;
  return Object.hasOwn(rules, code) ? rules[code as SpamRule] : withoutReordering(code);
}

/** The longest part of the hidden field's value a card shows, ellipsis included. */
export const HONEYPOT_PREVIEW_LENGTH = 60;

/** The value cut to HONEYPOT_PREVIEW_LENGTH characters (whole characters, never half an emoji). */
function preview(value: string): string {
  const characters = Array.from(withoutReordering(value));
  if (characters.length <= HONEYPOT_PREVIEW_LENGTH) return characters.join('');
  return `${characters.slice(0, HONEYPOT_PREVIEW_LENGTH - 1).join('')}…`;
}

/**
 * Why a message sits in Spam, one line each: the rules that filed it (the hidden field with what
 * it held, when known), then how fast it was sent. The lines are plain text for React to escape.
 */
export function spamReasons(
  message: Pick<ContactMessage, 'spam_reasons' | 'signal_honeypot' | 'signal_fill_ms'>,
): string[] {
  const texts = adminTexts.spamReasons;
  const codes = message.spam_reasons ?? [];
  const lines = codes.map((code) => {
    const text = ruleText(code);
    return code === 'honeypot' && message.signal_honeypot
      ? texts.ruleWithValue(text, preview(message.signal_honeypot))
      : text;
  });
  if (lines.length === 0) lines.push(texts.noRule);
  const ms = message.signal_fill_ms;
  if (typeof ms === 'number' && ms >= 0) lines.push(texts.sentAfter(formatFillTime(ms)));
  return lines;
}

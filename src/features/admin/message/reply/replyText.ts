import type { ReplyTexts } from '../../../../content/types';
import { withoutReordering } from '../../../../shared/visitorText';
import type { ContactMessage } from '../../api/types';

/** The parts of a message its reply starts from. */
export type RepliedMessage = Pick<
  ContactMessage,
  'name' | 'email' | 'subject' | 'message' | 'created_at' | 'source' | 'chat_summary'
>;

/** Who writes to whom: the visitor's name as stored, the owner's as the content gives it. */
export interface ReplyNames {
  /** The owner's full name, which a subject-less reply's subject names. */
  owner: string;
  /** The owner's first name, which signs the reply. */
  ownerFirst: string;
}

/** A visitor's text on one line, as the inbox shows it (nothing that reorders it). */
function oneLine(text: string): string {
  return withoutReordering(text)
    .replace(/\r\n|[\r\n\u2028\u2029]/g, ' ')
    .trim();
}

/** A subject that already answers ('Re: …', 'RE :', 'رد: …') is not prefixed again. */
const ANSWERED = /^\s*(re|رد)\s*:/i;

/**
 * The language a reply to a message written in `written` starts in: that language when the site
 * has it, or its base language for a regional tag ('fr-CA' → 'fr'), else the site's base
 * language (the first of `codes`).
 */
export function replyLanguageFor(written: string | null, codes: readonly string[]): string {
  const tag = (written ?? '').trim().toLowerCase();
  const base = tag.split(/[-_]/)[0] ?? '';
  return codes.find((code) => code === tag) ?? codes.find((code) => code === base) ?? codes[0]!;
}

/** The reply's subject: 'Re: {subject}' in the reply's language, or its own when there was none. */
export function startingSubject(
  message: RepliedMessage,
  texts: ReplyTexts,
  names: ReplyNames,
): string {
  const subject = oneLine(message.subject);
  if (subject === '') return texts.noSubject(names.owner);
  return ANSWERED.test(subject) ? subject : texts.subject(subject);
}

/** What frames the owner's words: the greeting line and the closing lines (sign-off, name). */
export interface ReplyFrame {
  greeting: string;
  closing: string;
}

export function frameOf(message: RepliedMessage, texts: ReplyTexts, names: ReplyNames): ReplyFrame {
  return {
    greeting: texts.greeting(oneLine(message.name)),
    closing: `${texts.signOff}\n${names.ownerFirst}`,
  };
}

/**
 * The body a reply starts with: the greeting, an empty line, the line to write on, an empty line,
 * then the sign-off and the owner's first name.
 */
export function startingBody(frame: ReplyFrame): string {
  return `${frame.greeting}\n\n\n\n${frame.closing}`;
}

/** Where the caret goes in a starting body: the line to write on. */
export function writingPosition(frame: ReplyFrame): number {
  return frame.greeting.length + 2;
}

/**
 * `body` in another language's frame: the greeting and the closing each change only while they
 * are still the ones the body started with; whatever the owner wrote, or changed in them, stays.
 */
export function reframe(body: string, from: ReplyFrame, to: ReplyFrame): string {
  let text = body;
  if (text === from.greeting || text.startsWith(`${from.greeting}\n`)) {
    text = to.greeting + text.slice(from.greeting.length);
  }
  if (text.endsWith(`\n${from.closing}`)) {
    text = text.slice(0, text.length - from.closing.length) + to.closing;
  }
  return text;
}

/** The message as the reply quotes it: the line that introduces it, then its text. */
export interface ReplyQuote {
  header: string;
  text: string;
}

/**
 * What the reply quotes, as the reply function quotes it: the message under 'On {date}, {name}
 * wrote:' in the reply's language, or, for a conversation the chat handed over, the chat's summary
 * under its own line; a sender with no name is named by their address. The date is written in
 * that language (`intl`, e.g. 'fr-FR'), long, in the browser's time zone (or `timeZone`); a value
 * that is not a date is quoted as it is.
 */
export function quoteOf(
  message: RepliedMessage,
  texts: ReplyTexts,
  intl: string,
  timeZone?: string,
): ReplyQuote {
  const date = formatDate(message.created_at, intl, timeZone);
  const name = oneLine(message.name) || oneLine(message.email);
  const summary = message.source === 'chat' ? message.chat_summary?.trim() : undefined;
  const header = (summary ? texts.chatQuoteHeader : texts.quoteHeader)(date, name);
  const quoted = withoutReordering(summary || message.message);
  return { header, text: quoted.replace(/\r\n?/g, '\n').trim() };
}

function formatDate(iso: string, intl: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return withoutReordering(iso);
  try {
    return new Intl.DateTimeFormat(intl, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone,
    }).format(date);
  } catch {
    // A language tag Intl refuses: the date as the rest of the inbox writes it.
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(date);
  }
}

import { adminTexts } from '../../../content/admin';
import { withoutReordering } from '../../../shared/visitorText';
import type { ContactMessage } from '../api/types';
import { formatMessageDate } from '../formatMessageDate';
import { mailtoHref } from './mailtoHref';

/**
 * The longest reply link built, in characters. Some mail programs and browsers drop or refuse
 * longer mailto: links (Windows hands them over through a limited command line), so a long
 * message is quoted only in part, and a reply still opens.
 */
export const REPLY_HREF_MAX_LENGTH = 1800;

/**
 * The most characters of a chat's summary a reply's subject takes ('Re: ' and the summary's start,
 * marked as cut): a subject line, not the summary in full, which the body quotes.
 */
export const SUMMARY_SUBJECT_LENGTH = 60;

/** What marks a quote, subject or name that was cut short. */
const QUOTE_CUT = '[…]';
const TEXT_CUT = '…';

/** The parts of a reply the visitor wrote, and so the parts that may be cut to fit. */
interface Parts {
  subject: string;
  name: string;
  quote: string;
}

/** The message a Reply answers: a form's, or a chat's (which quotes its summary). */
export type RepliedMessage = Pick<
  ContactMessage,
  'email' | 'name' | 'subject' | 'message' | 'created_at'
> &
  Partial<Pick<ContactMessage, 'source' | 'chat_summary'>>;

/** Line breaks of any kind as one space: a subject or a name is one line in a mail header. */
function oneLine(text: string): string {
  return text.replace(/\r\n|[\r\n\u2028\u2029]/g, ' ').trim();
}

/** 'Re: ' and the subject (not twice: 'Re: Re:'); 'Re: your message' when there was none. */
function replySubject(subject: string): string {
  const texts = adminTexts.replyEmail;
  if (subject === '') return texts.noSubject;
  return /^re:/i.test(subject) ? subject : texts.subject(subject);
}

/**
 * The reply's body: two empty lines to write in, who wrote when (or, for a chat, whose
 * conversation it summarises), then the quote, each of its lines quoted with '> '. Lines end in
 * CRLF, as RFC 6068 asks of a mailto: body.
 */
function replyBody(parts: Parts, date: string, chat: boolean): string {
  const texts = adminTexts.replyEmail;
  const header = chat
    ? texts.chatQuoteHeader(date, parts.name)
    : texts.quoteHeader(date, parts.name);
  const quoted = parts.quote.split('\n').map((line) => `> ${line}`);
  return ['', '', header, ...quoted].join('\r\n');
}

/** The first `count` characters (whole code points, never half an emoji), marked as cut. */
function shorten(characters: string[], count: number, mark: string): string {
  if (count >= characters.length) return characters.join('');
  const kept = characters.slice(0, count).join('').trimEnd();
  if (mark === QUOTE_CUT) return kept ? `${kept} ${mark}` : mark;
  return `${kept}${mark}`;
}

/**
 * A mailto: link that answers `message`: to its sender alone (the address encoded as mailtoHref
 * does, so `?bcc=` or `,` in it cannot add recipients), with 'Re: {subject}' and the message
 * quoted under 'On {date}, {name} wrote:'. A message from the chat has no subject and its text
 * may be only the visitor's last line: its reply takes the chat's summary instead, the start of
 * it as the subject ('Re: {summary…}') and all of it as the quote. Subject and body are
 * percent-encoded in full (UTF-8), so `&`, `?`, `#` or a line break in them stays text and never
 * starts another header.
 *
 * The link stays within REPLY_HREF_MAX_LENGTH characters: the quote is cut first (ending in
 * '[…]'), then, for a subject or name long in encoded characters, the subject and the name. The
 * address is never cut: the reply must reach the sender.
 */
export function replyHref(written: RepliedMessage, timeZone?: string): string {
  // Quoted as the inbox shows it: without the characters that would reorder it.
  const message = {
    ...written,
    name: withoutReordering(written.name),
    subject: withoutReordering(written.subject),
    message: withoutReordering(written.message),
    chat_summary: written.chat_summary && withoutReordering(written.chat_summary),
  };
  const to = mailtoHref(message.email);
  const date = formatMessageDate(message.created_at, timeZone);
  const summary = message.source === 'chat' ? message.chat_summary?.trim() : undefined;
  const chat = !!summary;
  const render = (parts: Parts) =>
    `${to}?subject=${encodeURIComponent(replySubject(parts.subject))}&body=${encodeURIComponent(
      replyBody(parts, date, chat),
    )}`;

  let parts: Parts = {
    subject: summary
      ? shorten(Array.from(oneLine(summary)), SUMMARY_SUBJECT_LENGTH, TEXT_CUT)
      : oneLine(message.subject),
    name: oneLine(message.name),
    quote: (summary ?? message.message).replace(/\r\n?/g, '\n'),
  };
  const cuts: [keyof Parts, string][] = [
    ['quote', QUOTE_CUT],
    ['subject', TEXT_CUT],
    ['name', TEXT_CUT],
  ];
  for (const [key, mark] of cuts) {
    if (render(parts).length <= REPLY_HREF_MAX_LENGTH) break;
    const characters = Array.from(parts[key]);
    const cutTo = (count: number): Parts => ({
      ...parts,
      [key]: shorten(characters, count, mark),
    });
    // The most characters that still fit (a longer cut never makes a shorter link); 0 if none do.
    let low = 0;
    let high = characters.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (render(cutTo(middle)).length <= REPLY_HREF_MAX_LENGTH) low = middle;
      else high = middle - 1;
    }
    parts = cutTo(low);
  }
  return render(parts);
}

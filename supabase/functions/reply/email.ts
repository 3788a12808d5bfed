/**
 * The owner's reply to a lead, rendered as the JSON body of a Resend-style `POST /emails`: the
 * owner's text, then the lead's own words quoted under a header in the reply's language, as a mail
 * app quotes what it answers. Pure: no I/O, so every value a visitor wrote can be tested for what
 * it may and may not do to the email (add a header or a recipient, inject markup, reorder text).
 */
import { allLocaleTexts } from '../../../src/content/locales/all.ts';
import { replyTextsIn } from '../../../src/content/locales/reply.ts';
import { escapeHtml } from '../../../src/shared/html.ts';
import { withoutReordering } from '../../../src/shared/visitorText.ts';
import { headerText, namedAddress, replyToAddress, type OutgoingEmail } from '../_shared/email.ts';
import type { ReplyContext } from './context.ts';
import { knownLanguage } from './request.ts';

export interface ReplyEmailSettings {
  fromAddress: string;
  fromName: string;
  replyTo: string;
  siteHost: string;
  timeZone: string;
}

/** What the owner wrote, as begin_reply stored it. */
export interface WrittenReply {
  id: string;
  subject: string;
  body: string;
  language: string;
}

/** The longest visitor's name shown in a header or the quote header. */
const NAME_LENGTH = 100;

/**
 * The email, or why it cannot be sent: the stored address is not one plain address a header can
 * carry safely (the owner then answers it by hand).
 */
export function renderReplyEmail(
  reply: WrittenReply,
  message: ReplyContext,
  settings: ReplyEmailSettings,
): OutgoingEmail | { error: string } {
  const to = replyToAddress(withoutReordering(message.email));
  if (!to) {
    return {
      error:
        'The address stored with this message is not one an email can be sent to safely; write to it from your own mail app.',
    };
  }
  const name = headerText(withoutReordering(message.name), NAME_LENGTH);
  const language = knownLanguage(reply.language);
  const texts = replyTextsIn(language);
  const { locale } = allLocaleTexts[language]!;
  const date = formatDate(message.created_at, locale.intl, settings.timeZone);
  const chat = message.source === 'chat' && (message.chat_summary ?? '').trim() !== '';
  const quoteHeader = (chat ? texts.chatQuoteHeader : texts.quoteHeader)(date, name || to);
  const quoted = withoutReordering(chat ? message.chat_summary! : message.message)
    .replace(/\r\n?/g, '\n')
    .trim();
  const body = reply.body.replace(/\r\n?/g, '\n');

  const text = [body, '', quoteHeader, ...quoted.split('\n').map((line) => `> ${line}`)].join('\n');
  const side = locale.dir === 'rtl' ? 'right' : 'left';
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(locale.code)}" dir="${locale.dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(reply.subject)}</title>`,
    '</head>',
    `<body style="${STYLE.body}">`,
    // No whitespace around the texts: pre-wrap would show it.
    `<div dir="auto" style="${STYLE.text}">${escapeHtml(body)}</div>`,
    `<p dir="auto" style="${STYLE.quoteHeader}">${escapeHtml(quoteHeader)}</p>`,
    `<blockquote dir="auto" style="${STYLE.quote} border-${side}: 3px solid #d4d4d8; padding-${side}: 12px;">${escapeHtml(quoted)}</blockquote>`,
    '</body>',
    '</html>',
  ].join('\n');

  const thread = `<message-${message.id.toLowerCase()}@${settings.siteHost}>`;
  return {
    from: namedAddress(settings.fromName, settings.fromAddress),
    to: [namedAddress(name, to)],
    subject: headerText(reply.subject, 300),
    text,
    html,
    reply_to: settings.replyTo,
    headers: {
      'Message-ID': `<reply-${reply.id.toLowerCase()}@${settings.siteHost}>`,
      'In-Reply-To': thread,
      References: thread,
    },
  };
}

/**
 * The date and time a message was written, in the reply's language and the owner's zone
 * ('23 novembre 2026 à 10:15'); UTC for an unknown zone, and as stored when unreadable.
 */
export function formatDate(iso: string, intl: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options = { dateStyle: 'long', timeStyle: 'short' } as const;
  try {
    return new Intl.DateTimeFormat(intl, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(intl, { ...options, timeZone: 'UTC' }).format(date);
  }
}

// Inline styles only: many email clients drop <style> blocks and never load external sheets.
const FONT = "font-family: -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;";
const STYLE = {
  body: `margin: 0; padding: 16px; color: #18181b; ${FONT} font-size: 15px; line-height: 1.5;`,
  text: 'white-space: pre-wrap; word-wrap: break-word; overflow-wrap: anywhere;',
  quoteHeader: 'margin: 24px 0 8px; color: #52525b;',
  quote:
    'margin: 0; color: #52525b; white-space: pre-wrap; word-wrap: break-word; overflow-wrap: anywhere;',
} as const;

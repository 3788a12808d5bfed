/**
 * The owner's notification emails, rendered as the JSON body of a Resend-style `POST /emails`.
 * Pure: no I/O, so every visitor-supplied value can be tested for what it may and may not do to
 * the email (add headers, inject markup, run a script).
 */
import { nameOf } from '../../../src/content/displayNames.ts';
import { CONTACT_MAX_LENGTHS } from '../../../src/shared/contact.ts';
import type { Tables } from '../../../src/shared/database.types.ts';
import { escapeHtml } from '../../../src/shared/html.ts';
import { withoutReordering } from '../../../src/shared/visitorText.ts';
import { headerText, replyToAddress, type OutgoingEmail } from '../_shared/email.ts';
import { briefLines, partialNote, shownTranscript, type ShownTranscript } from './conversation.ts';

// Shared with the reply function; the tests of the owner's emails reach them here too.
export { headerText, replyToAddress, type OutgoingEmail };

/** A stored contact message, as the function loads it (claim_owner_notification builds it). */
export type NotifiedMessage = Pick<
  Tables<'contact_messages'>,
  'id' | 'name' | 'email' | 'subject' | 'message' | 'created_at'
> &
  Partial<
    Pick<
      Tables<'contact_messages'>,
      /** The code of the page's language it was sent from ('fr'); absent or null when unknown. */
      | 'language'
      /** 'form', or 'chat' for a conversation the chat handed over; absent means the form. */
      | 'source'
      /** The project brief, each field optional (src/shared/brief.ts). */
      | 'brief_service'
      | 'brief_budget'
      | 'brief_timeline'
      /** A chat message's short summary and its conversation ([{role, content}]). */
      | 'chat_summary'
      | 'chat_transcript'
    >
  >;

export interface EmailSettings {
  /** For example `Portfolio <notifications@your.domain>`. */
  from: string;
  /** The owner's address(es). */
  to: string[];
  /** Link to the inbox, for example `https://your.domain/admin`. */
  adminUrl: string;
  /** IANA zone for the time shown; `UTC` when unset or unknown. */
  timeZone?: string;
}

/** The most senders a digest lists (their newest messages); the rest are only counted. */
export const SUMMARY_LIST_LIMIT = 100;

/** How much of a message stands in for a missing subject in the summary. */
const SNIPPET_LENGTH = 80;
const DEFAULT_TIME_ZONE = 'UTC';

/**
 * The email for one new message; the owner's Reply goes straight to the visitor. A message from
 * the chat says so, opens with the chat's summary and ends with the conversation (its last turns).
 */
export function renderMessageEmail(
  written: NotifiedMessage,
  settings: EmailSettings,
): OutgoingEmail {
  const message = asShown(written);
  const name = headerText(message.name) || 'a visitor';
  const email = headerText(message.email, CONTACT_MAX_LENGTHS.email);
  const chat = message.source === 'chat';
  // A chat message has no subject of its own: the line is left out rather than "(no subject)".
  const subject = headerText(message.subject) || (chat ? '' : '(no subject)');
  const sent = formatSentAt(message.created_at, settings.timeZone);
  const replyTo = replyToAddress(message.email);
  const language = languageName(message.language);
  const brief = briefLines(message);
  const summary = chat ? (message.chat_summary ?? '').trim() : '';
  const transcript = chat ? shownTranscript(message.chat_transcript) : undefined;
  // The chat may hand over its summary as the visitor's line: it is shown once.
  const visitorLine = summary !== '' && message.message.trim() === summary ? '' : message.message;
  const title = chat ? `From the chat: ${name}` : `New message from ${name}`;

  const facts: [string, string][] = [
    ['Subject', subject],
    ['Sent', sent],
    ['Language', language ?? ''],
    ...brief.map((line): [string, string] => [line.label, line.value]),
  ];
  const shownFacts = facts.filter(([, value]) => value !== '');

  const text = [
    ...(summary ? [`Summary: ${summary}`, ''] : []),
    `From: ${name} <${email}>`,
    ...shownFacts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(visitorLine ? (chat ? ['Message:', visitorLine, ''] : [visitorLine, '']) : []),
    ...(transcript ? conversationText(transcript, settings.adminUrl) : []),
    `Reply to this email to answer ${name}, or open your inbox: ${settings.adminUrl}`,
  ].join('\n');

  // A mailto link only for an address that passed the Reply-To check; anything else is shown as text.
  const emailHtml = replyTo
    ? `<a href="${escapeHtml(mailtoHref(replyTo))}" style="${STYLE.link}">${escapeHtml(email)}</a>`
    : escapeHtml(email);
  const html = page(title, [
    `<h1 style="${STYLE.heading}">${chat ? 'From the chat:' : 'New message from'} <span dir="auto">${escapeHtml(name)}</span></h1>`,
    ...(summary
      ? [
          `<p style="${STYLE.summary}"><strong>Summary:</strong> <span dir="auto">${escapeHtml(summary)}</span></p>`,
        ]
      : []),
    `<p style="${STYLE.fact}"><strong>From:</strong> <span dir="auto">${escapeHtml(name)}</span> &lt;${emailHtml}&gt;</p>`,
    ...shownFacts.map(
      ([label, value]) =>
        `<p style="${STYLE.fact}"><strong>${escapeHtml(label)}:</strong> ${label === 'Subject' ? `<span dir="auto">${escapeHtml(value)}</span>` : escapeHtml(value)}</p>`,
    ),
    // No whitespace around the message: pre-wrap would show it.
    ...(visitorLine
      ? [
          ...(chat ? [`<h2 style="${STYLE.subheading}">Message</h2>`] : []),
          `<div dir="auto" style="${STYLE.message}">${escapeHtml(visitorLine)}</div>`,
        ]
      : []),
    ...(transcript ? conversationHtml(transcript, settings.adminUrl) : []),
    `<p style="${STYLE.paragraph}">Reply to this email to answer <span dir="auto">${escapeHtml(name)}</span>, or open your inbox:</p>`,
    `<p style="${STYLE.paragraph}">${inboxLink(settings.adminUrl)}</p>`,
  ]);

  return {
    from: settings.from,
    to: settings.to,
    subject: title,
    text,
    html,
    ...(replyTo ? { reply_to: replyTo } : {}),
  };
}

/** The conversation in the text part: a paragraph per turn, then a blank line. */
function conversationText(transcript: ShownTranscript, adminUrl: string): string[] {
  if (transcript.turns.length === 0) return [];
  return [
    'The conversation:',
    ...(transcript.partial ? [`(${partialNote(transcript)}: ${adminUrl})`] : []),
    '',
    ...transcript.turns.flatMap((turn) => [`${turn.speaker}: ${turn.content}`, '']),
  ];
}

/** The conversation in the HTML part: a block per turn, the visitor's marked like the message. */
function conversationHtml(transcript: ShownTranscript, adminUrl: string): string[] {
  if (transcript.turns.length === 0) return [];
  return [
    `<h2 style="${STYLE.subheading}">The conversation</h2>`,
    ...(transcript.partial
      ? [
          `<p style="${STYLE.note}">${escapeHtml(partialNote(transcript))}: <a href="${escapeHtml(adminUrl)}" style="${STYLE.link}">${escapeHtml(adminUrl)}</a></p>`,
        ]
      : []),
    ...transcript.turns.map(
      (turn) =>
        `<div style="${turn.speaker === 'Visitor' ? STYLE.visitorTurn : STYLE.assistantTurn}"><strong>${turn.speaker}</strong><div dir="auto" style="${STYLE.turnText}">${escapeHtml(turn.content)}</div></div>`,
    ),
  ];
}

/**
 * The language a message was written from, named in English ('French'), or undefined when the
 * message does not say. Only a code shaped like one is shown, anything else is left out; one that
 * Intl still cannot name ('en-12') is shown as it is.
 */
function languageName(code: string | null | undefined): string | undefined {
  if (!code || !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(code)) return undefined;
  return nameOf(new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' }), code);
}

/**
 * What the visitor wrote, as the owner's views show it: without the characters that would reorder
 * it (src/shared/visitorText.ts), in the text part as in the HTML part.
 */
function asShown(message: NotifiedMessage): NotifiedMessage {
  return {
    ...message,
    name: withoutReordering(message.name),
    email: withoutReordering(message.email),
    subject: withoutReordering(message.subject),
    message: withoutReordering(message.message),
    chat_summary: message.chat_summary && withoutReordering(message.chat_summary),
  };
}

/**
 * One email instead of a flood: `count` messages from `senders` senders were held back by the
 * limits on the immediate emails; `newestMessages` are the newest message of each sender, newest
 * first (at most SUMMARY_LIST_LIMIT). Newest first and one line a sender, so a visitor who writes
 * during a flood is at the top, never under it. No Reply-To: there is no single visitor to answer.
 */
export function renderSummaryEmail(
  count: number,
  newestMessages: NotifiedMessage[],
  settings: EmailSettings,
  senders: number = newestMessages.length,
): OutgoingEmail {
  const listed = newestMessages.slice(0, SUMMARY_LIST_LIMIT).map(asShown);
  const total = Math.max(Math.floor(count), listed.length);
  const senderTotal = Math.max(Math.floor(senders), listed.length);
  const unlisted = senderTotal - listed.length;
  const messages = total === 1 ? 'message' : 'messages';
  const subject = `${total} more new ${messages} in your inbox`;
  const intro =
    'These messages were not emailed one by one: your site sends at most one email per sender an hour, and no more than its hourly and daily email limits.';
  const from = `from ${senderTotal} ${senderTotal === 1 ? 'sender' : 'senders'}`;
  const lead =
    listed.length === 0
      ? `And ${total} more ${messages} in your inbox, ${from}.`
      : senderTotal === 1
        ? `And ${total} more ${messages} in your inbox, ${from}; the newest:`
        : `And ${total} more ${messages} in your inbox, ${from}; the newest of each, newest first:`;
  const othersLine = `and ${unlisted} more ${unlisted === 1 ? 'sender' : 'senders'}`;
  const entries = listed.map((message) => ({
    name: headerText(message.name) || 'a visitor',
    email: headerText(message.email, CONTACT_MAX_LENGTHS.email),
    origin: message.source === 'chat' ? ' (from the chat)' : '',
    about: headerText(message.subject) || headerText(message.message, SNIPPET_LENGTH),
  }));

  const text = [
    intro,
    '',
    lead,
    ...entries.map((entry) => `- ${entry.name} <${entry.email}>${entry.origin}: ${entry.about}`),
    ...(listed.length > 0 && unlisted > 0 ? [othersLine] : []),
    '',
    `Open your inbox: ${settings.adminUrl}`,
  ].join('\n');

  const items = entries.map(
    (entry) =>
      `<li style="${STYLE.item}"><span dir="auto">${escapeHtml(entry.name)}</span> &lt;${escapeHtml(entry.email)}&gt;${entry.origin}: <span dir="auto">${escapeHtml(entry.about)}</span></li>`,
  );
  const html = page(subject, [
    `<h1 style="${STYLE.heading}">${escapeHtml(subject)}</h1>`,
    `<p style="${STYLE.paragraph}">${escapeHtml(intro)}</p>`,
    `<p style="${STYLE.paragraph}">${escapeHtml(lead)}</p>`,
    ...(items.length > 0 ? [`<ol style="${STYLE.list}">${items.join('')}</ol>`] : []),
    ...(listed.length > 0 && unlisted > 0
      ? [`<p style="${STYLE.paragraph}">${escapeHtml(othersLine)}</p>`]
      : []),
    `<p style="${STYLE.paragraph}">${inboxLink(settings.adminUrl)}</p>`,
  ]);

  return { from: settings.from, to: settings.to, subject, text, html };
}

/**
 * The one email of a day that says the site reached its daily limit of owner emails (`limit`):
 * `waiting` messages wait in the inbox, and later ones too, until a digest lists them.
 */
export function renderDailyCapNoticeEmail(
  limit: number,
  waiting: number,
  settings: EmailSettings,
): OutgoingEmail {
  const count = (value: number, one: string, many: string) =>
    `${Math.max(0, Math.floor(value))} ${Math.floor(value) === 1 ? one : many}`;
  const subject = `Your site has sent you ${count(limit, 'email', 'emails')} today: the rest wait in your inbox`;
  const lines = [
    `Your site emails you at most ${count(limit, 'time', 'times')} in 24 hours, and it has reached that. Every message is still stored in your inbox; ${count(waiting, 'message waits', 'messages wait')} there now.`,
    'Until then, a digest each hour lists the newest message of each sender you were not emailed about.',
    'This is the only email about it today.',
  ];
  const text = [...lines, `Open your inbox: ${settings.adminUrl}`].join('\n\n');
  const html = page(subject, [
    `<h1 style="${STYLE.heading}">${escapeHtml(subject)}</h1>`,
    ...lines.map((line) => `<p style="${STYLE.paragraph}">${escapeHtml(line)}</p>`),
    `<p style="${STYLE.paragraph}">${inboxLink(settings.adminUrl)}</p>`,
  ]);
  return { from: settings.from, to: settings.to, subject, text, html };
}

/**
 * The one email of the hour that says the site-wide cap is holding back the heaviest senders:
 * how many messages from how many senders, and that everyone else still reaches the inbox.
 */
export function renderFloodNoticeEmail(
  messages: number,
  senders: number,
  settings: EmailSettings,
): OutgoingEmail {
  const count = (value: number, one: string, many: string) =>
    `${Math.max(0, Math.floor(value))} ${value === 1 ? one : many}`;
  const subject = `Held back ${count(messages, 'message', 'messages')} from ${count(senders, 'sender', 'senders')} in the last hour`;
  const lines = [
    'Your site received more messages in the last hour than its hourly limit allows. The heaviest senders are being held back: their messages are kept in Spam and not emailed.',
    'People writing for the first time still reach your inbox, and you are still emailed about them.',
    'This is the only email about it this hour.',
  ];
  const spamUrl = `${settings.adminUrl}?folder=spam`;
  const text = [...lines, `Review them in Spam: ${spamUrl}`].join('\n\n');
  const html = page(subject, [
    `<h1 style="${STYLE.heading}">${escapeHtml(subject)}</h1>`,
    ...lines.map((line) => `<p style="${STYLE.paragraph}">${escapeHtml(line)}</p>`),
    `<p style="${STYLE.paragraph}"><a href="${escapeHtml(spamUrl)}" style="${STYLE.link}">Review them in Spam</a></p>`,
  ]);
  return { from: settings.from, to: settings.to, subject, text, html };
}

/**
 * A mailto: link to exactly this address, built as the inbox's Reply link is
 * (src/features/admin/message/mailtoHref.ts; a function cannot import it). The address is percent-encoded
 * so its `?`, `&`, `#` or `,` can never add a copy, a body or a second recipient to the owner's
 * mail. Split at the last `@` (a domain never holds one), so that one stays literal and readable.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  const local = encodeURIComponent(address.slice(0, at));
  const domain = encodeURIComponent(address.slice(at + 1));
  return `mailto:${local}@${domain}`;
}

/**
 * `Monday, 23 November 2026 at 10:15 (UTC)`. An unknown zone falls back to UTC and an
 * unreadable time is shown as stored: a notification is worth more than a perfect date.
 */
function formatSentAt(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = dateFormat(timeZone?.trim() || DEFAULT_TIME_ZONE);
  return `${format.format(date)} (${format.resolvedOptions().timeZone})`;
}

function dateFormat(timeZone: string): Intl.DateTimeFormat {
  const options = { dateStyle: 'full', timeStyle: 'short' } as const;
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: DEFAULT_TIME_ZONE });
  }
}

// Inline styles only: many email clients drop <style> blocks and never load external sheets.
const FONT = "font-family: -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;";
export const STYLE = {
  body: `margin: 0; padding: 0; background-color: #f4f4f5; ${FONT}`,
  container: `max-width: 600px; margin: 0 auto; padding: 24px; background-color: #ffffff; color: #18181b; ${FONT} font-size: 15px; line-height: 1.5;`,
  heading: 'margin: 0 0 16px; font-size: 20px; line-height: 1.3;',
  subheading: 'margin: 24px 0 0; font-size: 16px; line-height: 1.3;',
  summary: 'margin: 0 0 16px; white-space: pre-wrap; overflow-wrap: anywhere;',
  note: 'margin: 8px 0 0; color: #52525b; font-size: 13px;',
  visitorTurn:
    'margin: 12px 0 0; padding: 8px 12px; background-color: #f4f4f5; border-left: 3px solid #2563eb;',
  assistantTurn: 'margin: 12px 0 0; padding: 8px 12px; border-left: 3px solid #d4d4d8;',
  turnText:
    'margin: 4px 0 0; white-space: pre-wrap; word-wrap: break-word; overflow-wrap: anywhere;',
  fact: 'margin: 0 0 4px;',
  paragraph: 'margin: 16px 0 0;',
  message:
    'margin: 16px 0 0; padding: 12px 16px; background-color: #f4f4f5; border-left: 3px solid #2563eb; white-space: pre-wrap; word-wrap: break-word; overflow-wrap: anywhere;',
  list: 'margin: 8px 0 0; padding-left: 20px;',
  item: 'margin: 0 0 4px; overflow-wrap: anywhere;',
  link: 'color: #2563eb;',
} as const;

export function inboxLink(adminUrl: string): string {
  return `<a href="${escapeHtml(adminUrl)}" style="${STYLE.link}">Open your inbox</a>`;
}

/** A whole, self-contained document: no scripts, no images, nothing loaded from elsewhere. */
export function page(title: string, blocks: string[]): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '</head>',
    `<body style="${STYLE.body}">`,
    `<div style="${STYLE.container}">`,
    ...blocks,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * The local mailbox's web page, as pure functions from the stored mails to HTML. Everything a
 * mail holds came from a visitor's contact message, so every value is escaped; the HTML part is
 * never inlined here but served on its own, sandboxed (see server.ts).
 */
import { escapeHtml } from '../../src/shared/html.ts';
import type { ReceivedEmail } from './server';

/** How often the page reloads itself to show new mail, in seconds. */
export const REFRESH_SECONDS = 5;

export const EMPTY_STATE =
  "No emails yet. Send a message through the contact form and the owner's notification appears here.";

/** "2025-01-31 14:05:09 UTC": unambiguous, and the same on every machine (no locale, no zone). */
export function formatReceivedAt(iso: string): string {
  const match = iso.match(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})/);
  return match ? `${match[1]} ${match[2]} UTC` : iso;
}

// Plain and small: readable on a phone and on a desktop, no web fonts, no scripts.
const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; background: #f4f4f5; color: #18181b;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width: 52rem; margin: 0 auto; padding: 1rem; }
  h1 { font-size: 1.5rem; margin: 0.5rem 0 0.25rem; }
  .intro { margin: 0 0 1rem; color: #3f3f46; }
  .empty { padding: 1rem; background: #fff; border: 1px dashed #a1a1aa; border-radius: 0.5rem; }
  ol { list-style: none; margin: 0; padding: 0; }
  article { background: #fff; border: 1px solid #d4d4d8; border-radius: 0.5rem;
    padding: 1rem; margin: 0 0 1rem; }
  h2 { font-size: 1.125rem; margin: 0 0 0.5rem; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.125rem 0.75rem; margin: 0; }
  dt { font-weight: 600; color: #3f3f46; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0.75rem 0 0; padding: 0.75rem;
    background: #fafafa; border: 1px solid #e4e4e7; border-radius: 0.375rem;
    font: 0.875rem/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
  .none { color: #52525b; font-style: italic; }
  a { color: #1d4ed8; }
  @media (max-width: 30rem) {
    dl { grid-template-columns: 1fr; }
    dd { margin-bottom: 0.25rem; }
  }
`;

/** The whole page for the given mails, in the order given (the server passes newest first). */
export function renderMailboxPage(emails: readonly ReceivedEmail[]): string {
  const count = emails.length === 1 ? '1 email' : `${emails.length} emails`;
  const list =
    emails.length === 0
      ? `<p class="empty">${EMPTY_STATE}</p>`
      : `<ol>${emails.map((email) => `<li>${renderEmail(email)}</li>`).join('')}</ol>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${REFRESH_SECONDS}">
<title>Local mailbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Local mailbox</h1>
<p class="intro">The emails the site would send (owner notifications), caught here instead of being delivered. ${count}, newest first; this page refreshes every ${REFRESH_SECONDS} seconds.</p>
${list}
</main>
</body>
</html>
`;
}

/** One mail: its headers, then its plain-text part; the HTML part only as a link. */
export function renderEmail(email: ReceivedEmail): string {
  const rows: [string, string][] = [
    ['From', escapeHtml(email.from)],
    ['To', addresses(email.to)],
  ];
  if (email.cc) rows.push(['Cc', addresses(email.cc)]);
  if (email.bcc) rows.push(['Bcc', addresses(email.bcc)]);
  rows.push(['Reply-To', email.reply_to ? addresses(email.reply_to) : none('none')]);
  rows.push([
    'Received',
    `<time datetime="${escapeHtml(email.received_at)}">${escapeHtml(formatReceivedAt(email.received_at))}</time>`,
  ]);
  rows.push([
    'HTML part',
    email.html === undefined
      ? none('none')
      : `<a href="/emails/${encodeURIComponent(email.id)}">Open the HTML part</a> (sandboxed)`,
  ]);

  const subject = email.subject ? escapeHtml(email.subject) : none('(no subject)');
  const body =
    email.text === undefined
      ? `<p class="none">No plain-text part.</p>`
      : // The parser drops one newline right after <pre>; this one, so the text keeps its own.
        `<pre>\n${escapeHtml(email.text)}</pre>`;
  return `<article>
<h2>${subject}</h2>
<dl>${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>
${body}
</article>`;
}

function addresses(list: readonly string[]): string {
  return list.map(escapeHtml).join(', ');
}

function none(text: string): string {
  return `<span class="none">${escapeHtml(text)}</span>`;
}

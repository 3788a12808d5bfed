/**
 * The morning email of follow-ups: the leads waiting for the owner (no reply after 48 hours, a
 * proposal unanswered after 7 days), as public.claim_follow_up_email lists them. Pure: when it is
 * morning where the owner is, and what the email says.
 */
import { escapeHtml } from '../../../src/shared/html.ts';
import { withoutReordering } from '../../../src/shared/visitorText.ts';
import { headerText, type OutgoingEmail } from '../_shared/email.ts';
import { inboxLink, page, STYLE, type EmailSettings } from './email.ts';

/**
 * The owner's morning, in their own time zone: the email goes at the first hourly call from 8
 * o'clock, and later calls until noon try again when it could not (the limits were reached, the
 * provider failed). After noon it waits for tomorrow: a "morning" email in the evening is noise.
 */
export const MORNING = { from: 8, until: 12 } as const;

/** The most leads the email names; the rest are counted. */
export const FOLLOW_UP_LIST_LIMIT = 20;

/** A waiting lead as the claim lists it (a type, not an interface, so the claim's Json fits it). */
export type WaitingLead = {
  id: string;
  name: string;
  subject: string | null;
  created_at: string;
  stage: string;
  stage_changed_at: string | null;
  deal_value: number | null;
  deal_currency: string | null;
  /** 'no_reply' or 'proposal_unanswered'; another is shown as simply waiting. */
  why: string;
  /** Since when it waits: received (no reply) or moved to proposal. */
  waiting_since: string;
};

/**
 * The owner's calendar day ('2026-11-30') when `now` falls in their morning in `timeZone`;
 * undefined outside it. An unknown zone is read as UTC, as the emails' dates are.
 */
export function morningDay(now: Date, timeZone: string | undefined): string | undefined {
  const parts = localParts(now, timeZone?.trim() || 'UTC');
  if (parts.hour < MORNING.from || parts.hour >= MORNING.until) return undefined;
  return parts.day;
}

function localParts(now: Date, timeZone: string): { day: string; hour: number } {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    return localParts(now, 'UTC');
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(now).find((each) => each.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** '3 days', '1 day'; under a day, hours (never for a lead of this list, but never '0 days'). */
export function waitedFor(since: string, now: Date): string {
  const hours = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 3_600_000));
  if (Number.isNaN(hours)) return 'a while';
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** '€4,800.00'; a code Intl refuses, as the number and the code. */
function money(value: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(value);
  } catch {
    return `${new Intl.NumberFormat('en').format(value)} ${currency}`;
  }
}

/** Why the lead waits, with for how long: 'no reply for 3 days'. */
function whyLine(lead: WaitingLead, now: Date): string {
  const waited = waitedFor(lead.waiting_since, now);
  if (lead.why === 'no_reply') return `no reply for ${waited}`;
  if (lead.why === 'proposal_unanswered') {
    const value =
      lead.deal_value !== null && lead.deal_currency
        ? ` (${money(Number(lead.deal_value), headerText(withoutReordering(lead.deal_currency), 10))})`
        : '';
    return `proposal${value} unanswered for ${waited}`;
  }
  return `waiting for ${waited}`;
}

/**
 * The one email of a morning: `total` leads wait, `leads` are the longest waiting (at most
 * FOLLOW_UP_LIST_LIMIT), each with its name, subject, how long and why, and a link to the inbox.
 * Every stored value is one line without reordering characters, and escaped in the HTML part.
 */
export function renderFollowUpEmail(
  total: number,
  leads: WaitingLead[],
  settings: EmailSettings,
  now: Date,
): OutgoingEmail {
  const listed = leads.slice(0, FOLLOW_UP_LIST_LIMIT);
  const count = Math.max(Math.floor(total), listed.length);
  const subject = count === 1 ? '1 lead is waiting for you' : `${count} leads are waiting for you`;
  const intro =
    'A lead waits when it has had no reply for 48 hours, or its proposal no answer for 7 days. The longest waiting first:';
  const entries = listed.map((lead) => ({
    name: headerText(withoutReordering(lead.name)) || 'a visitor',
    subject: headerText(withoutReordering(lead.subject ?? '')),
    why: whyLine(lead, now),
  }));
  const unlisted = count - listed.length;
  const more = `and ${unlisted} more`;
  const closing = 'Reply, or move each one to its stage, and it leaves this list.';

  const text = [
    intro,
    ...entries.map(
      (entry) => `- ${entry.name}${entry.subject ? `: ${entry.subject}` : ''} (${entry.why})`,
    ),
    ...(unlisted > 0 ? [more] : []),
    '',
    closing,
    `Open your inbox: ${settings.adminUrl}`,
  ].join('\n');

  const items = entries.map(
    (entry) =>
      `<li style="${STYLE.item}"><strong dir="auto">${escapeHtml(entry.name)}</strong>${
        entry.subject ? `: <span dir="auto">${escapeHtml(entry.subject)}</span>` : ''
      } (${escapeHtml(entry.why)})</li>`,
  );
  const html = page(subject, [
    `<h1 style="${STYLE.heading}">${escapeHtml(subject)}</h1>`,
    `<p style="${STYLE.paragraph}">${escapeHtml(intro)}</p>`,
    `<ol style="${STYLE.list}">${items.join('')}</ol>`,
    ...(unlisted > 0 ? [`<p style="${STYLE.paragraph}">${escapeHtml(more)}</p>`] : []),
    `<p style="${STYLE.paragraph}">${escapeHtml(closing)}</p>`,
    `<p style="${STYLE.paragraph}">${inboxLink(settings.adminUrl)}</p>`,
  ]);

  // No Reply-To: there is no single visitor to answer.
  return { from: settings.from, to: settings.to, subject, text, html };
}

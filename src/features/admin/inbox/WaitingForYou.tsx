import { Clock } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { adminTexts } from '../../../content/admin';
import { withoutReordering } from '../../../shared/visitorText';
import { getFollowUps, type FollowUps, type WaitingLead } from '../api/get-follow-ups';

const texts = adminTexts.followUps;

/** Why a lead waits in the owner's words; a reason a newer database gives, as simply waiting. */
const whyOf = (why: string) =>
  why === 'no_reply' || why === 'proposal_unanswered' ? texts.why[why] : texts.why.other;

/** '3 days' since `since`; nothing for a time that cannot be read. */
function waitedSince(since: string, now: number): string {
  const hours = Math.floor((now - new Date(since).getTime()) / 3_600_000);
  return Number.isFinite(hours) ? texts.waited(Math.max(0, hours)) : '';
}

interface WaitingForYouProps {
  /** Loaded again whenever it changes (a lead moved, a message left the inbox). */
  version: number;
  /** Shows that lead's message in the inbox. */
  onOpen: (lead: WaitingLead) => void;
}

/**
 * 'Waiting for you': the leads without a reply for 48 hours and the proposals without an answer
 * for 7 days, the longest waiting first, each a button that shows its message. Loads on its own
 * (one call) beside the inbox's first page, so it never holds up the first card; while it loads,
 * when it could not, and when no lead waits, it shows nothing.
 */
export function WaitingForYou({ version, onOpen }: WaitingForYouProps) {
  /** The list, and when it came (how long each lead has waited is counted from then). */
  const [followUps, setFollowUps] = useState<(FollowUps & { at: number }) | null>(null);
  const headingId = useId();

  useEffect(() => {
    let live = true;
    getFollowUps().then(
      (loaded) => live && setFollowUps({ ...loaded, at: Date.now() }),
      () => live && setFollowUps(null),
    );
    return () => {
      live = false;
    };
  }, [version]);

  if (!followUps || followUps.leads.length === 0) return null;
  const { leads, at } = followUps;
  const total = Math.max(followUps.total, leads.length);

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl border border-accent-strong/30 bg-accent/[0.05] p-4 sm:p-5"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-strong">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-accent-strong" />
        {texts.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{texts.summary(total)}</p>
      <ul className="mt-3 divide-y divide-contrast/10">
        {leads.map((lead) => {
          const subject = withoutReordering(lead.subject ?? '').trim();
          return (
            <li key={lead.id}>
              <button
                type="button"
                onClick={() => onOpen(lead)}
                className="flex min-h-11 w-full flex-col gap-1 rounded-lg px-2 py-2 text-start transition hover:bg-contrast/5 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-hidden sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <span className="min-w-0 flex-1">
                  <span dir="auto" className="block truncate font-semibold text-strong">
                    {withoutReordering(lead.name)}
                  </span>
                  <span className="sr-only">, </span>
                  <span dir="auto" className="block truncate text-sm text-muted">
                    {subject || texts.noSubject}
                  </span>
                </span>
                <span className="sr-only">, </span>
                <span className="flex shrink-0 flex-wrap items-center gap-2 text-sm">
                  <span className="rounded-full bg-accent/10 px-2 py-0.5 text-strong">
                    {whyOf(lead.why)}
                  </span>
                  <span className="sr-only">, </span>
                  <span className="text-muted">{waitedSince(lead.waiting_since, at)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {total > leads.length && (
        <p className="mt-2 px-2 text-sm text-muted">{texts.more(total - leads.length)}</p>
      )}
    </section>
  );
}

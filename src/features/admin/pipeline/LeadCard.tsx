import { Link } from 'react-router-dom';
import { adminTexts } from '../../../content/admin';
import { withoutReordering } from '../../../shared/visitorText';
import type { PipelineLead } from '../api/get-pipeline-leads';
import { formatMessageDate } from '../formatMessageDate';
import { daysSince, inboxSearchFor } from './pipelineColumns';

const texts = adminTexts.pipeline;

/**
 * One lead in a stage's column: who, about what, how long ago it arrived and what it is worth.
 * It opens the inbox on the lead's stage, searched for its name. Visitors' words are shown without
 * the characters that reorder text, each in its own direction (`dir="auto"`).
 */
export function LeadCard({ lead, now }: { lead: PipelineLead; now: number }) {
  const name = withoutReordering(lead.name).trim();
  const subject = withoutReordering(lead.subject).trim();
  const days = daysSince(lead.created_at, now);
  // A stored value that is no date is shown as it is (formatMessageDate gives it back).
  const date = withoutReordering(formatMessageDate(lead.created_at));
  const value =
    lead.deal_value !== null && lead.deal_currency !== null
      ? adminTexts.stages.money(lead.deal_value, withoutReordering(lead.deal_currency))
      : null;

  return (
    <Link
      to={{ search: inboxSearchFor(lead.stage, lead.name) }}
      className="block rounded-xl border border-contrast/10 bg-canvas/50 px-3 py-2.5 transition hover:border-contrast/25 hover:bg-contrast/5"
    >
      <span dir="auto" title={name} className="block truncate text-sm font-semibold text-strong">
        {name || texts.noName}
      </span>
      <span
        dir="auto"
        className={`mt-0.5 line-clamp-2 block text-xs wrap-anywhere ${subject ? 'text-body' : 'text-muted italic'}`}
      >
        {subject || adminTexts.card.noSubject}
      </span>
      <span className="mt-1.5 flex flex-wrap items-baseline justify-between gap-x-2 text-xs text-muted">
        <time dateTime={lead.created_at} title={date}>
          {days === null ? date : texts.age(days)}
        </time>
        {value && <span className="font-semibold text-strong tabular-nums">{value}</span>}
      </span>
    </Link>
  );
}

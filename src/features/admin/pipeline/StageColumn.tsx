import { useId } from 'react';
import { Link } from 'react-router-dom';
import { adminTexts } from '../../../content/admin';
import { withoutReordering } from '../../../shared/visitorText';
import { stageName } from '../stageName';
import { LeadCard } from './LeadCard';
import { inboxSearchFor, type PipelineColumn } from './pipelineColumns';

const texts = adminTexts.pipeline;

/**
 * A stage: a region named after it, described by its count ('Proposal', '3 leads'), its sums per
 * currency as the database added them (never one currency turned into another), its oldest leads
 * as cards, and a link to the rest in the inbox.
 */
export function StageColumn({ column, now }: { column: PipelineColumn; now: number }) {
  const headingId = useId();
  const countId = useId();
  const name = stageName(column.stage);

  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={countId}
      className="flex min-w-0 flex-col rounded-2xl border border-contrast/10 bg-panel/80 p-3"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-2 border-b border-contrast/10 px-1 pb-2">
        <h2 id={headingId} className="font-semibold wrap-anywhere text-strong">
          {name}
        </h2>
        <p id={countId} className="text-sm text-muted tabular-nums">
          {adminTexts.stages.leads(column.leads)}
        </p>
      </header>

      {column.totals.length > 0 && (
        <ul aria-label={texts.worth(name)} className="mt-2 flex flex-wrap gap-1.5 px-1">
          {column.totals.map(({ currency, total }) => (
            <li
              key={currency}
              className="rounded-full bg-contrast/10 px-2.5 py-0.5 text-sm font-semibold text-strong tabular-nums"
            >
              {adminTexts.stages.money(total, withoutReordering(currency))}
            </li>
          ))}
        </ul>
      )}

      {column.oldest.length > 0 ? (
        <ol aria-label={texts.oldest(name)} className="mt-3 space-y-2">
          {column.oldest.map((lead) => (
            <li key={lead.id}>
              <LeadCard lead={lead} now={now} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 px-1 text-sm text-muted">{texts.empty}</p>
      )}

      {column.more > 0 && (
        <Link
          to={{ search: inboxSearchFor(column.stage) }}
          aria-label={texts.moreLabel(column.more, name)}
          className="mt-3 self-start rounded-full px-1 text-sm font-semibold text-accent-strong hover:underline"
        >
          {texts.more(column.more)}
        </Link>
      )}
    </section>
  );
}

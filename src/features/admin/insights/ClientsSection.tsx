import { useId, useState } from 'react';
import { adminTexts } from '../../../content/admin';
import type { LeadDimensionName } from '../../../content/adminTypes';
import { withoutReordering } from '../../../shared/visitorText';
import { LEAD_DIMENSIONS, type LeadInsights, type MoneyTotal } from '../api/types';
import { LEAD_STEPS, splitLabel, stepCounts } from './clientRows';
import { InsightsCard } from './InsightsCard';
import { money } from './money';

const texts = adminTexts.insights;

/** A step's count, with its share of the step before under it (said whole to screen readers). */
function StepCount({ count, ofPrevious }: { count: number; ofPrevious: number | null }) {
  return (
    <>
      {texts.count(count)}
      {ofPrevious !== null && (
        <>
          <span className="sr-only">, {texts.clients.ofPrevious(texts.percent(ofPrevious))}</span>
          <span aria-hidden="true" className="block text-xs font-normal text-muted">
            {texts.percent(ofPrevious)}
          </span>
        </>
      )}
    </>
  );
}

/** Sums per currency, one per line; a dash where nothing was won. */
function Money({ values }: { values: MoneyTotal[] }) {
  if (values.length === 0) {
    return (
      <>
        <span aria-hidden="true">{texts.noShare}</span>
        <span className="sr-only">{texts.noShareLabel}</span>
      </>
    );
  }
  return values.map(({ currency, total }) => (
    <span key={currency} className="block whitespace-nowrap">
      {money(total, currency)}
    </span>
  ));
}

/**
 * 'What brings clients': the period's leads, how many reached each step and what the wins are
 * worth, then the same split by where the leads came from (source, first page, referrer, the
 * brief, language), one split at a time.
 */
export function ClientsSection({
  clients,
  className,
}: {
  clients: LeadInsights;
  className?: string;
}) {
  const [dimension, setDimension] = useState<LeadDimensionName>('bySource');
  const selectId = useId();
  const captionId = useId();
  const { totals } = clients;
  const words = texts.clients;

  return (
    // min-w-0: the wide table scrolls inside the card on a phone instead of widening the grid.
    <InsightsCard
      heading={words.heading}
      intro={words.intro}
      className={`min-w-0 ${className ?? ''}`}
    >
      {totals.leads === 0 ? (
        <p className="text-sm text-muted">{words.noLeads}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {stepCounts(totals).map(({ step, count, ofPrevious }) => (
              <div key={step} className="rounded-xl bg-contrast/[0.04] px-3 py-2">
                <dt className="text-xs text-muted">{words.steps[step]}</dt>
                <dd className="text-xl font-semibold text-strong tabular-nums">
                  <StepCount count={count} ofPrevious={ofPrevious} />
                </dd>
              </div>
            ))}
            <div className="rounded-xl bg-contrast/[0.04] px-3 py-2">
              <dt className="text-xs text-muted">{words.wonValue}</dt>
              <dd className="text-base font-semibold text-strong tabular-nums">
                <Money values={totals.wonValue} />
              </dd>
            </div>
            <div className="rounded-xl bg-contrast/[0.04] px-3 py-2">
              <dt className="text-xs text-muted">{words.medianFirstReply}</dt>
              <dd className="text-base font-semibold text-strong tabular-nums">
                {totals.medianFirstReplySeconds === null
                  ? words.noReplyYet
                  : words.duration(totals.medianFirstReplySeconds)}
              </dd>
            </div>
          </dl>

          <div className="mt-6 flex flex-wrap items-center gap-2 text-sm">
            <label htmlFor={selectId} className="font-medium text-strong">
              {words.splitBy}
            </label>
            <select
              id={selectId}
              value={dimension}
              onChange={(event) => setDimension(event.target.value as LeadDimensionName)}
              className="min-h-9 rounded-lg border border-contrast/15 bg-panel px-2 py-1 text-strong"
            >
              {LEAD_DIMENSIONS.map((name) => (
                <option key={name} value={name}>
                  {words.dimensions[name]}
                </option>
              ))}
            </select>
          </div>

          {/* On a phone the table scrolls sideways: the keyboard reaches it (focus, then arrows). */}
          <div
            role="region"
            aria-labelledby={captionId}
            tabIndex={0}
            className="mt-3 overflow-x-auto rounded-lg focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-hidden"
          >
            <table className="w-full min-w-[34rem] text-sm">
              <caption id={captionId} className="sr-only">
                {words.caption(words.dimensions[dimension])}
              </caption>
              <thead className="align-bottom text-muted">
                <tr>
                  <th scope="col" className="py-2 pe-2 text-start font-medium">
                    {words.dimensions[dimension]}
                  </th>
                  {LEAD_STEPS.map((step) => (
                    <th scope="col" key={step} className="py-2 ps-2 text-end font-medium">
                      {words.steps[step]}
                    </th>
                  ))}
                  <th scope="col" className="py-2 ps-2 text-end font-medium">
                    {words.wonValue}
                  </th>
                </tr>
              </thead>
              <tbody>
                {clients.split[dimension].map((row, index) => {
                  const { label, ltr } = splitLabel(dimension, row.value);
                  const shown = withoutReordering(label);
                  return (
                    <tr key={`${index}:${row.value ?? ''}`} className="border-t border-contrast/5">
                      <th
                        scope="row"
                        className="max-w-48 py-2 pe-3 text-start align-top font-normal text-strong"
                      >
                        <span className="block truncate" title={shown}>
                          {ltr ? <bdi dir="ltr">{shown}</bdi> : <bdi>{shown}</bdi>}
                        </span>
                      </th>
                      {stepCounts(row).map(({ step, count, ofPrevious }) => (
                        <td
                          key={step}
                          className="py-2 ps-2 text-end align-top text-body tabular-nums"
                        >
                          <StepCount count={count} ofPrevious={ofPrevious} />
                        </td>
                      ))}
                      <td className="py-2 ps-2 text-end align-top font-semibold text-strong tabular-nums">
                        <Money values={row.wonValue} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </InsightsCard>
  );
}

import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { adminTexts } from '../../../content/admin';
import type { SiteInsights } from '../api/types';
import { SERIES_COLORS } from './chartColors';
import { DailyChart } from './DailyChart';
import { documentDirection } from './direction';
import { InsightsCard } from './InsightsCard';

/**
 * Visitors and page views per day: the period's totals (which double as the chart's legend), the
 * chart, and the same numbers as a table behind "Show as table". To a screen reader the chart is
 * one image whose name says the totals and where the days are.
 */
export function DailySection({
  insights,
  className,
}: {
  insights: SiteInsights;
  className?: string;
}) {
  const [tableOpen, setTableOpen] = useState(false);
  const tableId = useId();
  const texts = adminTexts.insights;
  const { days, daily, totals } = insights;

  return (
    <InsightsCard heading={texts.daily.heading} className={className}>
      <dl className="flex flex-wrap gap-x-8 gap-y-3">
        {(['visitors', 'pageViews'] as const).map((series) => (
          <div key={series}>
            <dt className="flex items-center gap-2 text-sm text-muted">
              <span
                aria-hidden="true"
                className="size-2.5 rounded-full"
                style={{ background: SERIES_COLORS[series] }}
              />
              {texts.totals[series]}
            </dt>
            <dd className="font-display text-2xl font-bold text-strong tabular-nums">
              {texts.count(totals[series])}
            </dd>
          </div>
        ))}
      </dl>
      <DailyChart
        daily={daily}
        direction={documentDirection()}
        label={texts.daily.chart(days, totals.visitors, totals.pageViews)}
      />
      <button
        type="button"
        aria-expanded={tableOpen}
        aria-controls={tableId}
        onClick={() => setTableOpen(!tableOpen)}
        className="-ms-3 mt-3 inline-flex min-h-9 items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold text-accent-strong transition hover:bg-contrast/5"
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition motion-reduce:transition-none ${tableOpen ? 'rotate-180' : ''}`}
        />
        {tableOpen ? texts.daily.hideTable : texts.daily.showTable}
      </button>
      {/* 30 and 90 days scroll inside the card: the region takes focus, so keys scroll it too. */}
      <div
        id={tableId}
        hidden={!tableOpen}
        role="region"
        aria-label={texts.daily.caption(days)}
        tabIndex={0}
        className="mt-2 max-h-96 overflow-y-auto rounded-lg"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{texts.daily.caption(days)}</caption>
          <thead className="sticky top-0 bg-panel text-muted">
            <tr>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {texts.daily.day}
              </th>
              <th scope="col" className="py-2 ps-3 text-end font-medium">
                {texts.totals.visitors}
              </th>
              <th scope="col" className="py-2 ps-3 text-end font-medium">
                {texts.totals.pageViews}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-contrast/5">
            {daily.map((row) => (
              <tr key={row.day}>
                <th scope="row" className="py-1.5 pe-3 text-start font-normal text-body">
                  {texts.longDay(row.day)}
                </th>
                <td className="py-1.5 ps-3 text-end text-strong tabular-nums">
                  {texts.count(row.visitors)}
                </td>
                <td className="py-1.5 ps-3 text-end text-strong tabular-nums">
                  {texts.count(row.pageViews)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </InsightsCard>
  );
}

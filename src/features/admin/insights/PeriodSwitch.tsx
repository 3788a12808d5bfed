import { Link, useSearchParams } from 'react-router-dom';
import { adminTexts } from '../../../content/admin';
import { INSIGHTS_PERIODS, type InsightsDays } from '../api/types';
import { searchWithDays } from './usePeriod';

/**
 * 7, 30 and 90 days, as links that put the period in the address (so Reload and Back keep it).
 * The chosen one is marked aria-current.
 */
export function PeriodSwitch({ days }: { days: InsightsDays }) {
  const [searchParams] = useSearchParams();
  const texts = adminTexts.insights.period;

  return (
    <nav aria-label={texts.navigation}>
      <ul className="inline-flex rounded-full border border-contrast/10 bg-contrast/[0.03] p-1">
        {INSIGHTS_PERIODS.map((item) => {
          const current = item === days;
          return (
            <li key={item}>
              <Link
                to={{ search: searchWithDays(searchParams, item) }}
                aria-current={current ? 'true' : undefined}
                className={`inline-flex min-h-9 items-center rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap tabular-nums transition sm:px-4 ${
                  current
                    ? 'bg-contrast/10 text-strong'
                    : 'text-body hover:bg-contrast/5 hover:text-strong'
                }`}
              >
                {texts.name(item)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { adminTexts } from '../../../content/admin';
import type { SiteInsights } from '../api/types';
import { funnelRows } from './funnel';
import { InsightsCard } from './InsightsCard';
import { ShareBar } from './ShareBar';
import { money } from './money';

/** A share, or a dash that reads as 'not applicable' where there is nothing to take a share of. */
function Share({ value }: { value: number | null }) {
  const texts = adminTexts.insights;
  if (value === null) {
    return (
      <>
        <span aria-hidden="true">{texts.noShare}</span>
        <span className="sr-only">{texts.noShareLabel}</span>
      </>
    );
  }
  return <>{texts.percent(value)}</>;
}

/**
 * The way from a visit to a client: how many visitors reached each step, and which share of the
 * step before and of all visitors that is. A table, with a bar behind each step's name.
 */
export function FunnelTable({
  funnel,
  className,
}: {
  funnel: SiteInsights['funnel'];
  className?: string;
}) {
  const texts = adminTexts.insights;
  const rows = funnelRows(funnel);
  const longest = Math.max(1, ...rows.map((row) => row.count));

  return (
    <InsightsCard heading={texts.funnel.heading} intro={texts.funnel.intro} className={className}>
      <table className="w-full text-sm">
        <caption className="sr-only">{texts.funnel.caption}</caption>
        <thead className="align-bottom text-muted">
          <tr>
            <th scope="col" className="py-2 pe-2 text-start font-medium">
              {texts.funnel.step}
            </th>
            <th scope="col" className="py-2 ps-2 text-end font-medium">
              {texts.funnel.count}
            </th>
            <th scope="col" className="py-2 ps-2 text-end font-medium">
              {texts.funnel.ofPrevious}
            </th>
            <th scope="col" className="py-2 ps-2 text-end font-medium">
              {texts.funnel.ofVisits}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.step}>
              <th scope="row" className="py-2 pe-3 text-start font-medium text-strong">
                {texts.funnel.steps[row.step]}
                <ShareBar share={row.count / longest} />
              </th>
              <td className="py-2 ps-2 align-top text-end font-semibold text-strong tabular-nums">
                {texts.count(row.count)}
              </td>
              <td className="py-2 ps-2 align-top text-end text-body tabular-nums">
                <Share value={row.ofPrevious} />
              </td>
              <td className="py-2 ps-2 align-top text-end text-body tabular-nums">
                <Share value={row.ofVisits} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {funnel.wonValue.length > 0 && (
        <p className="mt-3 text-sm font-semibold text-strong">
          {texts.funnel.wonValue(
            funnel.wonValue.map(({ currency, total }) => money(total, currency)),
          )}
        </p>
      )}
    </InsightsCard>
  );
}

import { adminTexts } from '../../../content/admin';
import type { InsightsList } from '../../../content/adminTypes';
import { InsightsCard } from './InsightsCard';
import type { RankedRow } from './rankedRows';
import { ShareBar } from './ShareBar';
import { withoutReordering } from '../../../shared/visitorText';

type CountColumn = keyof typeof adminTexts.insights.columns;

interface RankedTableProps {
  list: InsightsList;
  /** The count columns, in the order of each row's `counts`; the bar follows the first. */
  columns: CountColumn[];
  rows: RankedRow[];
  className?: string;
}

/**
 * A ranked list as a table: each row's name over a bar as long as its share of the top row, then
 * its counts. An empty list says so in the table's place.
 */
export function RankedTable({ list, columns, rows, className }: RankedTableProps) {
  const texts = adminTexts.insights;
  const { heading, caption, column } = texts.lists[list];
  const top = Math.max(1, ...rows.map((row) => row.counts[0] ?? 0));

  return (
    <InsightsCard heading={heading} className={className}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{texts.none}</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="align-bottom text-muted">
            <tr>
              <th scope="col" className="py-2 pe-2 text-start font-medium">
                {column}
              </th>
              {columns.map((name) => (
                <th scope="col" key={name} className="w-24 py-2 ps-2 text-end font-medium">
                  {texts.columns[name]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="py-1.5 pe-3 text-start font-normal text-strong">
                  <span className="block truncate" title={withoutReordering(row.label)}>
                    {/* A host or a path reads left to right, even in a right-to-left page. */}
                    {row.ltr ? (
                      <bdi dir="ltr">{withoutReordering(row.label)}</bdi>
                    ) : (
                      <bdi>{withoutReordering(row.label)}</bdi>
                    )}
                  </span>
                  <ShareBar share={(row.counts[0] ?? 0) / top} />
                </th>
                {row.counts.map((count, index) => (
                  <td
                    key={columns[index]}
                    className="py-1.5 ps-2 align-top text-end font-semibold text-strong tabular-nums"
                  >
                    {texts.count(count)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </InsightsCard>
  );
}

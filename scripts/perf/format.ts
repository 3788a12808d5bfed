/** Plain-text formatting for the benchmark's report. */
import type { BudgetResult, BudgetUnit } from './budgets';

/** Bytes as KiB (1024 bytes) with one decimal: `12.3 KiB`. */
export function formatKiB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Bytes as KB (1000 bytes, as Lighthouse counts) with one decimal: `104.1 KB`. */
export function formatKB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** Bytes in full and in KB: `104,085 B (104.1 KB)`. */
export function formatBytes(bytes: number): string {
  return `${Math.round(bytes).toLocaleString('en-US')} B (${formatKB(bytes)})`;
}

/** Milliseconds, rounded: `1,234 ms`. */
export function formatMs(ms: number): string {
  return `${Math.round(ms).toLocaleString('en-US')} ms`;
}

/** A layout shift score with three decimals, as Lighthouse shows it. */
export function formatCls(cls: number): string {
  return cls.toFixed(3);
}

/** A 0-100 score; a median of an even number of runs can end in .5. */
export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

/** A measured value in a budget's unit (bytes shown as KB or KiB). */
export function formatValue(value: number, unit: BudgetUnit): string {
  switch (unit) {
    case 'score':
      return formatScore(value);
    case 'ms':
      return formatMs(value);
    case 'cls':
      return formatCls(value);
    case 'kb':
      return formatKB(value);
    case 'kib':
      return formatKiB(value);
  }
}

/** A budget as written in the budgets file, in its unit. */
export function formatBudget(result: Pick<BudgetResult, 'kind' | 'unit' | 'budget'>): string {
  const sign = result.kind === 'min' ? '>=' : '<=';
  const value =
    result.unit === 'kb'
      ? `${result.budget} KB`
      : result.unit === 'kib'
        ? `${result.budget} KiB`
        : formatValue(result.budget, result.unit);
  return `${sign} ${value}`;
}

export type Align = 'left' | 'right';

/**
 * A text table: a header row, a rule and the rows, columns padded to the widest cell.
 * `align` gives each column's alignment (default left).
 */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[] = [],
): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    widths
      .map((width, column) => {
        const cell = cells[column] ?? '';
        return align[column] === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The budget table with a ✓ or ✗ per budget. */
export function formatBudgetResults(results: readonly BudgetResult[]): string {
  const rows = results.map((result) => [
    result.met ? '✓' : '✗',
    result.label,
    formatValue(result.actual, result.unit),
    formatBudget(result),
  ]);
  return formatTable(['', 'Budget', 'Measured', 'Target'], rows, [
    'left',
    'left',
    'right',
    'right',
  ]);
}

/** The closing line: `N of M budgets met`. */
export function formatBudgetSummary(results: readonly BudgetResult[]): string {
  const met = results.filter((result) => result.met).length;
  return `${met} of ${results.length} budgets met`;
}

/** A URL shortened to its path when it is on the measured origin. */
export function shortUrl(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length - (origin.endsWith('/') ? 1 : 0)) : url;
}

// Sums Vitest's coverage summary (istanbul's json-summary: per file, covered and total counts)
// per part of the repository, for `npm run coverage`.

interface Counts {
  total: number;
  covered: number;
}

/** One file's entry of coverage-summary.json (and its "total" entry). */
export interface FileCoverage {
  lines: Counts;
  branches: Counts;
  functions: Counts;
}

/** coverage-summary.json: absolute file paths, and "total". */
export type CoverageSummary = Record<string, FileCoverage>;

/** A part of the repository and its summed counts. */
export interface PartCoverage extends FileCoverage {
  part: string;
  files: number;
}

const empty = (): Counts => ({ total: 0, covered: 0 });

/** The counts of the files under each of `parts` (paths relative to `root`, with a slash). */
export function partCoverage(
  summary: CoverageSummary,
  root: string,
  parts: readonly string[],
): PartCoverage[] {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return parts.map((part) => {
    const sum: PartCoverage = {
      part,
      files: 0,
      lines: empty(),
      branches: empty(),
      functions: empty(),
    };
    for (const [file, counts] of Object.entries(summary)) {
      if (file === 'total' || !file.startsWith(prefix + part)) continue;
      sum.files += 1;
      for (const kind of ['lines', 'branches', 'functions'] as const) {
        sum[kind].total += counts[kind].total;
        sum[kind].covered += counts[kind].covered;
      }
    }
    return sum;
  });
}

function percent({ total, covered }: Counts): string {
  return total === 0 ? '—' : `${((covered / total) * 100).toFixed(1)} %`;
}

/** The table `npm run coverage` prints. */
export function formatCoverage(parts: readonly PartCoverage[]): string {
  const width = Math.max(...parts.map((part) => part.part.length), 4);
  const row = (cells: string[]) =>
    `  ${cells[0]!.padEnd(width)}  ${cells
      .slice(1)
      .map((cell) => cell.padStart(9))
      .join('  ')}`;
  return [
    'Coverage of the unit tests:',
    row(['part', 'files', 'lines', 'branches', 'functions']),
    ...parts.map((part) =>
      row([
        part.part,
        String(part.files),
        percent(part.lines),
        percent(part.branches),
        percent(part.functions),
      ]),
    ),
  ].join('\n');
}

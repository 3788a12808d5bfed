// What `npm test` prints at its end: each stage's time, and the slowest test files of the runners
// that report them (Vitest's and Playwright's JSON reports), so a slow suite shows where it spends.

/** One stage of `npm test` and how it ended. */
export interface StageTime {
  name: string;
  seconds: number;
  ok: boolean;
}

/** A test file and the time its tests took. */
export interface FileTime {
  file: string;
  seconds: number;
  runner: 'vitest' | 'playwright';
}

/** The files of Vitest's JSON report (`--reporter=json`), with each file's wall time. */
export function vitestFileTimes(report: unknown, root: string): FileTime[] {
  const results = (report as { testResults?: unknown[] } | null)?.testResults;
  if (!Array.isArray(results)) return [];
  return results.flatMap((entry) => {
    const { name, startTime, endTime } = entry as {
      name?: unknown;
      startTime?: unknown;
      endTime?: unknown;
    };
    if (typeof name !== 'string' || typeof startTime !== 'number' || typeof endTime !== 'number') {
      return [];
    }
    return [
      { file: relativeTo(root, name), seconds: (endTime - startTime) / 1000, runner: 'vitest' },
    ];
  });
}

interface PlaywrightSuite {
  file?: string;
  specs?: { tests?: { results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/**
 * The spec files of Playwright's JSON report, each with the summed time of its tests' runs (the
 * workers run files side by side, so the sum of a file is its cost, not the wall time).
 */
export function playwrightFileTimes(report: unknown, root: string): FileTime[] {
  const totals = new Map<string, number>();
  const visit = (suite: PlaywrightSuite, file: string | undefined) => {
    const own = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          if (own) totals.set(own, (totals.get(own) ?? 0) + (result.duration ?? 0));
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, own);
  };
  for (const suite of (report as { suites?: PlaywrightSuite[] } | null)?.suites ?? []) {
    visit(suite, undefined);
  }
  return [...totals].map(([file, ms]) => ({
    file: relativeTo(root, file.startsWith('tests/') ? file : `tests/e2e/${file}`),
    seconds: ms / 1000,
    runner: 'playwright',
  }));
}

function relativeTo(root: string, file: string): string {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}

function duration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  // Rounded to the second first: 119.6 s is 2 min 00 s, not 1 min 60 s.
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `${minutes} min ${String(whole - minutes * 60).padStart(2, '0')} s`;
}

/**
 * The stage table and the `count` slowest files, as printed at the end of `npm test`. `total` is
 * the run's wall time, less than the stages' sum when some ran side by side (the sum by default).
 */
export function formatReport(
  stages: readonly StageTime[],
  files: readonly FileTime[],
  { count = 15, total }: { count?: number; total?: number } = {},
): string {
  const width = Math.max(...stages.map((stage) => stage.name.length), 5);
  total ??= stages.reduce((sum, stage) => sum + stage.seconds, 0);
  const lines = [
    'Stage times:',
    ...stages.map(
      (stage) =>
        `  ${stage.name.padEnd(width)}  ${duration(stage.seconds).padStart(10)}${stage.ok ? '' : '  FAILED'}`,
    ),
    `  ${'total'.padEnd(width)}  ${duration(total).padStart(10)}`,
  ];
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  if (slowest.length > 0) {
    lines.push(`The ${slowest.length} slowest test files:`);
    for (const file of slowest) {
      lines.push(
        `  ${duration(file.seconds).padStart(10)}  ${file.runner.padEnd(10)}  ${file.file}`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * `npm run coverage`: runs the unit tests with Vitest's V8 coverage, then prints how much of each
 * part they run (lines, branches, functions) from the JSON summary Vitest writes. Tests moved or
 * merged to make the suite faster must leave these figures where they were: run it
 * before and after such a change.
 *
 * Usage: tsx scripts/test-suite/coverage.ts [--summary-only]   (--summary-only reads the last run)
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatCoverage, partCoverage, type CoverageSummary } from './coverage-summary.ts';

const root = resolve(import.meta.dirname, '../..');
const summaryFile = resolve(root, 'test-results/coverage/coverage-summary.json');

if (!process.argv.includes('--summary-only')) {
  // With the functions' tests, which `npm test` runs under Deno alone (vite.config.ts).
  const run = spawnSync('npx', ['vitest', 'run', '--coverage'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, COVERAGE_WITH_FUNCTION_TESTS: '1' },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as CoverageSummary;
console.log(
  `\n${formatCoverage(partCoverage(summary, root, ['src/', 'supabase/functions/', 'local-backend/']))}`,
);

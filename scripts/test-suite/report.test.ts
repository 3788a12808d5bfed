// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatReport, playwrightFileTimes, vitestFileTimes } from './report';

describe("npm test's closing report", () => {
  it("reads each file's wall time from Vitest's JSON report, relative to the project", () => {
    const report = {
      testResults: [
        { name: '/repo/src/a.test.ts', startTime: 1000, endTime: 3500 },
        { name: '/repo/local-backend/b.test.ts', startTime: 0, endTime: 61_000 },
        { name: 42 },
      ],
    };
    expect(vitestFileTimes(report, '/repo')).toEqual([
      { file: 'src/a.test.ts', seconds: 2.5, runner: 'vitest' },
      { file: 'local-backend/b.test.ts', seconds: 61, runner: 'vitest' },
    ]);
    expect(vitestFileTimes(null, '/repo')).toEqual([]);
  });

  it("sums each spec file's test runs from Playwright's JSON report, retries included", () => {
    const run = (duration: number) => ({ results: [{ duration }] });
    const report = {
      suites: [
        {
          file: 'home.spec.ts',
          specs: [{ tests: [run(1000), run(500)] }],
          suites: [{ specs: [{ tests: [{ results: [{ duration: 250 }, { duration: 250 }] }] }] }],
        },
        { file: 'chat.spec.ts', specs: [{ tests: [run(4000)] }] },
      ],
    };
    expect(playwrightFileTimes(report, '/repo')).toEqual([
      { file: 'tests/e2e/home.spec.ts', seconds: 2, runner: 'playwright' },
      { file: 'tests/e2e/chat.spec.ts', seconds: 4, runner: 'playwright' },
    ]);
  });

  it('prints every stage, the total, a failed stage, and the slowest files first', () => {
    const text = formatReport(
      [
        { name: 'typecheck', seconds: 42.25, ok: true },
        { name: 'unit', seconds: 125, ok: false },
      ],
      [
        { file: 'a.test.ts', seconds: 1, runner: 'vitest' },
        { file: 'b.test.ts', seconds: 90, runner: 'vitest' },
        { file: 'c.spec.ts', seconds: 5, runner: 'playwright' },
      ],
      { count: 2 },
    );
    expect(text.split('\n')).toEqual([
      'Stage times:',
      '  typecheck      42.3 s',
      '  unit       2 min 05 s  FAILED',
      '  total      2 min 47 s',
      'The 2 slowest test files:',
      '  1 min 30 s  vitest      b.test.ts',
      '       5.0 s  playwright  c.spec.ts',
    ]);
  });

  it('rounds to the second before it counts the minutes', () => {
    const stages = [{ name: 'e2e', seconds: 119.6, ok: true }];
    expect(formatReport(stages, [], { total: 179.5 }).split('\n')).toEqual([
      'Stage times:',
      '  e2e    2 min 00 s',
      '  total  3 min 00 s',
    ]);
  });

  it('gives the wall time as the total when stages ran side by side', () => {
    const stages = [
      { name: 'typecheck', seconds: 30, ok: true },
      { name: 'lint', seconds: 35, ok: true },
    ];
    expect(formatReport(stages, [], { total: 35.5 }).split('\n')).toEqual([
      'Stage times:',
      '  typecheck      30.0 s',
      '  lint           35.0 s',
      '  total          35.5 s',
    ]);
  });
});

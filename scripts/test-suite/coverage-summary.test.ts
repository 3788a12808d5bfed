// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCoverage, partCoverage, type CoverageSummary } from './coverage-summary';

const counts = (total: number, covered: number) => ({ total, covered });
const file = (lines: number, covered: number) => ({
  lines: counts(lines, covered),
  branches: counts(4, 2),
  functions: counts(2, 1),
});

describe('the coverage summary per part', () => {
  const summary: CoverageSummary = {
    total: file(1000, 1000),
    '/repo/src/a.ts': file(10, 5),
    '/repo/src/b.tsx': file(30, 30),
    '/repo/local-backend/c.ts': file(20, 10),
    '/repo/srcx/d.ts': file(5, 0),
  };

  it('sums the files under each part, and none outside it', () => {
    const [src, functions, backend] = partCoverage(summary, '/repo', [
      'src/',
      'supabase/functions/',
      'local-backend/',
    ]);
    expect(src).toEqual({
      part: 'src/',
      files: 2,
      lines: counts(40, 35),
      branches: counts(8, 4),
      functions: counts(4, 2),
    });
    expect(functions!.files).toBe(0);
    expect(backend!.lines).toEqual(counts(20, 10));
  });

  it('prints a percentage per kind, and a dash for a part with nothing to count', () => {
    const text = formatCoverage(partCoverage(summary, '/repo/', ['src/', 'supabase/functions/']));
    expect(text.split('\n')).toEqual([
      'Coverage of the unit tests:',
      '  part                     files      lines   branches  functions',
      '  src/                         2     87.5 %     50.0 %     50.0 %',
      '  supabase/functions/          0          —          —          —',
    ]);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseCompareArgs, summarizePairs, type PairedRun } from './pairs';

const run = (tbtMs: number, lcpMs = 1200, longestTaskMs = 100, fcpMs = 1000): PairedRun => ({
  tbtMs,
  lcpMs,
  longestTaskMs,
  fcpMs,
});

describe('parseCompareArgs', () => {
  it('needs the other build, and measures / in the dark theme, 8 pairs, after a build', () => {
    expect(parseCompareArgs(['/tmp/before/dist'])).toEqual({
      against: '/tmp/before/dist',
      build: true,
      pairs: 8,
      page: '/',
      theme: 'dark',
      help: false,
    });
    expect(() => parseCompareArgs([])).toThrow(/Name the other build's folder/);
    expect(parseCompareArgs(['--help']).help).toBe(true);
  });

  it('reads the page, the theme, the pairs and --no-build in both spellings', () => {
    expect(
      parseCompareArgs(['--page', '/ar/', '--theme=light', '--pairs', '12', '--no-build', 'x']),
    ).toMatchObject({ against: 'x', page: '/ar/', theme: 'light', pairs: 12, build: false });
  });

  it('refuses what it does not know', () => {
    expect(() => parseCompareArgs(['x', '--pairs', '0'])).toThrow(/--pairs needs/);
    expect(() => parseCompareArgs(['x', '--page', 'ar'])).toThrow(/--page needs/);
    expect(() => parseCompareArgs(['x', '--theme', 'blue'])).toThrow(/--theme needs/);
    expect(() => parseCompareArgs(['x', '--fast'])).toThrow(/Unknown option --fast/);
    expect(() => parseCompareArgs(['x', 'y'])).toThrow(/One other build only/);
  });
});

describe('summarizePairs', () => {
  it('gives both medians and means, and counts the pairs this build won, lost and tied', () => {
    const pairs = [
      { thisBuild: run(10), otherBuild: run(60) },
      { thisBuild: run(20), otherBuild: run(50) },
      { thisBuild: run(90), otherBuild: run(40) },
      { thisBuild: run(30), otherBuild: run(30) },
    ];
    const tbt = summarizePairs(pairs).find((s) => s.figure === 'tbtMs');
    expect(tbt).toEqual({
      figure: 'tbtMs',
      thisMedian: 25,
      otherMedian: 45,
      thisMean: 37.5,
      otherMean: 45,
      lower: 2,
      higher: 1,
      same: 1,
    });
  });

  it('summarizes every figure, and refuses no pairs', () => {
    const figures = summarizePairs([{ thisBuild: run(1), otherBuild: run(2) }]).map(
      (s) => s.figure,
    );
    expect(figures).toEqual(['tbtMs', 'lcpMs', 'longestTaskMs', 'fcpMs']);
    expect(() => summarizePairs([])).toThrow(/no pairs/);
  });
});

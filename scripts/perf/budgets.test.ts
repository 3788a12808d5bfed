// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareBudgets, parseBudgets, type Measured } from './budgets';

const measured: Measured = {
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 92,
  lcpMs: 1500,
  tbtMs: 51,
  longestTaskMs: 50,
  cls: 0.01,
  firstViewJsKB: 104_085,
  firstViewTransferKb: 400 * 1024 + 1,
  beaconKb: 512,
};

describe('parseBudgets', () => {
  it('reads the repository budgets file', () => {
    const file = new URL('../../perf-budgets.json', import.meta.url);
    const budgets = parseBudgets(JSON.parse(readFileSync(file, 'utf8')));
    // The busy phone's budgets: 80 KB of JavaScript as Lighthouse counts it, LCP at most 1.2 s,
    // no main-thread task over 50 ms.
    expect(budgets).toEqual({
      performance: 98,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1200,
      tbtMs: 50,
      longestTaskMs: 50,
      cls: 0.01,
      firstViewJsKB: 80,
      firstViewTransferKb: 400,
      beaconKb: 1,
    });
  });

  it('refuses unknown keys, so a typo does not drop a budget silently', () => {
    expect(() => parseBudgets({ lcpMS: 1500 })).toThrow(/Unknown budget "lcpMS"/);
    // The KiB budget of first-view JavaScript became a KB one under a new name.
    expect(() => parseBudgets({ firstViewJsKb: 100 })).toThrow(/Unknown budget "firstViewJsKb"/);
  });

  it('refuses values that are not non-negative numbers', () => {
    expect(() => parseBudgets({ lcpMs: '1500' })).toThrow(/non-negative number/);
    expect(() => parseBudgets({ cls: -1 })).toThrow(/non-negative number/);
    expect(() => parseBudgets([])).toThrow(/JSON object/);
    expect(() => parseBudgets(null)).toThrow(/JSON object/);
  });

  it('allows a subset of budgets and a comment', () => {
    expect(parseBudgets({ $comment: 'why', tbtMs: 50 })).toEqual({ tbtMs: 50 });
  });
});

describe('compareBudgets', () => {
  const byKey = () =>
    Object.fromEntries(
      compareBudgets(measured, {
        performance: 98,
        accessibility: 100,
        seo: 100,
        lcpMs: 1500,
        tbtMs: 50,
        longestTaskMs: 50,
        cls: 0.01,
        firstViewJsKB: 80,
        firstViewTransferKb: 400,
      }).map((result) => [result.key, result]),
    );

  it('treats scores as minimums and times, shift and sizes as maximums, limits included', () => {
    const results = byKey();
    expect(results.performance?.met).toBe(false);
    expect(results.accessibility?.met).toBe(true);
    expect(results.seo?.met).toBe(false);
    expect(results.lcpMs?.met).toBe(true);
    expect(results.tbtMs?.met).toBe(false);
    expect(results.cls?.met).toBe(true);
    expect(results.longestTaskMs?.met).toBe(true);
  });

  it('compares bytes with KB budgets of 1000 bytes and KiB budgets of 1024', () => {
    const results = byKey();
    expect(results.firstViewJsKB).toMatchObject({ met: false, actual: 104_085, budget: 80 });
    expect(
      compareBudgets({ ...measured, firstViewJsKB: 80_000 }, { firstViewJsKB: 80 })[0]?.met,
    ).toBe(true);
    expect(
      compareBudgets({ ...measured, firstViewJsKB: 80_001 }, { firstViewJsKB: 80 })[0]?.met,
    ).toBe(false);
    expect(results.firstViewTransferKb).toMatchObject({ unit: 'kib', met: false });
    expect(compareBudgets(measured, { beaconKb: 0.5 })[0]?.met).toBe(true); // 512 bytes
  });

  it('checks only the budgets given, in their order, with labels and units', () => {
    const results = compareBudgets(measured, { tbtMs: 60, performance: 90 });
    expect(results).toEqual([
      {
        key: 'tbtMs',
        label: 'Total Blocking Time',
        kind: 'max',
        unit: 'ms',
        actual: 51,
        budget: 60,
        met: true,
      },
      {
        key: 'performance',
        label: 'Performance score',
        kind: 'min',
        unit: 'score',
        actual: 97,
        budget: 90,
        met: true,
      },
    ]);
  });
});

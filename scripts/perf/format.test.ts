// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BudgetResult } from './budgets';
import {
  formatBudget,
  formatBudgetResults,
  formatBudgetSummary,
  formatBytes,
  formatCls,
  formatKB,
  formatKiB,
  formatMs,
  formatScore,
  formatTable,
  formatValue,
  shortUrl,
} from './format';

describe('value formatting', () => {
  it('shows bytes as KiB of 1024 bytes with one decimal', () => {
    expect(formatKiB(1024)).toBe('1.0 KiB');
    expect(formatKiB(102_400)).toBe('100.0 KiB');
    expect(formatKiB(1536)).toBe('1.5 KiB');
  });

  it('shows bytes as KB of 1000 bytes, as Lighthouse counts, and in full', () => {
    expect(formatKB(80_000)).toBe('80.0 KB');
    expect(formatKB(104_085)).toBe('104.1 KB');
    expect(formatBytes(104_085)).toBe('104,085 B (104.1 KB)');
  });

  it('rounds milliseconds and groups thousands', () => {
    expect(formatMs(1206.09)).toBe('1,206 ms');
    expect(formatMs(49.5)).toBe('50 ms');
  });

  it('shows layout shift with three decimals and scores as whole numbers when they are', () => {
    expect(formatCls(0.014279)).toBe('0.014');
    expect(formatScore(98)).toBe('98');
    expect(formatScore(97.5)).toBe('97.5');
  });

  it('formats a value and a budget in the budget unit', () => {
    expect(formatValue(2048, 'kib')).toBe('2.0 KiB');
    expect(formatValue(104_085, 'kb')).toBe('104.1 KB');
    expect(formatValue(0.1, 'cls')).toBe('0.100');
    expect(formatBudget({ kind: 'max', unit: 'kib', budget: 100 })).toBe('<= 100 KiB');
    expect(formatBudget({ kind: 'max', unit: 'kb', budget: 80 })).toBe('<= 80 KB');
    expect(formatBudget({ kind: 'min', unit: 'score', budget: 98 })).toBe('>= 98');
    expect(formatBudget({ kind: 'max', unit: 'ms', budget: 1500 })).toBe('<= 1,500 ms');
  });
});

describe('formatTable', () => {
  it('pads columns to the widest cell and aligns them', () => {
    const table = formatTable(
      ['Name', 'Size'],
      [
        ['a.js', '1.0 KiB'],
        ['longer.js', '10.0 KiB'],
      ],
      ['left', 'right'],
    );
    expect(table.split('\n')).toEqual([
      'Name           Size',
      '---------  --------',
      'a.js        1.0 KiB',
      'longer.js  10.0 KiB',
    ]);
  });
});

describe('budget report', () => {
  const results: BudgetResult[] = [
    {
      key: 'lcpMs',
      label: 'Largest Contentful Paint',
      kind: 'max',
      unit: 'ms',
      actual: 1206,
      budget: 1500,
      met: true,
    },
    {
      key: 'tbtMs',
      label: 'Total Blocking Time',
      kind: 'max',
      unit: 'ms',
      actual: 991,
      budget: 50,
      met: false,
    },
  ];

  it('marks each budget met or missed', () => {
    const lines = formatBudgetResults(results).split('\n');
    expect(lines[2]).toMatch(/^✓ {2}Largest Contentful Paint +1,206 ms +<= 1,500 ms$/);
    expect(lines[3]).toMatch(/^✗ {2}Total Blocking Time +991 ms +<= 50 ms$/);
  });

  it('closes with the count of budgets met', () => {
    expect(formatBudgetSummary(results)).toBe('1 of 2 budgets met');
    expect(formatBudgetSummary([])).toBe('0 of 0 budgets met');
  });
});

describe('shortUrl', () => {
  it('keeps the path of a URL on the measured origin and leaves others whole', () => {
    expect(shortUrl('http://127.0.0.1:4000/assets/a.js', 'http://127.0.0.1:4000/')).toBe(
      '/assets/a.js',
    );
    expect(shortUrl('https://cdn.example/x.js', 'http://127.0.0.1:4000/')).toBe(
      'https://cdn.example/x.js',
    );
  });
});

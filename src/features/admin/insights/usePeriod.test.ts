import { describe, expect, it } from 'vitest';
import { parseDays, searchWithDays } from './usePeriod';

describe('the period in the address', () => {
  it('reads 7, 30 and 90, and anything else as 30', () => {
    expect(['7', '30', '90', null, '14', '7days', ''].map(parseDays)).toEqual([
      7, 30, 90, 30, 30, 30, 30,
    ]);
  });

  it('keeps the other parameters, and leaves the default out', () => {
    const search = new URLSearchParams('view=insights&days=7');
    expect(searchWithDays(search, 90)).toBe('?view=insights&days=90');
    expect(searchWithDays(search, 30)).toBe('?view=insights');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { median, medianOf, medianRunIndex } from './stats';

describe('median', () => {
  it('takes the middle value of an odd count, in any order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([7])).toBe(7);
    expect(median([900, 100, 5000, 120, 130])).toBe(130);
  });

  it('averages the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses an empty list and non-finite values', () => {
    expect(() => median([])).toThrow(/empty/);
    expect(() => median([1, Number.NaN, 3])).toThrow(/non-finite/);
  });
});

describe('medianOf', () => {
  it('takes the median of each field separately', () => {
    const runs = [
      { a: 1, b: 30 },
      { a: 3, b: 10 },
      { a: 2, b: 20 },
    ];
    expect(medianOf(runs, ['a', 'b'])).toEqual({ a: 2, b: 20 });
  });
});

describe('medianRunIndex', () => {
  it('picks the run closest to the median first paint and time to interactive', () => {
    const runs = [
      { fcpMs: 900, ttiMs: 3000 },
      { fcpMs: 800, ttiMs: 2500 },
      { fcpMs: 1200, ttiMs: 4200 },
    ];
    expect(medianRunIndex(runs)).toBe(0);
  });

  it('breaks a tie with the earlier interactive time', () => {
    const runs = [
      { fcpMs: 1000, ttiMs: 3100 },
      { fcpMs: 1000, ttiMs: 2900 },
    ];
    expect(medianRunIndex(runs)).toBe(1);
  });

  it('returns the only run', () => {
    expect(medianRunIndex([{ fcpMs: 1, ttiMs: 2 }])).toBe(0);
  });
});

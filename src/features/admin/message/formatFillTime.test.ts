import { describe, expect, it } from 'vitest';
import { formatFillTime } from './formatFillTime';

describe('formatFillTime', () => {
  it.each([
    [0, '0.0 s'],
    [400, '0.4 s'],
    [9_940, '9.9 s'],
    [9_960, '10 s'],
    [10_000, '10 s'],
    [42_400, '42 s'],
    [120_000, '120 s'],
    [120_600, '2 min'],
    [180_000, '3 min'],
    [3_600_000, '60 min'],
  ])('shows %i ms as %j', (ms, text) => {
    expect(formatFillTime(ms)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { formatMessageDate } from './formatMessageDate';

describe('formatMessageDate', () => {
  it('shows month, day, year and time', () => {
    expect(formatMessageDate('2026-11-22T10:15:00Z', 'UTC')).toBe('Nov 22, 2026, 10:15 AM');
  });

  it("uses the reader's time zone", () => {
    // A zone whose offset no time-zone update has moved (Morocco's did, between Node's ICUs).
    expect(formatMessageDate('2026-11-22T23:30:00Z', 'Asia/Tokyo')).toBe('Nov 23, 2026, 8:30 AM');
  });

  it('reads the timestamps Postgres sends', () => {
    expect(formatMessageDate('2026-11-22T10:15:00.123456+00:00', 'UTC')).toBe(
      'Nov 22, 2026, 10:15 AM',
    );
  });

  it('shows a value that is not a date as it came', () => {
    expect(formatMessageDate('not a date')).toBe('not a date');
  });
});

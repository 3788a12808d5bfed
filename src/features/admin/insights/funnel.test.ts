import { describe, expect, it } from 'vitest';
import { funnelRows, share } from './funnel';

const nobody = {
  visitors: 0,
  chatOpened: 0,
  messageSent: 0,
  replied: 0,
  won: 0,
  wonValue: [],
};

describe('funnelRows', () => {
  it('gives each step its share of the step before and of all visitors', () => {
    expect(
      funnelRows({ ...nobody, visitors: 40, chatOpened: 10, messageSent: 4, replied: 3, won: 1 }),
    ).toEqual([
      { step: 'visitors', count: 40, ofPrevious: null, ofVisits: 1 },
      { step: 'chatOpened', count: 10, ofPrevious: 0.25, ofVisits: 0.25 },
      { step: 'messageSent', count: 4, ofPrevious: 0.4, ofVisits: 0.1 },
      { step: 'replied', count: 3, ofPrevious: 0.75, ofVisits: 0.075 },
      { step: 'won', count: 1, ofPrevious: 1 / 3, ofVisits: 0.025 },
    ]);
  });

  it('takes no share of nothing: a step after a zero, and every step without visitors', () => {
    const rows = funnelRows(nobody);
    expect(rows.map((row) => [row.ofPrevious, row.ofVisits])).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [null, null],
      [null, null],
    ]);
    const noChat = funnelRows({ ...nobody, visitors: 5, messageSent: 2 });
    expect(noChat[2]).toMatchObject({ ofPrevious: null, ofVisits: 0.4 });
    expect(noChat[3]).toMatchObject({ ofPrevious: 0, ofVisits: 0 });
  });

  it('lets a step pass the one before: form messages need no chat', () => {
    const rows = funnelRows({ ...nobody, visitors: 10, chatOpened: 1, messageSent: 3, replied: 3 });
    expect(rows[2]).toMatchObject({ ofPrevious: 3, ofVisits: 0.3 });
  });
});

describe('share', () => {
  it('is null for a whole of zero, never NaN or Infinity', () => {
    expect(share(0, 0)).toBeNull();
    expect(share(3, 0)).toBeNull();
    expect(share(1, 4)).toBe(0.25);
  });
});

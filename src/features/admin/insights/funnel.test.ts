import { describe, expect, it } from 'vitest';
import { funnelRows, share } from './funnel';

describe('funnelRows', () => {
  it('gives each step its share of the step before and of all visitors', () => {
    expect(funnelRows({ visitors: 40, chatOpened: 10, messageSent: 4, replied: 3 })).toEqual([
      { step: 'visitors', count: 40, ofPrevious: null, ofVisits: 1 },
      { step: 'chatOpened', count: 10, ofPrevious: 0.25, ofVisits: 0.25 },
      { step: 'messageSent', count: 4, ofPrevious: 0.4, ofVisits: 0.1 },
      { step: 'replied', count: 3, ofPrevious: 0.75, ofVisits: 0.075 },
    ]);
  });

  it('takes no share of nothing: a step after a zero, and every step without visitors', () => {
    const rows = funnelRows({ visitors: 0, chatOpened: 0, messageSent: 0, replied: 0 });
    expect(rows.map((row) => [row.ofPrevious, row.ofVisits])).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [null, null],
    ]);
    const noChat = funnelRows({ visitors: 5, chatOpened: 0, messageSent: 2, replied: 0 });
    expect(noChat[2]).toMatchObject({ ofPrevious: null, ofVisits: 0.4 });
    expect(noChat[3]).toMatchObject({ ofPrevious: 0, ofVisits: 0 });
  });

  it('lets a step pass the one before: form messages need no chat', () => {
    const rows = funnelRows({ visitors: 10, chatOpened: 1, messageSent: 3, replied: 3 });
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

import { describe, expect, it } from 'vitest';
import { dailyAt, everyMinutes, hourlyAt } from './workers';

describe('the pg_cron stand-in’s schedules', () => {
  it('reads every minute and every N minutes', () => {
    expect(everyMinutes('* * * * *')).toBe(1);
    expect(everyMinutes('*/5 * * * *')).toBe(5);
    expect(everyMinutes('1 0 * * *')).toBeNull();
  });

  it('reads an hourly minute, as the visit roll-up uses', () => {
    expect(hourlyAt('7 * * * *')).toBe(7);
    expect(hourlyAt('0 * * * *')).toBe(0);
    expect(hourlyAt('60 * * * *')).toBeNull();
    expect(hourlyAt('7 0 * * *')).toBeNull();
    expect(hourlyAt('* * * * *')).toBeNull();
  });

  it('reads a daily time, as the nightly key rotation uses', () => {
    expect(dailyAt('1 0 * * *')).toEqual({ hour: 0, minute: 1 });
    expect(dailyAt('30 23 * * *')).toEqual({ hour: 23, minute: 30 });
    expect(dailyAt('60 0 * * *')).toBeNull();
    expect(dailyAt('0 0 * * 1')).toBeNull();
  });
});

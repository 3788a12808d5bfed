import { describe, expect, it } from 'vitest';
import { isLikelyBot, MIN_FILL_TIME_MS } from './spamGuard';

describe('isLikelyBot', () => {
  const now = 1_000_000;

  it('lets a person through who took long enough and left the honeypot empty', () => {
    expect(isLikelyBot({ honeypot: '', startedAt: now - MIN_FILL_TIME_MS, now })).toBe(false);
    expect(isLikelyBot({ honeypot: '', startedAt: now - 60_000, now })).toBe(false);
  });

  it('flags a filled honeypot, however slow', () => {
    expect(isLikelyBot({ honeypot: 'https://x.example', startedAt: 0, now })).toBe(true);
  });

  it('ignores whitespace in the honeypot', () => {
    expect(isLikelyBot({ honeypot: '  ', startedAt: 0, now })).toBe(false);
  });

  it('flags a submit sooner than a person could fill the form', () => {
    expect(isLikelyBot({ honeypot: '', startedAt: now - MIN_FILL_TIME_MS + 1, now })).toBe(true);
    expect(isLikelyBot({ honeypot: '', startedAt: now, now })).toBe(true);
  });

  it('flags a submit with no interaction recorded', () => {
    expect(isLikelyBot({ honeypot: '', startedAt: null, now })).toBe(true);
    expect(isLikelyBot({ honeypot: '', startedAt: Number.NaN, now })).toBe(true);
  });

  it('flags a start time in the future', () => {
    expect(isLikelyBot({ honeypot: '', startedAt: now + 10_000, now })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { spamSignals } from './spamSignals';

describe('spamSignals', () => {
  const now = 1_000_000;

  it('reports an empty honeypot and the time since the first touch', () => {
    expect(spamSignals({ honeypot: '', startedAt: now - 12_345, now })).toEqual({
      signal_honeypot: '',
      signal_fill_ms: 12_345,
      signal_touched: true,
    });
  });

  it('reports a send at autofill speed as it is, without judging it', () => {
    expect(spamSignals({ honeypot: '', startedAt: now - 400, now }).signal_fill_ms).toBe(400);
  });

  it('passes the honeypot’s value on as written', () => {
    expect(spamSignals({ honeypot: 'https://x.example', startedAt: now, now })).toMatchObject({
      signal_honeypot: 'https://x.example',
      signal_fill_ms: 0,
    });
  });

  it('reports a form nobody touched', () => {
    for (const startedAt of [null, Number.NaN]) {
      expect(spamSignals({ honeypot: '', startedAt, now })).toEqual({
        signal_honeypot: '',
        signal_fill_ms: null,
        signal_touched: false,
      });
    }
  });

  it('keeps the time within what the database stores', () => {
    expect(spamSignals({ honeypot: '', startedAt: now + 5_000, now }).signal_fill_ms).toBe(0);
    expect(spamSignals({ honeypot: '', startedAt: 0, now: 2 ** 40 }).signal_fill_ms).toBe(
      2 ** 31 - 1,
    );
    expect(spamSignals({ honeypot: '', startedAt: now - 1.6, now }).signal_fill_ms).toBe(2);
  });
});

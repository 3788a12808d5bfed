// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAddress, createRateLimiter } from './rateLimit.ts';

describe('createRateLimiter', () => {
  it('lets `limit` requests through per window and says when the next one may come', () => {
    const limiter = createRateLimiter();
    for (let i = 0; i < 3; i += 1)
      expect(limiter.hit('a', 1_000 + i * 1_000, 3, 60_000).ok).toBe(true);
    expect(limiter.hit('a', 10_000, 3, 60_000)).toEqual({ ok: false, retryAfterSeconds: 51 });
    // The window slides: once the first request is a minute old, one more may pass.
    expect(limiter.hit('a', 61_001, 3, 60_000).ok).toBe(true);
    expect(limiter.hit('a', 61_002, 3, 60_000).ok).toBe(false);
  });

  it('counts each address on its own', () => {
    const limiter = createRateLimiter();
    expect(limiter.hit('a', 0, 1, 1_000).ok).toBe(true);
    expect(limiter.hit('a', 1, 1, 1_000).ok).toBe(false);
    expect(limiter.hit('b', 2, 1, 1_000).ok).toBe(true);
  });

  it('never asks to wait less than a second', () => {
    const limiter = createRateLimiter();
    limiter.hit('a', 0, 1, 1_000);
    expect(limiter.hit('a', 999, 1, 1_000)).toEqual({ ok: false, retryAfterSeconds: 1 });
  });
});

describe('clientAddress', () => {
  it('takes the first X-Forwarded-For entry, else "unknown"', () => {
    const request = (value?: string) =>
      new Request('http://x/', value ? { headers: { 'x-forwarded-for': value } } : {});
    expect(clientAddress(request('203.0.113.7, 10.0.0.1'))).toBe('203.0.113.7');
    expect(clientAddress(request(' 198.51.100.2 '))).toBe('198.51.100.2');
    expect(clientAddress(request())).toBe('unknown');
  });
});

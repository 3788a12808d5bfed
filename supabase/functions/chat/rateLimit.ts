/**
 * A sliding-window request counter per client address, kept in memory.
 *
 * Best-effort by design: on Supabase every isolate (instance) of the function keeps its own
 * counts, and a cold start forgets them, so a determined client spread over several isolates
 * gets more than the limit. It stops a single page (or script) from spending the owner's AI
 * credit in a loop, which is what it is for; a shared store (a table, Redis) would be needed for
 * a hard limit.
 */
export interface RateLimiter {
  /** Counts a request from `key` when it is within the limit; otherwise says how long to wait. */
  hit(key: string, now: number, limit: number, windowMs: number): RateLimitResult;
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Addresses tracked at most; past this the longest-idle ones are dropped. */
const MAX_TRACKED_KEYS = 10_000;

export function createRateLimiter(): RateLimiter {
  // Insertion order doubles as "least recently seen first": a key is re-inserted on each hit.
  const hits = new Map<string, number[]>();

  return {
    hit(key, now, limit, windowMs) {
      const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
      hits.delete(key);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[recent.length - limit] ?? now;
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
        };
      }
      recent.push(now);
      hits.set(key, recent);
      if (hits.size > MAX_TRACKED_KEYS) forgetIdle(hits);
      return { ok: true };
    },
  };
}

function forgetIdle(hits: Map<string, number[]>): void {
  for (const key of hits.keys()) {
    if (hits.size <= MAX_TRACKED_KEYS) return;
    hits.delete(key);
  }
}

/** The client's address as the platform's proxy reports it: the first X-Forwarded-For entry. */
export function clientAddress(req: Request): string {
  const first = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first || 'unknown';
}

import { authError } from '../http';

/** GoTrue's bucket size for every per-address limit: a burst of at most 30 requests. */
export const GOTRUE_BURST = 30;
/** GoTrue forgets an address's bucket an hour after making it (whatever happened since). */
const BUCKET_TTL_MS = 60 * 60 * 1000;
/** Tolerance for the floating-point refill arithmetic. */
const EPSILON = 1e-9;
/** Most addresses kept at once; past it the least recently seen are forgotten first. */
const DEFAULT_MAX_KEYS = 10_000;
const FIVE_MINUTES_MS = 5 * 60 * 1000;

export interface LimiterOptions {
  /** Requests the bucket regains per 5 minutes. */
  per5Minutes: number;
  /** Requests a full bucket holds. */
  burst?: number;
  maxKeys?: number;
  /** Milliseconds; tests pass a fake clock. */
  now?: () => number;
}

interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date. */
  at: number;
  /** When the bucket was made. */
  created: number;
}

/**
 * A token bucket per client address, as GoTrue's limiter (tollbooth over golang.org/x/time/rate):
 * a new address starts with a full bucket, each request takes one token, a refused request takes
 * none, and tokens come back at `per5Minutes` per 5 minutes up to `burst`; an hour after a bucket
 * was made it is forgotten (the next request starts a full one). Kept in memory, with bounded
 * size: a bucket that is full again is dropped too (a new one would be the same), and past
 * `maxKeys` addresses the least recently seen ones are dropped.
 */
export class AddressLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly burst: number;
  private readonly perMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: LimiterOptions) {
    this.burst = options.burst ?? GOTRUE_BURST;
    this.perMs = options.per5Minutes / FIVE_MINUTES_MS;
    this.maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
    this.now = options.now ?? Date.now;
  }

  /** Takes one request from `address`'s bucket: false when it is empty. */
  take(address: string): boolean {
    const now = this.now();
    const bucket = this.current(address, now);
    const allowed = bucket.tokens >= 1 - EPSILON;
    if (allowed) bucket.tokens -= 1;
    // Re-inserted so the map stays ordered from least to most recently seen.
    this.buckets.delete(address);
    this.buckets.set(address, bucket);
    this.prune(now);
    return allowed;
  }

  /** How many addresses are remembered (for tests of the memory bound). */
  get size(): number {
    return this.buckets.size;
  }

  private current(address: string, now: number): Bucket {
    const bucket = this.buckets.get(address);
    if (!bucket || this.forgettable(bucket, now)) {
      return { tokens: this.burst, at: now, created: now };
    }
    const tokens = bucket.tokens + Math.max(0, now - bucket.at) * this.perMs;
    return { tokens: Math.min(this.burst, tokens), at: now, created: bucket.created };
  }

  private forgettable(bucket: Bucket, now: number): boolean {
    const refilled = bucket.tokens + Math.max(0, now - bucket.at) * this.perMs;
    return now - bucket.created >= BUCKET_TTL_MS || refilled >= this.burst - EPSILON;
  }

  private prune(now: number): void {
    for (const [address, bucket] of this.buckets) {
      if (this.buckets.size > this.maxKeys || this.forgettable(bucket, now)) {
        this.buckets.delete(address);
      } else {
        // Later entries were seen more recently; the oldest that is still needed stops the sweep.
        break;
      }
    }
  }
}

/**
 * The address a request's limits are counted under: the rightmost X-Forwarded-For entry of the
 * headers as the platform's proxy passes them on (asPlatformProxy in server.ts), the one the
 * proxy appended, so a client cannot choose it. A blank one (possible only from a test trusted
 * to write the platform's header) counts in one shared 'unknown' bucket.
 */
export function clientAddress(platformHeaders: Record<string, string>): string {
  const entries = (platformHeaders['x-forwarded-for'] ?? '').split(',');
  return entries[entries.length - 1]?.trim() || 'unknown';
}

/** Answers GoTrue's 429 when `address` has no request left in `limiter`'s bucket. */
export function enforceLimit(limiter: AddressLimiter, address: string): void {
  if (!limiter.take(address)) {
    throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
}

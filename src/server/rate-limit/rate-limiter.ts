/** One key's counting window: the attempts counted in it so far and how long until it closes. */
export interface RateWindow {
  count: number;
  closesInMs: number;
}

/**
 * Fixed-window counters: the first attempt on a key opens a window of `windowMs`, later ones add to
 * it, and the count starts again after it closes. In this process (memory-rate-limiter.ts) or in
 * Redis (redis-rate-limiter.ts), so that every server process counts against the same limit.
 */
export interface RateLimiter {
  /** Counts one attempt and answers the window as it is now. */
  consume(key: string, windowMs: number): Promise<RateWindow>;
  /** The key's open window, without counting an attempt; null when none is open. */
  peek(key: string): Promise<RateWindow | null>;
  /** Takes one counted attempt back (it turned out not to count, e.g. a correct password). */
  release(key: string): Promise<void>;
  /** Forgets the key's window. */
  reset(key: string): Promise<void>;
}

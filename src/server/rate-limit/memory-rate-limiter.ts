import type { RateLimiter, RateWindow } from './rate-limiter';

interface OpenWindow {
  count: number;
  /** When the window closes, on this limiter's clock. */
  closesAt: number;
}

/**
 * RateLimiter for a single process (no REDIS_URL). At most `maxKeys` windows are kept: closed ones
 * are dropped from the front (windows of one limiter share a length, so the oldest closes first), and
 * under a flood of new keys the oldest open one makes room.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, OpenWindow>();

  constructor(
    private readonly clock: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  async consume(key: string, windowMs: number): Promise<RateWindow> {
    const now = this.clock();
    let window = this.windows.get(key);
    if (!window || window.closesAt <= now) {
      this.windows.delete(key);
      this.makeRoom(now);
      window = { count: 0, closesAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, closesInMs: window.closesAt - now };
  }

  async peek(key: string): Promise<RateWindow | null> {
    const window = this.windows.get(key);
    const now = this.clock();
    return window && window.closesAt > now ? { count: window.count, closesInMs: window.closesAt - now } : null;
  }

  async release(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.closesAt > this.clock() && window.count > 0) window.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private makeRoom(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.closesAt > now && this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

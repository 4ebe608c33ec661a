import type { SharedCache } from './shared-cache';

/**
 * A SharedCache for a single process (no REDIS_URL): values as loaded, never serialised. Concurrent
 * requests for a missing key share one load; a failed load is not kept. At most `maxEntries` keys are
 * kept (the oldest goes first), so keys that include a date or a caller-chosen name cannot grow it
 * without bound.
 */
export class MemorySharedCache<T> implements SharedCache<T> {
  private readonly values = new Map<string, Promise<T>>();

  constructor(private readonly maxEntries = 1000) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.values.get(key);
    if (cached) return cached;
    const loading = load();
    loading.catch(() => {
      if (this.values.get(key) === loading) this.values.delete(key);
    });
    if (this.values.size >= this.maxEntries) {
      const oldest = this.values.keys().next();
      if (!oldest.done) this.values.delete(oldest.value);
    }
    this.values.set(key, loading);
    return loading;
  }

  async invalidate(): Promise<void> {
    this.values.clear();
  }
}

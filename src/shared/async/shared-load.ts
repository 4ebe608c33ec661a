/** Where shared loads are kept: a Map, or a WeakMap keyed by an object (an adapter, a session). */
export interface LoadCache<K, V> {
  get(key: K): Promise<V> | undefined;
  set(key: K, value: Promise<V>): unknown;
  delete(key: K): boolean;
}

/**
 * The load of `key`, started once and shared by every caller while it runs and after it succeeds; a failed
 * load is forgotten, so the next caller tries again.
 */
export function sharedLoad<K, V>(cache: LoadCache<K, V>, key: K, load: () => Promise<V>): Promise<V> {
  let pending = cache.get(key);
  if (!pending) {
    pending = load();
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

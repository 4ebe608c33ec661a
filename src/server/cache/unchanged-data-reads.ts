import type { SqlDatabase } from '../sql-database';

/** Keys kept (the oldest goes first): a few per signed-in user, so thousands of users at once. */
const DEFAULT_MAX_ENTRIES = 10_000;

interface Kept<T> {
  stamp: string;
  value: Promise<T>;
}

/**
 * Database reads that every signed-in call repeats (the session, its user, his organisations and
 * responsibilities), kept while the data is provably unchanged: each answer is stored with the database's
 * change stamp taken BEFORE the read, and served only while the stamp is still the same. Any row written
 * since, by this process or by another on the same SQLite file, changes the stamp, so a kept answer is
 * never older than the data (a revoked session or a withdrawn grant counts at once). PostgreSQL's stamp
 * is read once per request (postgres-change-stamp.ts); where there is none (outside a request), every read
 * goes to the database.
 *
 * What is kept are the rows, not decisions: whatever depends on the time (expiry, dates of validity) is
 * still decided on each call by the caller.
 */
export class UnchangedDataReads {
  private readonly kept = new Map<string, Kept<unknown>>();

  constructor(
    private readonly database: SqlDatabase,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {}

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const stamp = this.database.changeStamp?.();
    if (stamp === undefined) return load();
    if (typeof stamp === 'string') return this.readAt(stamp, key, load);
    return stamp.then((known) => (known === undefined ? load() : this.readAt(known, key, load)));
  }

  private readAt<T>(stamp: string, key: string, load: () => Promise<T>): Promise<T> {
    const known = this.kept.get(key);
    if (known && known.stamp === stamp) return known.value as Promise<T>;
    const value = load();
    const entry: Kept<unknown> = { stamp, value };
    value.catch(() => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    });
    this.kept.delete(key);
    if (this.kept.size >= this.maxEntries) {
      const oldest = this.kept.keys().next();
      if (!oldest.done) this.kept.delete(oldest.value);
    }
    this.kept.set(key, entry);
    return value;
  }
}

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
 * never older than the data (a revoked session or a withdrawn grant counts at once). Where the engine
 * gives no stamp (PostgreSQL), every read goes to the database.
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
    const changeStamp = this.database.changeStamp;
    if (!changeStamp) return load();
    const stamp = changeStamp();
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

import { randomUUID } from 'node:crypto';
import { CACHE_GENERATIONS_TABLE } from '../db/system-tables';
import type { SqlDatabase } from '../sql-database';
import { MemorySharedCache } from './memory-shared-cache';
import type { SharedCache } from './shared-cache';
import { UnchangedDataReads } from './unchanged-data-reads';

/**
 * A SharedCache without Redis: values are kept in this process, under the generation of the namespace
 * that the database holds (CACHE_GENERATIONS_TABLE); `invalidate` writes a new one. Every process on the
 * same database (two on one SQLite file, or on one PostgreSQL without Redis) therefore reloads on its
 * next `get` once another has invalidated. The generation itself is re-read only when the database
 * changed (unchanged-data-reads.ts: the change stamp sees other processes' commits), so an idle cache
 * costs no query on SQLite, and on PostgreSQL none beyond the request's one read of the stamp.
 */
export class DatabaseSharedCache<T> implements SharedCache<T> {
  private generation: string | null = null;
  private local = new MemorySharedCache<T>();
  private readonly reads: UnchangedDataReads;

  constructor(
    private readonly database: SqlDatabase,
    private readonly namespace: string,
  ) {
    this.reads = new UnchangedDataReads(database);
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const generation = await this.reads.read('generation', () => this.storedGeneration());
    if (generation !== this.generation) {
      this.generation = generation;
      this.local = new MemorySharedCache<T>();
    }
    return this.local.get(key, load);
  }

  async invalidate(): Promise<void> {
    const generation = randomUUID();
    await this.database.db
      .insertInto(CACHE_GENERATIONS_TABLE)
      .values({ namespace: this.namespace, generation })
      .onConflict((conflict) => conflict.column('namespace').doUpdateSet({ generation }))
      .execute();
    this.generation = null;
    this.local = new MemorySharedCache<T>();
  }

  private async storedGeneration(): Promise<string> {
    const row = await this.database.db.selectFrom(CACHE_GENERATIONS_TABLE).select('generation').where('namespace', '=', this.namespace).executeTakeFirst();
    return row ? String(row.generation) : '';
  }
}

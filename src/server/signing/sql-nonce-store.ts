import type { SqlDatabase } from '../sql-database';
import type { NonceStore } from './nonce-store';
import { NONCES_TABLE } from './nonces-table';

/** Expired rows are deleted at most this often, by the call that comes after. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Nonces in the sys_request_nonces table: they outlive a restart and are shared by every server process on
 * the same database. One statement both checks and records (an insert that, on a known nonce, only
 * overwrites an expired row), so two simultaneous uses cannot both be accepted. Expired rows are pruned
 * once a minute, by the request that comes next.
 *
 * Each signed call writes here; the table is left out of the database's change stamp (unstamped-tables.ts),
 * so the reads kept while the data is unchanged (unchanged-data-reads.ts) stay kept.
 */
export class SqlNonceStore implements NonceStore {
  private prunedAt = 0;

  constructor(
    private readonly database: SqlDatabase,
    private readonly ttlMs: number,
  ) {}

  async remember(nonce: string, now: number): Promise<boolean> {
    if (now - this.prunedAt >= PRUNE_EVERY_MS) await this.prune(now);
    const expiresAt = now + this.ttlMs;
    const result = await this.database.db
      .insertInto(NONCES_TABLE)
      .values({ nonce, expiresAt })
      .onConflict((conflict) =>
        conflict
          .column('nonce')
          .doUpdateSet({ expiresAt })
          .where(`${NONCES_TABLE}.expiresAt`, '<=', now),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  private async prune(now: number): Promise<void> {
    this.prunedAt = now;
    await this.database.db.deleteFrom(NONCES_TABLE).where('expiresAt', '<=', now).execute();
  }
}

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardedWrites, type CommitGuard } from '../../../src/server/entities/commit-guards';
import { openTestDatabase, testDialects, type TestDatabase } from './engine-fixture';

const postgres = (await testDialects()).includes('postgres');
if (!postgres) console.log('[commit guards] PostgreSQL is not running: the serialisation test needs it (SQLite has one writer at a time)');

const guard: CommitGuard = { name: 'serialisationProbe', entities: new Set(['baseMenu']), holds: async () => true, message: () => 'refused' };

/** Whether some other connection waits for an advisory lock: the second transaction blocked behind the first. */
async function someoneWaitsForTheLock(test: TestDatabase): Promise<boolean> {
  const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`.execute(test.database.db);
  return Number(waiting.rows[0]?.n ?? 0) > 0;
}

describe.skipIf(!postgres)('commit guards on PostgreSQL', () => {
  const dialect = 'postgres';
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it('let a second transaction engaging the same guard check it only after the first has committed', async () => {
    const order: string[] = [];
    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstChecked!: () => void;
    const firstHasChecked = new Promise<void>((resolve) => (firstChecked = resolve));
    const first = test.database.db.transaction().execute(async (trx) => {
      await new GuardedWrites([guard], trx, dialect, () => new Date()).beforeWrite('baseMenu');
      order.push('first checked');
      firstChecked();
      await firstMayCommit;
      order.push('first commits');
    });
    await firstHasChecked;
    const second = test.database.db.transaction().execute(async (trx) => {
      await new GuardedWrites([guard], trx, dialect, () => new Date()).beforeWrite('baseMenu');
      order.push('second checked');
    });
    await expect.poll(() => someoneWaitsForTheLock(test), { timeout: 30_000 }).toBe(true);
    expect(order).toEqual(['first checked']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first checked', 'first commits', 'second checked']);
  });
});

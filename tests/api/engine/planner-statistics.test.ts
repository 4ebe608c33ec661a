import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPlannerStatisticsProgram } from '../../../src/server/db/planner-statistics';
import { migrateDatabase } from '../../../src/server/db/migrate-database';
import { openTestDatabase, testDialects, type TestDatabase } from './engine-fixture';

const dialects = await testDialects();
const TABLE = 'base_purchase_categories';

/** Rows of the planner's statistics about TABLE: SQLite's sqlite_stat1, PostgreSQL's last analyze. */
async function statisticsOf(test: TestDatabase): Promise<number> {
  if (test.database.dialect === 'sqlite') {
    const rows = await sql<{ count: number }>`select count(*) as count from sqlite_stat1 where tbl = ${TABLE}`.execute(test.database.db);
    return Number(rows.rows[0].count);
  }
  const rows = await sql<{ count: string }>`
    select count(*) as count from pg_stat_user_tables where schemaname = current_schema() and relname = ${TABLE} and last_analyze is not null`.execute(test.database.db);
  return Number(rows.rows[0].count);
}

describe.each(dialects)('the planner statistics on %s', (dialect) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await openTestDatabase(dialect);
    const rows = Array.from({ length: 50 }, (_, index) => ({ categoryCode: `C${index}`, categoryName: `品类${index}`, enabledFlag: 'Y', versionNum: 1 }));
    await test.database.db.insertInto(TABLE).values(rows).execute();
    if (dialect === 'sqlite') await sql`delete from sqlite_stat1`.execute(test.database.db);
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it('are not refreshed by a start that migrates nothing, and are by the daily program', async () => {
    expect(await statisticsOf(test)).toBe(0);
    expect((await migrateDatabase(test.database, test.catalog)).applied).toEqual([]);
    expect(await statisticsOf(test)).toBe(0);
    const summary = await refreshPlannerStatisticsProgram.run({}, { database: test.database, now: new Date(), log: undefined as never, requestId: 1 });
    expect(summary.en).toBe('Query planner statistics refreshed');
    expect(await statisticsOf(test)).toBeGreaterThan(0);
  });
});

import { sql } from 'kysely';
import { z } from 'zod';
import type { JobProgram } from '../jobs/job-program';
import type { SqlDatabase } from '../sql-database';

/**
 * SQLite plans from the statistics ANALYZE leaves, and has none until then: without them a date range in
 * the default order (newest first) reads the date index and sorts every row in range, even when the range
 * holds most of the table (200 ms at a million orders) where reading newest first stops after a page.
 * `optimize` with 0x10002 analyzes the tables whose statistics are missing or stale (about 1.3 s at 200,000
 * orders the first time). Even with nothing to analyze it checks all ~700 tables and indexes (about 100 ms),
 * so it runs after a migration changed the schema and once a day, not on every start. PostgreSQL's autovacuum
 * keeps its own statistics; there ANALYZE refreshes those of this deployment's schema at once (after a bulk
 * load, say), leaving other schemas of the database alone.
 */
export async function refreshPlannerStatistics(database: Pick<SqlDatabase, 'db' | 'dialect'>): Promise<void> {
  if (database.dialect === 'sqlite') {
    await sql`pragma optimize = 0x10002`.execute(database.db);
    return;
  }
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(database.db);
  for (const table of tables.rows) await sql`analyze ${sql.id(table.name)}`.execute(database.db);
}

/** The daily refresh, also offered on concurrentPrograms to run by hand after a bulk load. */
export const refreshPlannerStatisticsProgram: JobProgram<Record<string, never>> = {
  code: 'refreshPlannerStatistics',
  name: { cn: '刷新查询优化统计信息', en: 'Refresh query planner statistics' },
  parameters: z.object({}).strict(),
  daily: { hour: 4 },
  async run(_parameters, { database }) {
    await refreshPlannerStatistics(database);
    return { cn: '查询优化统计信息已刷新', en: 'Query planner statistics refreshed' };
  },
};

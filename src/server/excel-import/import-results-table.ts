import type { SqlDatabase } from '../sql-database';

export const IMPORT_RESULTS_TABLE = 'sys_import_results';

/**
 * The platform's own migration step for marked workbooks of failed imports (import-results.ts): kept in
 * the database so any server process can hand one out. Not an entity: only the import routes reach it,
 * always for the user who imported. Idempotent, runs on every start.
 */
export async function migrateImportResultsTable(database: SqlDatabase): Promise<void> {
  const { db, dialect } = database;
  await db.schema
    .createTable(IMPORT_RESULTS_TABLE)
    .ifNotExists()
    .addColumn('resultId', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('userId', 'bigint', (column) => column.notNull())
    .addColumn('fileName', 'varchar(255)', (column) => column.notNull())
    .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (column) => column.notNull())
    .addColumn('createdAt', 'varchar(19)', (column) => column.notNull())
    .addColumn('expiresAt', 'bigint', (column) => column.notNull())
    .execute();
}

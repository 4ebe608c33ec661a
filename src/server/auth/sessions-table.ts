import { sql } from 'kysely';
import { snakeCaseName } from '../db/column-naming';
import { dialectRules } from '../db/dialect-rules';
import type { SqlDatabase } from '../sql-database';

export const SESSIONS_TABLE = 'sys_sessions';

/**
 * The platform's own migration step: the sessions table (not an entity: never exposed through the
 * entity API). Holds the token's SHA-256, never the token. Idempotent, runs on every start.
 */
export async function migrateSessionsTable(database: SqlDatabase): Promise<void> {
  const { db, dialect } = database;
  await db.schema
    .createTable(SESSIONS_TABLE)
    .ifNotExists()
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (column) =>
      dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('tokenHash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('userId', 'bigint', (column) => column.notNull())
    .addColumn('signSecret', 'varchar(64)', (column) => column.notNull())
    .addColumn('createdAt', 'bigint', (column) => column.notNull())
    .addColumn('lastSeenAt', 'bigint', (column) => column.notNull())
    .addColumn('expiresAt', 'bigint', (column) => column.notNull())
    .addColumn('endedAt', 'bigint')
    .execute();
  await addMissingColumns(database, { userAgent: 'varchar(400)', address: 'varchar(64)' });
  await db.schema
    .createIndex('sys_sessions_user_idx')
    .ifNotExists()
    .on(SESSIONS_TABLE)
    .columns(['userId', 'expiresAt'])
    .execute();
}

/** Columns added after the table's first release (the device a session was opened from), for databases made before. */
async function addMissingColumns(database: SqlDatabase, columns: Record<string, 'varchar(400)' | 'varchar(64)'>): Promise<void> {
  // One catalogue query (the migration's own), not an introspection of every table.
  const present = (await dialectRules(database.dialect).existingColumns(database.db)).get(SESSIONS_TABLE) ?? new Set<string>();
  for (const [name, type] of Object.entries(columns)) {
    // The database names columns in snake case (the camel-case plugin maps them).
    if (!present.has(snakeCaseName(name)) && !present.has(name)) await database.db.schema.alterTable(SESSIONS_TABLE).addColumn(name, sql.raw(type)).execute();
  }
}

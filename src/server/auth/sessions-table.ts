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
  await db.schema
    .createIndex('sys_sessions_user_idx')
    .ifNotExists()
    .on(SESSIONS_TABLE)
    .columns(['userId', 'expiresAt'])
    .execute();
}

import type { SqlDatabase } from '../sql-database';

export const ACCESS_TOKENS_TABLE = 'sys_oauth_access_tokens';

/**
 * The platform's own migration step: the access tokens of API clients (not an entity: never exposed
 * through the entity API). Holds the token's SHA-256, never the token, its client, granted scopes (JSON
 * array) and expiry. Idempotent, runs on every start.
 */
export async function migrateAccessTokensTable(database: SqlDatabase): Promise<void> {
  const { db, dialect } = database;
  await db.schema
    .createTable(ACCESS_TOKENS_TABLE)
    .ifNotExists()
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (column) =>
      dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('tokenHash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('appId', 'bigint', (column) => column.notNull())
    .addColumn('scopes', 'text', (column) => column.notNull())
    .addColumn('createdAt', 'bigint', (column) => column.notNull())
    .addColumn('expiresAt', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sys_oauth_access_tokens_app_idx').ifNotExists().on(ACCESS_TOKENS_TABLE).columns(['appId', 'expiresAt']).execute();
}

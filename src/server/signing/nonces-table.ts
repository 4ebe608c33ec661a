import type { SqlDatabase } from '../sql-database';

export const NONCES_TABLE = 'sys_request_nonces';

/**
 * Used request nonces of the SQL nonce store (not an entity: never exposed through the entity API), so a
 * request accepted before a restart is still refused after it. Idempotent, runs on every start.
 */
export async function migrateNoncesTable(database: SqlDatabase): Promise<void> {
  await database.db.schema
    .createTable(NONCES_TABLE)
    .ifNotExists()
    // Session scope + the client's randomNum (at most 128 characters, verify-signature.ts).
    .addColumn('nonce', 'varchar(200)', (column) => column.primaryKey())
    .addColumn('expiresAt', 'bigint', (column) => column.notNull())
    .execute();
  await database.db.schema.createIndex('sys_request_nonces_expiry_idx').ifNotExists().on(NONCES_TABLE).column('expiresAt').execute();
}

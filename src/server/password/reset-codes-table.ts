import type { SqlDatabase } from '../sql-database';

export const RESET_CODES_TABLE = 'sys_password_reset_codes';

/**
 * Password-reset codes (not an entity: never exposed through the entity API). One row per user: a new
 * code replaces the old one, so only one is ever active. Holds the code's hash, never the code.
 * Idempotent, runs on every start.
 */
export async function migrateResetCodesTable(database: SqlDatabase): Promise<void> {
  await database.db.schema
    .createTable(RESET_CODES_TABLE)
    .ifNotExists()
    .addColumn('userId', 'bigint', (column) => column.primaryKey())
    .addColumn('codeHash', 'varchar(200)', (column) => column.notNull())
    .addColumn('expiresAt', 'bigint', (column) => column.notNull())
    .addColumn('triesLeft', 'integer', (column) => column.notNull())
    /** Set once the code was checked: the new password may then be set with it, once. */
    .addColumn('verifiedAt', 'bigint')
    .execute();
}

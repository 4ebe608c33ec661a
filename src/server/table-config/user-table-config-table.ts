import type { SqlDatabase } from '../sql-database';

export const USER_TABLE_CONFIG_TABLE = 'base_user_table_config';

/**
 * The platform's own migration step for the per-user column configurations: one row per user and grid.
 * Not an entity, so no generic entity endpoint can ever list other users' rows; only the routes of
 * table-config-routes.ts reach it, always for the caller. Idempotent, runs on every start.
 */
export async function migrateUserTableConfigTable(database: SqlDatabase): Promise<void> {
  const { db, dialect } = database;
  await db.schema
    .createTable(USER_TABLE_CONFIG_TABLE)
    .ifNotExists()
    .addColumn('configId', dialect === 'postgres' ? 'bigserial' : 'integer', (column) =>
      dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('userId', 'bigint', (column) => column.notNull())
    .addColumn('tableName', 'varchar(200)', (column) => column.notNull())
    .addColumn('settings', 'text', (column) => column.notNull())
    .addColumn('versionNum', 'integer', (column) => column.notNull())
    .addColumn('creationDate', 'varchar(19)', (column) => column.notNull())
    .addColumn('lastUpdateDate', 'varchar(19)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('ux_base_user_table_config_user_table')
    .ifNotExists()
    .unique()
    .on(USER_TABLE_CONFIG_TABLE)
    .columns(['userId', 'tableName'])
    .execute();
}

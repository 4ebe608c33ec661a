/** The database layer's public API (src/server/db). */
export { createDatabase, isPostgresUrl } from './create-database';
export type { Database, DatabaseConfig, DatabaseTables, DialectName } from './database.types';
export { loadEntitySchemas } from './load-entity-schemas';
export { migrateDatabase, type MigrationReport } from './migrate-database';

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createDatabase, type Database, type DialectName } from '../../../src/server/db';
import { createTestPostgresDatabase, createTestPostgresSchema } from '../../support/real-services';

/**
 * Which database the server-level API tests run on. The `api` project leaves it unset (the embedded SQLite);
 * the `api-postgres` project (vitest.config.ts) sets TEST_API_DATABASE=postgres so the same tests run against
 * PostgreSQL: a database copied from the run's template per server, or an empty schema (a shape deployments
 * use too) where a test needs an empty database.
 */
export const TEST_API_DIALECT: DialectName = process.env.TEST_API_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** One database for one test server (or several processes sharing it), removed by `drop`. */
export interface ServerDatabase {
  dialect: DialectName;
  /** A directory of its own for the server's files (and the SQLite file on SQLite). */
  dataDir: string;
  /** DATA_DIR, and DATABASE_URL on PostgreSQL: what a server needs to use this database. */
  env: Record<string, string>;
  /** A separate connection to the same database, for a test that checks or changes rows behind the API. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export interface ServerDatabaseOptions {
  /**
   * True: an empty database, for a test of a first start (migration, seeding, the startup lock) or of tables
   * it makes itself. Otherwise a copy of the run's template (database-template.ts): migrated and seeded with
   * system and demo data once per run, so a server start only finds it up to date, as on a restart.
   */
  empty?: boolean;
}

/**
 * A database of the dialect this test project runs on, named after `label`: a copy of the template, each copy
 * independent (ids and sequences go on from where the seed left them), or an empty one.
 */
export async function createServerDatabase(label: string, options: ServerDatabaseOptions = {}): Promise<ServerDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `srm-${label}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const template = options.empty ? undefined : inject('apiDatabaseTemplate');
  if (TEST_API_DIALECT === 'sqlite') {
    // The SQLite file and the file key of the template's first start.
    if (template) cpSync(template, dataDir, { recursive: true });
    return {
      dialect: 'sqlite',
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => createDatabase({ dataDir }),
      drop: async () => removeDir(),
    };
  }
  const postgres = template ? await createTestPostgresDatabase(label, template) : await createTestPostgresSchema(label);
  return {
    dialect: 'postgres',
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: postgres.url },
    open: () => createDatabase({ databaseUrl: postgres.url, dataDir }),
    async drop() {
      removeDir();
      await postgres.drop();
    },
  };
}

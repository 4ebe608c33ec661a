import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Database, type DialectName } from '../../../src/server/db';
import { createTestPostgresSchema } from '../../support/real-services';

/**
 * Which database the server-level API tests run on. The `api` project leaves it unset (the embedded SQLite);
 * the `api-postgres` project (vitest.config.ts) sets TEST_API_DATABASE=postgres so the same tests run against
 * a fresh PostgreSQL schema per server: a third of a second quicker to make and drop than a database, which
 * adds up over the suite, and a shape deployments use too.
 */
export const TEST_API_DIALECT: DialectName = process.env.TEST_API_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** One empty database for one test server (or several processes sharing it), removed by `drop`. */
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

/** A fresh database of the dialect this test project runs on (a schema on PostgreSQL, named after `label`). */
export async function createServerDatabase(label: string): Promise<ServerDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `srm-${label}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (TEST_API_DIALECT === 'sqlite') {
    return {
      dialect: 'sqlite',
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => createDatabase({ dataDir }),
      drop: async () => removeDir(),
    };
  }
  const postgres = await createTestPostgresSchema(label);
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

import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { EntityCatalog } from '../../shared/entity/entity-catalog';
import { loadScreenDescriptors, ScreenCoverage } from '../access/screen-coverage';
import { migrateSessionsTable } from '../auth/sessions-table';
import type { ServerConfig } from '../config';
import { createDatabase, loadEntitySchemas, migrateDatabase } from '../db';
import { createEntityEngine, type EntityEngine } from '../entities';
import { seedDemoData } from '../seed/demo-seed';
import { seedDemoUsers } from '../seed/demo-users';
import { seedSystemLookups } from '../seed/system-lookups';
import { seedSystemMenus } from '../seed/system-menus';
import type { SqlDatabase } from '../sql-database';
import { assertSystemTables } from '../system-tables';
import { REPO_PATHS } from './repo-paths';

/** Everything the HTTP layer needs, ready: migrated database, catalog, engine, screens. */
export interface Platform {
  database: SqlDatabase;
  catalog: EntityCatalog;
  engine: EntityEngine;
  coverage: ScreenCoverage;
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * Opens the database and brings it up to date: schemas and screens loaded (a bad file stops startup),
 * tables migrated, system data seeded (every start: menus upserted, missing lookups added), demo
 * users and demo business data on a fresh database when DEMO_DATA is on. The database is closed again
 * when any step fails.
 */
export async function openPlatform(config: ServerConfig, log: FastifyBaseLogger): Promise<Platform> {
  const catalog = new EntityCatalog(loadEntitySchemas(REPO_PATHS.schemas));
  assertSystemTables(catalog);
  const coverage = new ScreenCoverage(loadScreenDescriptors(REPO_PATHS.screens), catalog);
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const migration = await migrateDatabase(database, catalog);
    if (migration.applied.length > 0) log.info({ steps: migration.applied.length }, 'database migrated');
    await migrateSessionsTable(database);
    const lookupsAdded = await seedSystemLookups(database, readJson(REPO_PATHS.lookupsSeed));
    if (lookupsAdded > 0) log.info({ added: lookupsAdded }, 'system lookups seeded');
    await seedSystemMenus(database, readJson(REPO_PATHS.menusSeed));
    const engine = createEntityEngine(database, catalog);
    if (config.demoData) {
      const users = await seedDemoUsers(database, engine, readJson(REPO_PATHS.demoUsersSeed));
      if (users > 0) log.info({ users }, 'demo users created');
      const demo = await seedDemoData(database, catalog);
      if (demo.seeded) log.info({ orders: demo.orders, suppliers: demo.suppliers }, 'demo business data created');
    }
    return { database, catalog, engine, coverage };
  } catch (error) {
    await database.close();
    throw error;
  }
}

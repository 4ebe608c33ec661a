import { seedDemoMessages } from '../seed/demo-messages';
import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { assertLineDepth, EntityCatalog } from '../../shared/entity/entity-catalog';
import { changeRequestProblems as checkChangeRequestRules } from '../../shared/change-request/change-request-plan';
import { loadScreenDescriptors, ScreenCoverage } from '../access/screen-coverage';
import { purgeExpiredSessions, SESSION_RETENTION_MS } from '../auth/purge-expired-sessions';
import { migrateSessionsTable } from '../auth/sessions-table';
import { migrateAccessTokensTable } from '../oauth/access-tokens-table';
import { migrateResetCodesTable } from '../password/reset-codes-table';
import type { ServerConfig } from '../config';
import { createDatabase, loadEntitySchemas, migrateDatabase } from '../db';
import { createEntityEngine, type EntityEngine, type RecordChecks } from '../entities';
import type { CommitGuard } from '../entities/commit-guards';
import { backfillComputedFields } from '../entities/backfill-computed-fields';
import { seedDemoData } from '../seed/demo-seed';
import { DocumentApprovals } from '../bpm/document-approvals';
import { seedDemoRecords } from '../seed/demo-records';
import { seedDemoUsers } from '../seed/demo-users';
import { seedSystemLookups } from '../seed/system-lookups';
import { seedSystemMenus } from '../seed/system-menus';
import { seedSystemRecords } from '../seed/system-records';
import type { SqlDatabase } from '../sql-database';
import { migrateNoncesTable } from '../signing/nonces-table';
import { assertSystemTables } from '../system-tables';
import { migrateImportResultsTable } from '../excel-import/import-results-table';
import { migrateUserTableConfigTable } from '../table-config/user-table-config-table';
import { repoPaths } from './repo-paths';
import type { CheckedDefinitions } from './checked-definitions';
import { withStartupLock } from './startup-lock';
import { migrateSsoIdentitiesTable } from '../sso/sso-identities-table';
import { SecretBox } from '../secrets/secret-box';
import type { EngineEvents } from '../entities/engine-events';

/** Everything the HTTP layer needs, ready: migrated database, catalog, engine, screens. */
export interface Platform {
  database: SqlDatabase;
  catalog: EntityCatalog;
  engine: EntityEngine;
  coverage: ScreenCoverage;
}

/** What the composition (app.ts) adds to the platform: the engine checks features register in code. */
export interface PlatformOptions {
  recordChecks?: RecordChecks;
  /** Rules over the data as a whole that no engine write may break (commit-guards.ts). */
  commitGuards?: readonly CommitGuard[];
  /** The repository whose schemas, screens and seed files to read: this checkout unless given (a test's copy). */
  repoRoot?: string;
  /** Seals the fields declared `"secret": true` (secrets/secret-box.ts); the demo seed writes some. Default: the box of the configured key. */
  secrets?: SecretBox;
  /** Hears every workflow action of the engine (the message centre's dispatcher, engine-events.ts). */
  events?: EngineEvents;
  /** The schemas and screens as parsed when the server was built (checked-definitions.ts); none by default. */
  checkedDefinitions?: CheckedDefinitions;
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * Opens the database and brings it up to date: schemas and screens loaded (a bad file stops startup),
 * tables migrated, system data seeded (every start: menus upserted, missing lookups added), demo
 * users and demo business data on a fresh database when DEMO_DATA is on. Migration and seeding hold the
 * startup lock, so processes started together do them once. The database is closed again when any step
 * fails.
 */
export async function openPlatform(config: ServerConfig, log: FastifyBaseLogger, options: PlatformOptions = {}): Promise<Platform> {
  const paths = repoPaths(options.repoRoot);
  const catalog = new EntityCatalog(loadEntitySchemas(paths.schemas, options.checkedDefinitions));
  assertSystemTables(catalog);
  assertLineDepth(catalog);
  const changeRequestProblems = checkChangeRequestRules(catalog);
  if (changeRequestProblems.length > 0) throw new Error(changeRequestProblems.join('\n'));
  const coverage = new ScreenCoverage(loadScreenDescriptors(paths.screens, options.checkedDefinitions), catalog);
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) => log.warn({ err: error }, 'database connection lost; the pool opens a new one'),
  });
  try {
    // One process at a time: replicas starting together on an empty database must not both migrate and seed.
    const engine = await withStartupLock(database, config.dataDir, log, async () => {
      const migration = await migrateDatabase(database, catalog);
      if (migration.applied.length > 0) log.info({ steps: migration.applied.length }, 'database migrated');
      const backfilled = await backfillComputedFields(database, catalog, migration.addedColumns);
      if (backfilled > 0) log.info({ rows: backfilled }, 'new computed columns filled');
      await migrateSessionsTable(database);
      await migrateAccessTokensTable(database);
      await migrateNoncesTable(database);
      await migrateResetCodesTable(database);
      await migrateUserTableConfigTable(database);
      await migrateImportResultsTable(database);
      await migrateSsoIdentitiesTable(database);
      // Every table is there now: PostgreSQL's change stamp can count writes to all of them.
      await database.startChangeStamp?.();
      // Between runs of the scheduled housekeeping job, a restart also keeps sys_sessions small.
      await purgeExpiredSessions(database, Date.now(), SESSION_RETENTION_MS);
      const lookupsAdded = await seedSystemLookups(database, readJson(paths.lookupsSeed));
      if (lookupsAdded > 0) log.info({ added: lookupsAdded }, 'system lookups seeded');
      await seedSystemMenus(database, readJson(paths.menusSeed));
      const systemRecords = await seedSystemRecords(database, catalog, paths.systemRecords);
      if (systemRecords.added > 0) log.info({ records: systemRecords.added, files: systemRecords.files }, 'system records seeded');
      const engine = createEntityEngine(database, catalog, {
        recordChecks: options.recordChecks,
        commitGuards: options.commitGuards,
        secrets: options.secrets ?? (await SecretBox.open(config.secretKey)),
        processes: (kit) => new DocumentApprovals(kit, catalog),
        events: options.events,
      });
      if (config.demoData) {
        const users = await seedDemoUsers(database, engine, readJson(paths.demoUsersSeed));
        if (users > 0) log.info({ users }, 'demo users created');
        const seedRecords = async () => {
          const records = await seedDemoRecords(database, catalog, engine, paths.demoRecords);
          if (records.created > 0) log.info({ records: records.created, files: records.files }, 'demo records created');
        };
        // The demo orders refer to demo records (payment terms, bank accounts): on a first start they come between.
        const demo = await seedDemoData(database, catalog, { beforeOrders: seedRecords });
        if (demo.seeded) log.info({ orders: demo.orders, suppliers: demo.suppliers }, 'demo business data created');
        // On a restart the orders are there already: the demo records a newer version ships still come in.
        else await seedRecords();
        const messages = await seedDemoMessages(database, paths.demoMessages);
        if (messages > 0) log.info({ messages }, 'demo in-app messages created');
      }
      return engine;
    });
    return { database, catalog, engine, coverage };
  } catch (error) {
    await database.close();
    throw error;
  }
}

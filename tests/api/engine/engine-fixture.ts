import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import { LookupSeed } from '../../../src/shared/formats/system-format';
import { createDatabase, loadEntitySchemas, migrateDatabase, type Database, type DialectName } from '../../../src/server/db';
import { createEntityEngine, type Actor, type EntityEngine, type EntityRecord } from '../../../src/server/entities';
import { createTestPostgresSchema, postgresAvailable } from '../../support/real-services';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const SCHEMAS_DIR = join(REPO_ROOT, 'schemas');
const LOOKUPS_FILE = join(REPO_ROOT, 'seed/system/lookups.json');
/** SQLite always; PostgreSQL when it answers (skipped with a reason, except under CI=true where it must be). */
export async function testDialects(): Promise<DialectName[]> {
  return (await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase {
  database: Database;
  catalog: EntityCatalog;
  cleanup(): Promise<void>;
}

/** A fresh, migrated database: a temporary SQLite dir, or a new PostgreSQL schema dropped afterwards. */
export async function openTestDatabase(dialect: DialectName, catalog = new EntityCatalog(loadEntitySchemas(SCHEMAS_DIR))): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'srm-engine-'));
    const database = await createDatabase({ dataDir });
    await migrateDatabase(database, catalog);
    return { database, catalog, cleanup: async () => { await database.close(); rmSync(dataDir, { recursive: true, force: true }); } };
  }
  const schema = await createTestPostgresSchema('engine');
  const database = await createDatabase({ databaseUrl: schema.url, dataDir: tmpdir() });
  await migrateDatabase(database, catalog);
  return {
    database,
    catalog,
    cleanup: async () => {
      await database.close();
      await schema.drop();
    },
  };
}

/** The product's lookup types and values, written straight into the tables (the system seed is not ours). */
export async function insertLookups(database: Database): Promise<void> {
  const seed = LookupSeed.parse(JSON.parse(readFileSync(LOOKUPS_FILE, 'utf8')));
  for (const type of seed.types) {
    const inserted = await database.db
      .insertInto('base_lookup_types')
      .values({ lookupType: type.lookupType, meaning: type.meaning, meaningEn: type.meaningEn, customizationLevel: type.customizationLevel, versionNum: 1 })
      .returning('lookupTypeId')
      .executeTakeFirstOrThrow();
    for (const [index, value] of type.values.entries()) {
      await database.db
        .insertInto('base_lookup_values')
        .values({
          lookupTypeId: Number(inserted.lookupTypeId),
          lookupType: type.lookupType,
          lookupCode: value.code,
          meaning: value.cn,
          meaningEn: value.en,
          enabledFlag: 'Y',
          orderNo: index,
          attribute1: value.attribute1 ?? null,
          versionNum: 1,
        })
        .execute();
    }
  }
}

export function actorOf(userId: number, overrides: Partial<Actor> = {}): Actor {
  return { userId, userName: `user${userId}`, userType: 'internal', supplierId: null, language: 'EN', sessionId: 7, organizations: 'all', ...overrides };
}

export interface EngineWorld extends TestDatabase {
  engine: EntityEngine;
  admin: Actor;
  orgId: number;
  supplierA: number;
  supplierB: number;
  supplierActorA: Actor;
  supplierActorB: Actor;
}

/**
 * The catalog with extra indexes on the orders: lists sort only on indexed fields, and paging tests sort on
 * fields the product does not index, to have ties and NULLs to walk over.
 */
export function catalogIndexingOrdersBy(...fields: string[]): EntityCatalog {
  return new EntityCatalog(
    loadEntitySchemas(SCHEMAS_DIR).map((entity) =>
      entity.name === 'srmPoHeader' ? { ...entity, indexes: [...(entity.indexes ?? []), ...fields.map((field) => ({ fields: [field] }))] } : entity,
    ),
  );
}

export const FIXED_NOW = new Date(2026, 10, 22, 9, 30, 15);

/** A database with lookups, an organisation, a buyer and two suppliers with one supplier user each. */
export async function openEngineWorld(dialect: DialectName, catalog?: EntityCatalog): Promise<EngineWorld> {
  const test = await openTestDatabase(dialect, catalog);
  await insertLookups(test.database);
  const engine = createEntityEngine(test.database, test.catalog, { now: () => FIXED_NOW });
  const bootstrap = actorOf(1);
  const buyer = await engine.saveOrUpdate('baseUsers', { userName: 'buyer', userFullName: '王采购', userType: 'internal' }, bootstrap);
  const admin = actorOf(Number(buyer.userId));
  const org = await engine.saveOrUpdate('baseOrganization', { orgCode: 'HQ', orgName: '集团总部', orgType: 'GROUP' }, admin);
  const a = await engine.saveOrUpdate('srmPosSupplierInfo', { supplierName: '华东精密机械有限公司', supplierType: 'MANUFACTURER' }, admin);
  const b = await engine.saveOrUpdate('srmPosSupplierInfo', { supplierName: '深圳宏达电子科技有限公司', supplierType: 'TRADER' }, admin);
  const supplierA = Number(a.supplierId);
  const supplierB = Number(b.supplierId);
  return {
    ...test,
    engine,
    admin,
    orgId: Number(org.orgId),
    supplierA,
    supplierB,
    supplierActorA: actorOf(900, { userType: 'supplier', supplierId: supplierA }),
    supplierActorB: actorOf(901, { userType: 'supplier', supplierId: supplierB }),
  };
}

/** A valid purchase order input; override any key. */
export function orderInput(world: EngineWorld, overrides: EntityRecord = {}): EntityRecord {
  return {
    orgId: world.orgId,
    supplierId: world.supplierA,
    buyerId: world.admin.userId,
    startDate: '2026-11-22',
    description: 'test order',
    lines: [
      { itemName: '深沟球轴承 6205', itemSpec: '25x52x15', demandQty: 3, taxPrice: 11.3, demandDate: '2026-12-01' },
    ],
    ...overrides,
  };
}

/**
 * An order of supplier A with these lines as its supplier has it after confirming: saved, submitted, approved
 * and sent by the admin, confirmed by supplier A; the engine's answer to the confirmation.
 */
export async function confirmedOrder(world: EngineWorld, lines: EntityRecord[]): Promise<EntityRecord> {
  const saved = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world, { lines }), world.admin);
  const id = Number(saved.poHeaderId);
  for (const action of ['doSubmit', 'doApproval', 'doSend']) await world.engine.runAction('srmPoHeader', action, { id }, world.admin);
  return world.engine.runAction('srmPoHeader', 'doSupplierConfirm', { id }, world.supplierActorA);
}

/** The ApiError a promise rejects with, for assertions on its message and field errors. */
export async function rejection(promise: Promise<unknown>): Promise<{ message: string; errors: { field: string; message: string; line?: { collection: string; index: number } }[] }> {
  try {
    await promise;
  } catch (error) {
    const { message, errors } = error as { message: string; errors?: [] };
    return { message, errors: errors ?? [] };
  }
  throw new Error('expected the call to be refused');
}

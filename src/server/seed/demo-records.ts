import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import { DemoRecordsFile, isRecordRef, type DemoRecord, type DemoValue, type RecordRef } from '../../shared/formats/demo-records-format';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Database } from '../db/database.types';
import { createsInBatches } from '../entities/create-records';
import type { Actor, EntityEngine, EntityRecord } from '../entities/entity-engine.types';
import { sha256Hex } from '../auth/session-tokens';
import { SeedMemory } from './seed-memory';

export interface DemoRecordsReport {
  files: number;
  /** Records saved by this run; 0 when every record was there already. */
  created: number;
}

/** The files of the folder in name order (`010-...json` before `020-...json`): the order they are applied in. */
export function demoRecordFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((name) => name.endsWith('.json')).sort().map((name) => join(dir, name));
}

/** The file's records, checked against the demo-records format; `path` names the file in the error. */
function parseDemoRecordsFile(path: string, content: string): DemoRecordsFile {
  const parsed = DemoRecordsFile.safeParse(JSON.parse(content));
  if (!parsed.success) throw new Error(`demo records ${path} are invalid: ${parsed.error.message}`);
  return parsed.data;
}

/** The demo user who saves a file's records, acting on every organisation like the other demo seeds. */
async function actorNamed(database: Database, catalog: EntityCatalog, userName: string, file: string): Promise<Actor> {
  const user = await database.db
    .selectFrom(tableOf(catalog.get('baseUsers')))
    .select(['userId', 'userName', 'userType', 'supplierId'])
    .where('userName', '=', userName)
    .executeTakeFirst();
  if (!user) throw new Error(`${file}: the demo user ${userName} does not exist (seed/system/demo-users.json creates the demo users)`);
  const supplierId = user.supplierId === null || user.supplierId === undefined ? null : Number(user.supplierId);
  return {
    userId: Number(user.userId),
    userName,
    userType: user.userType === 'supplier' ? 'supplier' : 'internal',
    supplierId,
    language: 'CN',
    sessionId: 0,
    organizations: 'all',
  };
}

/** Turns references by business code into ids, in the record and its lines. */
class ReferenceResolver {
  constructor(
    private readonly engine: EntityEngine,
    private readonly catalog: EntityCatalog,
    private readonly actor: Actor,
    private readonly where: string,
  ) {}

  /** Ids found so far by entity, field and code: a file refers to the same few categories or organisations again and again. */
  private readonly found = new Map<string, number>();

  private async id(ref: RecordRef, path: string): Promise<number> {
    const key = JSON.stringify([ref.ref, ref.by, ref.value]);
    const known = this.found.get(key);
    if (known !== undefined) return known;
    const id = await this.lookUp(ref, path);
    this.found.set(key, id);
    return id;
  }

  private async lookUp(ref: RecordRef, path: string): Promise<number> {
    if (!this.catalog.has(ref.ref)) throw new Error(`${this.where} ${path}: unknown entity ${ref.ref}`);
    const found = await this.engine.listByPage(ref.ref, { [ref.by]: ref.value, pageRows: 2 }, this.actor);
    if (found.rows.length !== 1) {
      const problem = found.rows.length === 0 ? 'no record' : 'more than one record';
      throw new Error(`${this.where} ${path}: ${problem} of ${ref.ref} has ${ref.by} "${ref.value}"`);
    }
    return Number(found.rows[0][this.catalog.get(ref.ref).primaryKey]);
  }

  private async value(value: DemoValue, path: string): Promise<unknown> {
    if (isRecordRef(value)) return this.id(value, path);
    if (Array.isArray(value)) return Promise.all(value.map((line, index) => this.record(line, `${path}[${index}]`)));
    return value;
  }

  async record(record: DemoRecord, path: string): Promise<EntityRecord> {
    const resolved: EntityRecord = {};
    for (const [field, value] of Object.entries(record)) resolved[field] = await this.value(value, `${path}.${field}`);
    return resolved;
  }
}

async function exists(database: Database, entity: EntitySchema, key: readonly string[], record: EntityRecord): Promise<boolean> {
  let query = database.db.selectFrom(tableOf(entity)).select(entity.primaryKey);
  for (const field of key) {
    const value = record[field];
    query = value === null || value === undefined ? query.where(field, 'is', null) : query.where(field, '=', value);
  }
  return (await query.limit(1).execute()).length > 0;
}

/**
 * The generic demo seed: every file of seed/demo/records/ in name order, each record saved through the
 * engine's saveOrUpdate (validation, numbering, references, operation log) by the file's demo user,
 * unless a record with the same key is already stored. A file whose every record was applied is remembered
 * by its content's digest and not read again until a release changes it: a restart reads no file, and a
 * demo record an administrator deleted stays deleted.
 */
export async function seedDemoRecords(database: Database, catalog: EntityCatalog, engine: EntityEngine, dir: string): Promise<DemoRecordsReport> {
  const files = demoRecordFiles(dir);
  const memory = await SeedMemory.read(database.db);
  let created = 0;
  for (const path of files) {
    const content = readFileSync(path, 'utf8');
    const seedKey = `file:demo-records/${basename(path)}`;
    const applied = { sha256: sha256Hex(content) };
    if (memory.lastApplied(seedKey)?.sha256 === applied.sha256) continue;
    created += await applyDemoRecordsFile(database, catalog, engine, path, parseDemoRecordsFile(path, content));
    memory.remember(seedKey, applied);
    await memory.save(database.db);
  }
  return { files: files.length, created };
}

/**
 * Saves the file's records whose key is not stored yet; answers how many it saved. Records with no actions
 * to run, of an entity that creates in batches and referring to no record of their own file, go in one
 * transaction through the engine's createMany (the same rules as saveOrUpdate, a few statements for all);
 * the others one by one, each seeing the ones before it.
 */
async function applyDemoRecordsFile(database: Database, catalog: EntityCatalog, engine: EntityEngine, path: string, file: DemoRecordsFile): Promise<number> {
  if (!catalog.has(file.entity)) throw new Error(`${path}: unknown entity ${file.entity}`);
  const entity = catalog.get(file.entity);
  const actor = await actorNamed(database, catalog, file.user, path);
  const resolver = new ReferenceResolver(engine, catalog, actor, path);
  const inBatch = (file.actions ?? []).length === 0 && createsInBatches(entity) && !refersToItsOwnEntity(file);
  const missing: { index: number; record: EntityRecord }[] = [];
  for (const [index, source] of file.records.entries()) {
    const record = await resolver.record(source, `records[${index}]`);
    if (await exists(database, entity, file.key, record)) continue;
    missing.push({ index, record });
    if (!inBatch) await saveWithActions(engine, entity, file.actions ?? [], `${path} records[${index}]`, record, actor);
  }
  if (inBatch && missing.length > 0) await createAll(engine, entity, path, missing, actor);
  return missing.length;
}

async function saveWithActions(engine: EntityEngine, entity: EntitySchema, actions: readonly string[], where: string, record: EntityRecord, actor: Actor): Promise<void> {
  const saved = await engine.saveOrUpdate(entity.name, record, actor).catch((error: unknown) => {
    throw new Error(`${where}: ${(error as Error).message}`);
  });
  let versionNum = Number(saved.versionNum);
  for (const action of actions) {
    const done = await engine.runAction(entity.name, action, { id: Number(saved[entity.primaryKey]), versionNum }, actor).catch((error: unknown) => {
      throw new Error(`${where} ${action}: ${(error as Error).message}`);
    });
    versionNum = Number(done.versionNum);
  }
}

/** Creates the records in one transaction; the first refusal names its record and rolls back them all. */
async function createAll(engine: EntityEngine, entity: EntitySchema, path: string, missing: { index: number; record: EntityRecord }[], actor: Actor): Promise<void> {
  await engine.kit.transaction(async (context) => {
    const refusals = await engine.kit.createMany(context, entity, missing.map((item) => item.record), actor, 'saveOrUpdate');
    const refused = refusals.findIndex((refusal) => refusal !== undefined);
    if (refused >= 0) throw new Error(`${path} records[${missing[refused].index}]: ${refusals[refused]?.message}`);
  });
}

/** Whether a record of the file refers to another record of the same entity (a parent in the same file, say). */
function refersToItsOwnEntity(file: DemoRecordsFile): boolean {
  const refers = (value: DemoValue): boolean =>
    isRecordRef(value) ? value.ref === file.entity : Array.isArray(value) && value.some((line) => Object.values(line).some(refers));
  return file.records.some((record) => Object.values(record).some(refers));
}

import type { Kysely } from 'kysely';
import { type EntityCatalog, isServiceEntity, tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { formatDateTime } from '../entities/engine-clock';
import { snakeCaseName } from './column-naming';
import type { Database, DatabaseTables } from './database.types';
import { dialectRules, type DialectRules, type TableColumns } from './dialect-rules';
import { DOCUMENT_ORG_FIELD, documentOrgSource, fillDocumentOrg } from './document-org-column';
import { refreshPlannerStatistics } from './planner-statistics';
import { ensureSystemTables, MIGRATIONS_TABLE } from './system-tables';
import { entityColumns, entityIndexes, type IndexLayout } from './table-layout';
import { createTrigramIndexes, trigramStepOf } from './trigram-index';

export interface MigrationReport {
  /** Names of the steps applied by this run, in order; empty when the database was up to date. */
  applied: string[];
  /** Columns this run added to tables that existed before it, by entity name. */
  addedColumns: Map<string, string[]>;
}

interface MigrationRun {
  db: Kysely<DatabaseTables>;
  rules: DialectRules;
  existing: TableColumns;
  recorded: Set<string>;
  applied: string[];
  addedColumns: Map<string, string[]>;
}

async function record(run: MigrationRun, name: string): Promise<void> {
  await run.db
    .insertInto(MIGRATIONS_TABLE)
    .values({ name, appliedAt: formatDateTime(new Date()) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  run.recorded.add(name);
  run.applied.push(name);
}

async function migrateTable(run: MigrationRun, entity: EntitySchema, catalog: EntityCatalog): Promise<void> {
  const columns = entityColumns(entity, run.rules, catalog);
  const present = run.existing.get(tableOf(entity));
  if (!present) {
    let create = run.db.schema
      .createTable(tableOf(entity))
      .ifNotExists()
      .addColumn(entity.primaryKey, run.rules.primaryKeyDefinition);
    for (const column of columns) {
      create = column.name === 'versionNum'
        ? create.addColumn(column.name, column.type, (definition) => definition.notNull().defaultTo(1))
        : create.addColumn(column.name, column.type);
    }
    await create.execute();
    await record(run, `create table ${entity.table}`);
    return;
  }
  for (const column of columns) {
    if (present.has(snakeCaseName(column.name))) continue;
    await run.db.schema.alterTable(tableOf(entity)).addColumn(column.name, column.type).execute();
    const upgradeValue = entity.fields.find((field) => field.name === column.name)?.upgradeValue;
    if (upgradeValue !== undefined) await run.db.updateTable(tableOf(entity)).set(column.name, upgradeValue).execute();
    await record(run, `add column ${entity.table}.${snakeCaseName(column.name)}`);
    run.addedColumns.set(entity.name, [...(run.addedColumns.get(entity.name) ?? []), column.name]);
  }
}

/**
 * Fills each line table's documentOrgId from its header once, top down (lines before lines of lines),
 * after the column was added: rows written before it existed get their document's organisation. The step
 * is recorded only after the fill, so a start that stopped half way fills again.
 */
async function fillDocumentOrgColumns(run: MigrationRun, stored: EntitySchema[], catalog: EntityCatalog): Promise<void> {
  const carriers = stored.filter((entity) => documentOrgSource(entity, catalog)).sort((a, b) => catalog.headersOf(a.name).length - catalog.headersOf(b.name).length);
  for (const carrier of carriers) {
    const step = `fill column ${carrier.table}.${snakeCaseName(DOCUMENT_ORG_FIELD)}`;
    if (run.recorded.has(step)) continue;
    await fillDocumentOrg(run.db, carrier, catalog);
    await record(run, step);
  }
}

/** Drops a list index this migrator created in an earlier version, now served by `index` (IndexLayout.replaces). */
async function dropReplacedIndex(run: MigrationRun, index: IndexLayout, current: IndexLayout[]): Promise<void> {
  const replaced = index.replaces;
  if (!replaced || !run.recorded.has(`create index ${replaced}`) || current.some((other) => other.name === replaced)) return;
  const step = `drop index ${replaced}`;
  if (run.recorded.has(step)) return;
  await run.db.schema.dropIndex(replaced).ifExists().execute();
  await record(run, step);
}

async function migrateIndexes(run: MigrationRun, entity: EntitySchema, catalog: EntityCatalog): Promise<void> {
  const indexes = entityIndexes(entity, catalog);
  for (const index of indexes) {
    const step = `create index ${index.name}`;
    if (!run.recorded.has(step)) {
      let create = run.db.schema.createIndex(index.name).ifNotExists().on(tableOf(entity)).columns(index.columns);
      if (index.unique) create = create.unique();
      await create.execute();
      await record(run, step);
    }
    await dropReplacedIndex(run, index, indexes);
  }
}

/** The trigram indexes of `contains` on code and name fields, filled from the rows already there. */
async function migrateTrigramIndexes(run: MigrationRun, entity: EntitySchema): Promise<void> {
  const step = trigramStepOf(entity);
  if (!step || run.recorded.has(step)) return;
  await createTrigramIndexes(run.db, run.rules.name, entity);
  await record(run, step);
}

/**
 * Brings the database up to the entity schemas: creates missing tables, adds missing columns, creates
 * indexes (trigram indexes too). Never drops or changes what exists (a removed field keeps its column),
 * except a list index of its own that a newer one replaces, so it is safe on every start. Each applied
 * step is recorded in sys_migrations and never runs again.
 */
export async function migrateDatabase(database: Database, catalog: EntityCatalog): Promise<MigrationReport> {
  const rules = dialectRules(database.dialect);
  const { db } = database;
  const created = await ensureSystemTables(db, rules);
  const recordedRows = await db.selectFrom(MIGRATIONS_TABLE).select('name').execute();
  const run: MigrationRun = {
    db,
    rules,
    existing: await rules.existingColumns(db),
    recorded: new Set(recordedRows.map((row) => String(row.name))),
    applied: [],
    addedColumns: new Map(),
  };
  for (const name of created) await record(run, name);
  // Service entities have no table: a provider registered in code answers their records.
  // A view (viewOf) reads its entity's table, which that entity migrates.
  const stored = catalog.all().filter((entity) => !isServiceEntity(entity) && entity.viewOf === undefined);
  for (const entity of stored) await migrateTable(run, entity, catalog);
  await fillDocumentOrgColumns(run, stored, catalog);
  for (const entity of stored) await migrateIndexes(run, entity, catalog);
  for (const entity of stored) await migrateTrigramIndexes(run, entity);
  // SQLite's new tables and indexes have no statistics yet; after that the daily program keeps them
  // (planner-statistics.ts). PostgreSQL's autovacuum analyzes new tables by itself.
  if (database.dialect === 'sqlite' && run.applied.length > 0) await refreshPlannerStatistics(database);
  return { applied: run.applied, addedColumns: run.addedColumns };
}

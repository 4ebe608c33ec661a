import type { Kysely } from 'kysely';
import { type EntityCatalog, isServiceEntity, tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { formatDateTime } from '../entities/engine-clock';
import { snakeCaseName } from './column-naming';
import type { Database, DatabaseTables } from './database.types';
import { dialectRules, type DialectRules, type TableColumns } from './dialect-rules';
import { ensureSystemTables, MIGRATIONS_TABLE } from './system-tables';
import { entityColumns, entityIndexes } from './table-layout';

export interface MigrationReport {
  /** Names of the steps applied by this run, in order; empty when the database was up to date. */
  applied: string[];
}

interface MigrationRun {
  db: Kysely<DatabaseTables>;
  rules: DialectRules;
  existing: TableColumns;
  recorded: Set<string>;
  applied: string[];
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

async function migrateTable(run: MigrationRun, entity: EntitySchema): Promise<void> {
  const columns = entityColumns(entity, run.rules);
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
    await record(run, `add column ${entity.table}.${snakeCaseName(column.name)}`);
  }
}

async function migrateIndexes(run: MigrationRun, entity: EntitySchema, catalog: EntityCatalog): Promise<void> {
  for (const index of entityIndexes(entity, catalog)) {
    const step = `create index ${index.name}`;
    if (run.recorded.has(step)) continue;
    let create = run.db.schema.createIndex(index.name).ifNotExists().on(tableOf(entity)).columns(index.columns);
    if (index.unique) create = create.unique();
    await create.execute();
    await record(run, step);
  }
}

/**
 * Brings the database up to the entity schemas: creates missing tables, adds missing columns, creates
 * indexes. Never drops or changes what exists (a removed field keeps its column), so it is safe on every
 * start. Each applied step is recorded in sys_migrations and never runs again.
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
  };
  for (const name of created) await record(run, name);
  // Service entities have no table: a provider registered in code answers their records.
  const stored = catalog.all().filter((entity) => !isServiceEntity(entity));
  for (const entity of stored) await migrateTable(run, entity);
  for (const entity of stored) await migrateIndexes(run, entity, catalog);
  return { applied: run.applied };
}

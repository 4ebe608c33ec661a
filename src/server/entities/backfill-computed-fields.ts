import { tableOf, type EntityCatalog } from '../../shared/entity/entity-catalog';
import { expressionReferences } from '../../shared/expressions/expression-references';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Database } from '../db/database.types';
import { dialectRules } from '../db/dialect-rules';
import { computeRecordFields } from './computed-fields';
import type { EngineContext } from './engine-context';
import { loadLineRows } from './load-record';
import { loadLookups, lookupTypesOf } from './lookup-values';
import { rowToRecord } from './record-mapping';

/** Rows read and written per step: memory stays flat whatever the table's size. */
const BATCH = 500;

async function withLines(context: EngineContext, entity: EntitySchema, record: Record<string, unknown>): Promise<void> {
  for (const collection of entity.lines ?? []) {
    const lineEntity = context.catalog.get(collection.entity);
    record[collection.name] = (await loadLineRows(context, collection, Number(record[entity.primaryKey]))).map((row) => rowToRecord(lineEntity, row));
  }
}

async function headerOf(context: EngineContext, entity: EntitySchema, record: Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
  const relation = context.catalog.parentOf(entity.name);
  if (!relation) return undefined;
  const row = await context.db.selectFrom(tableOf(relation.header)).selectAll().where(relation.header.primaryKey, '=', Number(record[relation.collection.foreignKey])).executeTakeFirst();
  return row ? rowToRecord(relation.header, row) : undefined;
}

/**
 * Fills computed columns that a migration just added to a table that already held rows (an order line's
 * open quantity added by an upgrade): every existing row gets the value a save would give it, so filters
 * and generate conditions on the new field see the old records too. The version stays: nothing the users
 * wrote changes.
 */
export async function backfillComputedFields(database: Database, catalog: EntityCatalog, added: ReadonlyMap<string, string[]>): Promise<number> {
  let filled = 0;
  const context: EngineContext = { db: database.db, rules: dialectRules(database.dialect), catalog, now: () => new Date(), recordChecks: new Map() };
  for (const [name, columns] of added) {
    const entity = catalog.get(name);
    const computed = entity.fields.filter((field) => field.computed && columns.includes(field.name)).map((field) => field.name);
    if (computed.length === 0) continue;
    // Read lines and headers only when some computed field of the entity needs them.
    const reads = new Set(entity.fields.flatMap((field) => (field.computed ? expressionReferences(field.computed).map((reference) => reference.kind) : [])));
    const lookups = await loadLookups(context, lookupTypesOf([entity]));
    let after = 0;
    for (;;) {
      const rows = await database.db.selectFrom(tableOf(entity)).selectAll().where(entity.primaryKey, '>', after).orderBy(entity.primaryKey).limit(BATCH).execute();
      if (rows.length === 0) break;
      await database.db.transaction().execute(async (trx) => {
        const step = { ...context, db: trx };
        for (const row of rows) {
          const record = rowToRecord(entity, row);
          if (reads.has('sumLines')) await withLines(step, entity, record);
          computeRecordFields(entity, record, lookups, reads.has('parentField') ? await headerOf(step, entity, record) : undefined);
          const values = Object.fromEntries(computed.map((field) => [field, record[field] ?? null]));
          await trx.updateTable(tableOf(entity)).set(values).where(entity.primaryKey, '=', record[entity.primaryKey] as number).execute();
        }
      });
      filled += rows.length;
      after = Number(rows[rows.length - 1][entity.primaryKey]);
    }
  }
  return filled;
}

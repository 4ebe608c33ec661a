import type { EntitySchema, LineCollection } from '../../shared/formats/entity-format';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord, RecordReach } from './entity-engine.types';
import { grantedOrganizations } from './org-scope';
import { engineError } from './engine-messages';
import { entityLabel } from './entity-fields';
import { rowToRecord } from './record-mapping';
import { fillDisplayKeys } from './reference-display';
import { recordScope } from './record-scope';
import { lineReadScope } from './supplier-scope';
import { tableOf } from '../../shared/entity/entity-catalog';

export type StoredRow = Record<string, unknown>;

/** "Record not found": the one answer for a missing id and for a record outside the actor's scope. */
export function notFound(entity: EntitySchema, actor: Actor): Error {
  const error = engineError(actor.language, 'notFound', { label: entityLabel(entity, actor.language) });
  error.reason = 'notFound';
  return error;
}

export function validId(value: unknown): number | undefined {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The organisation-restricted actor's widening of a read by id: the rows he takes or took part in the
 * approval of (asked of the approval platform); undefined when his organisations do not limit him.
 */
function participation(context: EngineContext, entity: EntitySchema, actor: Actor, reach: RecordReach) {
  if (reach !== 'read' || grantedOrganizations(actor) === undefined) return undefined;
  return context.processes?.participation(entity, actor);
}

/**
 * The stored row of `id` if the actor may see it; otherwise the not-found error. `read` (findById) also
 * reaches a document he takes or took part in the approval of; `write` (the default) only his own scope.
 */
export async function loadScopedRow(context: EngineContext, entity: EntitySchema, id: unknown, actor: Actor, reach: RecordReach = 'write'): Promise<StoredRow> {
  const key = validId(id);
  if (key === undefined) throw notFound(entity, actor);
  let query = context.db.selectFrom(tableOf(entity)).selectAll().where(entity.primaryKey, '=', key);
  const scope = recordScope(entity, actor, context.catalog, participation(context, entity, actor, reach));
  if (scope) query = query.where(scope);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(entity, actor);
  return row;
}

/** Stored rows of one line collection of a header, in line-number order (else by id). */
export async function loadLineRows(context: EngineContext, collection: LineCollection, headerId: number): Promise<StoredRow[]> {
  const lineEntity = context.catalog.get(collection.entity);
  let query = context.db.selectFrom(tableOf(lineEntity)).selectAll().where(collection.foreignKey, '=', headerId);
  if (collection.numberField) query = query.orderBy(collection.numberField, 'asc');
  return query.orderBy(lineEntity.primaryKey, 'asc').execute();
}

/** Ids per query when reading the lines of many records at once (well below every database's limit). */
const LINE_READ_CHUNK = 500;

/** Stored lines of one collection for many headers at once, grouped by header id, each group in line order. */
async function linesOfMany(context: EngineContext, collection: LineCollection, headerIds: number[], actor?: Actor): Promise<Map<number, StoredRow[]>> {
  const lineEntity = context.catalog.get(collection.entity);
  const byHeader = new Map<number, StoredRow[]>();
  // A supplier reading an audience record sees only the receiver lines addressing it (supplier-scope.ts).
  const scope = actor ? lineReadScope(lineEntity, actor, context.catalog) : undefined;
  for (let start = 0; start < headerIds.length; start += LINE_READ_CHUNK) {
    const chunk = headerIds.slice(start, start + LINE_READ_CHUNK);
    let query = context.db.selectFrom(tableOf(lineEntity)).selectAll().where(collection.foreignKey, 'in', chunk);
    if (scope) query = query.where(scope);
    if (collection.numberField) query = query.orderBy(collection.numberField, 'asc');
    for (const row of await query.orderBy(lineEntity.primaryKey, 'asc').execute()) {
      const headerId = Number(row[collection.foreignKey]);
      byHeader.set(headerId, [...(byHeader.get(headerId) ?? []), row]);
    }
  }
  return byHeader;
}

/** Puts every line collection (and theirs, level by level) into the records, with display keys: one query per collection and level. */
async function attachLines(context: EngineContext, entity: EntitySchema, records: EntityRecord[], actor?: Actor): Promise<void> {
  if (records.length === 0) return;
  const ids = records.map((record) => Number(record[entity.primaryKey]));
  for (const collection of entity.lines ?? []) {
    const lineEntity = context.catalog.get(collection.entity);
    const byHeader = await linesOfMany(context, collection, ids, actor);
    const all: EntityRecord[] = [];
    for (const record of records) {
      const lines = (byHeader.get(Number(record[entity.primaryKey])) ?? []).map((line) => rowToRecord(lineEntity, line));
      record[collection.name] = lines;
      all.push(...lines);
    }
    await fillDisplayKeys(context, lineEntity, all);
    await attachLines(context, lineEntity, all, actor);
  }
}

/** Headers as clients see them: fields, display keys and every line collection with theirs; a few queries for all of them. */
export async function recordsWithLines(context: EngineContext, entity: EntitySchema, rows: StoredRow[], actor?: Actor): Promise<EntityRecord[]> {
  const records = rows.map((row) => rowToRecord(entity, row));
  await fillDisplayKeys(context, entity, records);
  await attachLines(context, entity, records, actor);
  return records;
}

/** A header as clients see it: its fields, display keys and every line collection with theirs, lines of lines included. */
export async function recordWithLines(context: EngineContext, entity: EntitySchema, row: StoredRow, actor?: Actor): Promise<EntityRecord> {
  const [record] = await recordsWithLines(context, entity, [row], actor);
  return record;
}

export async function findRecord(context: EngineContext, entity: EntitySchema, id: unknown, actor: Actor, reach: RecordReach): Promise<EntityRecord> {
  const row = await loadScopedRow(context, entity, id, actor, reach);
  return recordWithLines(context, entity, row, actor);
}

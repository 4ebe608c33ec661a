import type { EntitySchema, LineCollection } from '../../shared/formats/entity-format';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord } from './entity-engine.types';
import { engineError } from './engine-messages';
import { entityLabel } from './entity-fields';
import { rowToRecord } from './record-mapping';
import { fillDisplayKeys } from './reference-display';
import { recordScope } from './record-scope';
import { tableOf } from '../../shared/entity/entity-catalog';

export type StoredRow = Record<string, unknown>;

/** "Record not found": the one answer for a missing id and for a record outside the actor's scope. */
export function notFound(entity: EntitySchema, actor: Actor): Error {
  return engineError(actor.language, 'notFound', { label: entityLabel(entity, actor.language) });
}

export function validId(value: unknown): number | undefined {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The stored row of `id` if the actor may see it; otherwise the not-found error. */
export async function loadScopedRow(context: EngineContext, entity: EntitySchema, id: unknown, actor: Actor): Promise<StoredRow> {
  const key = validId(id);
  if (key === undefined) throw notFound(entity, actor);
  let query = context.db.selectFrom(tableOf(entity)).selectAll().where(entity.primaryKey, '=', key);
  const scope = recordScope(entity, actor, context.catalog);
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

/** A header as clients see it: its fields, display keys and every line collection with theirs. */
export async function recordWithLines(context: EngineContext, entity: EntitySchema, row: StoredRow): Promise<EntityRecord> {
  const record = rowToRecord(entity, row);
  await fillDisplayKeys(context, entity, [record]);
  const id = Number(row[entity.primaryKey]);
  for (const collection of entity.lines ?? []) {
    const lineEntity = context.catalog.get(collection.entity);
    const lines = (await loadLineRows(context, collection, id)).map((line) => rowToRecord(lineEntity, line));
    await fillDisplayKeys(context, lineEntity, lines);
    record[collection.name] = lines;
  }
  return record;
}

export async function findRecord(context: EngineContext, entity: EntitySchema, id: unknown, actor: Actor): Promise<EntityRecord> {
  const row = await loadScopedRow(context, entity, id, actor);
  return recordWithLines(context, entity, row);
}

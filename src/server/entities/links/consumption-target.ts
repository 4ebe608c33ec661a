import { tableOf } from '../../../shared/entity/entity-catalog';
import { expressionReferences } from '../../../shared/expressions/expression-references';
import type { EntityField, EntitySchema } from '../../../shared/formats/entity-format';
import { computeRecordFields } from '../computed-fields';
import { formatDateTime } from '../engine-clock';
import type { EngineContext } from '../engine-context';
import type { Actor, EntityRecord } from '../entity-engine.types';
import { engineError } from '../engine-messages';
import { loadLineRows, type StoredRow } from '../load-record';
import { loadLookups, lookupTypesOf } from '../lookup-values';
import { rowToRecord } from '../record-mapping';
import { recordScope } from '../record-scope';

/** A consumed record as read under its lock: its values, its header's (a line), and its version. */
export interface LockedTarget {
  entity: EntitySchema;
  record: EntityRecord;
  header?: EntityRecord;
  version: number;
}

function readsLines(field: EntityField): boolean {
  return field.computed !== undefined && expressionReferences(field.computed).some((reference) => reference.kind === 'sumLines');
}

async function selectRow(context: EngineContext, entity: EntitySchema, id: number, actor: Actor | undefined): Promise<StoredRow | undefined> {
  let query = context.db.selectFrom(tableOf(entity)).selectAll().where(entity.primaryKey, '=', id);
  const scope = actor ? recordScope(entity, actor, context.catalog) : undefined;
  if (scope) query = query.where(scope);
  // PostgreSQL: the row stays locked until the transaction ends, so two documents consuming the same
  // record take turns. SQLite runs one write transaction at a time, and the version check below holds.
  return context.rules.name === 'postgres' ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

/** Reads (and on PostgreSQL locks) a consumed record the actor may reach (any, without one), with its header for {parentField}. */
export async function lockTarget(context: EngineContext, entity: EntitySchema, id: number, actor: Actor | undefined): Promise<LockedTarget | undefined> {
  const row = await selectRow(context, entity, id, actor);
  if (!row) return undefined;
  const relation = context.catalog.parentOf(entity.name);
  const headerRow = relation
    ? await context.db.selectFrom(tableOf(relation.header)).selectAll().where(relation.header.primaryKey, '=', Number(row[relation.collection.foreignKey])).executeTakeFirst()
    : undefined;
  return {
    entity,
    record: rowToRecord(entity, row),
    header: relation && headerRow ? rowToRecord(relation.header, headerRow) : undefined,
    version: Number(row.versionNum),
  };
}

function changedValues(before: EntityRecord, after: EntityRecord, names: readonly string[]): EntityRecord {
  const values: EntityRecord = {};
  for (const name of names) if (before[name] !== after[name]) values[name] = after[name] ?? null;
  return values;
}

async function writeAudited(context: EngineContext, entity: EntitySchema, id: number, version: number, values: EntityRecord, actor: Actor): Promise<void> {
  const result = await context.db
    .updateTable(tableOf(entity))
    .set({ ...values, versionNum: version + 1, lastUpdatedBy: actor.userId, lastUpdateDate: formatDateTime(context.now()), lastUpdateLogin: actor.sessionId })
    .where(entity.primaryKey, '=', id)
    .where('versionNum', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw engineError(actor.language, 'staleVersion');
}

/**
 * Writes a consumed record's new value with its own computed fields (an open quantity, say) and, when
 * it is a line, the header totals that add up its collection; each row's version moves on, so a form
 * open on it can no longer overwrite what was consumed.
 */
export async function writeConsumed(context: EngineContext, target: LockedTarget, into: string, value: number, actor: Actor): Promise<void> {
  await writeTargetValues(context, target, { [into]: value }, actor);
}

/** Writes values of a locked record (a consumed quantity, a line action's status) as writeConsumed describes. */
export async function writeTargetValues(context: EngineContext, target: LockedTarget, values: EntityRecord, actor: Actor): Promise<void> {
  const { entity } = target;
  const id = Number(target.record[entity.primaryKey]);
  const lookups = await loadLookups(context, lookupTypesOf([entity]));
  const after = { ...target.record, ...values };
  // Fields that add up lines are left to their own save: this record's lines are not read here.
  const own = entity.fields.filter((field) => field.computed && !readsLines(field)).map((field) => field.name);
  const lineSums = entity.fields.filter(readsLines).map((field) => field.name);
  const before = { ...after };
  computeRecordFields(entity, after, lookups, target.header);
  for (const name of lineSums) after[name] = before[name];
  await writeAudited(context, entity, id, target.version, changedValues(target.record, after, [...Object.keys(values), ...own]), actor);
  const relation = context.catalog.parentOf(entity.name);
  if (!relation || !target.header) return;
  const header = relation.header;
  const sums = header.fields.filter((field) => readsLines(field) && expressionReferences(field.computed ?? 0).some((reference) => reference.kind === 'sumLines' && reference.lines === relation.collection.name));
  if (sums.length === 0) return;
  const headerId = Number(target.header[header.primaryKey]);
  const locked = await selectRow(context, header, headerId, undefined);
  if (!locked) return;
  const headerRecord = rowToRecord(header, locked);
  const recomputed: EntityRecord = { ...headerRecord };
  for (const collection of header.lines ?? []) {
    const lineEntity = context.catalog.get(collection.entity);
    recomputed[collection.name] = (await loadLineRows(context, collection, headerId)).map((row) => rowToRecord(lineEntity, row));
  }
  computeRecordFields(header, recomputed, await loadLookups(context, lookupTypesOf([header])));
  const changed = changedValues(headerRecord, recomputed, sums.map((field) => field.name));
  if (Object.keys(changed).length > 0) await writeAudited(context, header, headerId, Number(locked.versionNum), changed, actor);
}

import type { FieldError } from '../../shared/api/envelope';
import type { EntitySchema, LineCollection } from '../../shared/formats/entity-format';
import { isEmptyValue } from '../../shared/validation/validate-record';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord } from './entity-engine.types';
import { engineError, engineMessage, validationError } from './engine-messages';
import { internalFieldNames } from './internal-fields';
import { loadLineRows, validId, type StoredRow } from './load-record';
import { acceptedInput, applyDefaults, applyInherited, columnsToWrite } from './record-input';
import { rowToRecord } from './record-mapping';
import { assertSameVersion } from './workflow-rules';
import { insertRow, updateRow } from './write-row';
import { tableOf } from '../../shared/entity/entity-catalog';

export interface PlannedLine {
  /** Stored line id and version when the line exists. */
  id?: number;
  storedVersion?: number;
  /** The full line as it will be: stored values, then input, inherited values, number, computed fields. */
  record: EntityRecord;
  /** What to write: 'all' for a new line; else the keys the engine or the caller changed. */
  changed: EntityRecord | 'all';
}

export interface LinePlan {
  collection: LineCollection;
  entity: EntitySchema;
  /** False when the input left the collection out: the stored lines stay as they are. */
  replace: boolean;
  lines: PlannedLine[];
  storedIds: number[];
}

function isRecord(value: unknown): value is EntityRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function planLine(entity: EntitySchema, collection: LineCollection, input: EntityRecord, stored: StoredRow | undefined, header: EntityRecord, actor: Actor): PlannedLine {
  const accepted = acceptedInput(entity, input, internalFieldNames(entity, actor));
  delete accepted[collection.foreignKey];
  const record: EntityRecord = stored ? { ...rowToRecord(entity, stored), ...accepted } : { ...accepted };
  if (!stored) applyDefaults(entity, record);
  const before = { ...record };
  applyInherited(entity, record, header);
  const changed: EntityRecord | 'all' = stored ? { ...accepted } : 'all';
  if (changed !== 'all') {
    for (const key of Object.keys(record)) if (record[key] !== before[key]) changed[key] = record[key];
  }
  const planned: PlannedLine = { record, changed };
  if (stored) {
    planned.id = Number(stored[entity.primaryKey]);
    // A line sent with its version must still have it; the header's lock already covers the rest.
    planned.storedVersion = isEmptyValue(input.versionNum) ? Number(stored.versionNum) : assertSameVersion(input.versionNum, stored, actor);
  }
  return planned;
}

/**
 * What will happen to one line collection: the given array replaces the stored lines (ids it carries
 * are updated, new ones inserted, the others deleted) and is numbered 1..n; without the array the stored
 * lines stay and still count for the header's totals.
 */
export async function planLines(
  context: EngineContext,
  collection: LineCollection,
  given: unknown,
  header: EntityRecord,
  headerId: number | undefined,
  actor: Actor,
): Promise<LinePlan> {
  const entity = context.catalog.get(collection.entity);
  const storedRows = headerId === undefined ? [] : await loadLineRows(context, collection, headerId);
  const storedIds = storedRows.map((row) => Number(row[entity.primaryKey]));
  if (given === undefined || given === null) {
    const lines = storedRows.map((row) => ({ id: Number(row[entity.primaryKey]), storedVersion: Number(row.versionNum), record: rowToRecord(entity, row), changed: {} }));
    return { collection, entity, replace: headerId === undefined, lines: headerId === undefined ? [] : lines, storedIds };
  }
  if (!Array.isArray(given) || !given.every(isRecord)) throw engineError(actor.language, 'badLines', { collection: collection.name });
  const byId = new Map(storedRows.map((row) => [Number(row[entity.primaryKey]), row]));
  const errors: FieldError[] = [];
  const lines = given.map((input, index) => {
    const rawId = input[entity.primaryKey];
    const id = validId(rawId);
    const stored = id === undefined ? undefined : byId.get(id);
    if (!isEmptyValue(rawId) && !stored) {
      errors.push({
        field: entity.primaryKey,
        line: { collection: collection.name, index },
        message: engineMessage(actor.language, 'lineNotFound', { index: index + 1, id: String(rawId) }),
      });
    }
    const planned = planLine(entity, collection, input, stored, header, actor);
    if (collection.numberField) {
      planned.record[collection.numberField] = index + 1;
      if (planned.changed !== 'all') planned.changed[collection.numberField] = index + 1;
    }
    return planned;
  });
  if (errors.length > 0) throw validationError(actor.language, errors);
  return { collection, entity, replace: true, lines, storedIds };
}

/** Writes a replaced collection: updates kept lines (optimistic lock each), inserts new ones, deletes the rest. */
export async function writeLines(context: EngineContext, plan: LinePlan, headerId: number, actor: Actor): Promise<void> {
  if (!plan.replace) return;
  const { entity, collection } = plan;
  const kept = new Set<number>();
  for (const line of plan.lines) {
    const values = columnsToWrite(entity, line.record, line.changed);
    values[collection.foreignKey] = headerId;
    if (line.id === undefined) {
      await insertRow(context, entity, values, actor);
      continue;
    }
    kept.add(line.id);
    const updated = await updateRow(context, entity, line.id, line.storedVersion ?? 0, values, actor);
    if (!updated) throw engineError(actor.language, 'staleVersion');
  }
  const removed = plan.storedIds.filter((id) => !kept.has(id));
  if (removed.length > 0) await context.db.deleteFrom(tableOf(entity)).where(entity.primaryKey, 'in', removed).execute();
}

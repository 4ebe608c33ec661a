import type { FieldError, LineLocation } from '../../shared/api/envelope';
import type { EntitySchema, LineCollection } from '../../shared/formats/entity-format';
import { isEmptyValue } from '../../shared/validation/validate-record';
import { documentOrgOnInsert } from '../db/document-org-column';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord } from './entity-engine.types';
import { engineError, engineMessage, validationError } from './engine-messages';
import { internalFieldNames } from './internal-fields';
import { loadLineRows, validId, type StoredRow } from './load-record';
import { acceptedInput, applyDefaults, applyInherited, columnsToWrite } from './record-input';
import { rowToRecord } from './record-mapping';
import { assertSameVersion } from './workflow-rules';
import { insertRow, updateRow } from './write-row';
import { deleteLinesOf } from './delete-lines';
import { nextAutoNumber } from './auto-number';

export interface PlannedLine {
  /** Stored line id and version when the line exists. */
  id?: number;
  storedVersion?: number;
  /** The full line as it will be: stored values, then input, inherited values, number, computed fields. */
  record: EntityRecord;
  /** The line as stored before this save, when it exists. */
  stored?: EntityRecord;
  /** What to write: 'all' for a new line; else the keys the engine or the caller changed. */
  changed: EntityRecord | 'all';
  /** Where the line is in the saved record, for errors. */
  location: LineLocation;
  /** The line's own line collections (lines of lines). */
  children: LinePlan[];
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

function planLine(entity: EntitySchema, collection: LineCollection, input: EntityRecord, stored: StoredRow | undefined, header: EntityRecord, location: LineLocation, actor: Actor): PlannedLine {
  const accepted = acceptedInput(entity, input, internalFieldNames(entity, actor));
  delete accepted[collection.foreignKey];
  const record: EntityRecord = stored ? { ...rowToRecord(entity, stored), ...accepted } : { ...accepted };
  if (!stored) applyDefaults(entity, record, actor.userId);
  const before = { ...record };
  applyInherited(entity, record, header);
  const changed: EntityRecord | 'all' = stored ? { ...accepted } : 'all';
  if (changed !== 'all') {
    for (const key of Object.keys(record)) if (record[key] !== before[key]) changed[key] = record[key];
  }
  const planned: PlannedLine = { record, changed, location, children: [] };
  if (stored) {
    planned.stored = rowToRecord(entity, stored);
    planned.id = Number(stored[entity.primaryKey]);
    // A line sent with its version must still have it; the header's lock already covers the rest.
    planned.storedVersion = isEmptyValue(input.versionNum) ? Number(stored.versionNum) : assertSameVersion(input.versionNum, stored, actor);
  }
  return planned;
}

/** Stored lines as they stay when the input leaves their collection out (their own lines stay too). */
function keptLines(entity: EntitySchema, rows: StoredRow[], parent: LineLocation | undefined, collection: LineCollection): PlannedLine[] {
  return rows.map((row, index) => ({
    id: Number(row[entity.primaryKey]),
    storedVersion: Number(row.versionNum),
    record: rowToRecord(entity, row),
    changed: {},
    location: { collection: collection.name, index, ...(parent ? { parent } : {}) },
    children: [],
  }));
}

/**
 * What will happen to one line collection: the given array replaces the stored lines (ids it carries
 * are updated, new ones inserted, the others deleted with their own lines) and is numbered 1..n; each
 * line's own collections are planned the same way. Without the array the stored lines stay and still
 * count for the header's totals. `parent` locates the header when it is itself a line.
 */
export async function planLines(
  context: EngineContext,
  collection: LineCollection,
  given: unknown,
  header: EntityRecord,
  headerId: number | undefined,
  actor: Actor,
  parent?: LineLocation,
): Promise<LinePlan> {
  const entity = context.catalog.get(collection.entity);
  const storedRows = headerId === undefined ? [] : await loadLineRows(context, collection, headerId);
  const storedIds = storedRows.map((row) => Number(row[entity.primaryKey]));
  if (given === undefined || given === null) {
    const lines = headerId === undefined ? [] : keptLines(entity, storedRows, parent, collection);
    return { collection, entity, replace: headerId === undefined, lines, storedIds };
  }
  if (!Array.isArray(given) || !given.every(isRecord)) throw engineError(actor.language, 'badLines', { collection: collection.name });
  const byId = new Map(storedRows.map((row) => [Number(row[entity.primaryKey]), row]));
  const errors: FieldError[] = [];
  const lines: PlannedLine[] = [];
  for (const [index, input] of given.entries()) {
    const location: LineLocation = { collection: collection.name, index, ...(parent ? { parent } : {}) };
    const rawId = input[entity.primaryKey];
    const id = validId(rawId);
    const stored = id === undefined ? undefined : byId.get(id);
    if (!isEmptyValue(rawId) && !stored) {
      errors.push({ field: entity.primaryKey, line: location, message: engineMessage(actor.language, 'lineNotFound', { index: index + 1, id: String(rawId) }) });
    }
    const planned = planLine(entity, collection, input, stored, header, location, actor);
    if (collection.numberField) {
      planned.record[collection.numberField] = index + 1;
      if (planned.changed !== 'all') planned.changed[collection.numberField] = index + 1;
    }
    for (const sub of entity.lines ?? []) {
      planned.children.push(await planLines(context, sub, input[sub.name], planned.record, planned.id, actor, location));
    }
    lines.push(planned);
  }
  if (errors.length > 0) throw validationError(actor.language, errors);
  return { collection, entity, replace: true, lines, storedIds };
}

/** Every planned line of the plans with the record it belongs to, lines of lines after their line. */
export function* plannedLines(plans: readonly LinePlan[], header: EntityRecord): Generator<{ plan: LinePlan; line: PlannedLine; header: EntityRecord }> {
  for (const plan of plans) {
    for (const line of plan.lines) {
      yield { plan, line, header };
      yield* plannedLines(line.children, line.record);
    }
  }
}

/** Writes a replaced collection: deletes the lines left out (with their lines), updates kept lines (optimistic lock each), inserts new ones. */
/** A new line's autoNumber fields take the next numbers, as a header's do (a package's barcode). */
async function numberNewLine(context: EngineContext, entity: EntitySchema, record: EntityRecord, values: EntityRecord): Promise<void> {
  for (const field of entity.fields) {
    if (!field.autoNumber || (field.autoNumber.keepGiven && !isEmptyValue(record[field.name]))) continue;
    record[field.name] = values[field.name] = await nextAutoNumber(context, entity, field);
  }
}

export async function writeLines(context: EngineContext, plan: LinePlan, headerId: number, actor: Actor): Promise<void> {
  const { entity, collection } = plan;
  // Removed lines go first, so a new line may take over the unique values of one it replaces.
  if (plan.replace) {
    const staying = new Set(plan.lines.map((line) => line.id).filter((id) => id !== undefined));
    const removed = plan.storedIds.filter((id) => !staying.has(id));
    if (removed.length > 0) await deleteLinesOf(context, entity, removed);
  }
  for (const line of plan.lines) {
    let lineId = line.id;
    if (plan.replace) {
      const values = columnsToWrite(entity, line.record, line.changed);
      values[collection.foreignKey] = headerId;
      if (lineId === undefined) {
        await numberNewLine(context, entity, line.record, values);
        lineId = await insertRow(context, entity, { ...values, ...documentOrgOnInsert(entity, context.catalog, headerId) }, actor);
      }
      else if (!(await updateRow(context, entity, lineId, line.storedVersion ?? 0, values, actor))) throw engineError(actor.language, 'staleVersion');
    }
    if (lineId === undefined) continue;
    for (const child of line.children) await writeLines(context, child, lineId, actor);
  }
}

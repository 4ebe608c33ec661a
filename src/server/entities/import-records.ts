import type { FieldError } from '../../shared/api/envelope';
import type { EntitySchema, ImportDefinition } from '../../shared/formats/entity-format';
import { isEmptyValue } from '../../shared/validation/validate-record';
import { ApiError } from '../http/api-error';
import type { EngineContext } from './engine-context';
import type { EngineKit } from './engine-kit';
import type { Actor, EntityRecord, ImportFailure, ImportOptions, ImportOutcome } from './entity-engine.types';
import { createsInBatches } from './create-records';
import { engineError, validationError } from './engine-messages';
import { entityLabel } from './entity-fields';
import { ImportFileDuplicates, withFileDuplicates } from './import-file-duplicates';
import { importError } from './import-messages';
import { explainedKey, ImportRowKeys, type PreparedRow } from './import-row-keys';
import { loadLineRows, loadScopedRow } from './load-record';
import { LOOKUP_VALUES_ENTITY } from './lookup-values';
import { supplierMayWrite } from './supplier-scope';

/** What the engine lends an import: its transaction and its save (validation, write, reload, operation log), one by one or many new records at once. */
export type ImportDependencies = Pick<EngineKit, 'base' | 'transaction' | 'save' | 'createMany'>;

/** Failures kept for the answer; beyond that they are only counted. */
const DEFAULT_MAX_FAILURES = 1000;

class FailureList {
  readonly kept: ImportFailure[] = [];
  count = 0;

  constructor(
    private readonly max: number,
    private readonly actor: Actor,
  ) {}

  /** One failed record: its field errors (the message sums them up), or a message of the record as a whole. */
  add(index: number, errors: FieldError[], message?: string): void {
    this.count += 1;
    if (this.kept.length >= this.max) return;
    const fieldErrors = errors.map((error) => (error.line ? { field: error.field, line: error.line, message: error.message } : { field: error.field, message: error.message }));
    this.kept.push({ index, message: message ?? validationError(this.actor.language, fieldErrors).message, errors: fieldErrors });
  }
}

/** Thrown inside the transaction to roll it back once every record was checked and any failed. */
class ImportRolledBack extends Error {}

/** A failure of the caller's input (answered as status E), as opposed to a crash. */
function isInputError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 'E';
}

/** A row's unresolved references, then what the save said of the rest (not of what those explain). */
function mergeErrors(prepared: PreparedRow | undefined, saveErrors: FieldError[]): FieldError[] {
  if (!prepared) return saveErrors;
  return [...prepared.errors, ...saveErrors.filter((error) => !prepared.explained.has(explainedKey(error)))];
}

type Counts = { created: number; updated: number };

/** New records per batch (createMany): its checks and inserts take a few statements for all of them. */
const BATCH_RECORDS = 500;

/** A row waiting for its batch: prepared to be created, or already refused while being prepared; with its values given twice in the import. */
type PendingRow = ({ position: number; prepared: PreparedRow } | { position: number; refused: ApiError }) & { duplicates: FieldError[] };

/** One row's outcome: counted, or added to the failures with what its preparation found. */
function settle(counts: Counts, failures: FailureList, row: { position: number; duplicates: FieldError[] }, prepared: PreparedRow | undefined, update: boolean, refusal?: ApiError): void {
  const { position, duplicates } = row;
  if (refusal) {
    const errors = withFileDuplicates(duplicates, mergeErrors(prepared, refusal.errors));
    failures.add(position, errors, errors.length === 0 ? refusal.message : undefined);
  } else if ((prepared && prepared.errors.length > 0) || duplicates.length > 0) failures.add(position, withFileDuplicates(duplicates, prepared?.errors ?? []));
  else if (update) counts.updated += 1;
  else counts.created += 1;
}

/**
 * Record by record in file order; a record's errors do not stop the others from being checked. New
 * records of an entity that allows it (createsInBatches) wait in batches that are checked and written
 * together (createMany); a batch is written before any other row is saved and before a row refers to a
 * record of the entity that a waiting row may be, so every row still meets the writes of the rows above it.
 */
async function importEach(
  deps: ImportDependencies,
  context: EngineContext,
  entity: EntitySchema,
  keys: ImportRowKeys,
  records: AsyncIterable<EntityRecord> | Iterable<EntityRecord>,
  actor: Actor,
  failures: FailureList,
): Promise<Counts> {
  const counts: Counts = { created: 0, updated: 0 };
  const fileDuplicates = new ImportFileDuplicates(entity, actor);
  // Lookup values change what later rows may hold: they are imported one by one (no lookup memo).
  const batching = createsInBatches(entity) && context.lookupMemo !== undefined;
  let pending: PendingRow[] = [];
  const flush = async () => {
    const batch = pending;
    pending = [];
    const creating = batch.flatMap((row) => ('prepared' in row ? [row.prepared.record] : []));
    const refusals = creating.length > 0 ? await deps.createMany(context, entity, creating, actor, 'doImport') : [];
    let created = 0;
    for (const row of batch) {
      if ('refused' in row) settle(counts, failures, row, undefined, false, row.refused);
      else settle(counts, failures, row, row.prepared, false, refusals[created++]);
    }
  };
  let index = 0;
  for await (const input of records) {
    const position = index++;
    if (batching && keys.mayReferToUnwritten(input)) await flush();
    let prepared: PreparedRow | undefined;
    const row = { position, duplicates: fileDuplicates.check(input) };
    try {
      prepared = await keys.prepare(input, true);
      const update = !isEmptyValue(prepared.record[entity.primaryKey]);
      if (batching && !update) {
        pending.push({ ...row, prepared });
        if (pending.length >= BATCH_RECORDS) await flush();
        continue;
      }
      await flush();
      await deps.save(context, entity, prepared.record, actor, 'doImport');
      settle(counts, failures, row, prepared, update);
    } catch (error) {
      if (!isInputError(error)) throw error;
      if (batching && pending.length > 0) pending.push({ ...row, refused: error });
      else settle(counts, failures, row, prepared, false, error);
    }
  }
  await flush();
  return counts;
}

/**
 * Lines added to one header, saved through the header (its editable status, version, numbering and
 * totals apply). A line error of the header's save is the failure of the record it came from; any other
 * refuses the whole import with the header's own message.
 */
async function importIntoHeader(
  deps: ImportDependencies,
  context: EngineContext,
  entity: EntitySchema,
  keys: ImportRowKeys,
  records: AsyncIterable<EntityRecord> | Iterable<EntityRecord>,
  actor: Actor,
  failures: FailureList,
  headerId: number | undefined,
): Promise<Counts> {
  const relation = context.catalog.parentOf(entity.name);
  if (!relation) throw new Error(`${entity.name} imports into a header but is no line entity`);
  const { header, collection } = relation;
  if (headerId === undefined) {
    throw importError(actor.language, 'importHeaderRequired', { header: entityLabel(header, actor.language), parameter: collection.foreignKey });
  }
  const stored = await loadScopedRow(context, header, headerId, actor);
  const kept = (await loadLineRows(context, collection, headerId)).map((row) => ({ [entity.primaryKey]: Number(row[entity.primaryKey]) }));
  /** Each added line as prepared, by the position of the record it came from. */
  const prepared: PreparedRow[] = [];
  for await (const input of records) prepared.push(await keys.prepare(input, false));
  const added = prepared.map((row) => row.record);
  const errorsByLine = prepared.map((row) => row.errors);
  if (added.length === 0) return { created: 0, updated: 0 };
  const headerRecord = { [header.primaryKey]: headerId, versionNum: stored.versionNum, [collection.name]: [...kept, ...added] };
  try {
    await deps.save(context, header, headerRecord, actor, 'doImport');
  } catch (error) {
    if (!isInputError(error)) throw error;
    const saveErrors: FieldError[][] = added.map(() => []);
    for (const fieldError of error.errors) {
      const position = fieldError.line?.collection === collection.name ? fieldError.line.index - kept.length : -1;
      // An error of the header itself or of a line it already had: the import cannot go on at all.
      if (position < 0 || position >= added.length) throw error;
      saveErrors[position].push(fieldError);
    }
    if (error.errors.length === 0) throw error;
    saveErrors.forEach((errors, position) => {
      errorsByLine[position] = mergeErrors(prepared[position], errors);
    });
  }
  errorsByLine.forEach((errors, position) => {
    if (errors.length > 0) failures.add(position, errors);
  });
  return { created: added.length, updated: 0 };
}

/**
 * The engine's doImport: every record saved in ONE transaction, or none. Unlike a batch save, a record
 * that fails does not end the work: every record is checked (later ones against the earlier ones'
 * writes, so a duplicate inside the file is caught too) and every failure is answered with its
 * position; then the transaction rolls back. Records may stream in (an Excel file being read).
 */
export async function importRecords(
  deps: ImportDependencies,
  entity: EntitySchema,
  records: AsyncIterable<EntityRecord> | Iterable<EntityRecord>,
  actor: Actor,
  options: ImportOptions = {},
): Promise<ImportOutcome> {
  const definition: ImportDefinition | undefined = entity.import;
  if (!definition) throw importError(actor.language, 'importNotDefined', { label: entityLabel(entity, actor.language) });
  const supplierRefused = actor.userType === 'supplier' && !definition.supplierAllowed;
  if (supplierRefused || !supplierMayWrite(entity, actor, deps.base.catalog)) {
    throw engineError(actor.language, 'supplierReadOnly', { label: entityLabel(entity, actor.language) });
  }
  const failures = new FailureList(options.maxFailures ?? DEFAULT_MAX_FAILURES, actor);
  try {
    return await deps.transaction(async (transaction) => {
      // Lookup values cannot change during the import, unless it imports them.
      const context = entity.name === LOOKUP_VALUES_ENTITY ? transaction : { ...transaction, lookupMemo: new Map() };
      const keys = new ImportRowKeys(context, entity, definition, actor);
      const counts = definition.intoHeader
        ? await importIntoHeader(deps, context, entity, keys, records, actor, failures, options.headerId)
        : await importEach(deps, context, entity, keys, records, actor, failures);
      if (failures.count > 0 || options.refuseAll) throw new ImportRolledBack();
      return { ok: true as const, ...counts };
    });
  } catch (error) {
    if (error instanceof ImportRolledBack) return { ok: false, failures: failures.kept, failureCount: failures.count };
    throw error;
  }
}

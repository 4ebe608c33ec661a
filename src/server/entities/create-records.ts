import { createStampValues } from '../../shared/entity/create-stamps';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { isEmptyValue } from '../../shared/validation/validate-record';
import { ApiError } from '../http/api-error';
import { reserveAutoNumbers } from './auto-number';
import { checkEachRecord } from './check-each-record';
import { computeRecordFields } from './computed-fields';
import { formatDateTime } from './engine-clock';
import { followDocumentOrg } from './follow-document-org';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord } from './entity-engine.types';
import { engineError, validationError } from './engine-messages';
import { entityLabel } from './entity-fields';
import { internalFieldNames } from './internal-fields';
import type { StoredRow } from './load-record';
import { loadLookups, lookupTypesOf } from './lookup-values';
import { assertReadOnlyRules } from './read-only-rules';
import { conditionContextOf, type RecordToCheck } from './record-checks';
import { recordRuleErrors } from './record-rule-checks';
import { acceptedInput, columnsToWrite, normalizeForStorage } from './record-input';
import { applyReferenceDefaults } from './reference-defaults';
import { applyReferenceFills } from './reference-fills';
import { applyMatchFills } from './match-fills';
import { mergeHeader } from './save-record';
import { supplierMayWrite } from './supplier-scope';
import { insertRows } from './write-row';

/**
 * Whether new records of the entity may be created many at a time (createRecords): only when saveRecord
 * would do nothing per record beyond what createRecords does, i.e. the entity has no line collections and
 * no attachment fields (a new record is no tree move either). Other entities save record by record.
 */
export function createsInBatches(entity: EntitySchema): boolean {
  return (entity.lines ?? []).length === 0 && !entity.fields.some((field) => field.type === 'attachment');
}

/** What createRecords did: each input's refusal by position (undefined: created), and the rows it wrote. */
export interface CreatedRecords {
  refusals: (ApiError | undefined)[];
  rows: StoredRow[];
}

/**
 * saveRecord's insert for many new records of one entity (createsInBatches) inside the caller's
 * transaction, with the same rules in the same order: accepted input, defaults, read-only rules,
 * reference fills, every check, normalisation, computed fields, auto numbers, create stamps and audit
 * columns. A refused record does not stop the others; the others are written in multi-row inserts, one
 * sequence update per auto-number field for all of them, instead of a dozen statements per record.
 */
export async function createRecords(context: EngineContext, entity: EntitySchema, inputs: EntityRecord[], actor: Actor): Promise<CreatedRecords> {
  if (!createsInBatches(entity)) throw new Error(`${entity.name} has lines or attachments: its records are saved one by one`);
  if (!supplierMayWrite(entity, actor, context.catalog)) {
    throw engineError(actor.language, 'supplierReadOnly', { label: entityLabel(entity, actor.language) });
  }
  const refusals: (ApiError | undefined)[] = inputs.map(() => undefined);
  const items: { position: number; item: RecordToCheck }[] = [];
  inputs.forEach((input, position) => {
    if (!isEmptyValue(input[entity.primaryKey])) throw new Error(`createRecords creates records: ${entity.name} record ${position} has an id`);
    const accepted = acceptedInput(entity, input, internalFieldNames(entity, actor));
    const item: RecordToCheck = { entity, record: mergeHeader(entity, accepted, undefined, actor), changed: 'all' };
    try {
      assertReadOnlyRules([item], actor);
      items.push({ position, item });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      refusals[position] = error;
    }
  });
  const checked = items.map(({ item }) => item);
  await applyReferenceDefaults(context, checked, actor);
  await applyReferenceFills(context, checked, actor);
  await applyMatchFills(context, checked, actor);
  const lookups = await loadLookups(context, lookupTypesOf([entity]));
  const errors = await checkEachRecord(context, entity, checked, lookups, actor);
  const passed: EntityRecord[] = [];
  items.forEach(({ position, item }, index) => {
    if (errors[index].length > 0) {
      refusals[position] = validationError(actor.language, errors[index]);
      return;
    }
    normalizeForStorage(entity, item.record);
    computeRecordFields(entity, item.record, lookups);
    const broken = recordRuleErrors(entity, item.record, [], actor, conditionContextOf(item, actor));
    if (broken.length > 0) {
      refusals[position] = validationError(actor.language, broken);
      return;
    }
    passed.push(item.record);
  });
  for (const field of entity.fields) {
    if (!field.autoNumber) continue;
    const numbered = field.autoNumber.keepGiven ? passed.filter((record) => isEmptyValue(record[field.name])) : passed;
    const numbers = await reserveAutoNumbers(context, entity, field, numbered.length);
    numbered.forEach((record, index) => (record[field.name] = numbers[index]));
  }
  const stamps = createStampValues(entity, actor.userId, formatDateTime(context.now()));
  const rows = await insertRows(context, entity, passed.map((record) => columnsToWrite(entity, { ...record, ...stamps }, 'all')), actor);
  await followDocumentOrg(context, entity, rows.map((row) => Number(row[entity.primaryKey])));
  return { refusals, rows };
}

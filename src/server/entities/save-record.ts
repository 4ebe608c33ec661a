import { createStampValues } from '../../shared/entity/create-stamps';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { isEmptyValue } from '../../shared/validation/validate-record';
import { bindAttachments } from './attachment-links';
import { nextAutoNumber } from './auto-number';
import { formatDateTime } from './engine-clock';
import { computeRecordFields } from './computed-fields';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord } from './entity-engine.types';
import { engineError } from './engine-messages';
import { entityLabel } from './entity-fields';
import { internalFieldNames } from './internal-fields';
import { loadScopedRow, type StoredRow } from './load-record';
import { loadLookups, lookupTypesOf } from './lookup-values';
import { checkRecords, type RecordToCheck } from './record-checks';
import { acceptedInput, applyDefaults, columnsToWrite, normalizeForStorage } from './record-input';
import { rowToRecord } from './record-mapping';
import { planLines, writeLines, type LinePlan } from './save-lines';
import { supplierMayWrite } from './supplier-scope';
import { assertEditable, assertSameVersion } from './workflow-rules';
import { insertRow, updateRow } from './write-row';

interface Existing {
  row: StoredRow;
  id: number;
  version: number;
}

/** On update: the stored row in scope, at the version the caller read, in an editable status. */
async function loadForUpdate(context: EngineContext, entity: EntitySchema, input: EntityRecord, actor: Actor): Promise<Existing | undefined> {
  if (isEmptyValue(input[entity.primaryKey])) return undefined;
  const row = await loadScopedRow(context, entity, input[entity.primaryKey], actor);
  const version = assertSameVersion(input.versionNum, row, actor);
  await assertEditable(context, entity, row, actor);
  return { row, id: Number(row[entity.primaryKey]), version };
}

/** Header values as they will be: stored ones, then input; on insert defaults and the initial status. */
function mergeHeader(entity: EntitySchema, accepted: EntityRecord, existing: Existing | undefined, actor: Actor): EntityRecord {
  const header: EntityRecord = existing ? { ...rowToRecord(entity, existing.row), ...accepted } : { ...accepted };
  if (!existing) {
    applyDefaults(entity, header);
    if (entity.workflow) header[entity.workflow.statusField] = entity.workflow.initial;
  }
  // A supplier user (where it may write at all) can only create or keep records of its own supplier.
  if (actor.userType === 'supplier' && entity.ownership) {
    header[entity.ownership.supplierField] = actor.supplierId;
    if (entity.ownership.supplierField !== entity.primaryKey) accepted[entity.ownership.supplierField] = actor.supplierId;
  }
  return header;
}

function recordsToCheck(entity: EntitySchema, header: EntityRecord, existing: Existing | undefined, plans: LinePlan[]): RecordToCheck[] {
  const items: RecordToCheck[] = [{ entity, record: header, id: existing?.id }];
  for (const plan of plans) {
    if (!plan.replace) continue;
    plan.lines.forEach((line, index) => {
      items.push({
        entity: plan.entity,
        record: line.record,
        id: line.id,
        line: { collection: plan.collection.name, index },
        foreignKey: plan.collection.foreignKey,
      });
    });
  }
  return items;
}

/**
 * Inserts or updates one record with its lines, inside the caller's transaction; answers its id.
 * Order matters: check everything first, then compute (lines before header), number, and write.
 */
export async function saveRecord(context: EngineContext, entity: EntitySchema, input: EntityRecord, actor: Actor): Promise<number> {
  if (!supplierMayWrite(entity, actor, context.catalog)) {
    throw engineError(actor.language, 'supplierReadOnly', { label: entityLabel(entity, actor.language) });
  }
  const existing = await loadForUpdate(context, entity, input, actor);
  const accepted = acceptedInput(entity, input, internalFieldNames(entity, actor));
  const header = mergeHeader(entity, accepted, existing, actor);
  const plans: LinePlan[] = [];
  for (const collection of entity.lines ?? []) {
    plans.push(await planLines(context, collection, input[collection.name], header, existing?.id, actor));
  }
  const lookups = await loadLookups(context, lookupTypesOf([entity, ...plans.map((plan) => plan.entity)]));
  await checkRecords(context, recordsToCheck(entity, header, existing, plans), lookups, actor);

  normalizeForStorage(entity, header);
  for (const plan of plans) {
    // Kept lines (collection left out of the input) count with their stored values.
    if (plan.replace) {
      for (const line of plan.lines) {
        normalizeForStorage(plan.entity, line.record);
        computeRecordFields(plan.entity, line.record, lookups, header);
      }
    }
    header[plan.collection.name] = plan.lines.map((line) => line.record);
  }
  computeRecordFields(entity, header, lookups);

  let id: number;
  if (existing) {
    const updated = await updateRow(context, entity, existing.id, existing.version, columnsToWrite(entity, header, accepted), actor);
    if (!updated) throw engineError(actor.language, 'staleVersion');
    id = existing.id;
  } else {
    for (const field of entity.fields) {
      if (field.autoNumber) header[field.name] = await nextAutoNumber(context, entity, field);
    }
    Object.assign(header, createStampValues(entity, actor.userId, formatDateTime(context.now())));
    id = await insertRow(context, entity, columnsToWrite(entity, header, 'all'), actor);
  }
  for (const plan of plans) await writeLines(context, plan, id, actor);
  await bindAttachments(context, entity, header, id);
  return id;
}

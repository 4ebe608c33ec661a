import { createStampValues } from '../../shared/entity/create-stamps';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { isEmptyValue } from '../../shared/validation/validate-record';
import { assertOnlyOpenedChanges } from './approval-edits';
import { bindAttachments } from './attachment-links';
import { nextAutoNumber } from './auto-number';
import { formatDateTime } from './engine-clock';
import { computeRecordFields } from './computed-fields';
import { followDocumentOrg } from './follow-document-org';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord } from './entity-engine.types';
import { engineError } from './engine-messages';
import { entityLabel } from './entity-fields';
import { internalFieldNames } from './internal-fields';
import { loadScopedRow, type StoredRow } from './load-record';
import { loadLookups, lookupTypesOf, type LookupTable } from './lookup-values';
import { checkRecords, conditionContextOf, type RecordToCheck } from './record-checks';
import { assertRecordRules } from './record-rule-checks';
import { acceptedInput, applyDefaults, columnsToWrite, normalizeForStorage } from './record-input';
import { rowToRecord } from './record-mapping';
import { assertFixedLines } from './fixed-lines';
import { plannedLines, planLines, writeLines, type LinePlan } from './save-lines';
import { applyReferenceDefaults } from './reference-defaults';
import { applyReferenceFills } from './reference-fills';
import { applyMatchFills } from './match-fills';
import { assertReadOnlyRules } from './read-only-rules';
import { supplierMayWrite } from './supplier-scope';
import { assertEditable, assertSameVersion } from './workflow-rules';
import { insertRow, updateRow } from './write-row';
import { assertTreeParent } from './trees/tree-parent-guard';
import { applyOneCurrent } from './one-current-lines';
import { applyListChecks } from './list-checks';
import { afterRequestSave, changeRequestPlanOf, openOnTarget, requestInput } from './change-requests/change-requests';
import { versionCollections } from './versions/document-versions';

/** A versioned document's snapshots and change records are the engine's: a save never takes them from input (kept as stored). */
function withoutVersionCollections(entity: EntitySchema, input: EntityRecord): EntityRecord {
  const owned = versionCollections(entity);
  if (owned.length === 0) return input;
  const accepted = { ...input };
  for (const name of owned) delete accepted[name];
  return accepted;
}

export interface Existing {
  row: StoredRow;
  id: number;
  version: number;
  /** In approval: the fields the caller's open task opens; the other fields stay as stored. */
  opened?: ReadonlySet<string>;
}

/**
 * On update: the stored row in scope, at the version the caller read, in an editable status; or, while an
 * approval process runs on it, saved by its current approver (the fields his task opens).
 */
async function loadForUpdate(context: EngineContext, entity: EntitySchema, input: EntityRecord, actor: Actor): Promise<Existing | undefined> {
  if (isEmptyValue(input[entity.primaryKey])) return undefined;
  const row = await loadScopedRow(context, entity, input[entity.primaryKey], actor);
  const version = assertSameVersion(input.versionNum, row, actor);
  const opened = await context.processes?.openedFields(context, entity, row, actor);
  if (opened === undefined && actor.approvalUpdateOnly === true) throw engineError(actor.language, 'onlyInApproval');
  if (opened === undefined) await assertEditable(context, entity, row, actor);
  return { row, id: Number(row[entity.primaryKey]), version, opened };
}

/** Header values as they will be: stored ones, then input; on insert defaults and the initial status. */
export function mergeHeader(entity: EntitySchema, accepted: EntityRecord, existing: Existing | undefined, actor: Actor): EntityRecord {
  const header: EntityRecord = existing ? { ...rowToRecord(entity, existing.row), ...accepted } : { ...accepted };
  if (!existing) {
    applyDefaults(entity, header, actor.userId);
    if (entity.workflow) header[entity.workflow.statusField] = entity.workflow.initial;
  }
  // A supplier user (where it may write at all) can only create or keep records of its own supplier.
  if (actor.userType === 'supplier' && entity.ownership?.supplierField) {
    header[entity.ownership.supplierField] = actor.supplierId;
    if (entity.ownership.supplierField !== entity.primaryKey) accepted[entity.ownership.supplierField] = actor.supplierId;
  }
  return header;
}

function recordsToCheck(entity: EntitySchema, header: EntityRecord, accepted: EntityRecord, existing: Existing | undefined, plans: LinePlan[]): RecordToCheck[] {
  const stored = existing ? rowToRecord(entity, existing.row) : undefined;
  const items: RecordToCheck[] = [{ entity, record: header, id: existing?.id, changed: existing ? accepted : 'all', stored }];
  for (const { plan, line, header: parent } of plannedLines(plans, header)) {
    if (!plan.replace) continue;
    items.push({ entity: plan.entity, record: line.record, id: line.id, line: line.location, foreignKey: plan.collection.foreignKey, parent, changed: line.changed, stored: line.stored });
  }
  return items;
}

/**
 * Lines of lines first, then lines, each normalised and computed with the record above it (a line's
 * sumLines reads its own lines); kept lines (collection left out of the input) count as stored.
 */
function computeLines(plans: readonly LinePlan[], parent: EntityRecord, lookups: LookupTable): void {
  for (const plan of plans) {
    for (const line of plan.lines) {
      computeLines(line.children, line.record, lookups);
      if (!plan.replace) continue;
      normalizeForStorage(plan.entity, line.record);
      computeRecordFields(plan.entity, line.record, lookups, parent);
      // Its own lines once more, now reading the line as computed (a package's delivery number, via its line).
      if (line.children.length > 0) computeLines(line.children, line.record, lookups);
    }
    parent[plan.collection.name] = plan.lines.map((line) => line.record);
  }
}

/**
 * Inserts or updates one record with its lines, inside the caller's transaction; answers its id.
 * Order matters: check everything first, then compute (lines before header), number, and write.
 */
export async function saveRecord(context: EngineContext, entity: EntitySchema, sent: EntityRecord, actor: Actor): Promise<number> {
  if (!supplierMayWrite(entity, actor, context.catalog)) {
    throw engineError(actor.language, 'supplierReadOnly', { label: entityLabel(entity, actor.language) });
  }
  const existing = await loadForUpdate(context, entity, sent, actor);
  const changeRequest = changeRequestPlanOf(context, entity);
  const input = withoutVersionCollections(entity, changeRequest ? requestInput(changeRequest, sent, existing?.row, actor) : sent);
  const accepted = acceptedInput(entity, input, internalFieldNames(entity, actor));
  const header = mergeHeader(entity, accepted, existing, actor);
  if (changeRequest && !existing) await openOnTarget(context, changeRequest, header, actor);
  await assertTreeParent(context, entity, header, existing?.row, actor);
  const plans: LinePlan[] = [];
  for (const collection of entity.lines ?? []) {
    plans.push(await planLines(context, collection, input[collection.name], header, existing?.id, actor));
  }
  // On the header as stored: a save cannot lift the rule by changing what it reads.
  if (existing) assertFixedLines(plans, rowToRecord(entity, existing.row), actor);
  applyOneCurrent(plans, actor);
  const items = recordsToCheck(entity, header, accepted, existing, plans);
  assertReadOnlyRules(items, actor);
  await applyReferenceDefaults(context, items, actor);
  await applyReferenceFills(context, items, actor);
  await applyMatchFills(context, items, actor);
  const lookups = await loadLookups(context, lookupTypesOf([...new Set(items.map((item) => item.entity))]));
  await checkRecords(context, items, lookups, actor);

  // A new record is numbered before its lines are computed: a line may read the number ({parentField}).
  if (!existing) {
    for (const field of entity.fields) {
      if (field.autoNumber && !(field.autoNumber.keepGiven && !isEmptyValue(header[field.name]))) header[field.name] = await nextAutoNumber(context, entity, field);
    }
  }
  normalizeForStorage(entity, header);
  computeLines(plans, header, lookups);
  computeRecordFields(entity, header, lookups);
  // Record checks read the record as it will be stored: computed fields and every line (kept ones too).
  assertRecordRules(entity, header, plans, actor, conditionContextOf(items[0], actor));
  await applyListChecks(context, entity, header, accepted, plans, actor);
  if (existing?.opened) assertOnlyOpenedChanges(entity, header, accepted, existing.row, plans, existing.opened, actor);

  let id: number;
  if (existing) {
    const updated = await updateRow(context, entity, existing.id, existing.version, columnsToWrite(entity, header, accepted), actor);
    if (!updated) throw engineError(actor.language, 'staleVersion');
    id = existing.id;
  } else {
    Object.assign(header, createStampValues(entity, actor.userId, formatDateTime(context.now())));
    id = await insertRow(context, entity, columnsToWrite(entity, header, 'all'), actor);
  }
  for (const plan of plans) await writeLines(context, plan, id, actor);
  if (changeRequest) await afterRequestSave(context, changeRequest, id, !existing, actor);
  await followDocumentOrg(context, entity, [id]);
  await bindAttachments(context, entity, header, id);
  return id;
}

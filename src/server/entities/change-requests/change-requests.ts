import { type ChangeRequestPlan, changeRequestPlan } from '../../../shared/change-request/change-request-plan';
import { findField, tableOf } from '../../../shared/entity/entity-catalog';
import { BASE_VERSION_FIELD, SOURCE_LINE_FIELD } from '../../../shared/formats/change-request-format';
import type { EntitySchema } from '../../../shared/formats/entity-format';
import { isEmptyValue } from '../../../shared/validation/validate-record';
import type { EngineContext } from '../engine-context';
import type { Actor, EntityRecord } from '../entity-engine.types';
import { engineError, validationError } from '../engine-messages';
import { entityLabel, fieldLabel } from '../entity-fields';
import { loadLineRows, loadScopedRow, recordWithLines } from '../load-record';
import { rowToRecord } from '../record-mapping';
import { insertRows } from '../write-row';
import { sameValue } from './change-values';
import { diffRecords, type ChangeRecord } from './record-diff';

/** The plan of an entity declaring `changeRequestOf` (the server checked every plan at start), else undefined. */
export function changeRequestPlanOf(context: EngineContext, entity: EntitySchema): ChangeRequestPlan | undefined {
  if (!entity.changeRequestOf) return undefined;
  const { plan, problems } = changeRequestPlan(context.catalog, entity);
  if (!plan) throw new Error(problems.join('; '));
  return plan;
}

/**
 * What a save of a request takes from the client: never the change records (the engine writes them); its target
 * never changes once saved. Lines sent on create are lines the request adds (the target's are copied beside them).
 */
export function requestInput(plan: ChangeRequestPlan, input: EntityRecord, stored: Record<string, unknown> | undefined, actor: Actor): EntityRecord {
  const accepted: EntityRecord = { ...input };
  delete accepted[plan.changes.name];
  if (!stored) return accepted;
  const sent = accepted[plan.targetField];
  if (sent !== undefined && !sameValue(sent, stored[plan.targetField])) {
    const field = findField(plan.request, plan.targetField);
    const label = field ? fieldLabel(field, actor.language) : plan.targetField;
    throw validationError(actor.language, [{ field: plan.targetField, message: engineError(actor.language, 'changeTargetFixed', { label }).message }]);
  }
  return accepted;
}

/**
 * A new request opens on its target as the actor may reach it (a supplier only its own record): the copied
 * fields and the target's version are taken from the stored target, whatever the input held.
 */
export async function openOnTarget(context: EngineContext, plan: ChangeRequestPlan, header: EntityRecord, actor: Actor): Promise<void> {
  const id = header[plan.targetField];
  if (isEmptyValue(id)) return;
  const row = await loadScopedRow(context, plan.target, id, actor);
  const target = rowToRecord(plan.target, row);
  for (const name of plan.fields) header[name] = target[name] ?? null;
  header[BASE_VERSION_FIELD] = Number(row.versionNum);
}

/** The target's lines copied into a request just created, each knowing the line it copies. */
async function copyLines(context: EngineContext, plan: ChangeRequestPlan, requestId: number, targetId: number, actor: Actor): Promise<void> {
  for (const collection of plan.collections) {
    const rows = await loadLineRows(context, collection.target, targetId);
    const copies = rows.map((row, index) => {
      const line = rowToRecord(collection.targetEntity, row);
      const copy: EntityRecord = { [collection.copy.foreignKey]: requestId, [SOURCE_LINE_FIELD]: line[collection.targetEntity.primaryKey] };
      for (const name of collection.fields) copy[name] = line[name] ?? null;
      if (collection.copy.numberField) copy[collection.copy.numberField] = index + 1;
      return copy;
    });
    await insertRows(context, collection.copyEntity, copies, actor);
  }
}

/** The request's copy against its target: copied lines stand for the target line they copy (`sourceLineId`). */
async function changeRecords(context: EngineContext, plan: ChangeRequestPlan, request: EntityRecord, target: EntityRecord, actor: Actor): Promise<ChangeRecord[]> {
  const collections = plan.collections.map((collection) => ({
    name: collection.name,
    entity: collection.targetEntity,
    fields: collection.fields,
    sourceOf: (copy: EntityRecord) => (isEmptyValue(copy[SOURCE_LINE_FIELD]) ? undefined : Number(copy[SOURCE_LINE_FIELD])),
  }));
  return diffRecords(context, { entity: plan.target, fields: plan.fields, collections }, target, request, actor);
}

async function storedWithLines(context: EngineContext, entity: EntitySchema, id: unknown): Promise<EntityRecord | undefined> {
  const row = await context.db.selectFrom(tableOf(entity)).selectAll().where(entity.primaryKey, '=', Number(id)).executeTakeFirst();
  return row ? recordWithLines(context, entity, row) : undefined;
}

/** The change records of a request written again from its copy and its target as stored now. */
async function refreshChanges(context: EngineContext, plan: ChangeRequestPlan, request: EntityRecord, target: EntityRecord, actor: Actor): Promise<void> {
  const requestId = Number(request[plan.request.primaryKey]);
  const records = await changeRecords(context, plan, request, target, actor);
  await context.db.deleteFrom(tableOf(plan.changesEntity)).where(plan.changes.foreignKey, '=', requestId).execute();
  const rows = records.map((record, index) => ({
    ...record,
    [plan.changes.foreignKey]: requestId,
    ...(plan.changes.numberField ? { [plan.changes.numberField]: index + 1 } : {}),
  }));
  await insertRows(context, plan.changesEntity, rows, actor);
}

/** After a request is saved (its lines written): a new one gets the target's lines copied; then its change records. */
export async function afterRequestSave(context: EngineContext, plan: ChangeRequestPlan, requestId: number, created: boolean, actor: Actor): Promise<void> {
  const stored = await storedWithLines(context, plan.request, requestId);
  if (!stored || isEmptyValue(stored[plan.targetField])) return;
  if (created) await copyLines(context, plan, requestId, Number(stored[plan.targetField]), actor);
  const request = created ? await storedWithLines(context, plan.request, requestId) : stored;
  const target = await storedWithLines(context, plan.target, stored[plan.targetField]);
  if (request && target) await refreshChanges(context, plan, request, target, actor);
}

/** Saves a record through the engine's save (validation, scopes, operation log) inside the transaction. */
export type EngineSave = (context: EngineContext, entity: EntitySchema, record: EntityRecord, actor: Actor, operation: string) => Promise<EntityRecord>;

/** The operation the target's operation-log entry names when a request is applied to it. */
export const APPLY_OPERATION = 'applyChangeRequest';

/**
 * The approval's `applyOn` action ran: the copy is written to the target through the engine's save (every
 * rule of the target holds; its operation log keeps each field before and after), only if the target is
 * still at the version the request was opened on. The change records are written a last time first.
 */
export async function applyChangeRequest(context: EngineContext, plan: ChangeRequestPlan, requestId: number, actor: Actor, save: EngineSave): Promise<void> {
  const request = await storedWithLines(context, plan.request, requestId);
  if (!request) return;
  const targetLabel = entityLabel(plan.target, actor.language);
  const target = await storedWithLines(context, plan.target, request[plan.targetField]);
  if (!target) throw engineError(actor.language, 'changeTargetGone', { target: targetLabel });
  const current = Number(target.versionNum);
  const base = Number(request[BASE_VERSION_FIELD]);
  if (current !== base) {
    const code = String(target[plan.target.codeField ?? plan.target.displayField ?? plan.target.primaryKey] ?? '');
    throw engineError(actor.language, 'changeTargetChanged', { target: targetLabel, code, base, current });
  }
  await refreshChanges(context, plan, request, target, actor);
  const record: EntityRecord = { [plan.target.primaryKey]: target[plan.target.primaryKey], versionNum: current };
  for (const name of plan.fields) record[name] = request[name] ?? null;
  for (const collection of plan.collections) {
    const targetIds = new Set((Array.isArray(target[collection.name]) ? (target[collection.name] as EntityRecord[]) : []).map((line) => Number(line[collection.targetEntity.primaryKey])));
    const copies = Array.isArray(request[collection.name]) ? (request[collection.name] as EntityRecord[]) : [];
    record[collection.name] = copies.map((copy) => {
      const line: EntityRecord = {};
      const source = Number(copy[SOURCE_LINE_FIELD]);
      if (!isEmptyValue(copy[SOURCE_LINE_FIELD]) && targetIds.has(source)) line[collection.targetEntity.primaryKey] = source;
      for (const name of collection.fields) line[name] = copy[name] ?? null;
      return line;
    });
  }
  const applier: Actor = { ...actor, organizations: 'all', approvalUpdateOnly: undefined, pickerView: undefined };
  await save(context, plan.target, record, applier, APPLY_OPERATION);
}

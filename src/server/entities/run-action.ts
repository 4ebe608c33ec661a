import type { EntitySchema, LineCollection, WorkflowAction } from '../../shared/formats/entity-format';
import { findField, tableOf } from '../../shared/entity/entity-catalog';
import { validationMessage } from '../../shared/validation/validation-messages';
import { formatDateTime } from './engine-clock';
import type { EngineContext } from './engine-context';
import type { ActionInput, Actor, EntityRecord } from './entity-engine.types';
import { engineError, validationError } from './engine-messages';
import { entityLabel, fieldLabel } from './entity-fields';
import { followDocumentOrg } from './follow-document-org';
import { loadScopedRow, recordWithLines } from './load-record';
import { assertRecordRules } from './record-rule-checks';
import { assertSameVersion, statusText } from './workflow-rules';
import { updateRow } from './write-row';
import { evaluateCondition } from '../../shared/expressions/evaluate-condition';
import { checkLine, moveLine, type CheckedLine } from './line-actions';
import { actorConditions } from './actor-conditions';

async function lineCount(context: EngineContext, collection: LineCollection, headerId: number): Promise<number> {
  const lineEntity = context.catalog.get(collection.entity);
  const row = await context.db
    .selectFrom(tableOf(lineEntity))
    .select((expression) => expression.fn.countAll().as('total'))
    .where(collection.foreignKey, '=', headerId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Each collection must hold its minLines (at least one line when the schema sets no number). */
async function assertLines(context: EngineContext, entity: EntitySchema, headerId: number, actionLabel: string, actor: Actor): Promise<void> {
  for (const collection of entity.lines ?? []) {
    const min = collection.minLines ?? 1;
    if (min > 0 && (await lineCount(context, collection, headerId)) < min) {
      const lineLabel = entityLabel(context.catalog.get(collection.entity), actor.language);
      throw engineError(actor.language, 'needsLines', { collection: lineLabel, min, action: actionLabel });
    }
  }
}

/** The values an action writes besides the status: who, when, why, or clearing an old reason. */
function stampValues(context: EngineContext, entity: EntitySchema, action: WorkflowAction, row: Record<string, unknown>, comment: string, actor: Actor): EntityRecord {
  const values: EntityRecord = {};
  for (const [name, stamp] of Object.entries(action.stamp ?? {})) {
    if (stamp === 'currentUser') values[name] = actor.userId;
    else if (stamp === 'now') values[name] = formatDateTime(context.now());
    else if (stamp === 'clear') values[name] = null;
    else if (stamp === 'increment') values[name] = Number(row[name] ?? 0) + 1;
    else {
      const field = findField(entity, name);
      if (field?.length !== undefined && comment.length > field.length) {
        const label = fieldLabel(field, actor.language);
        const message = validationMessage('tooLong', actor.language, { label, limit: field.length });
        throw validationError(actor.language, [{ field: 'comment', message }]);
      }
      values[name] = comment === '' ? null : comment;
    }
  }
  return values;
}

/** A workflow action that may run on the record now, with what it needs to run. */
export interface CheckedAction {
  action: WorkflowAction;
  statusField: string;
  /** The record's id and its stored version. */
  id: number;
  version: number;
  comment: string;
  /** The record as stored before the action. */
  row: Record<string, unknown>;
  /** A line action's line, checked. */
  line?: CheckedLine;
}

/** Names the actions that do apply from this status (the plain publish instead of the submit for approval). */
function otherActionsHint(actions: Record<string, WorkflowAction>, actionName: string, status: string, row: Record<string, unknown>, actor: Actor): string {
  const others = Object.entries(actions)
    .filter(([name, other]) => name !== actionName && other.from.includes(status) && other.actor === actor.userType && (!other.when || evaluateCondition(other.when, row, actorConditions(actor, false))))
    .map(([, other]) => (actor.language === 'EN' ? other.label.en : other.label.cn));
  if (others.length === 0) return actor.language === 'EN' ? 'its conditions do not hold' : '条件不满足';
  return actor.language === 'EN' ? `use ${others.join(' / ')}` : `请使用"${others.join('" / "')}"`;
}

/**
 * Whether the actor may run the action on the record now: the record in his scope, his kind of user,
 * a status the action starts from, the version he read, the lines and comment the action needs.
 */
export async function checkAction(context: EngineContext, entity: EntitySchema, actionName: string, input: ActionInput, actor: Actor): Promise<CheckedAction> {
  const workflow = entity.workflow;
  const action = workflow && Object.prototype.hasOwnProperty.call(workflow.actions, actionName) ? workflow.actions[actionName] : undefined;
  if (!workflow || !action) {
    throw engineError(actor.language, 'unknownAction', { label: entityLabel(entity, actor.language), action: actionName });
  }
  const row = await loadScopedRow(context, entity, input.id, actor);
  const id = Number(row[entity.primaryKey]);
  const label = actor.language === 'EN' ? action.label.en : action.label.cn;
  if (action.actor !== actor.userType) {
    throw engineError(actor.language, action.actor === 'supplier' ? 'actionForSuppliers' : 'actionForInternal', { action: label });
  }
  const status = String(row[workflow.statusField] ?? '');
  if (!action.from.includes(status)) {
    throw engineError(actor.language, 'actionNotAllowed', { action: label, status: await statusText(context, entity, status, actor.language) });
  }
  if (action.when && !evaluateCondition(action.when, row, actorConditions(actor, false))) {
    throw engineError(actor.language, 'actionNotApplicable', { action: label, hint: otherActionsHint(workflow.actions, actionName, status, row, actor) });
  }
  const version = input.versionNum === undefined || input.versionNum === null ? Number(row.versionNum) : assertSameVersion(input.versionNum, row, actor);
  if (action.requiresLines) await assertLines(context, entity, id, label, actor);
  const comment = typeof input.comment === 'string' ? input.comment.trim() : '';
  if (action.requiresComment && comment === '') throw engineError(actor.language, 'needsComment', { action: label });
  const line = action.line ? await checkLine(context, entity, action.line, id, input.lineId, label, actor) : undefined;
  return { action, statusField: workflow.statusField, id, version, comment, row, line };
}

/** Runs a workflow action inside the caller's transaction; answers the record's id. */
export async function runAction(context: EngineContext, entity: EntitySchema, actionName: string, input: ActionInput, actor: Actor): Promise<number> {
  const { action, statusField, id, version, comment, row, line } = await checkAction(context, entity, actionName, input, actor);
  // A line action moves its line first (the header's sums follow), then stamps the header, whose version moves on.
  let current = version;
  if (action.line && line) {
    await moveLine(context, action.line, line, actor);
    // The header's sums over the lines may have moved its version on (the caller's was checked already).
    const stored = await context.db.selectFrom(tableOf(entity)).select('versionNum').where(entity.primaryKey, '=', id).executeTakeFirst();
    current = Number(stored?.versionNum ?? version);
  }
  const values = { ...stampValues(context, entity, action, row, comment, actor), ...(action.to === undefined ? {} : { [statusField]: action.to }) };
  if (entity.checks) {
    // The record as the action leaves it (new status, stamps) must meet the record checks too: a check may
    // apply only in some statuses, and a record written before the check existed cannot move on broken.
    const stored = await recordWithLines(context, entity, await loadScopedRow(context, entity, id, actor));
    assertRecordRules(entity, { ...stored, ...values }, [], actor, actorConditions(actor, false));
  }
  if (!(await updateRow(context, entity, id, current, values, actor))) throw engineError(actor.language, 'staleVersion');
  // A stamp that clears the organisation moves the document's lines with it.
  if (entity.orgScope && entity.orgScope.field in values) await followDocumentOrg(context, entity, [id]);
  return id;
}

import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { tableOf } from '../../shared/entity/entity-catalog';
import type { Actor } from '../entities';
import { formatDateTime } from '../entities';
import type { EngineContext } from '../entities/engine-context';
import { insertRows } from '../entities/write-row';
import { ApiError } from '../http/api-error';
import { asNumber } from '../sql-database';
import { knownApprovers, resolveApprovers, type ApprovalDocument } from './approver-directory';
import { bpmMessage } from './bpm-messages';
import { BPM_ENTITIES, PENDING_TASK_STATUSES, TASK_STATUS } from '../../shared/bpm/bpm-entities';
import { openedFields } from '../../shared/bpm/srm-moddle';
import { notifyTaskAssigned } from './bpm-notifications';
import type { OutlineNode } from './process-outline';

const HOUR_MS = 3_600_000;

/** A task row as the runtime reads it. */
export interface TaskRow {
  taskId: number;
  instanceId: number;
  activityId: string;
  signMode: string;
  /** The task whose holder added this one as a signer (and where: BEFORE or AFTER him); null for a node's own tasks. */
  parentTaskId: number | null;
  addSignPosition: string | null;
}

export function taskRowOf(row: Record<string, unknown>): TaskRow {
  return {
    taskId: asNumber(row.taskId),
    instanceId: asNumber(row.instanceId),
    activityId: String(row.activityId),
    signMode: String(row.signMode),
    parentTaskId: row.parentTaskId === null || row.parentTaskId === undefined ? null : asNumber(row.parentTaskId),
    addSignPosition: row.addSignPosition === null || row.addSignPosition === undefined ? null : String(row.addSignPosition),
  };
}

/**
 * The tasks of a node the process now waits on: one per approver its rule resolves to for the document
 * (and, for department-head rules, for the instance's submitter), all OPEN (or-sign and countersign) or the
 * first OPEN and the rest WAITING in order (sequential), each carrying the document fields the node's form permissions open to it. No approver stops the step with an
 * error naming the node, so nothing of it is kept. Whoever gets an OPEN task is told
 * (notifyTaskAssigned) in the same transaction.
 */
export async function createNodeTasks(
  context: EngineContext,
  catalog: EntityCatalog,
  instance: { instanceId: number; submittedBy: number },
  node: OutlineNode,
  document: ApprovalDocument | undefined,
  actor: Actor,
): Promise<void> {
  const { instanceId } = instance;
  const approval = node.approval ?? { mode: 'any', dueHours: null, approvers: [], formFields: [] };
  const known = await knownApprovers(context.db, catalog, approval.approvers, context.now(), document, instance.submittedBy);
  const approvers = resolveApprovers(approval.approvers, known, document);
  if (approvers.length === 0) {
    const rules = approval.approvers.map((rule) => `${rule.kind}:${rule.value}`).join(', ');
    throw new ApiError(bpmMessage('noApprovers', actor.language, { element: node.name ? `${node.id} ${node.name}` : node.id, rules }));
  }
  const due = approval.dueHours === null ? null : formatDateTime(new Date(context.now().getTime() + approval.dueHours * HOUR_MS));
  const sequential = approval.mode === 'sequential';
  const editable = openedFields(approval).join(',') || null;
  const rows = approvers.map((assigneeId, index) => ({
    instanceId,
    activityId: node.id,
    activityName: node.name,
    assigneeId,
    status: sequential && index > 0 ? TASK_STATUS.waiting : TASK_STATUS.open,
    signMode: approval.mode.toUpperCase(),
    sequenceNo: index + 1,
    dueTime: due,
    editableFields: editable,
  }));
  const stored = await insertRows(context, catalog.get(BPM_ENTITIES.task), rows, actor);
  await notifyTaskAssigned(context, stored.filter((row) => row.status === TASK_STATUS.open).map((row) => asNumber(row.taskId)));
}

/** Sets tasks of the instance (of one node, when given) still pending (OPEN, WAITING, ON_HOLD) to CANCELLED. */
export async function cancelPendingTasks(context: EngineContext, catalog: EntityCatalog, actor: Actor, instanceId: number, activityId?: string): Promise<void> {
  let query = context.db
    .updateTable(tableOf(catalog.get(BPM_ENTITIES.task)))
    .set((eb) => ({
      status: TASK_STATUS.cancelled,
      versionNum: eb('versionNum', '+', 1),
      lastUpdatedBy: actor.userId,
      lastUpdateDate: formatDateTime(context.now()),
    }))
    .where('instanceId', '=', instanceId)
    .where('status', 'in', PENDING_TASK_STATUSES);
  if (activityId !== undefined) query = query.where('activityId', '=', activityId);
  await query.execute();
}

/**
 * Whether the node of a task just approved (a node's own task, its added signers settled) is decided:
 * or-sign at its first approval (the others are cancelled), countersign when no task of the node is pending
 * any more, sequential when no one waits in order (else the next signer's task opens, and he is told).
 */
export async function nodeDecided(context: EngineContext, catalog: EntityCatalog, actor: Actor, task: TaskRow): Promise<boolean> {
  const table = tableOf(catalog.get(BPM_ENTITIES.task));
  const ofNode = () => context.db.selectFrom(table).where('instanceId', '=', task.instanceId).where('activityId', '=', task.activityId);
  if (task.signMode === 'ANY') {
    await cancelPendingTasks(context, catalog, actor, task.instanceId, task.activityId);
    return true;
  }
  if (task.signMode === 'ALL') {
    const pending = await ofNode().select('taskId').where('status', 'in', PENDING_TASK_STATUSES).limit(1).executeTakeFirst();
    return pending === undefined;
  }
  const next = await ofNode()
    .select('taskId')
    .where('status', '=', TASK_STATUS.waiting)
    .where('parentTaskId', 'is', null)
    .orderBy('sequenceNo')
    .limit(1)
    .executeTakeFirst();
  if (!next) return true;
  await context.db
    .updateTable(table)
    .set((eb) => ({ status: TASK_STATUS.open, versionNum: eb('versionNum', '+', 1), lastUpdatedBy: actor.userId, lastUpdateDate: formatDateTime(context.now()) }))
    .where('taskId', '=', asNumber(next.taskId))
    .execute();
  await notifyTaskAssigned(context, [asNumber(next.taskId)]);
  return false;
}

/** Nodes of the instance that already have tasks pending: the engine still waits on them from an earlier step. */
export async function nodesWithPendingTasks(context: EngineContext, catalog: EntityCatalog, instanceId: number): Promise<Set<string>> {
  const rows = await context.db
    .selectFrom(tableOf(catalog.get(BPM_ENTITIES.task)))
    .select('activityId')
    .where('instanceId', '=', instanceId)
    .where('status', 'in', PENDING_TASK_STATUSES)
    .execute();
  return new Set(rows.map((row) => String(row.activityId)));
}

import { tableOf } from '../../shared/entity/entity-catalog';
import { BPM_ENTITIES, HISTORY_ACTION, TASK_STATUS } from '../../shared/bpm/bpm-entities';
import { REJECT_TO_SUBMITTER, rejectTargets } from '../../shared/bpm/srm-moddle';
import type { Actor } from '../entities';
import type { EngineContext } from '../entities/engine-context';
import { refuseField } from '../http/api-error';
import { cancelPendingTasks, nodesWithPendingTasks, type TaskRow } from './approval-tasks';
import { bpmMessage } from './bpm-messages';
import { earlierUserTasks } from './earlier-nodes';
import { returnToUserTask } from './process-engine';
import { deployedOutline } from './deployed-outlines';
import type { InstanceRow, ProcessSteps } from './process-steps';

/** A node a rejection may send the process back to. */
export interface RejectTarget {
  activityId: string;
  activityName: string | null;
}

/** What a node's rule allows: only back to the submitter, or these earlier nodes. */
export type RejectChoice = { toSubmitterOnly: true } | { toSubmitterOnly: false; targets: RejectTarget[] };

/**
 * Where an approver of `activityId` may send this instance back when he rejects: the earlier user tasks its
 * `rejectTo` allows ("any": every user task before it) that this instance has passed (a task of it was
 * approved) and that wait on nobody now. Rejecting to the submitter (ending the process) is always allowed.
 */
export async function rejectChoice(steps: ProcessSteps, context: EngineContext, instance: Pick<InstanceRow, 'instanceId' | 'bpmnXml'>, activityId: string): Promise<RejectChoice> {
  const outline = await deployedOutline(instance.bpmnXml);
  const rule = rejectTargets(outline.nodes.find((node) => node.id === activityId)?.approval?.rejectTo);
  if ('keyword' in rule && rule.keyword === REJECT_TO_SUBMITTER) return { toSubmitterOnly: true };
  const earlier = earlierUserTasks(outline, activityId);
  const named = 'nodes' in rule ? earlier.filter((id) => rule.nodes.includes(id)) : earlier;
  const passed = await context.db
    .selectFrom(tableOf(steps.catalog.get(BPM_ENTITIES.task)))
    .select('activityId')
    .distinct()
    .where('instanceId', '=', instance.instanceId)
    .where('status', '=', TASK_STATUS.approved)
    .execute();
  const passedIds = new Set(passed.map((row) => String(row.activityId)));
  const pending = await nodesWithPendingTasks(context, steps.catalog, instance.instanceId);
  const targets = named
    .filter((id) => passedIds.has(id) && !pending.has(id))
    .map((id) => ({ activityId: id, activityName: outline.nodes.find((node) => node.id === id)?.name ?? null }));
  return { toSubmitterOnly: false, targets };
}

function refuse(message: string): never {
  return refuseField(message, 'targetActivityId');
}

export interface RejectToNodeStep {
  instance: InstanceRow;
  /** The task just rejected (already REJECTED, its history written). */
  task: TaskRow;
  targetActivityId: string;
  comment: string | null;
}

/**
 * A rejection that sends the process back to an earlier node (驳回到指定节点), inside the rejecting step's
 * transaction and under its instance lock: refused (the whole step rolls back) unless the node's rule
 * allows the target; else every pending task of the instance is cancelled, the engine runs the target
 * again and discards what it waited on, and the target's approvers get new tasks.
 */
export async function rejectToNode(steps: ProcessSteps, context: EngineContext, actor: Actor, input: RejectToNodeStep): Promise<void> {
  const { instance, task, targetActivityId, comment } = input;
  const choice = await rejectChoice(steps, context, instance, task.activityId);
  if (choice.toSubmitterOnly) refuse(bpmMessage('rejectsToSubmitterOnly', actor.language, { element: task.activityId }));
  const target = choice.targets.find((candidate) => candidate.activityId === targetActivityId);
  if (!target) {
    const allowed = choice.targets.map((candidate) => candidate.activityId).join(', ') || '-';
    refuse(bpmMessage('rejectTargetNotAllowed', actor.language, { target: targetActivityId, allowed }));
  }
  await cancelPendingTasks(context, steps.catalog, actor, instance.instanceId);
  const step = await returnToUserTask(instance.engineState, target.activityId, actor.language);
  await steps.history(context, actor, { instanceId: instance.instanceId, activityId: target.activityId, activityName: target.activityName, action: HISTORY_ACTION.rejectTo, actionComment: comment });
  await steps.afterStep(context, actor, instance, step);
}

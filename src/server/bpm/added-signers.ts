import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { tableOf } from '../../shared/entity/entity-catalog';
import type { Actor } from '../entities';
import { formatDateTime } from '../entities';
import type { EngineContext } from '../entities/engine-context';
import { ADD_SIGN_POSITION, BPM_ENTITIES, PENDING_TASK_STATUSES, TASK_STATUS } from '../../shared/bpm/bpm-entities';
import { nodeDecided, taskRowOf, type TaskRow } from './approval-tasks';
import { notifyTaskAssigned } from './bpm-notifications';

/**
 * Whether an approval decides its node, signers added to tasks (加签) taken into account:
 * - the approver added signers after himself: they open now, and the node waits for them;
 * - the task is a signer added before its holder: the holder's task (ON_HOLD) opens again;
 * - the task is a signer added after its holder: once every signer added after that holder approved, the
 *   holder's approval counts, and so on up to the node's own task;
 * - a node's own task: the node's sign mode decides (nodeDecided).
 */
export async function approvalDecidesNode(context: EngineContext, catalog: EntityCatalog, actor: Actor, task: TaskRow): Promise<boolean> {
  const table = tableOf(catalog.get(BPM_ENTITIES.task));
  const after = await context.db
    .selectFrom(table)
    .select('taskId')
    .where('parentTaskId', '=', task.taskId)
    .where('addSignPosition', '=', ADD_SIGN_POSITION.after)
    .where('status', '=', TASK_STATUS.waiting)
    .execute();
  if (after.length > 0) {
    await openTasks(context, table, actor, after.map((row) => Number(row.taskId)), TASK_STATUS.waiting);
    return false;
  }
  return settled(context, catalog, actor, task);
}

async function settled(context: EngineContext, catalog: EntityCatalog, actor: Actor, task: TaskRow): Promise<boolean> {
  if (task.parentTaskId === null) return nodeDecided(context, catalog, actor, task);
  const table = tableOf(catalog.get(BPM_ENTITIES.task));
  if (task.addSignPosition === ADD_SIGN_POSITION.before) {
    await openTasks(context, table, actor, [task.parentTaskId], TASK_STATUS.onHold);
    return false;
  }
  const sibling = await context.db
    .selectFrom(table)
    .select('taskId')
    .where('parentTaskId', '=', task.parentTaskId)
    .where('addSignPosition', '=', ADD_SIGN_POSITION.after)
    .where('status', 'in', PENDING_TASK_STATUSES)
    .limit(1)
    .executeTakeFirst();
  if (sibling) return false;
  const parent = await context.db.selectFrom(table).selectAll().where('taskId', '=', task.parentTaskId).executeTakeFirstOrThrow();
  return settled(context, catalog, actor, taskRowOf(parent));
}

async function openTasks(context: EngineContext, table: string, actor: Actor, taskIds: number[], from: string): Promise<void> {
  await context.db
    .updateTable(table)
    .set((eb) => ({ status: TASK_STATUS.open, versionNum: eb('versionNum', '+', 1), lastUpdatedBy: actor.userId, lastUpdateDate: formatDateTime(context.now()) }))
    .where('taskId', 'in', taskIds)
    .where('status', '=', from)
    .execute();
  await notifyTaskAssigned(context, taskIds);
}

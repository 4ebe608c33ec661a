import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { tableOf } from '../../shared/entity/entity-catalog';
import type { Actor, EntityRecord } from '../entities';
import type { EngineContext } from '../entities/engine-context';
import { refuseField } from '../http/api-error';
import { asNumber } from '../sql-database';
import { BPM_ENTITIES, PENDING_TASK_STATUSES } from '../../shared/bpm/bpm-entities';
import { bpmMessage } from './bpm-messages';

export const TARGET_FIELD = 'targetUserId';

function refuse(message: string): never {
  return refuseField(message, TARGET_FIELD);
}

/**
 * The user a task is handed to (transfer, delegate, added signer, reassign), checked inside the step's
 * transaction after the instance lock: an enabled internal user, not the task's holder, holding no pending
 * task of the node yet (as assignee or as the owner of a delegated one). Answers his full name for messages.
 */
export async function checkedTarget(context: EngineContext, catalog: EntityCatalog, task: EntityRecord, targetUserId: number, actor: Actor): Promise<string> {
  const language = actor.language;
  const user = await context.db
    .selectFrom('base_users')
    .select(['userId', 'userFullName', 'userName'])
    .where('userId', '=', targetUserId)
    .where('enabledFlag', '=', 'Y')
    .where('userType', '=', 'internal')
    .executeTakeFirst();
  if (!user) refuse(bpmMessage('targetUserUnknown', language, { user: targetUserId }));
  const name = String(user.userFullName ?? user.userName);
  if (asNumber(task.assigneeId) === targetUserId) refuse(bpmMessage('targetIsHolder', language));
  const holding = await context.db
    .selectFrom(tableOf(catalog.get(BPM_ENTITIES.task)))
    .select('taskId')
    .where('instanceId', '=', asNumber(task.instanceId))
    .where('activityId', '=', String(task.activityId))
    .where('status', 'in', PENDING_TASK_STATUSES)
    .where((eb) => eb.or([eb('assigneeId', '=', targetUserId), eb('ownerId', '=', targetUserId)]))
    .limit(1)
    .executeTakeFirst();
  if (holding) refuse(bpmMessage('targetHoldsNodeTask', language, { user: name, node: String(task.activityName ?? task.activityId) }));
  return name;
}

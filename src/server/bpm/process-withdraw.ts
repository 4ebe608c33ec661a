import { tableOf } from '../../shared/entity/entity-catalog';
import { BPM_ENTITIES, INSTANCE_STATUS, TASK_STATUS } from '../../shared/bpm/bpm-entities';
import type { Actor } from '../entities';
import type { EngineContext } from '../entities/engine-context';
import { refuseField } from '../http/api-error';
import { bpmMessage, type BpmMessageKey } from './bpm-messages';
import { endInstance } from './instance-end';
import type { ProcessSteps } from './process-steps';

export interface WithdrawStep {
  instanceId: number;
  /** The instance's version the caller read; a step of anyone else since then refuses the withdrawal. */
  versionNum?: number;
  comment?: string;
}

function refuse(key: BpmMessageKey, actor: Actor): never {
  return refuseField(bpmMessage(key, actor.language), 'id');
}

/**
 * The submitter takes his process back (撤回): allowed while it runs and no approver has decided anything
 * in it yet, that is no task of the instance is APPROVED or REJECTED (a task transferred or cancelled is no
 * decision). Checked under the instance lock every task decision takes first, so of a withdrawal and an
 * approval at the same time exactly one wins: the approval after a withdrawal finds its task cancelled, the
 * withdrawal after an approval finds a decision. The process ends WITHDRAWN and the document its submit
 * action started runs its WITHDRAWN action (else its REJECTED one).
 */
export async function withdrawProcess(steps: ProcessSteps, context: EngineContext, input: WithdrawStep, actor: Actor): Promise<void> {
  const instance = await steps.lockInstance(context, input.instanceId);
  if (instance.status !== INSTANCE_STATUS.running || (input.versionNum !== undefined && input.versionNum !== instance.versionNum)) refuse('notRunning', actor);
  if (instance.submittedBy !== actor.userId) refuse('notSubmitter', actor);
  const decided = await context.db
    .selectFrom(tableOf(steps.catalog.get(BPM_ENTITIES.task)))
    .select('taskId')
    .where('instanceId', '=', instance.instanceId)
    .where('status', 'in', [TASK_STATUS.approved, TASK_STATUS.rejected])
    .limit(1)
    .executeTakeFirst();
  if (decided) refuse('alreadyActed', actor);
  await endInstance(steps, context, actor, instance, 'withdraw', input.comment?.slice(0, 2000) || null);
}

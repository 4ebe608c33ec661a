import { BPM_ENTITIES, HISTORY_ACTION, INSTANCE_STATUS } from '../../shared/bpm/bpm-entities';
import type { ProcessOutcome } from '../../shared/formats/process-binding-format';
import type { Actor } from '../entities';
import { formatDateTime } from '../entities';
import type { EngineContext } from '../entities/engine-context';
import { cancelPendingTasks } from './approval-tasks';
import type { InstanceRow, ProcessSteps } from './process-steps';

/** How a running instance is ended by hand: by its submitter, or by an administrator. */
const ENDINGS = {
  withdraw: { status: INSTANCE_STATUS.withdrawn, action: HISTORY_ACTION.withdraw, outcome: 'WITHDRAWN', operation: 'doWithdraw' },
  stop: { status: INSTANCE_STATUS.stopped, action: HISTORY_ACTION.stop, outcome: 'STOPPED', operation: 'doStopProcess' },
} as const satisfies Record<string, { status: string; action: string; outcome: ProcessOutcome; operation: string }>;

export type InstanceEnding = keyof typeof ENDINGS;

/**
 * Ends an instance read under its lock, in the caller's transaction: its pending tasks are cancelled, the
 * history records who ended it why, the instance is written at the version read (so of two simultaneous
 * steps exactly one moves it), and a document its action submitted runs its action for that outcome.
 * The engine is not run further: its state stays as the last step left it.
 */
export async function endInstance(steps: ProcessSteps, context: EngineContext, actor: Actor, instance: InstanceRow, ending: InstanceEnding, comment: string | null): Promise<void> {
  const end = ENDINGS[ending];
  await cancelPendingTasks(context, steps.catalog, actor, instance.instanceId);
  await steps.history(context, actor, { instanceId: instance.instanceId, action: end.action, actionComment: comment });
  const values = { status: end.status, endTime: formatDateTime(context.now()) };
  await steps.writeInstance(context, actor, instance, values);
  await steps.documentFollows(context, instance, end.outcome, comment, actor);
  const entity = steps.catalog.get(BPM_ENTITIES.instance);
  await steps.kit.journal(context, entity, end.operation, actor, instance.instanceId, { instanceId: instance.instanceId, status: instance.status }, { instanceId: instance.instanceId, ...values });
}

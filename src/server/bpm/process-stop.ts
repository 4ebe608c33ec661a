import { INSTANCE_STATUS } from '../../shared/bpm/bpm-entities';
import type { Actor } from '../entities';
import type { EngineContext } from '../entities/engine-context';
import { ApiError } from '../http/api-error';
import { bpmMessage } from './bpm-messages';
import { endInstance } from './instance-end';
import type { ProcessSteps } from './process-steps';

export interface StopStep {
  instanceId: number;
  /** The instance's version the caller read; a step of anyone else since then refuses the stop. */
  versionNum?: number;
  comment?: string;
}

/**
 * An administrator ends a running process (终止), with a reason: under the instance lock like every step,
 * so a stop and a task decision at the same time do not both happen. The process ends STOPPED, its pending
 * tasks cancelled, and the document its submit action started runs its STOPPED action (else its REJECTED
 * one, the reason as the rejection's comment).
 */
export async function stopProcess(steps: ProcessSteps, context: EngineContext, input: StopStep, actor: Actor): Promise<void> {
  const comment = input.comment?.trim().slice(0, 2000) ?? '';
  if (comment === '') {
    const message = bpmMessage('stopCommentRequired', actor.language);
    throw new ApiError(message, [{ field: 'comment', message }]);
  }
  const instance = await steps.lockInstance(context, input.instanceId);
  if (instance.status !== INSTANCE_STATUS.running || (input.versionNum !== undefined && input.versionNum !== instance.versionNum)) {
    const message = bpmMessage('notRunning', actor.language);
    throw new ApiError(message, [{ field: 'id', message }]);
  }
  await endInstance(steps, context, actor, instance, 'stop', comment);
}

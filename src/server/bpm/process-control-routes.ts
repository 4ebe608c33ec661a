import type { FastifyInstance } from 'fastify';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { BPM_ENTITIES, INSTANCE_STATUS, TASK_STATUS } from '../../shared/bpm/bpm-entities';
import type { EntityEngine } from '../entities';
import { envelopeResponses, success } from '../http/envelope-schema';
import { platformMessage } from '../http/platform-messages';
import type { EntityAccess } from '../http/route-access';
import { operationContext } from '../services/entity-operation';
import { asNumber } from '../sql-database';
import { bpmMessage } from './bpm-messages';
import { stopProcess } from './process-stop';
import { ProcessSteps } from './process-steps';
import { withdrawProcess } from './process-withdraw';
import { rejectChoice } from './reject-to-node';

export interface ProcessControlRouteOptions {
  catalog: EntityCatalog;
  engine: EntityEngine;
}

/**
 * The operations that move a process itself (docs/api.md "Approvals"): withdraw by its submitter, stop by an
 * administrator, and where a rejection may send a task's process back to (the submitter's own instances,
 * 我发起的, are the instance entity's user list `listMyStarted`). Registered by bpm-routes.ts under /api/bpm, each declaring its access like the other bpm routes.
 */
export async function processControlRoutes(app: FastifyInstance, { catalog, engine }: ProcessControlRouteOptions): Promise<void> {
  const steps = new ProcessSteps(engine.kit, catalog);
  const access = (entity: string, operation: string, resource?: string) => ({ access: { entity, operation, ...(resource && { resource }) } satisfies EntityAccess });
  const instanceApi = `/v1/${BPM_ENTITIES.instance}Restful`;

  app.post(`${instanceApi}/doWithdraw`, { config: access(BPM_ENTITIES.instance, 'doWithdraw', 'btnWithdraw'), schema: { response: envelopeResponses('record') } }, async (request) => {
    const { actor, body } = operationContext(request);
    const { id, versionNum, comment } = body.actionInput();
    await engine.findById(BPM_ENTITIES.instance, id, actor);
    await engine.kit.transaction((context) => withdrawProcess(steps, context, { instanceId: id, versionNum, comment }, actor));
    return success(await engine.findById(BPM_ENTITIES.instance, id, actor), bpmMessage('withdrawn', actor.language));
  });

  app.post(`${instanceApi}/doStopProcess`, { config: access(BPM_ENTITIES.instance, 'doStopProcess', 'btnStop'), schema: { response: envelopeResponses('record') } }, async (request) => {
    const { actor, body } = operationContext(request);
    const { id, versionNum, comment } = body.actionInput();
    await engine.findById(BPM_ENTITIES.instance, id, actor);
    await engine.kit.transaction((context) => stopProcess(steps, context, { instanceId: id, versionNum, comment }, actor));
    return success(await engine.findById(BPM_ENTITIES.instance, id, actor), bpmMessage('stopped', actor.language));
  });

  // A read of one of the caller's tasks: where rejecting it may send the process (the reject dialog's picker).
  app.post(`/v1/${BPM_ENTITIES.task}Restful/findRejectTargets`, { config: access(BPM_ENTITIES.task, 'findById'), schema: { response: envelopeResponses('record') } }, async (request) => {
    const { actor, body } = operationContext(request);
    const task = await engine.findById(BPM_ENTITIES.task, body.id(), actor);
    const instance = await engine.findById(BPM_ENTITIES.instance, asNumber(task.instanceId), actor);
    const model = await engine.findById(BPM_ENTITIES.model, asNumber(instance.modelId), actor);
    const open = task.status === TASK_STATUS.open && instance.status === INSTANCE_STATUS.running;
    const read = { instanceId: asNumber(instance.instanceId), bpmnXml: String(model.bpmnXml) };
    const choice = open ? await rejectChoice(steps, engine.kit.base, read, String(task.activityId)) : { toSubmitterOnly: true as const };
    const targets = choice.toSubmitterOnly ? [] : choice.targets;
    return success({ taskId: task.taskId, toSubmitterOnly: choice.toSubmitterOnly, targets }, platformMessage('queryOk', actor.language));
  });
}

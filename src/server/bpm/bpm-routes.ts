import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { actorOf, requireIdentity } from '../auth/request-identity';
import type { Actor, EntityEngine } from '../entities';
import { contentDisposition } from '../http/content-disposition';
import { envelopeResponses, success } from '../http/envelope-schema';
import { platformMessage } from '../http/platform-messages';
import { requestLanguage } from '../http/request-language';
import type { EntityAccess } from '../http/route-access';
import { EntityRequestBody } from '../services/entity-request-body';
import { approverChoices } from './approver-choices';
import { bpmMessage } from './bpm-messages';
import { BPM_ENTITIES, type TaskDecision } from '../../shared/bpm/bpm-entities';
import { processControlRoutes } from './process-control-routes';
import { ProcessModels } from './process-models';
import { ProcessRuntime } from './process-runtime';
import { bpmUrgeRoutes } from './bpm-urge-routes';
import { StartChoices } from './start-choices';
import { taskHandoverRoutes } from './task-handover-routes';

export interface BpmRouteOptions {
  catalog: EntityCatalog;
  engine: EntityEngine;
  /** Minutes between two urges of one instance (BPM_URGE_INTERVAL_MINUTES). */
  urgeIntervalMinutes: number;
  /** Sends the mail a committed operation queued (the outbox, src/server/mail/mail-outbox.ts). */
  outbox: { deliverSoon(): void };
}

/** The platform's operations that write (doDeploy, doUrge, doApproveTask...): after one, queued mail leaves. */
const WRITING_OPERATION = /\/do[A-Z][A-Za-z]*$/;

function callOf(request: FastifyRequest): { actor: Actor; body: EntityRequestBody } {
  const language = requestLanguage(request);
  return { actor: actorOf(requireIdentity(request), language, String(request.id)), body: new EntityRequestBody(request.body, language) };
}

/**
 * The approval platform's operations written in code (docs/api.md "Approvals"), beside the generic
 * endpoints of its entities (listByPage, findById) under /api/bpm. Each declares its entity, operation and
 * resource code, so the one access guard checks them like any named operation: the call's menu must cover
 * the entity and grant the code.
 */
export async function bpmRoutes(app: FastifyInstance, { catalog, engine, urgeIntervalMinutes, outbox }: BpmRouteOptions): Promise<void> {
  // Notices are written in the step's transaction; once it has committed and been answered, their mail goes out.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 200 && WRITING_OPERATION.test(request.routeOptions.url ?? '')) outbox.deliverSoon();
  });
  await app.register(bpmUrgeRoutes, { catalog, engine, urgeIntervalMinutes });
  const models = new ProcessModels(engine, catalog);
  const runtime = new ProcessRuntime(engine, catalog);
  const route = (entity: string, operation: string, resource: string) => ({
    config: { access: { entity, operation, resource } satisfies EntityAccess },
    schema: { response: envelopeResponses('record') },
  });

  app.post(`/v1/${BPM_ENTITIES.model}Restful/doDeploy`, route(BPM_ENTITIES.model, 'doDeploy', 'btnDeploy'), async (request) => {
    const { actor, body } = callOf(request);
    const deployed = await models.deploy(body.params(), actor);
    return success(deployed, bpmMessage('deployed', actor.language, { key: String(deployed.modelKey), version: String(deployed.modelVersion) }));
  });

  app.post(`/v1/${BPM_ENTITIES.model}Restful/findApproverChoices`, route(BPM_ENTITIES.model, 'findApproverChoices', 'btnDeploy'), async (request) => {
    const { actor, body } = callOf(request);
    const key = body.params().processKey;
    return success(await approverChoices(engine.kit.base.db, catalog, typeof key === 'string' ? key : '', actor.language), platformMessage('queryOk', actor.language));
  });

  app.post(`/v1/${BPM_ENTITIES.model}Restful/exportBpmn`, { config: route(BPM_ENTITIES.model, 'exportBpmn', 'btnExport').config }, async (request, reply) => {
    const { actor, body } = callOf(request);
    const { fileName, xml } = await models.exportXml(body.id(), actor);
    return reply.header('Content-Type', 'application/xml; charset=utf-8').header('Content-Disposition', contentDisposition('attachment', fileName)).send(xml);
  });

  app.post(`/v1/${BPM_ENTITIES.instance}Restful/doStartProcess`, route(BPM_ENTITIES.instance, 'doStartProcess', 'btnStartProcess'), async (request) => {
    const { actor, body } = callOf(request);
    const params = body.params();
    const instance = await runtime.start({ modelKey: params.modelKey, entity: params.entity, id: body.id() }, actor);
    return success(instance, bpmMessage('started', actor.language, { instance: String(instance.instanceId) }));
  });

  const starts = new StartChoices(engine, catalog);
  const startChoicesRoute = { config: route(BPM_ENTITIES.instance, 'findStartChoices', 'btnStartProcess').config, schema: { response: envelopeResponses('list') } };
  app.post(`/v1/${BPM_ENTITIES.instance}Restful/findStartChoices`, startChoicesRoute, async (request) => {
    const { actor, body } = callOf(request);
    return success(await starts.choices(body.params(), actor), platformMessage('queryOk', actor.language));
  });

  const complete = (decision: TaskDecision) => async (request: FastifyRequest) => {
    const { actor, body } = callOf(request);
    const { id, versionNum, comment } = body.actionInput();
    const target = decision === 'REJECT' ? body.params().targetActivityId : undefined;
    const targetActivityId = target === undefined || target === null || target === '' ? undefined : String(target).trim();
    const { task, resolved } = await runtime.complete({ taskId: id, versionNum, decision, comment, targetActivityId }, actor);
    return success(task, bpmMessage(resolved ? 'resolved' : decision === 'APPROVE' ? 'approved' : 'rejected', actor.language));
  };
  app.post(`/v1/${BPM_ENTITIES.task}Restful/doApproveTask`, route(BPM_ENTITIES.task, 'doApproveTask', 'btnApprove'), complete('APPROVE'));
  app.post(`/v1/${BPM_ENTITIES.task}Restful/doRejectTask`, route(BPM_ENTITIES.task, 'doRejectTask', 'btnReject'), complete('REJECT'));
  await taskHandoverRoutes(app, { catalog, engine });
  await processControlRoutes(app, { catalog, engine });
}

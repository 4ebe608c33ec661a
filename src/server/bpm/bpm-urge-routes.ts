import type { FastifyInstance } from 'fastify';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { actorOf, requireIdentity } from '../auth/request-identity';
import type { EntityEngine } from '../entities';
import { envelopeResponses, success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import type { EntityAccess } from '../http/route-access';
import { EntityRequestBody } from '../services/entity-request-body';
import { BPM_ENTITIES } from '../../shared/bpm/bpm-entities';
import { bpmMessage } from './bpm-messages';
import { ProcessUrge } from './process-urge';

export interface UrgeRouteOptions {
  catalog: EntityCatalog;
  engine: EntityEngine;
  /** Minutes between two urges of one instance (BPM_URGE_INTERVAL_MINUTES). */
  urgeIntervalMinutes: number;
}

/**
 * POST /api/bpm/v1/bpmProcessInstanceRestful/doUrge {id, comment?}: the submitter (or an administrator)
 * urges the current approvers of a running instance (resource btnUrge). Answers the approvers urged.
 */
export async function bpmUrgeRoutes(app: FastifyInstance, { catalog, engine, urgeIntervalMinutes }: UrgeRouteOptions): Promise<void> {
  const urge = new ProcessUrge(engine.kit, catalog, urgeIntervalMinutes);
  const access: EntityAccess = { entity: BPM_ENTITIES.instance, operation: 'doUrge', resource: 'btnUrge' };
  app.post(`/v1/${BPM_ENTITIES.instance}Restful/doUrge`, { config: { access }, schema: { response: envelopeResponses('record') } }, async (request) => {
    const language = requestLanguage(request);
    const actor = actorOf(requireIdentity(request), language, String(request.id));
    const { id, comment } = new EntityRequestBody(request.body, language).actionInput();
    // Read as the caller may see it first: an instance he cannot reach answers like a missing one.
    await engine.findById(BPM_ENTITIES.instance, id, actor);
    const urged = await engine.kit.transaction((context) => urge.urge(context, { instanceId: id, comment }, actor));
    const instance = await engine.findById(BPM_ENTITIES.instance, id, actor);
    return success({ ...instance, urged }, bpmMessage('urged', language, { names: urged.join(language === 'CN' ? '、' : ', ') }));
  });
}

import type { FastifyInstance } from 'fastify';
import { actorOf, requireIdentity } from '../auth/request-identity';
import { envelopeResponses, success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import type { EntityAccess } from '../http/route-access';
import { EntityRequestBody } from '../services/entity-request-body';
import { BPM_ENTITIES } from '../../shared/bpm/bpm-entities';
import type { BpmRouteOptions } from './bpm-routes';
import { TaskHandover, type HandoverInput } from './task-handover';

type Operation = 'transfer' | 'delegate' | 'addSigner' | 'reassign';

/**
 * The task operations that hand a task to someone else (docs/api.md "Approvals"): transfer, delegate and
 * add signer by the task's holder (the to-do menu's codes), reassign by an administrator (monitoring's
 * code), and the pending tasks of an instance for that administrator. Each declares its entity, operation
 * and resource code for the one access guard.
 */
export async function taskHandoverRoutes(app: FastifyInstance, { catalog, engine }: Pick<BpmRouteOptions, 'catalog' | 'engine'>): Promise<void> {
  const handover = new TaskHandover(engine, catalog);
  const register = (name: string, resource: string, operation: Operation) =>
    app.post(
      `/v1/${BPM_ENTITIES.task}Restful/${name}`,
      { config: { access: { entity: BPM_ENTITIES.task, operation: name, resource } satisfies EntityAccess }, schema: { response: envelopeResponses('record') } },
      async (request) => {
        const language = requestLanguage(request);
        const actor = actorOf(requireIdentity(request), language, String(request.id));
        const body = new EntityRequestBody(request.body, language);
        const params = body.params();
        const input: HandoverInput = { taskId: body.id(), versionNum: body.versionNum(), targetUserId: params.targetUserId, comment: params.comment, attachmentIds: params.attachmentIds };
        const message = operation === 'addSigner' ? await handover.addSigner({ ...input, position: params.position }, actor) : await handover[operation](input, actor);
        return success({ taskId: input.taskId }, message);
      },
    );
  register('doTransferTask', 'btnTransfer', 'transfer');
  register('doDelegateTask', 'btnDelegate', 'delegate');
  register('doAddSigner', 'btnAddSigner', 'addSigner');
  register('doReassignTask', 'btnReassign', 'reassign');
  app.post(
    `/v1/${BPM_ENTITIES.task}Restful/listPendingTasks`,
    { config: { access: { entity: BPM_ENTITIES.task, operation: 'listPendingTasks', resource: 'btnReassign' } satisfies EntityAccess }, schema: { response: envelopeResponses('list') } },
    async (request) => {
      const body = new EntityRequestBody(request.body, requestLanguage(request));
      return success(await handover.pendingTasks(body.id()), '');
    },
  );
}

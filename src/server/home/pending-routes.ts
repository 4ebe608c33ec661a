import type { FastifyInstance } from 'fastify';
import { actorOf, requireIdentity } from '../auth/request-identity';
import { envelopeResponses, success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import { listPendingDocuments, type PendingSources } from './pending-documents';

/** POST /api/srm/v1/pendingRestful/listPending: the home page's waiting documents. */
export async function pendingRoutes(app: FastifyInstance, sources: PendingSources): Promise<void> {
  app.post(
    '/v1/pendingRestful/listPending',
    { config: { access: 'login' }, schema: { response: envelopeResponses('list') } },
    async (request) => {
      const identity = requireIdentity(request);
      const actor = actorOf(identity, requestLanguage(request));
      return success(await listPendingDocuments(sources, identity.user, actor), '');
    },
  );
}

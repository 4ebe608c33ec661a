import type { FastifyInstance } from 'fastify';
import { catalogCodeLabels, CODE_LABEL_CALL } from '../../shared/entity/code-label-index';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { envelopeResponses, success } from '../http/envelope-schema';

/**
 * findCodeLabels {}: every entity's label and its named actions' labels by code (code-label-index.ts), for
 * screens that show entity and operation codes by name. Any signed-in user, like findDic: labels are no
 * secret. Built once from the catalog, which does not change while the process runs, so each call only
 * serialises it (one entry per entity, not the schemas).
 */
export async function codeLabelRoutes(app: FastifyInstance, { catalog }: { catalog: EntityCatalog }): Promise<void> {
  const index = catalogCodeLabels(catalog);
  app.post(
    `/v1/${CODE_LABEL_CALL.resource}/${CODE_LABEL_CALL.operation}`,
    { config: { access: 'login' }, schema: { response: envelopeResponses('record') } },
    async () => success(index, ''),
  );
}

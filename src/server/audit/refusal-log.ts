import type { FastifyInstance } from 'fastify';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { READ_OPERATIONS } from '../access/entity-operation-resources';
import { actorOf } from '../auth/request-identity';
import { ApiError } from '../http/api-error';
import { HttpRefusal } from '../http/http-refusal';
import { requestLanguage } from '../http/request-language';
import { isEntityAccess, routeAccessOf } from '../http/route-access';
import type { SqlDatabase } from '../sql-database';
import { attemptedIds } from './attempted-ids';
import { writeOperationLog } from './operation-log';

/**
 * Records every refused entity call of a signed-in user in the operation log (docs/api.md "Operation
 * log"): a write refused for any reason (permission, scope, bad input, stale version) and any call the
 * access guard refused. Nothing was written, so the entry stands on its own, outside any transaction;
 * failing to write it never changes the answer. Refused signatures and sessions are in the server log
 * only: no verified user made them.
 */
export function registerRefusalLog(app: FastifyInstance, database: SqlDatabase, catalog: EntityCatalog): void {
  app.addHook('onError', async (request, _reply, error) => {
    const access = routeAccessOf(request);
    const identity = request.identity;
    // Before the signature check (a refused signature, a body that did not parse) the sender is not proven.
    if (!isEntityAccess(access) || !identity || !request.signatureVerified) return;
    const refusedByGuard = error instanceof HttpRefusal && error.httpStatus === 403;
    if (READ_OPERATIONS.has(access.operation) && !refusedByGuard) return;
    const refused = error instanceof ApiError;
    try {
      await writeOperationLog(database.db, {
        actor: actorOf(identity, requestLanguage(request), String(request.id)),
        entity: access.entity,
        recordId: attemptedIds(request.body, catalog.has(access.entity) ? catalog.get(access.entity).primaryKey : 'id'),
        operation: access.operation,
        result: refused ? 'REFUSED' : 'FAILED',
        message: refused ? error.message : error.name,
        at: new Date(),
      });
    } catch (logError) {
      request.log.error({ err: logError }, 'operation log entry of a refused call not written');
    }
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { READ_OPERATIONS } from '../access/entity-operation-resources';
import { actorOf, requireIdentity } from '../auth/request-identity';
import { requestLanguage } from '../http/request-language';
import type { EntityOperation } from '../services/entity-operation';
import type { SqlDatabase } from '../sql-database';
import { attemptedIds } from './attempted-ids';
import { writeOperationLog } from './operation-log';

function messageOf(answer: unknown): string | undefined {
  return typeof answer === 'object' && answer !== null && typeof (answer as { msg?: unknown }).msg === 'string'
    ? (answer as { msg: string }).msg
    : undefined;
}

/**
 * The writes of a service entity (a Redis key deleted) in the operation log, like the engine's: the
 * provider is not in the database's transaction, so the entry follows the provider's success.
 */
export function withServiceWriteLog(operations: Record<string, EntityOperation>, database: SqlDatabase): Record<string, EntityOperation> {
  const logged: Record<string, EntityOperation> = {};
  for (const [operation, { shape, handle }] of Object.entries(operations)) {
    if (READ_OPERATIONS.has(operation)) {
      logged[operation] = { shape, handle };
      continue;
    }
    logged[operation] = {
      shape,
      handle: async (entity: EntitySchema, request: FastifyRequest, reply: FastifyReply) => {
        const answer = await handle(entity, request, reply);
        // A provider's named list (serviceLists) is a read.
        if (Object.hasOwn(entity.serviceLists ?? {}, operation)) return answer;
        await writeOperationLog(database.db, {
          actor: actorOf(requireIdentity(request), requestLanguage(request), String(request.id)),
          entity: entity.name,
          recordId: attemptedIds(request.body, entity.primaryKey),
          operation,
          result: 'SUCCESS',
          message: messageOf(answer),
          at: new Date(),
        });
        return answer;
      },
    };
  }
  return logged;
}

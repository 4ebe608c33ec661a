import { userListFilters } from '../../../shared/entity/user-list-filters';
import type { EntityEngine } from '../../entities/entity-engine.types';
import { success } from '../../http/envelope-schema';
import { platformMessage } from '../../http/platform-messages';
import type { EntityOperation, EntityOperationFamily } from '../entity-operation';
import { operationContext } from '../entity-operation';

/**
 * The `userLists` of an entity (entity-format): `POST .../<entity>Restful/<name>` answers listByPage over the
 * caller's own records only (the list's field = the caller, whatever is sent). A read for the access rule.
 */
export function userListOperations(engine: EntityEngine): EntityOperationFamily {
  return (entity) => {
    const operations: Record<string, EntityOperation> = {};
    for (const name of Object.keys(entity.userLists ?? {})) {
      operations[name] = {
        shape: 'list',
        handle: async (_entity, request) => {
          const { actor, body, language } = operationContext(request);
          const result = await engine.listByPage(entity.name, userListFilters(entity, name, body.params(), actor.userId), actor);
          return success(result.rows, platformMessage('queryOk', language), result.page);
        },
      };
    }
    return operations;
  };
}

import type { EntityEngine } from '../../entities/entity-engine.types';
import { findEffectiveId } from '../../entities/find-effective';
import { success } from '../../http/envelope-schema';
import { platformMessage } from '../../http/platform-messages';
import type { EntityOperation, EntityOperationFamily } from '../entity-operation';
import { operationContext } from '../entity-operation';

/**
 * The read of an effective-dated entity (`effectiveDated`, entity-format): `POST .../<entity>Restful/<operation>`
 * with the key fields and `date` answers the record in force on that date (the latest date field on or
 * before it) as findById would, or status E saying none is. A read for the access rule.
 */
export function effectiveDatedOperations(engine: EntityEngine): EntityOperationFamily {
  return (entity) => {
    const dated = entity.effectiveDated;
    if (!dated) return {};
    const operation: EntityOperation = {
      shape: 'record',
      handle: async (_entity, request) => {
        const { actor, body, language } = operationContext(request);
        const id = await findEffectiveId(engine.kit.base, entity, body.params(), actor);
        return success(await engine.findById(entity.name, id, actor), platformMessage('queryOk', language));
      },
    };
    return { [dated.operation]: operation };
  };
}

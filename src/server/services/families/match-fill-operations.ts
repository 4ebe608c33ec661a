import { MATCH_FILL_OPERATION, matchFillOf } from '../../../shared/entity/match-fills';
import { engineMessage } from '../../entities/engine-messages';
import type { EntityEngine } from '../../entities/entity-engine.types';
import { matchFillValues } from '../../entities/match-fills';
import { ApiError } from '../../http/api-error';
import { success } from '../../http/envelope-schema';
import { platformMessage } from '../../http/platform-messages';
import type { EntityOperation, EntityOperationFamily } from '../entity-operation';
import { operationContext } from '../entity-operation';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `POST .../<entity>Restful/findMatchFills` with `{record, parent?, names?}`: the values the entity's match
 * fills (all, or those named) give that record as a save would, merged in declaration order: what the edit
 * screen shows as the user types. Reads only what the caller may read of the sources.
 */
export function matchFillOperations(engine: EntityEngine): EntityOperationFamily {
  return (entity): Record<string, EntityOperation> => {
    if (!entity.matchFills?.length) return {};
    const operation: EntityOperation = {
      shape: 'record',
      handle: async (_entity, request) => {
        const { actor, body, language } = operationContext(request);
        const params = body.params();
        if (!isRecord(params.record)) {
          const message = engineMessage(language, 'matchFillRecord');
          throw new ApiError(message, [{ field: 'record', message }]);
        }
        const names = Array.isArray(params.names) ? params.names.map(String) : (entity.matchFills ?? []).map((rule) => rule.name);
        const values: Record<string, unknown> = {};
        for (const name of names) {
          const rule = matchFillOf(entity, name);
          if (!rule) {
            const message = engineMessage(language, 'matchFillUnknown', { entity: language === 'EN' ? entity.label.en : entity.label.cn, name });
            throw new ApiError(message, [{ field: 'names', message }]);
          }
          const parent = isRecord(params.parent) ? params.parent : undefined;
          Object.assign(values, await matchFillValues(engine.kit.base, rule, { record: params.record, parent }, actor));
        }
        return success(values, platformMessage('queryOk', language));
      },
    };
    return { [MATCH_FILL_OPERATION]: operation };
  };
}

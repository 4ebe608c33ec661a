import { AggregateInputError } from '../../shared/aggregate/aggregate-messages';
import { planAggregate, type AggregatePlan } from '../../shared/aggregate/aggregate-plan';
import { readAggregateRequest } from '../../shared/aggregate/aggregate-request';
import { aggregateResultEntity } from '../../shared/aggregate/aggregate-result-entity';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Language } from '../../shared/formats/common';
import type { EngineKit } from '../entities/engine-kit';
import type { Actor, EntityRecord } from '../entities/entity-engine.types';
import { hideInternalFields, seesInternalFields } from '../entities/internal-fields';
import { fillDisplayKeys } from '../entities/reference-display';
import { ApiError } from '../http/api-error';
import { success } from '../http/envelope-schema';
import { platformMessage } from '../http/platform-messages';
import { operationContext, type EntityOperationFamily } from '../services/entity-operation';
import { runAggregate } from './aggregate-sql';

/** A bad aggregate request as the envelope answers it: the message, and the parameter in `errors`. */
function refusal(error: AggregateInputError, language: Language): ApiError {
  const message = error.messageIn(language);
  return new ApiError(message, [{ field: error.field, message }]);
}

/** Runs `work`, answering the aggregate's own input problems as status E. */
export async function answeringInputErrors<T>(language: Language, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AggregateInputError) throw refusal(error, language);
    throw error;
  }
}

/** The plan of a request body for this caller (internal fields answer as unknown to supplier users). */
export function aggregatePlanOf(kit: EngineKit, entity: EntitySchema, body: Record<string, unknown>, actor: Actor): AggregatePlan {
  return planAggregate(readAggregateRequest(body), entity, kit.base.catalog, { seesInternal: seesInternalFields(actor) });
}

/**
 * The aggregate of a table entity for this caller (docs/api.md "Aggregates"): the rows of its groups
 * with the display keys of grouped references, internal keys removed for supplier users. The export
 * reads the same rows (src/server/excel-export/export-rows.ts).
 */
export async function aggregateRecords(kit: EngineKit, plan: AggregatePlan, actor: Actor): Promise<EntityRecord[]> {
  const rows = await runAggregate(kit.base, plan, actor);
  const result = aggregateResultEntity(plan);
  await fillDisplayKeys(kit.base, result, rows);
  hideInternalFields(result, rows, actor, kit.base.catalog);
  return rows;
}

/**
 * The `aggregate` operation of every table entity (an engine feature over the EngineKit): a read, so
 * it needs a menu whose screens cover the entity and no resource code (READ_OPERATIONS).
 */
export function aggregateOperations(kit: EngineKit): EntityOperationFamily {
  return () => ({
    aggregate: {
      shape: 'list',
      handle: async (entity, request) => {
        const { actor, body, language } = operationContext(request);
        const rows = await answeringInputErrors(language, async () => aggregateRecords(kit, aggregatePlanOf(kit, entity, body.params(), actor), actor));
        return success(rows, platformMessage('queryOk', language));
      },
    },
  });
}

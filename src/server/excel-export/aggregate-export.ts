import { aggregateResultEntity } from '../../shared/aggregate/aggregate-result-entity';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { aggregatePlanOf, aggregateRecords, answeringInputErrors } from '../aggregate/aggregate-operation';
import type { Actor, EntityEngine, EntityRecord } from '../entities/entity-engine.types';

/** An aggregate as an export reads it: what its rows are (columns resolve against it) and its one page of groups. */
export interface AggregateExportSource {
  rows: EntitySchema;
  pages: AsyncGenerator<EntityRecord[]>;
}

async function* onePage(rows: EntityRecord[]): AsyncGenerator<EntityRecord[]> {
  if (rows.length > 0) yield rows;
}

/**
 * The groups an aggregate call answers this actor (requestParams is its body), read before the first
 * byte so a bad query is still answered as an envelope; the export's columns are its result keys
 * (group keys, display keys, measure keys), titled and formatted as the report shows them.
 */
export async function aggregateExportSource(engine: EntityEngine, entity: EntitySchema, params: Record<string, unknown>, actor: Actor): Promise<AggregateExportSource> {
  return answeringInputErrors(actor.language, async () => {
    const plan = aggregatePlanOf(engine.kit, entity, params, actor);
    const rows = await aggregateRecords(engine.kit, plan, actor);
    return { rows: aggregateResultEntity(plan), pages: onePage(rows) };
  });
}

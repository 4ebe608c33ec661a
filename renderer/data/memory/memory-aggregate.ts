import { planAggregate } from '../../../src/shared/aggregate/aggregate-plan';
import { readAggregateRequest } from '../../../src/shared/aggregate/aggregate-request';
import { aggregateResultEntity } from '../../../src/shared/aggregate/aggregate-result-entity';
import { aggregateRows } from '../../../src/shared/aggregate/aggregate-rows';
import type { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { MemoryEntityStore, MemoryUser } from './memory-entity-store';
import { filterRows, type Row } from './memory-query';

/**
 * The server's `aggregate` in memory (docs/api.md "Aggregates"): the same request format and checks
 * (src/shared/aggregate/), over the rows the user reaches, filtered like his list, grouped and measured
 * by the shared code in decimal arithmetic, with the display keys of grouped references.
 */
export function memoryAggregate(store: MemoryEntityStore, catalog: EntityCatalog, entityName: string, body: Row, user: MemoryUser): Row[] {
  const entity = catalog.get(entityName);
  const plan = planAggregate(readAggregateRequest(body), entity, catalog, { seesInternal: user.userType === 'internal' });
  const rows = filterRows(entity, store.visibleRows(entityName, plan.parentFilters), plan.filters);
  const sources = rows.map((row) => ({ row, header: plan.header ? store.headerOf(store.catalog.get(entityName), row)?.row : undefined }));
  const result = aggregateResultEntity(plan);
  return aggregateRows(plan, sources).map((row) => store.withDisplay(result, row));
}

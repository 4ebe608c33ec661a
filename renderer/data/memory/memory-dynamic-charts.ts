import { planAggregate } from '../../../src/shared/aggregate/aggregate-plan';
import { readAggregateRequest } from '../../../src/shared/aggregate/aggregate-request';
import { aggregateResultEntity } from '../../../src/shared/aggregate/aggregate-result-entity';
import { aggregateBodyOf, chartAnswer, type ChartDefinition } from '../../../src/shared/dynamic-charts/chart-query';
import type { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import { MemoryApiError } from './memory-api-error';
import type { MemoryEntityStore, MemoryUser } from './memory-entity-store';
import { memoryAggregate } from './memory-aggregate';
import type { Row } from './memory-query';

const REPORT_ENTITY = 'baseDynReport';

function filtersOf(json: unknown): Row {
  if (typeof json !== 'string' || json.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row) : {};
  } catch {
    throw new MemoryApiError('filterParams: JSON', [{ field: 'filterParams', message: 'JSON' }]);
  }
}

/**
 * `chartData` of a dynamic chart definition in the memory adapter (Storybook, unit tests): the server's
 * aggregate body over the sample records, answered in the server's shape. The server's own checks of the
 * definition and of the caller's access (src/server/dynamic-charts) are not repeated here.
 */
export function memoryChartData(store: MemoryEntityStore, catalog: EntityCatalog, entity: string, body: Row, user: MemoryUser): Row {
  const record = (typeof body.chart === 'object' && body.chart !== null ? body.chart : store.findById(entity, body.chartId)) as Row;
  const definition = {
    ...record,
    chartType: record.chartType ?? 'BAR',
    datasetType: record.datasetType ?? 'ENTITY',
    measureFn: record.measureFn ?? 'count',
  } as ChartDefinition;
  let entityName = String(record.entityName ?? '');
  let filters = filtersOf(record.filterParams);
  if (definition.datasetType === 'REPORT') {
    const report = store.findById(REPORT_ENTITY, record.reportId);
    entityName = String(report.entityName ?? '');
    filters = { ...filtersOf(report.filterParams), ...filters };
  }
  if (!catalog.has(entityName)) throw new MemoryApiError(`The dataset "${entityName}" does not exist`, [{ field: 'entityName', message: entityName }]);
  const aggregate = aggregateBodyOf(definition, filters);
  const dataset = catalog.get(entityName);
  const result = aggregateResultEntity(planAggregate(readAggregateRequest(aggregate), dataset, catalog, { seesInternal: user.userType === 'internal' }));
  return chartAnswer(definition, dataset, result, memoryAggregate(store, catalog, entityName, aggregate, user));
}

/** `viewableGroups` in the memory adapter: every enabled group with its charts in order (no audience here). */
export function memoryViewableGroups(store: MemoryEntityStore, entity: string): Row[] {
  const { rows } = store.list(entity, { pageIndex: 1, pageRows: 500 });
  return rows
    .filter((row) => row.enabledFlag !== 'N')
    .map((row) => {
      const group = store.findById(entity, row.groupId);
      const items = (Array.isArray(group.items) ? (group.items as Row[]) : [])
        .map((item) => ({ itemId: item.itemId, chartId: item.chartId, chartName: item.chartName, orderNo: item.orderNo ?? 0, spanCols: item.spanCols ?? 2 }))
        .sort((a, b) => Number(a.orderNo) - Number(b.orderNo));
      return { groupId: group.groupId, groupCode: group.groupCode, groupName: group.groupName, description: group.description, items };
    });
}

import { AggregateInputError } from '../../shared/aggregate/aggregate-messages';
import { aggregateResultEntity } from '../../shared/aggregate/aggregate-result-entity';
import type { Language } from '../../shared/formats/common';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { aggregatePlanOf, aggregateRecords } from '../aggregate/aggregate-operation';
import type { AccessDirectory } from '../access/access-directory';
import type { ScreenCoverage } from '../access/screen-coverage';
import { supplierMayCall } from '../access/supplier-operations';
import type { Actor, EntityEngine, EntityRecord } from '../entities/entity-engine.types';
import { ApiError } from '../http/api-error';
import { success } from '../http/envelope-schema';
import { platformMessage } from '../http/platform-messages';
import { operationContext, type EntityOperation, type EntityOperationFamily } from '../services/entity-operation';
import { chartAnswer } from '../../shared/dynamic-charts/chart-query';
import {
  aggregateBodyOf,
  chartFieldLabel,
  datasetEntity,
  definitionError,
  definitionFieldOf,
  readChartDefinition,
  readFilters,
  unreadableDataset,
  type ChartDefinition,
} from './chart-definition';

/** The entities of dynamic charts (docs/authoring.md "Dynamic charts and collections"). */
export const DYNAMIC_CHART_ENTITIES = { chart: 'baseDynChart', report: 'baseDynReport', group: 'baseDynChartGroup' } as const;
/** The chart definitions' own screen: who holds its menu may preview unsaved definitions and run any chart alone. */
export const CHART_AUTHORING_ROUTE = 'dynamicCharts/chartsInfo';
/** The named reads this feature adds (READ_OPERATIONS). */
export const CHART_DATA_OPERATION = 'chartData';
export const VIEWABLE_GROUPS_OPERATION = 'viewableGroups';

const MESSAGES = {
  notInGroup: { CN: '该图表不在此看板中', EN: 'This chart is not on this dashboard' },
  notAudience: { CN: '您的职责无权查看此看板', EN: 'None of your responsibilities may view this dashboard' },
  needGroup: { CN: '请指定看板（groupId）', EN: 'Give the dashboard (groupId)' },
  needChart: { CN: '请指定图表（chartId 或 chart）', EN: 'Give the chart (chartId or chart)' },
  badDate: { CN: '日期必须是 yyyy-MM-dd', EN: 'A date must be yyyy-MM-dd' },
} as const;

function idOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
}

function linesOf(record: EntityRecord, name: string): EntityRecord[] {
  const lines = record[name];
  return Array.isArray(lines) ? (lines as EntityRecord[]) : [];
}

interface Dependencies {
  engine: EntityEngine;
  directory: AccessDirectory;
  coverage: ScreenCoverage;
}

function mayAuthor(actor: Actor): boolean {
  return actor.userType === 'internal' && (actor.menuRoutes ?? []).includes(CHART_AUTHORING_ROUTE);
}

/** Whether the caller may see this group: it names none of the responsibilities, or one he holds. */
async function seesGroup(group: EntityRecord, held: readonly number[]): Promise<boolean> {
  const audience = linesOf(group, 'audiences').map((line) => Number(line.responsibilityId));
  return audience.length === 0 || audience.some((id) => held.includes(id));
}

async function heldOf(deps: Dependencies, actor: Actor): Promise<number[]> {
  return deps.directory.heldResponsibilities({ userId: actor.userId, userType: actor.userType });
}

/**
 * The data of one chart for the caller: its definition (stored, or an unsaved one to preview) turned into
 * the `aggregate` of its dataset, run as the caller's own aggregate would run (his record scope, his
 * organisations, supplier scope, internal fields unknown to supplier users), after checking that one of
 * his menus reads the dataset. A refusal names the definition's field.
 */
async function chartData(deps: Dependencies, body: Record<string, unknown>, actor: Actor, language: Language) {
  const { engine } = deps;
  const catalog = engine.kit.base.catalog;
  const chartId = idOf(body.chartId);
  const groupId = idOf(body.groupId);
  let record: EntityRecord;
  if (typeof body.chart === 'object' && body.chart !== null && !Array.isArray(body.chart)) {
    if (!mayAuthor(actor)) throw new ApiError(platformMessage('noPermission', language));
    record = body.chart as EntityRecord;
  } else if (chartId !== undefined) {
    if (groupId !== undefined) {
      const group = await engine.findById(DYNAMIC_CHART_ENTITIES.group, groupId, actor);
      if (!(await seesGroup(group, await heldOf(deps, actor)))) throw new ApiError(MESSAGES.notAudience[language], [{ field: 'groupId', message: MESSAGES.notAudience[language] }]);
      if (!linesOf(group, 'items').some((item) => Number(item.chartId) === chartId)) {
        throw new ApiError(MESSAGES.notInGroup[language], [{ field: 'chartId', message: MESSAGES.notInGroup[language] }]);
      }
    } else if (!mayAuthor(actor)) {
      throw new ApiError(MESSAGES.needGroup[language], [{ field: 'groupId', message: MESSAGES.needGroup[language] }]);
    }
    record = await engine.findById(DYNAMIC_CHART_ENTITIES.chart, chartId, actor);
  } else {
    throw new ApiError(MESSAGES.needChart[language], [{ field: 'chartId', message: MESSAGES.needChart[language] }]);
  }
  const definition = readChartDefinition(record, language);
  let entityName = definition.entityName ?? '';
  let entityField = 'entityName';
  let reportFilters: Record<string, unknown> = {};
  if (definition.datasetType === 'REPORT') {
    const report = await engine.findById(DYNAMIC_CHART_ENTITIES.report, definition.reportId as number, actor);
    entityName = String(report.entityName ?? '');
    entityField = 'reportId';
    reportFilters = readFilters(typeof report.filterParams === 'string' ? report.filterParams : undefined, 'reportId', language);
  }
  const entity = datasetEntity(catalog, entityName, entityField, language);
  const coverage = deps.coverage;
  const readable =
    (actor.userType === 'internal' || supplierMayCall({ entity: entity.name, operation: 'aggregate' }, catalog)) &&
    (actor.menuRoutes ?? []).some((route) => coverage.forRoute(route).full.has(entity.name));
  if (!readable) throw unreadableDataset(entity.name, entityField, language);
  const filters = { ...reportFilters, ...readFilters(definition.filterParams, 'filterParams', language), ...dateRange(definition, body, language) };
  const aggregateBody = aggregateBodyOf(definition, filters);
  const filterKeys = new Set(Object.keys(filters));
  let rows: EntityRecord[];
  let result: EntitySchema;
  try {
    const plan = aggregatePlanOf(engine.kit, entity, aggregateBody, actor);
    result = aggregateResultEntity(plan);
    rows = await aggregateRecords(engine.kit, plan, actor);
  } catch (error) {
    // A filter the list syntax refuses (an unknown or unreadable field) comes from the definition's filters.
    if (error instanceof ApiError && error.status === 'E' && error.errors.length === 0) throw definitionError('filterParams', `${chartFieldLabel('filterParams', language)}: ${error.message}`);
    if (!(error instanceof AggregateInputError)) throw error;
    const field = definition.dateField && error.field.startsWith(definition.dateField) ? 'dateField' : definitionFieldOf(error.field, filterKeys);
    const message = `${chartFieldLabel(field, language)}: ${error.messageIn(language)}`;
    throw definitionError(field, message);
  }
  return chartAnswer(definition, entity, result, rows);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A dashboard's date range, applied to the chart's `dateField` (charts without one ignore it). */
function dateRange(definition: ChartDefinition, body: Record<string, unknown>, language: Language): Record<string, unknown> {
  const range: Record<string, unknown> = {};
  for (const [key, op] of [['dateFrom', 'gte'], ['dateTo', 'lte']] as const) {
    const value = body[key];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' || !DATE.test(value)) throw new ApiError(MESSAGES.badDate[language], [{ field: key, message: MESSAGES.badDate[language] }]);
    if (definition.dateField) range[`${definition.dateField}_${op}`] = value;
  }
  return range;
}

/** The enabled groups the caller may view, in their order, each with its charts in order. */
async function viewableGroups(deps: Dependencies, actor: Actor) {
  const { engine } = deps;
  const held = await heldOf(deps, actor);
  const page = await engine.listByPage(DYNAMIC_CHART_ENTITIES.group, { enabledFlag: 'Y', pageIndex: 1, pageRows: 500 }, actor);
  const groups: EntityRecord[] = [];
  for (const row of page.rows) {
    const group = await engine.findById(DYNAMIC_CHART_ENTITIES.group, Number(row.groupId), actor);
    if (!(await seesGroup(group, held))) continue;
    const items = linesOf(group, 'items')
      .map((item) => ({ itemId: item.itemId, chartId: item.chartId, chartName: item.chartName, orderNo: item.orderNo ?? 0, spanCols: item.spanCols ?? 2 }))
      .sort((a, b) => Number(a.orderNo) - Number(b.orderNo));
    groups.push({ groupId: group.groupId, groupCode: group.groupCode, groupName: group.groupName, description: group.description, items });
  }
  return groups;
}

/**
 * The operations of dynamic charts: `baseDynChart`'s `chartData` (the data of one chart) and
 * `baseDynChartGroup`'s `viewableGroups` (the dashboards the caller may view). Reads for the access guard.
 */
export function dynamicChartOperations(deps: Dependencies): EntityOperationFamily {
  return (entity) => {
    const operations: Record<string, EntityOperation> = {};
    if (entity.name === DYNAMIC_CHART_ENTITIES.chart) {
      operations[CHART_DATA_OPERATION] = {
        shape: 'record',
        handle: async (_entity, request) => {
          const { actor, body, language } = operationContext(request);
          return success(await chartData(deps, body.params(), actor, language), platformMessage('queryOk', language));
        },
      };
    }
    if (entity.name === DYNAMIC_CHART_ENTITIES.group) {
      operations[VIEWABLE_GROUPS_OPERATION] = {
        shape: 'list',
        handle: async (_entity, request) => {
          const { actor, language } = operationContext(request);
          return success(await viewableGroups(deps, actor), platformMessage('queryOk', language));
        },
      };
    }
    return operations;
  };
}

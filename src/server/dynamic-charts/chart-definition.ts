import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { Language } from '../../shared/formats/common';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { ApiError } from '../http/api-error';
import { DYNAMIC_CHART_TYPES, type ChartDefinition } from '../../shared/dynamic-charts/chart-query';

export { aggregateBodyOf, CHART_KEYS, type ChartDefinition } from '../../shared/dynamic-charts/chart-query';

const MEASURE_FNS = ['count', 'countDistinct', 'sum', 'avg', 'min', 'max'];
const BUCKETS = ['day', 'month', 'year'];

const TEXT = {
  required: { CN: (label: string) => `${label}不能为空`, EN: (label: string) => `${label} is required` },
  badChoice: { CN: (label: string, value: string, allowed: string) => `${label}"${value}"无效，可用：${allowed}`, EN: (label: string, value: string, allowed: string) => `${label} "${value}" is not valid; use one of ${allowed}` },
  unknownEntity: { CN: (name: string) => `数据集"${name}"不存在`, EN: (name: string) => `The dataset "${name}" does not exist` },
  unreadableEntity: { CN: (name: string) => `您无权读取数据集"${name}"`, EN: (name: string) => `You may not read the dataset "${name}"` },
  badJson: { CN: (label: string) => `${label}必须是JSON对象，如 {"status_in": ["APPROVED"]}`, EN: (label: string) => `${label} must be a JSON object, such as {"status_in": ["APPROVED"]}` },
  countField: { CN: () => `计数不需要度量字段，去重计数请选"去重计数"`, EN: () => `Count takes no measure field; choose "Count distinct" to count a field's values` },
} as const;

/** The field labels the messages name, as the chart definition's screen shows them. */
const LABELS: Record<string, { CN: string; EN: string }> = {
  chartType: { CN: '图表类型', EN: 'Chart type' },
  entityName: { CN: '数据集（实体）', EN: 'Dataset (entity)' },
  reportId: { CN: '报表定义', EN: 'Report definition' },
  dimensionField: { CN: '维度字段', EN: 'Dimension field' },
  dimensionBucket: { CN: '日期分组', EN: 'Date bucket' },
  seriesField: { CN: '系列字段', EN: 'Series field' },
  measureFn: { CN: '汇总方式', EN: 'Aggregation' },
  measureField: { CN: '度量字段', EN: 'Measure field' },
  dateField: { CN: '看板日期字段', EN: 'Dashboard date field' },
  filterParams: { CN: '过滤条件(JSON)', EN: 'Filters (JSON)' },
  sortBy: { CN: '排序依据', EN: 'Sort by' },
  limitCount: { CN: '最多条数', EN: 'Top N' },
};

export function chartFieldLabel(field: string, language: Language): string {
  return LABELS[field]?.[language] ?? field;
}

/** A refusal of a definition: status E, the definition's field in `errors`. */
export function definitionError(field: string, message: string): ApiError {
  return new ApiError(message, [{ field, message }]);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function integer(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}

/** A chart definition read from a stored record or an unsaved form, checked for what it must say. */
export function readChartDefinition(record: Record<string, unknown>, language: Language): ChartDefinition {
  const label = (field: string) => chartFieldLabel(field, language);
  const choice = <T extends string>(field: string, allowed: readonly T[], fallback?: T): T => {
    const value = text(record[field]) ?? fallback;
    if (value === undefined) throw definitionError(field, TEXT.required[language](label(field)));
    if (!allowed.includes(value as T)) throw definitionError(field, TEXT.badChoice[language](label(field), value, allowed.join(', ')));
    return value as T;
  };
  const chartType = choice('chartType', DYNAMIC_CHART_TYPES);
  const datasetType = choice('datasetType', ['ENTITY', 'REPORT'] as const, 'ENTITY');
  const measureFn = choice('measureFn', MEASURE_FNS, 'count');
  const definition: ChartDefinition = {
    chartName: text(record.chartName),
    chartType,
    datasetType,
    entityName: text(record.entityName),
    reportId: integer(record.reportId),
    dimensionField: text(record.dimensionField),
    dimensionBucket: text(record.dimensionBucket),
    seriesField: text(record.seriesField),
    measureFn,
    measureField: text(record.measureField),
    measureTitle: text(record.measureTitle),
    dateField: text(record.dateField),
    filterParams: text(record.filterParams),
    sortBy: choice('sortBy', ['DIMENSION', 'MEASURE'] as const, 'DIMENSION'),
    sortOrder: choice('sortOrder', ['asc', 'desc'] as const, 'asc'),
    limitCount: integer(record.limitCount),
    chartHeight: integer(record.chartHeight),
  };
  if (datasetType === 'ENTITY' && !definition.entityName) throw definitionError('entityName', TEXT.required[language](label('entityName')));
  if (datasetType === 'REPORT' && definition.reportId === undefined) throw definitionError('reportId', TEXT.required[language](label('reportId')));
  if (chartType !== 'KPI' && !definition.dimensionField) throw definitionError('dimensionField', TEXT.required[language](label('dimensionField')));
  if (definition.dimensionBucket && !BUCKETS.includes(definition.dimensionBucket)) {
    throw definitionError('dimensionBucket', TEXT.badChoice[language](label('dimensionBucket'), definition.dimensionBucket, BUCKETS.join(', ')));
  }
  if (measureFn === 'count' && definition.measureField) throw definitionError('measureField', TEXT.countField[language]());
  if (measureFn !== 'count' && !definition.measureField) throw definitionError('measureField', TEXT.required[language](label('measureField')));
  return definition;
}

/** A JSON object of filters in the list syntax (a definition's `filterParams`, a report's). */
export function readFilters(json: string | undefined, field: string, language: Language): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw definitionError(field, TEXT.badJson[language](chartFieldLabel(field, language)));
}

/** The dataset entity of a definition, which must exist. */
export function datasetEntity(catalog: EntityCatalog, name: string, field: string, language: Language): EntitySchema {
  if (!catalog.has(name) || catalog.get(name).storage === 'service') throw definitionError(field, TEXT.unknownEntity[language](name));
  return catalog.get(name);
}

export function unreadableDataset(name: string, field: string, language: Language): ApiError {
  return definitionError(field, TEXT.unreadableEntity[language](name));
}

/** The definition's field an aggregate parameter came from, so a refusal names what the user wrote. */
export function definitionFieldOf(parameter: string, filterKeys: ReadonlySet<string>): string {
  if (parameter.startsWith('groupBy[0]')) return parameter.endsWith('.bucket') ? 'dimensionBucket' : 'dimensionField';
  if (parameter.startsWith('groupBy[1]')) return 'seriesField';
  if (parameter.startsWith('groupBy')) return 'dimensionField';
  if (parameter.endsWith('.fn')) return 'measureFn';
  if (parameter.startsWith('measures')) return 'measureField';
  if (parameter === 'sortField' || parameter === 'sortOrder') return 'sortBy';
  if (parameter === 'limit') return 'limitCount';
  const key = parameter.replace(/^parent\./, '');
  if (filterKeys.has(key) || filterKeys.has(parameter)) return 'filterParams';
  return 'filterParams';
}

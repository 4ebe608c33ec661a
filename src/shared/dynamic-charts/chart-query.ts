import type { EntitySchema } from '../formats/entity-format';
/** What a dynamic chart definition asks of its dataset (docs/authoring.md "Dynamic charts and collections"): shared by the server and the memory adapter. */

/** The chart kinds a definition may name (lookup DYN_CHART_TYPE). */
export const DYNAMIC_CHART_TYPES = ['BAR', 'LINE', 'PIE', 'TABLE', 'KPI'] as const;
export type DynamicChartType = (typeof DYNAMIC_CHART_TYPES)[number];
/** The fields of a `baseDynChart` record the data call reads. */
export interface ChartDefinition {
  chartName?: string;
  chartType: DynamicChartType;
  datasetType: 'ENTITY' | 'REPORT';
  entityName?: string;
  reportId?: number;
  dimensionField?: string;
  dimensionBucket?: string;
  seriesField?: string;
  measureFn: string;
  measureField?: string;
  measureTitle?: string;
  dateField?: string;
  filterParams?: string;
  sortBy?: 'DIMENSION' | 'MEASURE';
  sortOrder?: 'asc' | 'desc';
  limitCount?: number;
  chartHeight?: number;
}

/** The result keys of a chart's rows. */
export const CHART_KEYS = { dimension: 'dim', series: 'series', value: 'value' } as const;

/**
 * The `aggregate` body of a definition: its dimension (bucketed), series, one measure, its filters and
 * the runtime ones (a dashboard's date range on `dateField`), its sort and top N.
 */
export function aggregateBodyOf(definition: ChartDefinition, filters: Record<string, unknown>): Record<string, unknown> {
  const groupBy: Record<string, unknown>[] = [];
  if (definition.chartType !== 'KPI' && definition.dimensionField) {
    groupBy.push({ field: definition.dimensionField, ...(definition.dimensionBucket && { bucket: definition.dimensionBucket }), as: CHART_KEYS.dimension });
    if (definition.seriesField && definition.chartType !== 'PIE') groupBy.push({ field: definition.seriesField, as: CHART_KEYS.series });
  }
  const measure = { fn: definition.measureFn, ...(definition.measureField && { field: definition.measureField }), as: CHART_KEYS.value };
  const body: Record<string, unknown> = { ...filters, groupBy, measures: [measure] };
  if (groupBy.length > 0) {
    body.sortField = definition.sortBy === 'MEASURE' ? CHART_KEYS.value : CHART_KEYS.dimension;
    body.sortOrder = definition.sortOrder ?? 'asc';
    if (definition.limitCount !== undefined) body.limit = definition.limitCount;
  }
  return body;
}


/** The key of a grouped reference's name among the display keys aggregate fills (supplierId -> supplierName). */
export function labelKeyOf(result: EntitySchema, key: string): string | undefined {
  const display = result.fields.find((field) => field.name === key)?.ref?.display;
  if (!display) return undefined;
  const keys = Object.keys(display);
  return keys.find((candidate) => /name$/i.test(candidate)) ?? keys[0];
}

export function describeKey(result: EntitySchema, key: string) {
  const field = result.fields.find((candidate) => candidate.name === key);
  if (!field) return undefined;
  return { key, label: field.label, lookup: field.lookup, labelKey: labelKeyOf(result, key), type: field.type };
}

/** What the renderer draws: the chart's kind and names, what its keys are, and the rows. */
export function chartAnswer(definition: ChartDefinition, entity: EntitySchema, result: EntitySchema, rows: Record<string, unknown>[]) {
  const measureField = definition.measureField ? entity.fields.find((field) => field.name === definition.measureField) : undefined;
  return {
    chartType: definition.chartType,
    chartName: definition.chartName ?? '',
    height: definition.chartHeight ?? 320,
    entity: entity.name,
    entityLabel: entity.label,
    measureTitle: definition.measureTitle ?? '',
    measureLabel: measureField?.label ?? null,
    measureFn: definition.measureFn,
    dimension: describeKey(result, CHART_KEYS.dimension) ?? null,
    series: describeKey(result, CHART_KEYS.series) ?? null,
    value: describeKey(result, CHART_KEYS.value) ?? null,
    rows,
  };
}


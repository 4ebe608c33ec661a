type Row = Record<string, unknown>;

/** Chart designs over the sample orders, in turn: what the definitions' random values cannot be (field names). */
const DESIGNS: Row[] = [
  { chartType: 'BAR', dimensionField: 'startDate', dimensionBucket: 'month', seriesField: null, measureFn: 'sum', measureField: 'taxTotalAmount', sortBy: 'DIMENSION', sortOrder: 'asc', limitCount: null },
  { chartType: 'PIE', dimensionField: 'status', dimensionBucket: null, seriesField: null, measureFn: 'count', measureField: null, sortBy: 'MEASURE', sortOrder: 'desc', limitCount: null },
  { chartType: 'BAR', dimensionField: 'supplierId', dimensionBucket: null, seriesField: null, measureFn: 'sum', measureField: 'taxTotalAmount', sortBy: 'MEASURE', sortOrder: 'desc', limitCount: 10 },
  { chartType: 'LINE', dimensionField: 'startDate', dimensionBucket: 'month', seriesField: null, measureFn: 'count', measureField: null, sortBy: 'DIMENSION', sortOrder: 'asc', limitCount: null },
  { chartType: 'KPI', dimensionField: null, dimensionBucket: null, seriesField: null, measureFn: 'sum', measureField: 'taxTotalAmount', sortBy: 'DIMENSION', sortOrder: 'asc', limitCount: null },
  { chartType: 'TABLE', dimensionField: 'supplierId', dimensionBucket: null, seriesField: 'status', measureFn: 'count', measureField: null, sortBy: 'DIMENSION', sortOrder: 'asc', limitCount: 20 },
];

/**
 * The sample dynamic charts (docs/authoring.md "Dynamic charts and collections") as working definitions over
 * the sample orders, and their reports and groups enabled, so the chart board and the preview draw in stories.
 */
export function arrangeSampleDynamicCharts(records: Record<string, Row[]>): void {
  (records.baseDynChart ?? []).forEach((row, index) => {
    Object.assign(row, DESIGNS[index % DESIGNS.length], { datasetType: 'ENTITY', entityName: 'srmPoHeader', reportId: null, filterParams: null, dateField: 'startDate', measureTitle: null, enabledFlag: 'Y', chartHeight: 260 });
  });
  for (const row of records.baseDynReport ?? []) Object.assign(row, { entityName: 'srmPoHeader', filterParams: null, enabledFlag: 'Y' });
  for (const row of records.baseDynChartGroup ?? []) Object.assign(row, { enabledFlag: 'Y' });
}

import type { EChartsOption } from 'echarts';
import { compareResultValues } from '../../src/shared/aggregate/aggregate-values';
import { decimalToNumber, sumDecimals } from '../../src/shared/numbers/decimal';
import type { LocalizedText } from '../../src/shared/formats/common';
import type { GridRow } from '../grid/layout/grid-table';
import type { ChartModel } from './chart-model';

/** How the chart shows values: as the grid shows them (names, meanings, formatted numbers), in the UI language. */
export interface ChartLabels {
  /** The text of a row's value of a key (a supplier by its name, a status by its meaning). */
  textOf(key: string, row: GridRow): string;
  text(label: LocalizedText): string;
  /** A number of a key formatted like the grid's column of that key. */
  formatValue(key: string, value: number): string;
}

/** The chart's option and, for a click, the rows each point stands for. */
export interface BuiltChart {
  option: EChartsOption;
  /** The rows behind a point (series index and data index as ECharts reports a click); empty when none. */
  rowsAt(seriesIndex: number, dataIndex: number): GridRow[];
}

interface Category {
  label: string;
  rows: GridRow[];
}

/** Values in order of first appearance: the rows come sorted by the query, so the axis follows it. */
function categories(rows: readonly GridRow[], labelOf: (row: GridRow) => string): Category[] {
  const byLabel = new Map<string, Category>();
  for (const row of rows) {
    const label = labelOf(row);
    const category = byLabel.get(label) ?? { label, rows: [] };
    category.rows.push(row);
    byLabel.set(label, category);
  }
  return [...byLabel.values()];
}

/** A point's value: the sum of its rows' values in decimal arithmetic; null where no row has one. */
function total(rows: readonly GridRow[], key: string): number | null {
  const present = rows.map((row) => row[key]).filter((value) => value !== undefined && value !== null && value !== '');
  return present.length === 0 ? null : decimalToNumber(sumDecimals(present));
}

interface SeriesPlan {
  name: string;
  key: string;
  /** Per category, the rows of this series. */
  cells: GridRow[][];
}

function seriesPlans(model: ChartModel, xs: Category[], labels: ChartLabels): SeriesPlan[] {
  const { seriesBy } = model;
  if (!seriesBy) return model.series.map((series) => ({ name: labels.text(series.title), key: series.key, cells: xs.map((x) => x.rows) }));
  // The splits (a legend of months, statuses) in the order of their values, whatever the rows' order.
  const splits = categories(xs.flatMap((x) => x.rows), (row) => labels.textOf(seriesBy, row))
    .sort((a, b) => compareResultValues(a.rows[0][seriesBy], b.rows[0][seriesBy]))
    .map((split) => split.label);
  return model.series.flatMap((series) =>
    splits.map((split) => ({
      name: model.series.length > 1 ? `${split} · ${labels.text(series.title)}` : split,
      key: series.key,
      cells: xs.map((x) => x.rows.filter((row) => labels.textOf(seriesBy, row) === split)),
    })),
  );
}

/**
 * The ECharts option of a bar, line or pie chart over a query's rows: one category per value of `x` (in
 * the rows' order), one series per measure (split by `seriesBy`), points adding up the rows they stand for
 * in decimal arithmetic, labels and numbers as the grid shows them. Pure: the same rows give the same option.
 */
export function buildChartOption(model: ChartModel, rows: readonly GridRow[], labels: ChartLabels): BuiltChart {
  const xs = categories(rows, (row) => labels.textOf(model.x, row));
  const base: EChartsOption = { animation: false, tooltip: { trigger: model.type === 'pie' ? 'item' : 'axis' } };
  if (model.type === 'pie') {
    const [series] = model.series;
    return {
      option: {
        ...base,
        legend: { type: 'scroll', bottom: 0 },
        series: [
          {
            type: 'pie',
            name: labels.text(series.title),
            radius: ['35%', '65%'],
            data: xs.map((x) => ({ name: x.label, value: total(x.rows, series.key) ?? 0 })),
            tooltip: { valueFormatter: (value) => labels.formatValue(series.key, Number(value)) },
          },
        ],
      },
      rowsAt: (_series, index) => xs[index]?.rows ?? [],
    };
  }
  const plans = seriesPlans(model, xs, labels);
  const firstKey = model.series[0].key;
  return {
    option: {
      ...base,
      legend: plans.length > 1 ? { type: 'scroll', top: 0 } : undefined,
      grid: { left: 16, right: 24, top: plans.length > 1 ? 36 : 16, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: xs.map((x) => x.label), axisLabel: { interval: 0, hideOverlap: true } },
      yAxis: { type: 'value', axisLabel: { formatter: (value: number) => labels.formatValue(firstKey, value) } },
      series: plans.map((plan) => {
        const common = {
          name: plan.name,
          stack: model.stack ? 'total' : undefined,
          data: plan.cells.map((cell) => total(cell, plan.key)),
          tooltip: { valueFormatter: (value: unknown) => (value === null || value === undefined ? '' : labels.formatValue(plan.key, Number(value))) },
        };
        return model.type === 'bar' ? { ...common, type: 'bar' as const, barMaxWidth: 48 } : { ...common, type: 'line' as const, connectNulls: true };
      }),
    },
    rowsAt: (series, index) => plans[series]?.cells[index] ?? [],
  };
}

import { describe, expect, it } from 'vitest';
import type { ChartModel } from '../../../../renderer/charts/chart-model';
import { buildChartOption, type ChartLabels } from '../../../../renderer/charts/chart-option';

/** The ECharts option of a report's chart is built by a pure function over the rows (renderer/charts/chart-option.ts). */
const rows = [
  { supplierId: 1, supplierName: '华东精密', month: '2026-04', amount: 0.1 },
  { supplierId: 1, supplierName: '华东精密', month: '2026-05', amount: 0.2 },
  { supplierId: 2, supplierName: '宏达电子', month: '2026-05', amount: 1234.5 },
];
const labels: ChartLabels = {
  textOf: (key, row) => String(key === 'supplierId' ? row.supplierName : row[key]),
  text: (label) => label.en,
  formatValue: (_key, value) => value.toFixed(2),
};
const bar: ChartModel = { type: 'bar', x: 'supplierId', series: [{ key: 'amount', title: { cn: '金额', en: 'Amount' } }], stack: false, height: 300 };

describe('buildChartOption', () => {
  it('draws one bar per value of x in the rows’ order, adding up its rows in decimal arithmetic', () => {
    const { option, rowsAt } = buildChartOption(bar, rows, labels);
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['华东精密', '宏达电子'] });
    expect(option.series).toMatchObject([{ type: 'bar', name: 'Amount', data: [0.3, 1234.5] }]);
    expect(option.legend).toBeUndefined();
    expect(rowsAt(0, 0)).toEqual([rows[0], rows[1]]);
    expect(rowsAt(0, 1)).toEqual([rows[2]]);
    expect(rowsAt(3, 0)).toEqual([]);
  });

  it('splits a series by another key, stacked, with a legend; points stand for their own rows', () => {
    const { option, rowsAt } = buildChartOption({ ...bar, seriesBy: 'month', stack: true }, rows, labels);
    expect(option.series).toMatchObject([
      { name: '2026-04', stack: 'total', data: [0.1, null] },
      { name: '2026-05', stack: 'total', data: [0.2, 1234.5] },
    ]);
    expect(option.legend).toMatchObject({ type: 'scroll' });
    expect(rowsAt(1, 1)).toEqual([rows[2]]);
    expect(rowsAt(0, 1)).toEqual([]);
  });

  it('formats tooltip values and axis labels as the grid formats the key', () => {
    const { option } = buildChartOption(bar, rows, labels);
    const [series] = option.series as { tooltip: { valueFormatter: (value: unknown) => string } }[];
    expect(series.tooltip.valueFormatter(1234.5)).toBe('1234.50');
    const axis = option.yAxis as { axisLabel: { formatter: (value: number) => string } };
    expect(axis.axisLabel.formatter(3)).toBe('3.00');
  });

  it('draws a line chart and a pie', () => {
    const line = buildChartOption({ ...bar, type: 'line', x: 'month' }, rows, labels);
    expect(line.option.series).toMatchObject([{ type: 'line', data: [0.1, 1234.7] }]);
    const pie = buildChartOption({ ...bar, type: 'pie' }, rows, labels);
    expect(pie.option.series).toMatchObject([{ type: 'pie', data: [{ name: '华东精密', value: 0.3 }, { name: '宏达电子', value: 1234.5 }] }]);
    expect(pie.rowsAt(0, 1)).toEqual([rows[2]]);
  });
});

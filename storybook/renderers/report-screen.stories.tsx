import type { Meta, StoryObj } from '@storybook/react-vite';
import type { z } from 'zod';
import type { TableColumn } from '../../renderer/descriptors/column.schema';
import type { ReportScreenDescriptor } from '../../renderer/renderers/report-screen/report-screen.schema';
import { repoProject } from '../support/repo-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { RendererStory } from './renderer-story';

const GROUPS = ['supplier', 'month', 'status'] as const;
const MEASURES = ['amount', 'orders', 'lines', 'averagePrice'] as const;
type Group = (typeof GROUPS)[number];
type Measure = (typeof MEASURES)[number];

interface ReportScreenArgs {
  groupBy: Group[];
  measures: Measure[];
  chart: 'bar' | 'line' | 'pie' | 'none';
  splitByMonth: boolean;
  stack: boolean;
  drill: boolean;
  showSummary: boolean;
  exportButton: boolean;
}

const GROUP_QUERY: Record<Group, { field: string; parent: boolean; bucket?: 'month'; as?: string }> = {
  supplier: { field: 'supplierId', parent: true },
  month: { field: 'startDate', parent: true, bucket: 'month', as: 'month' },
  status: { field: 'status', parent: true },
};
const GROUP_COLUMNS: Record<Group, TableColumn[]> = {
  supplier: [{ key: 'supplierId', title: { cn: '供应商', en: 'Supplier' }, displayKey: 'supplierName', width: 240 }],
  month: [{ key: 'month', title: { cn: '月份', en: 'Month' }, width: 110 }],
  status: [{ key: 'status', title: { cn: '订单状态', en: 'Order status' }, width: 140 }],
};
const MEASURE_QUERY: Record<Measure, { fn: 'sum' | 'countDistinct' | 'count' | 'avg'; field?: string; as: string }> = {
  amount: { fn: 'sum', field: 'taxTotalPrice', as: 'amount' },
  orders: { fn: 'countDistinct', field: 'poHeaderId', as: 'orders' },
  lines: { fn: 'count', as: 'lines' },
  averagePrice: { fn: 'avg', field: 'taxPrice', as: 'averagePrice' },
};
const MEASURE_COLUMNS: Record<Measure, TableColumn> = {
  amount: { key: 'amount', title: { cn: '采购金额（含税）', en: 'Amount incl. tax' }, width: 180, precision: 2, showThousandSeparator: true, isSummary: true },
  orders: { key: 'orders', title: { cn: '订单数', en: 'Orders' }, width: 100, isSummary: true },
  lines: { key: 'lines', title: { cn: '行数', en: 'Lines' }, width: 100, isSummary: true },
  averagePrice: { key: 'averagePrice', title: { cn: '平均含税单价', en: 'Average price' }, width: 150, precision: 4, showThousandSeparator: true },
};

/** A report over order lines with the groups, measures, chart and drill the controls choose. */
function reportDescriptor(args: ReportScreenArgs): z.input<typeof ReportScreenDescriptor> {
  const groups = args.groupBy.length > 0 ? args.groupBy : (['supplier'] as Group[]);
  const measures = args.measures.length > 0 ? args.measures : (['amount'] as Measure[]);
  const [x] = groups;
  const xKey = x === 'supplier' ? 'supplierId' : x === 'month' ? 'month' : 'status';
  const split = args.splitByMonth && x !== 'month' && groups.includes('month') && args.chart !== 'pie';
  const [first] = groups;
  return {
    version: 1,
    type: 'report',
    route: 'reportRendererStory',
    title: { cn: '报表渲染器', en: 'Report renderer' },
    entity: 'srmPoLine',
    search: [
      { field: 'supplierId', parent: true },
      { field: 'startDate', parent: true, op: 'between', label: { cn: '订单日期', en: 'Order date' } },
      { field: 'status', parent: true, op: 'in', label: { cn: '订单状态', en: 'Order status' } },
    ],
    query: { groupBy: groups.map((group) => GROUP_QUERY[group]), measures: measures.map((measure) => MEASURE_QUERY[measure]) },
    columns: [
      ...groups.flatMap((group) =>
        GROUP_COLUMNS[group].map((column) => (args.drill && group === first ? { ...column, cellType: 'link' as const, action: 'drill' } : column)),
      ),
      ...measures.map((measure) => MEASURE_COLUMNS[measure]),
    ],
    showSummary: args.showSummary,
    chart: args.chart === 'none' ? undefined : { type: args.chart, x: xKey, series: [{ key: measures[0] }], seriesBy: split ? 'month' : undefined, stack: args.stack },
    drill: args.drill && first === 'supplier' ? { route: 'purchaseOrderList', params: { supplierId: { key: 'supplierId' } } } : args.drill && first === 'status' ? { route: 'purchaseOrderList', params: { status: { key: 'status' } } } : undefined,
    toolbar: [...(args.exportButton ? [{ action: 'export', resource: 'btnExport', style: 'primary' as const }] : []), { action: 'refresh' }],
  };
}

/** The report renderer (type "report"): search form, chart (Apache ECharts) and grid over one aggregate, drill-down, export. */
const meta: Meta<ReportScreenArgs> = {
  title: 'Renderers/Report screen',
  tags: ['renderer'],
  parameters: { layout: 'fullscreen' },
  argTypes: {
    groupBy: { control: 'inline-check', options: [...GROUPS], description: "query.groupBy: the order's supplier, the month of its start date, its status" },
    measures: { control: 'inline-check', options: [...MEASURES], description: 'query.measures: sum, countDistinct, count, avg' },
    chart: { control: 'inline-radio', options: ['bar', 'line', 'pie', 'none'], description: 'chart.type (x: the first group)' },
    splitByMonth: { control: 'boolean', description: 'chart.seriesBy "month" (with the month among the groups)' },
    stack: { control: 'boolean', description: 'chart.stack' },
    drill: { control: 'boolean', description: 'drill to the order list from the first group column and the chart' },
    showSummary: { control: 'boolean', description: 'showSummary: totals of the isSummary columns' },
    exportButton: { control: 'boolean', description: 'toolbar: export (resource btnExport)' },
  },
  args: { groupBy: ['supplier', 'month'], measures: ['amount', 'orders'], chart: 'bar', splitByMonth: true, stack: true, drill: true, showSummary: true, exportButton: true },
  render: (args, { globals }) => (
    <RendererStory
      project={repoProject}
      descriptor={reportDescriptor(args)}
      menuRoute="supplierPurchaseAmountReport"
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

type Story = StoryObj<ReportScreenArgs>;

export const Default: Story = {};

export const StatusLines: Story = { args: { groupBy: ['month', 'status'], measures: ['lines', 'amount'], chart: 'line', splitByMonth: false, stack: false, drill: false } };

export const SupplierPie: Story = { args: { groupBy: ['supplier'], measures: ['amount'], chart: 'pie', splitByMonth: false } };

export const GridOnly: Story = { args: { groupBy: ['status'], measures: ['orders', 'averagePrice'], chart: 'none', showSummary: false } };

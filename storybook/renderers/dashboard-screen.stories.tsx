import type { Meta, StoryObj } from '@storybook/react-vite';
import type { z } from 'zod';
import type { DashboardScreenDescriptor } from '../../renderer/renderers/dashboard-screen/dashboard-screen.schema';
import { repoProject } from '../support/repo-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { viewerMenus } from '../support/viewer-menus';
import type { Viewer } from '../support/viewer';
import { RendererStory } from './renderer-story';

const RESPONSIBILITIES = ['all of the viewer', 'PUR_BUYER', 'PUR_APPROVER', 'SYS_ADMIN'] as const;
const WIDGETS = ['figures', 'chart', 'todo', 'list'] as const;

interface DashboardScreenArgs {
  responsibility: (typeof RESPONSIBILITIES)[number];
  widgets: (typeof WIDGETS)[number][];
  chartType: 'bar' | 'line' | 'pie';
  chartSpan: number;
  listRows: number;
}

type Widget = z.input<typeof DashboardScreenDescriptor>['widgets'][number];

const FIGURES: Widget[] = [
  { kind: 'figure', title: { cn: '执行中订单', en: 'Open orders' }, route: 'purchaseOrderList', entity: 'srmPoHeader', query: { measures: [{ fn: 'count' }], params: { status_in: ['APPROVED', 'CONFIRMED'] } } },
  {
    kind: 'figure',
    title: { cn: '本月审批金额', en: 'Approved this month' },
    route: 'purchaseOrderList',
    entity: 'srmPoHeader',
    query: { measures: [{ fn: 'sum', field: 'taxTotalAmount' }], params: { status_in: ['APPROVED', 'CONFIRMED'], approvedDate_gte: { date: 'monthStart' } } },
  },
  { kind: 'figure', title: { cn: '待我审批', en: 'Waiting for my approval' }, route: 'purchaseOrderList', entity: 'srmPoHeader', query: { measures: [{ fn: 'count' }], params: { status: 'SUBMITTED' } }, params: { status: 'SUBMITTED' }, responsibilities: ['PUR_APPROVER', 'SYS_ADMIN'] },
  { kind: 'figure', title: { cn: '草稿与驳回', en: 'Drafts and rejected' }, route: 'purchaseOrderList', entity: 'srmPoHeader', query: { measures: [{ fn: 'count' }], params: { status_in: ['DRAFT', 'REJECTED'] } }, responsibilities: ['PUR_BUYER', 'SYS_ADMIN'] },
];

/** A purchasing dashboard with the widgets the controls choose. */
function dashboardDescriptor(args: DashboardScreenArgs): z.input<typeof DashboardScreenDescriptor> {
  const widgets: Widget[] = [];
  if (args.widgets.includes('figures')) widgets.push(...FIGURES);
  if (args.widgets.includes('chart')) {
    widgets.push({
      kind: 'chart',
      title: { cn: '按状态的订单金额', en: 'Order amount by status' },
      span: args.chartSpan,
      route: 'purchaseOrderList',
      entity: 'srmPoHeader',
      query: { groupBy: [{ field: 'status' }], measures: [{ fn: 'sum', field: 'taxTotalAmount', as: 'amount' }] },
      chart: { type: args.chartType, x: 'status', series: [{ key: 'amount' }], height: 240 },
    });
  }
  if (args.widgets.includes('todo')) widgets.push({ kind: 'todo', title: { cn: '我的待办', en: 'My to-do' }, span: 2, route: 'purchaseOrderList', entity: 'srmPoHeader' });
  if (args.widgets.includes('list')) {
    widgets.push({
      kind: 'list',
      title: { cn: '最新订单', en: 'Latest orders' },
      span: 4,
      route: 'purchaseOrderList',
      entity: 'srmPoHeader',
      pageSize: args.listRows,
      query: { sort: { field: 'creationDate', order: 'desc' } },
      columns: [{ key: 'poNumber', width: 180 }, { key: 'supplierId', displayKey: 'supplierName', width: 240 }, { key: 'status', width: 140 }, { key: 'taxTotalAmount', precision: 2, showThousandSeparator: true, width: 150 }],
    });
  }
  return { version: 1, type: 'dashboard', route: 'dashboardRendererStory', title: { cn: '看板渲染器', en: 'Dashboard renderer' }, widgets: widgets.length > 0 ? widgets : FIGURES.slice(0, 1) };
}

/** The viewer's menus, held through one responsibility only when the control names one. */
function menusFor(viewer: Viewer, responsibility: DashboardScreenArgs['responsibility']) {
  const menus = viewerMenus(repoProject.system, viewer);
  if (responsibility === 'all of the viewer') return menus;
  return menus.flatMap((menu) => (menu.responsibilities.includes(responsibility) ? [{ ...menu, responsibilities: [responsibility] }] : []));
}

/** The dashboard renderer (type "dashboard"): figure, chart, to-do and list cards, shown per responsibility. */
const meta: Meta<DashboardScreenArgs> = {
  title: 'Renderers/Dashboard screen',
  tags: ['renderer'],
  parameters: { layout: 'fullscreen' },
  argTypes: {
    responsibility: { control: 'select', options: [...RESPONSIBILITIES], description: 'the responsibility the user holds (widgets[].responsibilities filter on it)' },
    widgets: { control: 'inline-check', options: [...WIDGETS], description: 'widgets[].kind: figures, chart, todo, list' },
    chartType: { control: 'inline-radio', options: ['bar', 'line', 'pie'], description: 'the chart widget’s chart.type' },
    chartSpan: { control: { type: 'range', min: 1, max: 4, step: 1 }, description: 'the chart widget’s span (of four columns)' },
    listRows: { control: { type: 'range', min: 1, max: 12, step: 1 }, description: 'the list widget’s pageSize' },
  },
  args: { responsibility: 'all of the viewer', widgets: ['figures', 'chart', 'todo', 'list'], chartType: 'bar', chartSpan: 2, listRows: 5 },
  render: (args, { globals }) => (
    <RendererStory
      project={repoProject}
      descriptor={dashboardDescriptor(args)}
      menuRoute="purchaseDashboard"
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
      userMenus={menusFor(storyViewer(globals), args.responsibility)}
    />
  ),
};
export default meta;

type Story = StoryObj<DashboardScreenArgs>;

export const Default: Story = {};

export const Buyer: Story = { args: { responsibility: 'PUR_BUYER' } };

export const Approver: Story = { args: { responsibility: 'PUR_APPROVER', chartType: 'pie' } };

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EChartsViewProps } from '../../../../renderer/charts/echarts-view';
import { UserMenusProvider, type UserMenu } from '../../../../renderer/context/user-menus-context';
import { createMemoryAdapter, type MemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { toStoredDateTime } from '../../../../renderer/format/format-date';
import { ScreenRenderer } from '../../../../renderer/screen-renderer';
import { failOnConsoleError } from '../support/console-guard';
import { allEntities, baseRecords, lookupSeed, purchaseOrder } from '../support/fixtures';
import { renderWithProviders } from '../support/render-screen';

/**
 * The dashboard renderer (renderer/renderers/dashboard-screen/) with the product's purchaseDashboard over
 * the memory adapter: widgets per responsibility, figures, the chart, to-do and latest orders, each
 * calling under its own route's menu. ECharts is replaced by a double showing the option's points.
 */
const charts: EChartsViewProps[] = [];
vi.mock('../../../../renderer/charts/echarts-view', () => ({
  default: (props: EChartsViewProps) => {
    charts.push(props);
    const [series] = (props.option.series ?? []) as { data: unknown[] }[];
    return <div role="img" aria-label={props.label}>{`points: ${JSON.stringify(series?.data ?? [])}`}</div>;
  },
}));

failOnConsoleError();
beforeEach(() => {
  charts.length = 0;
});

const now = new Date();
const thisMonth = toStoredDateTime(now).slice(0, 7);
const approvedNow = toStoredDateTime(now);

function task(taskId: number, status: string) {
  return { taskId, instanceId: taskId, activityId: 'level1', activityName: '采购审批', assigneeId: 1, status, signMode: 'ANY', sequenceNo: 1, creationDate: approvedNow, createdBy: 1, lastUpdateDate: approvedNow, lastUpdatedBy: 1, versionNum: 1 };
}

function dashboardAdapter(): MemoryAdapter {
  const order = (id: number, status: string, amount: number, extra: Record<string, unknown> = {}) =>
    purchaseOrder(id, { status, taxTotalAmount: amount, startDate: `${thisMonth}-01`, creationDate: `${thisMonth}-0${id} 09:00:00`, lastUpdateDate: `${thisMonth}-0${id} 10:00:00`, ...extra });
  return createMemoryAdapter({
    entities: allEntities,
    records: {
      ...baseRecords,
      srmPoHeader: [
        order(1, 'DRAFT', 100),
        order(2, 'REJECTED', 200),
        order(3, 'SUBMITTED', 300),
        order(4, 'APPROVED', 1000.1, { approvedDate: approvedNow }),
        order(5, 'CONFIRMED', 2000.2, { approvedDate: approvedNow }),
        order(6, 'APPROVED', 50, { approvedDate: '2001-01-01 10:00:00', startDate: '2001-01-01' }),
      ],
      // The approver's approval tasks: two open (the figure counts them), one decided.
      bpmTask: [task(1, 'OPEN'), task(2, 'OPEN'), task(3, 'APPROVED')],
      bpmProcessInstance: [1, 2, 3].map((id) => ({ instanceId: id, modelId: 1, modelKey: 'poApproval', businessEntity: 'srmPoHeader', businessId: id, businessCode: `PO-${id}`, status: 'RUNNING', submittedBy: 2, startTime: approvedNow, creationDate: approvedNow, createdBy: 2, lastUpdateDate: approvedNow, lastUpdatedBy: 2, versionNum: 1 })),
    },
    lookups: lookupSeed,
    pending: [
      { menuId: 11, respId: 2, route: 'purchaseOrderList', editRoute: 'purOrderManage/purchaseOrderEdit', title: { cn: '采购订单', en: 'Purchase orders' }, entity: 'srmPoHeader', actions: ['doSubmit'] },
      {
        menuId: 52,
        respId: 3,
        route: 'myUpcoming',
        editRoute: 'approvalTask',
        title: { cn: '我的待办', en: 'My to-do' },
        entity: 'bpmTask',
        actions: [],
        todo: { searchParams: { status: 'OPEN' }, code: 'businessCode', detail: 'activityName', editKey: 'instanceId' },
      },
    ],
  });
}

const buyerMenus: UserMenu[] = [
  { route: 'purchaseDashboard', menuId: 40, respId: 2, responsibilities: ['PUR_BUYER'] },
  { route: 'purchaseOrderList', menuId: 11, respId: 2, responsibilities: ['PUR_BUYER'] },
];
const approverMenus: UserMenu[] = [
  { route: 'purchaseDashboard', menuId: 40, respId: 3, responsibilities: ['PUR_APPROVER'] },
  { route: 'purchaseOrderList', menuId: 11, respId: 3, responsibilities: ['PUR_APPROVER'] },
  { route: 'myUpcoming', menuId: 52, respId: 3, responsibilities: ['PUR_APPROVER'] },
];

function renderDashboard(menus: UserMenu[], language: 'CN' | 'EN' = 'CN') {
  const adapter = dashboardAdapter();
  const harness = renderWithProviders(
    <UserMenusProvider menus={menus}>
      <ScreenRenderer route="purchaseDashboard" params={{ menuId: '40', respId: String(menus[0]?.respId ?? 2) }} userType="internal" />
    </UserMenusProvider>,
    { adapter, language },
  );
  return { adapter, ...harness };
}

const card = (title: string) => screen.getByRole('region', { name: title });
const figure = async (title: string) => {
  const button = await waitFor(() => {
    const found = card(title).querySelector<HTMLButtonElement>('.srm-widget-figure-value');
    expect(found?.textContent).not.toBe('…');
    return found as HTMLButtonElement;
  });
  return button;
};

describe('dashboard screen', () => {
  it('shows a buyer his widgets: figures, the monthly chart, his to-do and the latest orders', async () => {
    const { adapter } = renderDashboard(buyerMenus);
    expect(await screen.findByText('采购看板')).toBeTruthy();
    expect((await figure('执行中订单')).textContent).toBe('3');
    expect((await figure('本月审批金额（含税）')).textContent).toBe('3,000.30');
    expect((await figure('草稿与驳回')).textContent).toBe('2');
    expect(screen.queryByRole('region', { name: '待我审批' })).toBeNull();
    await waitFor(() => expect(within(card('近12个月采购金额（含税）')).getByRole('img').textContent).toBe('points: [3300.3]'));
    const todo = card('我的待办');
    await waitFor(() => expect(within(todo).getByText('PO202401010002')).toBeTruthy());
    expect(within(todo).getByText('PO202401010001')).toBeTruthy();
    await waitFor(() => expect(within(todo).getByText('已驳回')).toBeTruthy());
    const latest = card('最新订单');
    await waitFor(() => expect(latest.querySelectorAll('.srm-grid-body [role="row"]')).toHaveLength(5));
    expect(latest.querySelector('.srm-grid-body [role="row"]')?.textContent).toContain('PO202401010006');
    // Every widget call carries the menu of the widget's route, never the dashboard's own.
    const calls = adapter.requests.filter((request) => request.operation === 'aggregate' || request.operation === 'listByPage');
    expect(calls.length).toBeGreaterThanOrEqual(5);
    expect(calls.every((request) => request.menu?.menuId === 11)).toBe(true);
  });

  it('arranges per responsibility: an approver sees his open approval tasks counted, not the buyer’s drafts', async () => {
    const { adapter } = renderDashboard(approverMenus);
    expect((await figure('待我审批')).textContent).toBe('2');
    const count = adapter.requests.find((request) => request.resource === 'bpmTaskRestful');
    expect(count).toMatchObject({ operation: 'aggregate', menu: { menuId: 52, respId: 3 } });
    // His tasks are listed with their step, and open on the task screen; the buyer's to-do is not his.
    const tasks = within(card('审批任务'));
    await waitFor(() => expect(tasks.getAllByText('采购审批')).toHaveLength(2));
    expect(tasks.getByText('PO-1')).toBeTruthy();
    expect(tasks.queryByText('PO-3')).toBeNull();
    expect(screen.queryByRole('region', { name: '我的待办' })).toBeNull();
    expect(screen.queryByRole('region', { name: '草稿与驳回' })).toBeNull();
    expect(screen.getByRole('region', { name: '执行中订单' })).toBeTruthy();
  });

  it('opens a widget’s screen under its menu with its params', async () => {
    const { navigation } = renderDashboard(approverMenus);
    fireEvent.click(await figure('待我审批'));
    expect(navigation.openScreen).toHaveBeenLastCalledWith('myUpcoming', { menuId: '52', respId: '3' });
  });

  it('opens a waiting document on the list’s edit screen', async () => {
    const { navigation } = renderDashboard(buyerMenus);
    const todo = within(await screen.findByRole('region', { name: '我的待办' }));
    fireEvent.click(await todo.findByText('PO202401010002'));
    expect(navigation.openScreen).toHaveBeenLastCalledWith('purOrderManage/purchaseOrderEdit', { id: '2', menuId: '11', respId: '2' });
  });

  it('shows nothing the user holds no menu for', async () => {
    renderDashboard([buyerMenus[0]]);
    expect(await screen.findByText('您的职责下没有可显示的看板内容')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('speaks English', async () => {
    renderDashboard(buyerMenus, 'EN');
    expect(await screen.findByText('Purchasing dashboard')).toBeTruthy();
    expect((await figure('Open orders')).textContent).toBe('3');
    expect(screen.getByRole('region', { name: 'My to-do' })).toBeTruthy();
    expect(screen.getAllByText('Open').length).toBeGreaterThan(3);
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkBench } from '../../../src/app/pages/home/WorkBench';
import type { PendingGroup } from '../../../src/app/pages/home/pending-api';
import { renderWithShell } from './helpers/render-with-shell';
import { createScriptedAdapter, ok } from './helpers/scripted-adapter';
import { buyer, saveSession, savedInfo, supplierUser } from './helpers/session-fixtures';

const orders: PendingGroup = {
  menuId: 31,
  respId: 4,
  route: 'purchaseOrderList',
  title: { cn: '采购订单', en: 'Purchase orders' },
  entity: 'srmPoHeader',
  actions: ['doApproval'],
  count: 12,
  rows: Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    code: `PO2024${String(i + 1).padStart(4, '0')}`,
    status: 'SUBMITTED',
    lastUpdateDate: '2024-05-01 08:30:00',
  })),
};

const tasks: PendingGroup = {
  menuId: 52,
  respId: 5,
  route: 'myUpcoming',
  editRoute: 'approvalTask',
  title: { cn: '我的待办', en: 'My to-do' },
  entity: 'bpmTask',
  actions: ['detail', 'doApproveTask', 'doRejectTask'],
  count: 2,
  rows: [
    { id: 20, code: 'PO20240020', status: '', detail: '总监与财务会签', lastUpdateDate: '2024-05-02 09:00:00' },
    { id: 7, code: 'PO20240007', status: '', detail: '采购审批', lastUpdateDate: '2024-05-01 08:30:00' },
  ],
};

describe('the work bench', () => {
  beforeEach(() => localStorage.clear());

  it('greets the buyer and lists waiting documents by menu, at most ten rows', async () => {
    saveSession(savedInfo(buyer));
    const { adapter, calls } = createScriptedAdapter({ 'srm/pendingRestful/listPending': () => ok([orders]) });
    renderWithShell(<WorkBench openScreen={vi.fn()} />, adapter);
    expect(screen.getByText('您好，王采购')).toBeTruthy();
    expect(await screen.findByText('采购订单')).toBeTruthy();
    expect(screen.getByText('PO20240001')).toBeTruthy();
    expect(screen.getByText('PO20240010')).toBeTruthy();
    expect(screen.queryByText('PO20240011')).toBeNull();
    expect(screen.getByText('仅显示前 10 条，共 12 条')).toBeTruthy();
    expect(screen.getAllByText('已提交')).toHaveLength(10);
    expect(calls.find((call) => call.operation === 'listPending')).toMatchObject({ service: 'srm', resource: 'pendingRestful' });
  });

  it('names a status by the entity\'s own status lookup where it has one', async () => {
    saveSession(savedInfo(buyer));
    const notices: PendingGroup = {
      ...orders,
      menuId: 40,
      route: 'deliveryNoticeList',
      title: { cn: '送货通知', en: 'Delivery notices' },
      entity: 'srmDeliveryNotice',
      statusLookup: 'DELIVERY_NOTICE_STATUS',
      count: 1,
      rows: [{ id: 4, code: 'DA20240004', status: 'RELEASED', lastUpdateDate: '2024-05-01 08:30:00' }],
    };
    const { adapter, calls } = createScriptedAdapter({
      'srm/pendingRestful/listPending': () => ok([notices]),
      'base/baseLookupValuesRestful/findDic': () =>
        ok([{ lookupType: 'DELIVERY_NOTICE_STATUS', lookupCode: 'RELEASED', meaning: '已发布', meaningEn: 'Released' }]),
    });
    renderWithShell(<WorkBench openScreen={vi.fn()} />, adapter);
    expect(await screen.findByText('已发布')).toBeTruthy();
    expect(screen.queryByText('RELEASED')).toBeNull();
    // The home page's articles ask for their own lookup (ARTICLE_CATEGORY) beside it.
    expect(calls.filter((call) => call.operation === 'findDic').map((call) => call.body)).toContainEqual({ lookupType: 'DELIVERY_NOTICE_STATUS' });
  });

  it('opens the list screen of a group with its menu context', async () => {
    saveSession(savedInfo(buyer));
    const openScreen = vi.fn();
    const { adapter } = createScriptedAdapter({ 'srm/pendingRestful/listPending': () => ok([orders]) });
    renderWithShell(<WorkBench openScreen={openScreen} />, adapter);
    fireEvent.click(await screen.findByText('采购订单'));
    expect(openScreen).toHaveBeenCalledWith('purchaseOrderList', { menuId: '31', respId: '4' });
  });

  it('opens a waiting document itself on the edit screen of the group\'s list', async () => {
    saveSession(savedInfo(buyer));
    const openScreen = vi.fn();
    const { adapter } = createScriptedAdapter({ 'srm/pendingRestful/listPending': () => ok([orders]) });
    renderWithShell(<WorkBench openScreen={openScreen} />, adapter);
    fireEvent.click(await screen.findByText('PO20240003'));
    await waitFor(() =>
      expect(openScreen).toHaveBeenCalledWith('purOrderManage/purchaseOrderEdit', { id: '3', menuId: '31', respId: '4' }),
    );
    expect(openScreen).toHaveBeenCalledTimes(1);
  });

  it('counts and lists the user\'s approval tasks with their step; a task opens on the to-do list\'s task screen', async () => {
    saveSession(savedInfo(buyer));
    const openScreen = vi.fn();
    const { adapter } = createScriptedAdapter({ 'srm/pendingRestful/listPending': () => ok([orders, tasks]) });
    renderWithShell(<WorkBench openScreen={openScreen} />, adapter);
    const card = (await screen.findByText('我的待办')).closest('.srm-pending-card') as HTMLElement;
    expect(card.querySelector('.arco-badge-number')?.textContent).toBe('2');
    expect(card.textContent).toContain('待办环节');
    expect(card.textContent).toContain('总监与财务会签');
    expect(card.textContent).not.toContain('状态');
    expect(screen.getByText('共 14 条待办')).toBeTruthy();
    fireEvent.click(screen.getByText('PO20240020'));
    await waitFor(() => expect(openScreen).toHaveBeenCalledWith('approvalTask', { id: '20', menuId: '52', respId: '5' }));
  });

  it('greets a supplier user with his company and shows an empty state in English', async () => {
    saveSession(savedInfo(supplierUser), 'EN');
    const { adapter } = createScriptedAdapter({ 'srm/pendingRestful/listPending': () => ok([]) });
    renderWithShell(<WorkBench openScreen={vi.fn()} />, adapter);
    expect(screen.getByText('Hello, Li Lei (ACME Ltd)')).toBeTruthy();
    expect(await screen.findByText('Nothing is waiting for you')).toBeTruthy();
  });

  it('shows the server message when the list cannot be loaded', async () => {
    saveSession(savedInfo(buyer));
    const { adapter } = createScriptedAdapter({
      'srm/pendingRestful/listPending': () => ({ status: 'E', msg: '服务暂不可用', data: null }),
    });
    renderWithShell(<WorkBench openScreen={vi.fn()} />, adapter);
    expect(await screen.findByText('服务暂不可用')).toBeTruthy();
    expect(screen.getByText('待办加载失败')).toBeTruthy();
  });
});

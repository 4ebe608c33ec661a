import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createEntityLoader } from '../../../../renderer/loading/entity-loader';
import { createScreenLoader } from '../../../../renderer/loading/screen-loader';
import { createDefaultScreenRegistry } from '../../../../renderer/registry/default-registry';
import { ScreenRenderer } from '../../../../renderer/screen-renderer';
import type { EntitySchema } from '../../../../src/shared/formats/entity-format';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DataRequest } from '../../../../renderer/data/data-adapter';
import { entityDataVersionAtom } from '../../../../renderer/data/entity-data-version';
import { createMemoryAdapter, type MemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { failOnConsoleError } from '../support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from '../support/fixtures';
import { card, cardTitles, column, columnCount, dragWithKeyboard, layOutBoard, liveAnnouncement, moveCardBy, pickUpCard, waitForCards } from '../support/kanban-dom';
import { renderScreen, renderWithProviders } from '../support/render-screen';

failOnConsoleError();
layOutBoard();
beforeEach(() => localStorage.clear());

const ROUTE = 'PurchaseOrderKb';
const STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'SENT', 'FEEDBACK', 'CONFIRMED', 'HOLD', 'CHANGING', 'REJECTED', 'CLOSED', 'CANCELLED'];
const LINE = { poLineId: 0, lineNumber: 1, itemName: '深沟球轴承', demandQty: 3, taxPrice: 11.3, taxRateCode: 'VAT13', uomCode: 'PCS', demandDate: '2024-02-01' };

function order(id: number, status: string, overrides: Record<string, unknown> = {}) {
  return { ...purchaseOrder(id, { status, ...overrides }), lines: [{ ...LINE, poLineId: id }] };
}

/** Two drafts, one submitted order, one sent to supplier 2, and one confirmed. */
const ORDERS = [order(1, 'DRAFT'), order(2, 'DRAFT', { supplierId: 2 }), order(3, 'SUBMITTED'), order(4, 'SENT', { supplierId: 2 }), order(5, 'CONFIRMED')];

function boardAdapter(options: { orders?: unknown[]; resources?: string[]; userType?: 'internal' | 'supplier'; language?: 'CN' | 'EN' } = {}): MemoryAdapter {
  return createMemoryAdapter({
    entities: allEntities,
    records: { ...baseRecords, srmPoHeader: (options.orders ?? ORDERS) as Record<string, unknown>[] },
    lookups: lookupSeed,
    resources: options.resources ?? ALL_RESOURCES,
    user: { userId: 9, userType: options.userType ?? 'internal', supplierId: 1 },
    language: options.language,
  });
}

function listCalls(adapter: MemoryAdapter): DataRequest[] {
  return adapter.requests.filter((request) => request.operation === 'listByPage' && request.resource === 'srmPoHeaderRestful');
}

function actionCalls(adapter: MemoryAdapter): DataRequest[] {
  return adapter.requests.filter((request) => request.operation.startsWith('do'));
}

async function openBoard(options: Parameters<typeof boardAdapter>[0] = {}) {
  const adapter = boardAdapter(options);
  const harness = renderScreen({ route: ROUTE, adapter, userType: options.userType, language: options.language });
  await waitFor(() => expect(document.querySelectorAll('.srm-kanban-column')).toHaveLength(options.userType === 'supplier' ? 5 : 11));
  await waitFor(() => expect(document.querySelector('.srm-kanban-column-loading')).toBeNull());
  return { adapter, ...harness };
}

describe('kanban screen: columns and cards', () => {
  it('lays out a column per status with its lookup meaning and count, each loaded with its status filter', async () => {
    const { adapter } = await openBoard();
    expect([...document.querySelectorAll('.srm-kanban-column-title')].map((title) => title.textContent)).toEqual(['拟定', '已提交', '已审批', '已发布', '供应商已反馈', '供应商已确认', '已挂起', '变更中', '已驳回', '已关闭', '已取消']);
    expect(cardTitles('DRAFT')).toEqual(['PO202401010002', 'PO202401010001']);
    expect(columnCount('DRAFT')).toBe('2');
    expect(columnCount('SUBMITTED')).toBe('1');
    expect(columnCount('REJECTED')).toBe('0');
    expect(within(column('REJECTED')).getByText('暂无单据')).toBeTruthy();
    const calls = listCalls(adapter);
    expect(calls.map((call) => call.body?.status).sort()).toEqual([...STATUSES].sort());
    expect(calls[0].body).toMatchObject({ pageIndex: 1, pageRows: 20 });
    expect(calls[0].menu).toEqual({ menuId: 11, respId: 2 });
  });

  it('shows card values as the grid shows them: reference names, formatted amounts and dates', async () => {
    await openBoard();
    const face = card('SUBMITTED', 'PO202401010003');
    expect(within(face).getByText('华东精密机械有限公司')).toBeTruthy();
    expect(within(face).getByText('集团总部')).toBeTruthy();
    expect(within(face).getByText('113.00')).toBeTruthy();
    expect(within(face).getByText('2024-01-01')).toBeTruthy();
    expect(within(face).getByText('采购组织：')).toBeTruthy();
  });

  it('speaks English: column titles, labels and the empty column', async () => {
    await openBoard({ language: 'EN' });
    expect([...document.querySelectorAll('.srm-kanban-column-title')].map((title) => title.textContent)).toEqual(['Draft', 'Submitted', 'Approved', 'Sent to supplier', 'Supplier feedback', 'Confirmed by supplier', 'On hold', 'Being changed', 'Rejected', 'Closed', 'Cancelled']);
    expect(within(column('REJECTED')).getByText('No documents')).toBeTruthy();
    expect(columnCount('DRAFT')).toBe('2');
  });

  it('loads 20 cards per column, then the next 20 with "load more"', async () => {
    const drafts = Array.from({ length: 25 }, (_, index) => order(index + 1, 'DRAFT'));
    const { adapter } = await openBoard({ orders: drafts });
    await waitForCards('DRAFT', 20);
    expect(columnCount('DRAFT')).toBe('25');
    fireEvent.click(within(column('DRAFT')).getByRole('button', { name: '加载更多（已显示 20 / 25）' }));
    await waitForCards('DRAFT', 25);
    expect(within(column('DRAFT')).queryByRole('button', { name: /加载更多/ })).toBeNull();
    expect(listCalls(adapter).at(-1)?.body).toMatchObject({ status: 'DRAFT', pageIndex: 2, pageRows: 20 });
    expect(new Set(cardTitles('DRAFT')).size).toBe(25);
  });

  it('searches every column with the search form', async () => {
    const { adapter } = await openBoard();
    fireEvent.change(within(screen.getByRole('search')).getByPlaceholderText('请输入'), { target: { value: '0003' } });
    fireEvent.click(screen.getByRole('button', { name: /查询/ }));
    await waitForCards('DRAFT', 0);
    await waitForCards('SUBMITTED', 1);
    const searched = listCalls(adapter).filter((call) => call.body?.poNumber_like === '0003');
    expect(searched.map((call) => call.body?.status).sort()).toEqual([...STATUSES].sort());
  });

  it('opens the edit screen of a clicked card', async () => {
    const { navigation } = await openBoard();
    fireEvent.click(card('SUBMITTED', 'PO202401010003'));
    expect(navigation.openScreen).toHaveBeenCalledWith('purOrderManage/purchaseOrderEdit', { id: '3' });
  });

  it('opens it with Enter too, while Space picks the card up', async () => {
    const { navigation } = await openBoard();
    fireEvent.keyDown(card('SUBMITTED', 'PO202401010003'), { code: 'Enter', key: 'Enter' });
    expect(navigation.openScreen).toHaveBeenCalledWith('purOrderManage/purchaseOrderEdit', { id: '3' });
  });

  it('shows a supplier user only the columns of the statuses suppliers see, with its own orders', async () => {
    await openBoard({ userType: 'supplier' });
    expect([...document.querySelectorAll('.srm-kanban-column')].map((element) => element.getAttribute('data-status'))).toEqual(['SENT', 'FEEDBACK', 'CONFIRMED', 'HOLD', 'CLOSED']);
    await waitForCards('CONFIRMED', 1);
    // Order 4 is sent but to supplier 2.
    expect(cardTitles('SENT')).toEqual([]);
  });
});

describe('kanban screen: moving cards', () => {
  it('runs the one granted action that leads to the column, with versionNum, and reloads both columns', async () => {
    const { adapter, store } = await openBoard();
    const before = store.get(entityDataVersionAtom('srmPoHeader'));
    const listsBefore = listCalls(adapter).length;
    await dragWithKeyboard(card('SUBMITTED', 'PO202401010003'), 1);
    await waitFor(() => expect(cardTitles('APPROVED')).toContain('PO202401010003'));
    expect(cardTitles('SUBMITTED')).toEqual([]);
    expect(actionCalls(adapter).map((call) => [call.operation, call.body])).toEqual([['doApproval', { id: 3, versionNum: 1 }]]);
    expect(actionCalls(adapter)[0].menu).toEqual({ menuId: 11, respId: 2 });
    expect(listCalls(adapter).slice(listsBefore).map((call) => call.body?.status).sort()).toEqual(['APPROVED', 'SUBMITTED']);
    expect(adapter.rows('srmPoHeader').find((row) => row.poHeaderId === 3)?.status).toBe('APPROVED');
    expect(store.get(entityDataVersionAtom('srmPoHeader'))).toBe(before + 1);
    expect(await screen.findByText('已执行“审批通过”：PO202401010003 从“已提交”移到“已审批”')).toBeTruthy();
    expect(columnCount('APPROVED')).toBe('1');
    expect(columnCount('SUBMITTED')).toBe('0');
    // The keyboard user goes on from the card in its new column.
    await waitFor(() => expect(document.activeElement).toBe(card('APPROVED', 'PO202401010003')));
  });

  it('refuses a move no action leads to, naming both statuses, and sends nothing', async () => {
    const { adapter } = await openBoard();
    await dragWithKeyboard(card('SENT', 'PO202401010004'), -3);
    expect(await screen.findByText('不能从“已发布”移到“拟定”：没有从“已发布”到“拟定”的操作')).toBeTruthy();
    expect(actionCalls(adapter)).toEqual([]);
    expect(cardTitles('SENT')).toEqual(['PO202401010004']);
  });

  it('refuses an action the menu does not grant, naming it, and sends nothing', async () => {
    const { adapter } = await openBoard({ resources: ['btnSubmit', 'btnCancel'] });
    await dragWithKeyboard(card('SUBMITTED', 'PO202401010003'), 1);
    expect(await screen.findByText('不能从“已提交”移到“已审批”：您无权执行“审批通过”')).toBeTruthy();
    expect(actionCalls(adapter)).toEqual([]);
    expect(cardTitles('SUBMITTED')).toEqual(['PO202401010003']);
  });

  it('refuses a supplier action to an internal user, in English too', async () => {
    const { adapter } = await openBoard({ language: 'EN' });
    await dragWithKeyboard(card('SENT', 'PO202401010004'), 2);
    expect(await screen.findByText('Cannot move from "Sent to supplier" to "Confirmed by supplier": only supplier users may run "Confirm order"')).toBeTruthy();
    expect(actionCalls(adapter)).toEqual([]);
  });

  it('asks the reason of an action that needs one and sends it as comment', async () => {
    const { adapter } = await openBoard();
    await dragWithKeyboard(card('SUBMITTED', 'PO202401010003'), 7);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('请输入驳回原因')).toBeTruthy();
    expect(actionCalls(adapter)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '价格过高' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(cardTitles('REJECTED')).toEqual(['PO202401010003']));
    expect(actionCalls(adapter).map((call) => [call.operation, call.body])).toEqual([['doReject', { id: 3, versionNum: 1, comment: '价格过高' }]]);
  });

  it('leaves the card where it was when the reason is not given', async () => {
    const { adapter } = await openBoard();
    await dragWithKeyboard(card('SUBMITTED', 'PO202401010003'), 7);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actionCalls(adapter)).toEqual([]);
    expect(cardTitles('SUBMITTED')).toEqual(['PO202401010003']);
  });

  it('puts the card back with the server message when the server refuses', async () => {
    // A draft without lines: the server refuses to submit it.
    const { adapter } = await openBoard({ orders: [{ ...purchaseOrder(1, { status: 'DRAFT' }), lines: [] }] });
    await dragWithKeyboard(card('DRAFT', 'PO202401010001'), 1);
    expect(await screen.findByText('至少需要1行')).toBeTruthy();
    expect(actionCalls(adapter).map((call) => call.operation)).toEqual(['doSubmit']);
    expect(cardTitles('DRAFT')).toEqual(['PO202401010001']);
    expect(cardTitles('SUBMITTED')).toEqual([]);
    expect(adapter.rows('srmPoHeader')[0].status).toBe('DRAFT');
  });

  it('puts the card back in English with the server message when the record changed meanwhile', async () => {
    const { adapter } = await openBoard({ language: 'EN', orders: [order(3, 'SUBMITTED', { versionNum: 1 })] });
    // Someone else rejects and submits the order again after the board loaded it: its versionNum moved on.
    await adapter.request({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'doReject', body: { id: 3, versionNum: 1, comment: 'x' } });
    await adapter.request({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'doSubmit', body: { id: 3 } });
    await dragWithKeyboard(card('SUBMITTED', 'PO202401010003'), 1);
    await waitFor(() => expect(actionCalls(adapter).at(-1)?.operation).toBe('doApproval'));
    expect(await screen.findByText('The record was changed by someone else; reload it')).toBeTruthy();
    expect(cardTitles('SUBMITTED')).toEqual(['PO202401010003']);
  });

  it('makes the columns a card cannot go to look disabled while it is in the air, and announces each step', async () => {
    await openBoard();
    const dragged = card('SUBMITTED', 'PO202401010003');
    await pickUpCard(dragged);
    await waitFor(() => expect(column('SUBMITTED').className).toContain('is-own'));
    expect(column('APPROVED').className).toContain('is-accepts');
    expect(column('REJECTED').className).toContain('is-accepts');
    for (const status of ['DRAFT', 'CONFIRMED', 'CANCELLED']) {
      expect(column(status).className).toContain('is-blocked');
      expect(column(status).getAttribute('aria-disabled')).toBe('true');
    }
    await waitFor(() => expect(liveAnnouncement()).toContain('已拿起卡片 PO202401010003，它在“已提交”列。'));
    await moveCardBy(dragged, 1);
    await waitFor(() => expect(liveAnnouncement()).toContain('卡片 PO202401010003 在“已审批”列上方，放下即移到此列。'));
    await moveCardBy(dragged, -2);
    await waitFor(() => expect(liveAnnouncement()).toContain('卡片 PO202401010003 在“拟定”列上方，但不能移到此列。'));
    fireEvent.keyDown(dragged, { code: 'Escape', key: 'Escape' });
    await waitFor(() => expect(column('DRAFT').className).not.toContain('is-blocked'));
  });
});

describe('kanban screen: two actions lead to the same column', () => {
  /** The order entity with a second action from SUBMITTED to APPROVED. */
  const withFastTrack: EntitySchema[] = allEntities.map((entity) => {
    if (entity.name !== 'srmPoHeader' || !entity.workflow) return entity;
    const fastTrack = { label: { cn: '加急通过', en: 'Fast track' }, from: ['SUBMITTED'], to: 'APPROVED', resource: 'btnApprove', actor: 'internal' as const };
    return { ...entity, workflow: { ...entity.workflow, actions: { ...entity.workflow.actions, doFastTrack: fastTrack } } };
  });
  const boardFile = resolve(__dirname, '../../../../screens/purchasing/PurchaseOrderKb.json');

  function renderFastTrackBoard() {
    const adapter = createMemoryAdapter({ entities: withFastTrack, records: { ...baseRecords, srmPoHeader: ORDERS }, lookups: lookupSeed, resources: ALL_RESOURCES });
    const loader = createScreenLoader({
      descriptors: { '/screens/purchasing/PurchaseOrderKb.json': () => Promise.resolve(JSON.parse(readFileSync(boardFile, 'utf8'))) },
      entities: createEntityLoader(Object.fromEntries(withFastTrack.map((entity) => [`/schemas/x/${entity.name}.json`, () => Promise.resolve(entity)]))),
      registry: createDefaultScreenRegistry(),
    });
    renderWithProviders(<ScreenRenderer route={ROUTE} params={{ menuId: '11', respId: '2' }} userType="internal" loader={loader} />, { adapter });
    return adapter;
  }

  it('asks which one to run, and runs the chosen one', async () => {
    const adapter = renderFastTrackBoard();
    await waitForCards('SUBMITTED', 1);
    await dragWithKeyboard(card('SUBMITTED', 'PO202401010003'), 1);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('从“已提交”到“已审批”有多个操作，请选择一个：')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '审批通过' })).toBeTruthy();
    expect(actionCalls(adapter)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '加急通过' }));
    await waitFor(() => expect(cardTitles('APPROVED')).toContain('PO202401010003'));
    expect(actionCalls(adapter).map((call) => [call.operation, call.body])).toEqual([['doFastTrack', { id: 3, versionNum: 1 }]]);
  });

  it('runs nothing when the choice is cancelled', async () => {
    const adapter = renderFastTrackBoard();
    await waitForCards('SUBMITTED', 1);
    await dragWithKeyboard(card('SUBMITTED', 'PO202401010003'), 1);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actionCalls(adapter)).toEqual([]);
    expect(cardTitles('SUBMITTED')).toEqual(['PO202401010003']);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../../support/console-guard';
import { purchaseOrder } from '../../support/fixtures';
import { bodyRows, cellOf, waitForRows } from '../../support/grid-dom';
import { SUPPLIER, confirmedOrder, orderLine, purchasingAdapter, renderPurchasing } from '../../support/purchasing-world';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const NOTE_EDIT = 'deliveryNote/deliveryNoteEdit';
type Row = Record<string, unknown>;

/**
 * Order lines a delivery note of supplier 1 for organisation 1 may pick: twelve lines of confirmed order 1
 * (the third fully on its way), and lines it may not: another organisation's order, an order not confirmed
 * yet, another supplier's order.
 */
function orders(): Row[] {
  const lines = Array.from({ length: 12 }, (_, index) => orderLine(101 + index, { openQty: index === 2 ? 0 : 100 - index, onWayQty: index === 2 ? 100 : index }));
  return [
    confirmedOrder(1, lines),
    confirmedOrder(2, [orderLine(201)], { orgId: 2 }),
    { ...purchaseOrder(3, { status: 'APPROVED' }), lines: [orderLine(301)] },
    confirmedOrder(4, [orderLine(401)], { supplierId: 2 }),
  ];
}

/** A draft note of supplier 1 for organisation 1 that ships 5 of order line 101 already. */
function note(overrides: Row = {}): Row {
  return {
    deliveryHeaderId: 1,
    deliveryNumber: 'DN20261122-0001',
    supplierId: 1,
    orgId: 1,
    status: 'DRAFT',
    shipDate: '2026-11-22',
    totalShipQty: 5,
    versionNum: 1,
    lines: [{ deliveryLineId: 1, lineNumber: 1, poLineId: 101, poNumber: 'PO202401010001', itemCode: 'ITEM-101', itemName: '物料101', uomCode: 'PCS', shipQty: 5 }],
    ...overrides,
  };
}

const linesGrid = () => document.querySelector('[data-tab-panel="lines"] .srm-lines-grid') as HTMLElement;
const pickButton = () => document.querySelector('.srm-pick-button') as HTMLButtonElement;
const dialog = () => document.querySelector('.srm-pick-dialog') as HTMLElement;
const pickRows = () => bodyRows(dialog());
const checkbox = (row: HTMLElement) => within(cellOf(row, '__selection')).getByRole('checkbox') as HTMLInputElement;
const pickRequests = (adapter: { requests: { resource: string; operation: string; body?: Row }[] }) =>
  adapter.requests.filter((request) => request.resource === 'srmPoLineRestful' && request.operation === 'listByPage').map((request) => request.body as Row);

async function openNote(adapter: Parameters<typeof renderPurchasing>[0]['adapter'], options: { language?: 'CN' | 'EN'; params?: Record<string, string>; userType?: 'internal' | 'supplier' } = {}) {
  renderPurchasing({ route: NOTE_EDIT, adapter, params: options.params ?? { id: '1' }, language: options.language, userType: options.userType ?? 'supplier' });
}

describe('adding delivery lines from order lines', () => {
  // First: a new note's date pickers set a timer of Arco's own as they mount, which must not outlive the file.
  it('waits for the supplier and organisation of a new note before it offers order lines', async () => {
    const adapter = purchasingAdapter({ srmPoHeader: orders() });
    await openNote(adapter, { params: {}, userType: 'internal' });
    await screen.findByText('新建', { selector: '.srm-edit-header *' });
    await waitFor(() => expect(pickButton()).not.toBeNull());
    expect(pickButton().disabled).toBe(true);
    expect(pickButton().closest('.srm-button-reason')?.getAttribute('data-reason')).toBe('请先选择供应商');
  });

  it('lists the open lines of the note’s supplier, organisation and confirmed orders, across pages, and adds the picked ones mapped', async () => {
    const adapter = purchasingAdapter({ srmPoHeader: orders(), srmDeliveryHeader: [note()] }, { user: SUPPLIER });
    await openNote(adapter);
    await screen.findByText('DN20261122-0001', { selector: '.srm-edit-header *' });
    await waitForRows(1, linesGrid());
    expect(pickButton().textContent).toBe('从订单添加');
    fireEvent.click(pickButton());
    await waitFor(() => expect(dialog()?.querySelector('.arco-modal-title')?.textContent).toBe('选择订单行'));
    await waitForRows(10, dialog());
    expect(pickRequests(adapter)[0]).toMatchObject({ 'parent.supplierId': 1, 'parent.orgId': 1, 'parent.status': 'CONFIRMED', openQty_gt: 0, pageIndex: 1, pageRows: 10 });
    // The line the note ships already: checked, and it cannot be picked again.
    const first = pickRows()[0];
    expect(cellOf(first, 'itemName').textContent).toBe('物料101');
    expect(checkbox(first).checked).toBe(true);
    expect(checkbox(first).disabled).toBe(true);
    expect(cellOf(pickRows()[1], 'poNumber').textContent).toBe('PO202401010001');
    // Line 103 has nothing left to ship: not offered.
    expect(pickRows().map((row) => cellOf(row, 'itemName').textContent)).not.toContain('物料103');

    fireEvent.click(checkbox(pickRows()[1]));
    fireEvent.click(checkbox(pickRows()[3]));
    fireEvent.click(screen.getByText('2', { selector: '.srm-pick-dialog .arco-pagination-item' }));
    await waitForRows(1, dialog());
    expect(cellOf(pickRows()[0], 'itemName').textContent).toBe('物料112');
    fireEvent.click(checkbox(pickRows()[0]));
    const confirm = within(dialog()).getByRole('button', { name: '添加所选（3）' });
    fireEvent.click(confirm);

    await waitForRows(4, linesGrid());
    const added = bodyRows(linesGrid()).slice(1);
    expect(added.map((row) => [cellOf(row, 'poNumber').textContent, cellOf(row, 'poLineNumber').textContent, cellOf(row, 'itemName').textContent, cellOf(row, 'shipQty').textContent])).toEqual([
      ['PO202401010001', '2', '物料102', '99'],
      ['PO202401010001', '5', '物料105', '96'],
      ['PO202401010001', '12', '物料112', '89'],
    ]);
    expect(document.querySelector('[data-field="totalShipQty"]')?.textContent).toBe('289');
    expect(await screen.findByText('已添加 3 行')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await screen.findByText('保存成功');
    const saved = adapter.requests.find((request) => request.operation === 'saveOrUpdate')?.body as Row;
    expect((saved.lines as Row[]).map((line) => [line.poLineId, line.shipQty, line.itemSpec])).toEqual([
      [101, 5, undefined],
      [102, 99, '规格102'],
      [105, 96, '规格105'],
      [112, 89, '规格112'],
    ]);
  });

  it('searches the order lines by order number through their header (parent.), in English', async () => {
    const adapter = purchasingAdapter({ srmPoHeader: orders(), srmDeliveryHeader: [note()] }, { user: SUPPLIER, language: 'EN' });
    await openNote(adapter, { language: 'EN' });
    await screen.findByText('DN20261122-0001', { selector: '.srm-edit-header *' });
    expect(pickButton().textContent).toBe('Add from order lines');
    fireEvent.click(pickButton());
    await waitForRows(10, dialog());
    const search = dialog().querySelector('.srm-search-form') as HTMLElement;
    fireEvent.change(within(search).getAllByRole('textbox')[0], { target: { value: 'PO20240101000' } });
    fireEvent.change(within(search).getAllByRole('textbox')[1], { target: { value: '物料11' } });
    fireEvent.click(within(search).getByRole('button', { name: /Search/ }));
    // 物料110, 物料111 and 物料112 of order 1.
    await waitForRows(3, dialog());
    expect(pickRequests(adapter).at(-1)).toMatchObject({ 'parent.poNumber_like': 'PO20240101000', itemName_like: '物料11', 'parent.supplierId': 1 });
    expect(within(dialog()).getByRole('button', { name: 'Add selected (0)' })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(bodyRows(linesGrid())).toHaveLength(1);
  });

  it('offers no pick on a note that is no longer editable', async () => {
    const adapter = purchasingAdapter({ srmPoHeader: orders(), srmDeliveryHeader: [note({ status: 'SUBMITTED' })] }, { user: SUPPLIER });
    await openNote(adapter);
    await screen.findByText('DN20261122-0001', { selector: '.srm-edit-header *' });
    await waitForRows(1, linesGrid());
    expect(pickButton()).toBeNull();
  });
});

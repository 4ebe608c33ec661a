import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../../src/shared/formats/entity-format';
import { failOnConsoleError } from '../support/console-guard';
import { allEntities } from '../support/fixtures';
import { bodyRows, cellOf, waitForRows } from '../support/grid-dom';
import { BUYER, SUPPLIER, confirmedOrder, orderLine, purchasingAdapter, renderPurchasing } from '../support/purchasing-world';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const NOTE_EDIT = 'deliveryNote/deliveryNoteEdit';
type Row = Record<string, unknown>;

const check = (row: HTMLElement) => fireEvent.click(within(cellOf(row, '__selection')).getByRole('checkbox'));
const generateCalls = (adapter: { requests: { operation: string; body?: Row }[] }, action: string) =>
  adapter.requests.filter((request) => request.operation === action).map((request) => request.body);

async function confirmDialog(): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /确定|OK/ }));
}

/** Order lines may ship straight from a list of lines: a generate action declared on the line entity. */
const shipLines = {
  label: { cn: '按行发货', en: 'Ship lines' },
  resource: 'btnCreateDelivery',
  actor: 'supplier' as const,
  target: 'srmDeliveryHeader',
  from: ['CONFIRMED'],
  header: { supplierId: { parentField: 'supplierId' }, orgId: { parentField: 'orgId' }, shipDate: { context: 'today' as const } },
  lines: [{ into: 'lines', map: { poLineId: { field: 'poLineId' }, poNumber: { parentField: 'poNumber' }, itemName: { field: 'itemName' }, shipQty: { field: 'openQty' } } }],
};
const entities: EntitySchema[] = allEntities.map((entity) => (entity.name === 'srmPoLine' ? { ...entity, generate: { doShipLines: shipLines } } : entity));
const LINE_LIST = {
  $schema: '../../schemas/screen.schema.json',
  version: 1 as const,
  type: 'list' as const,
  route: 'poLineShipList',
  title: { cn: '待发订单行', en: 'Lines to ship' },
  entity: 'srmPoLine',
  table: { name: 'poLineShipTable', pageSize: 20, selection: true },
  columns: [{ key: 'itemName', width: 160 }, { key: 'openQty', width: 100 }],
  toolbar: [{ action: 'doShipLines', resource: 'btnCreateDelivery', style: 'primary' as const, openRoute: NOTE_EDIT }],
};

describe('generate buttons on lists', () => {
  // The order list's search form holds date pickers, whose own timers must not outlive the file: the line list, without any, comes last.
  it('counts the notes made from several orders (English) and shows the button to supplier users only', async () => {
    const records = { srmPoHeader: [confirmedOrder(1, [orderLine(11)]), confirmedOrder(2, [orderLine(21)])] };
    const adapter = purchasingAdapter(records, { user: SUPPLIER, language: 'EN' });
    const asSupplier = renderPurchasing({ route: 'purchaseOrderList', adapter, userType: 'supplier', language: 'EN' });
    await waitForRows(2);
    bodyRows().forEach(check);
    fireEvent.click(screen.getByRole('button', { name: /Create delivery note/ }));
    await confirmDialog();
    expect(await screen.findByText('"Create delivery note" created 2 documents')).toBeTruthy();
    expect(asSupplier.navigation.openScreen).not.toHaveBeenCalled();
    asSupplier.result.unmount();

    renderPurchasing({ route: 'purchaseOrderList', adapter: purchasingAdapter(records, { user: BUYER }), language: 'EN' });
    await waitForRows(2);
    await waitFor(() => expect(screen.getByRole('button', { name: /Submit/ })).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Create delivery note/ })).toBeNull();
  });
  it('makes one note per chosen order, stops at the first refusal and names that order', async () => {
    // Order 2 has nothing left to ship.
    const adapter = purchasingAdapter({ srmPoHeader: [confirmedOrder(1, [orderLine(11)]), confirmedOrder(2, [orderLine(21, { openQty: 0 })]), confirmedOrder(3, [orderLine(31)])] }, { user: SUPPLIER });
    const { navigation } = renderPurchasing({ route: 'purchaseOrderList', adapter, userType: 'supplier' });
    await waitForRows(3);
    const byNumber = (number: string) => bodyRows().find((row) => cellOf(row, 'poNumber').textContent === number) as HTMLElement;
    check(byNumber('PO202401010001'));
    check(byNumber('PO202401010002'));
    check(byNumber('PO202401010003'));
    fireEvent.click(screen.getByRole('button', { name: /创建送货单/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('为选中的订单各创建一张送货单？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确定/ }));
    expect(await screen.findByText('“创建送货单”在 PO202401010002 被拒绝（之前已生成 1 张）：没有可创建送货单的行')).toBeTruthy();
    expect(generateCalls(adapter, 'doCreateDelivery')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(adapter.rows('srmDeliveryHeader')).toHaveLength(1);
    // One note was made, but the run stopped: nothing opens by itself.
    expect(navigation.openScreen).not.toHaveBeenCalled();
  });

  it('sends the chosen lines of a line list in one call ({ids}) and opens the note made of them', async () => {
    const adapter = purchasingAdapter({ srmPoHeader: [confirmedOrder(1, [orderLine(11), orderLine(12, { openQty: 30 })]), confirmedOrder(2, [orderLine(21, { openQty: 7 })])] }, { user: SUPPLIER, entities });
    const { navigation } = renderPurchasing({ route: 'poLineShipList', adapter, userType: 'supplier', entities, descriptors: { poLineShipList: LINE_LIST } });
    await waitForRows(3);
    const rows = bodyRows();
    check(rows.find((row) => cellOf(row, 'itemName').textContent === '物料12') as HTMLElement);
    check(rows.find((row) => cellOf(row, 'itemName').textContent === '物料21') as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: /按行发货/ }));
    await confirmDialog();
    expect(await screen.findByText('已生成送货单 DN20261122-0001')).toBeTruthy();
    expect(generateCalls(adapter, 'doShipLines')).toEqual([{ ids: [12, 21] }]);
    expect(adapter.rows('srmDeliveryLine').map((line) => [line.poLineId, line.poNumber, line.shipQty])).toEqual([
      [12, 'PO202401010001', 30],
      [21, 'PO202401010002', 7],
    ]);
    expect(navigation.openScreen).toHaveBeenCalledWith(NOTE_EDIT, { id: '1' }, { menu: 'route' });
  });
});

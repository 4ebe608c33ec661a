import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, waitForRows } from '../support/grid-dom';
import { orderList, ordersAdapter, renderList, requestsOf } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/** Issue: button and link columns; a click runs the cell's action on its row (edit opens the edit screen). */
const descriptor = orderList({
  columns: [
    { key: 'poNumber', width: 170, cellType: 'link', action: 'edit' },
    { key: 'contractCode', width: 120, title: { cn: '删除', en: 'Delete' }, cellType: 'button', action: 'delete', buttonType: 'danger' },
    { key: 'description', width: 200 },
  ],
});

describe('link and button cells', () => {
  it.each(['CN', 'EN'] as const)('opens the edit screen of the clicked row from a link cell (%s)', async (language) => {
    const { navigation } = renderList(descriptor, { adapter: ordersAdapter(3), language });
    await waitForRows(3);
    const link = within(cellOf(bodyRows()[1], 'poNumber')).getByRole('button', { name: 'PO202401010002' });
    expect(link.classList.contains('srm-grid-link')).toBe(true);
    fireEvent.click(link);
    expect(navigation.openScreen).toHaveBeenCalledTimes(1);
    expect(navigation.openScreen).toHaveBeenCalledWith('purOrderManage/purchaseOrderEdit', { id: '2' });
    // The link's click does not select the row or start anything else.
    expect(bodyRows()[1].getAttribute('aria-selected')).toBeNull();
  });

  it('runs a button cell’s action on its own row: delete asks, then deletes that row only', async () => {
    const adapter = ordersAdapter(3);
    renderList(descriptor, { adapter });
    await waitForRows(3);
    // An empty value shows the column title on the button.
    const button = within(cellOf(bodyRows()[2], 'contractCode')).getByRole('button', { name: '删除' });
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitForRows(2);
    expect(requestsOf(adapter, 'doBatchDelete')[0]?.body).toEqual({ ids: [1] });
    await waitFor(() => expect(adapter.rows('srmPoHeader').map((row) => row.poHeaderId)).toEqual([2, 3]));
  });
});

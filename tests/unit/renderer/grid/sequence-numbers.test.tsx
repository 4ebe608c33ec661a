import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DataGrid } from '../../../../renderer/grid/data-grid';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, clickPage, gridRowCount, waitForRows } from '../support/grid-dom';
import { gridColumns, listRequests, orderList, ordersAdapter, renderInShell, renderList } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/** Spec 000 §9: the sequence column numbers rows (pageIndex - 1) * pageSize + row + 1. */
describe('sequence numbers', () => {
  it('numbers the rows of page 2 of 50 from 51 to 60', async () => {
    const adapter = ordersAdapter(60);
    renderList(orderList({ table: { pageSize: 50 } }), { adapter });
    await waitFor(() => expect(gridRowCount()).toBe(50));
    expect(cellOf(bodyRows()[0], '__sequence').textContent).toBe('1');
    expect(cellOf(bodyRows()[9], '__sequence').textContent).toBe('10');
    clickPage(2);
    await waitForRows(10);
    expect(listRequests(adapter).at(-1)?.body).toMatchObject({ pageIndex: 2, pageRows: 50 });
    expect(bodyRows().map((row) => cellOf(row, '__sequence').textContent)).toEqual(['51', '52', '53', '54', '55', '56', '57', '58', '59', '60']);
  });

  it('starts after sequenceStart in the grid itself', () => {
    const rows = [{ poHeaderId: 1 }, { poHeaderId: 2 }, { poHeaderId: 3 }];
    // Page 3 of 200: (3 - 1) * 200 = 400 rows before.
    renderInShell(<DataGrid columns={gridColumns([{ key: 'poHeaderId', title: { cn: 'ID', en: 'ID' } }])} rows={rows} rowKey={(row) => String(row.poHeaderId)} showIndex sequenceStart={400} />);
    expect(bodyRows().map((row) => cellOf(row, '__sequence').textContent)).toEqual(['401', '402', '403']);
  });

  it('has no sequence column when showIndex is false', async () => {
    renderList(orderList({ table: { showIndex: false } }), { adapter: ordersAdapter(2) });
    await waitForRows(2);
    expect(document.querySelector('[data-header="__sequence"]')).toBeNull();
    expect(bodyRows()[0].querySelector('[data-cell$=":__sequence"]')).toBeNull();
  });
});

import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, clickPage, headerCell, waitForRowCount, waitForRows } from '../support/grid-dom';
import { listRequests, orderList, ordersAdapter, renderList } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/** Issue: sortable headers sort on the server: ascending, then descending, then no sort. */
const descriptor = orderList({
  columns: [
    { key: 'poNumber', width: 170, sortable: true },
    { key: 'taxTotalAmount', width: 140, sortable: true },
    { key: 'description', width: 200 },
  ],
});

const LABELS = {
  CN: { asc: '升序', desc: '降序', none: '取消排序' },
  EN: { asc: 'Sort ascending', desc: 'Sort descending', none: 'Cancel sorting' },
};

describe('server-side sort', () => {
  it.each(['CN', 'EN'] as const)('cycles asc, desc, none and sends sortField / sortOrder (%s)', async (language) => {
    const labels = LABELS[language];
    const adapter = ordersAdapter(25, { row: (index) => ({ taxTotalAmount: (index * 37) % 11 }) });
    renderList(descriptor, { adapter, language });
    await waitForRowCount(20);
    const sortButton = () => within(headerCell('taxTotalAmount')).getByRole('button');
    expect(sortButton().getAttribute('aria-label')).toBe(labels.asc);
    expect(listRequests(adapter)[0].body).not.toHaveProperty('sortField');

    fireEvent.click(sortButton());
    await waitFor(() => expect(listRequests(adapter).at(-1)?.body).toMatchObject({ sortField: 'taxTotalAmount', sortOrder: 'asc' }));
    await waitFor(() => expect(sortButton().getAttribute('data-sort')).toBe('asc'));
    expect(sortButton().getAttribute('aria-label')).toBe(labels.desc);
    await waitFor(() => expect(bodyRows()[0].getAttribute('data-row-key')).not.toBe('25'));
    const ascending = bodyRows().map((row) => Number(row.querySelector('[data-cell$=":taxTotalAmount"]')?.textContent));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    fireEvent.click(sortButton());
    await waitFor(() => expect(listRequests(adapter).at(-1)?.body).toMatchObject({ sortField: 'taxTotalAmount', sortOrder: 'desc' }));
    await waitFor(() => expect(sortButton().getAttribute('data-sort')).toBe('desc'));
    expect(sortButton().getAttribute('aria-label')).toBe(labels.none);

    const before = listRequests(adapter).length;
    fireEvent.click(sortButton());
    await waitFor(() => expect(listRequests(adapter)).toHaveLength(before + 1));
    expect(listRequests(adapter).at(-1)?.body).not.toHaveProperty('sortField');
    expect(listRequests(adapter).at(-1)?.body).not.toHaveProperty('sortOrder');
    await waitFor(() => expect(sortButton().getAttribute('data-sort')).toBe('none'));
  });

  it('sorts one column at a time and goes back to page 1', async () => {
    const adapter = ordersAdapter(25);
    renderList(descriptor, { adapter });
    await waitForRowCount(20);
    clickPage(2);
    await waitForRows(5);
    fireEvent.click(within(headerCell('poNumber')).getByRole('button'));
    await waitFor(() => expect(listRequests(adapter).at(-1)?.body).toMatchObject({ sortField: 'poNumber', sortOrder: 'asc', pageIndex: 1 }));
    fireEvent.click(within(headerCell('taxTotalAmount')).getByRole('button'));
    await waitFor(() => expect(listRequests(adapter).at(-1)?.body).toMatchObject({ sortField: 'taxTotalAmount', sortOrder: 'asc' }));
    await waitFor(() => expect(within(headerCell('poNumber')).getByRole('button').getAttribute('data-sort')).toBe('none'));
  });

  it('has no sort control on a column that is not sortable', async () => {
    renderList(descriptor, { adapter: ordersAdapter(1) });
    await waitForRows(1);
    expect(within(headerCell('description')).queryByRole('button')).toBeNull();
  });
});

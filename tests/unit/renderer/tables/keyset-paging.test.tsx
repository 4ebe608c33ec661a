import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataRequest } from '../../../../renderer/data/data-adapter';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, waitForRowCount, waitForRows } from '../support/grid-dom';
import { heldAdapter, listRequests, MENU, orderList, ORDERS_API, orderRowsProbe, ordersAdapter, renderInShell, renderList } from '../grid/grid-kit';

failOnConsoleError();

/**
 * Moving page by page reads by key (docs/api.md "Keyset paging"): Next sends the shown page's nextKey as
 * afterKey, Previous its prevKey as beforeKey, each with the page number it will be; page 1, a new page
 * size, a search, a sort and a page further away go by page index.
 */
const table = orderRowsProbe();

/** The paging part of a list request: its page number and size, and the key it starts from. */
const paging = (request: DataRequest) => {
  const { pageIndex, pageRows, afterKey, beforeKey } = request.body ?? {};
  return { pageIndex, pageRows, ...(afterKey ? { afterKey } : {}), ...(beforeKey ? { beforeKey } : {}) };
};
const ids = (rows: readonly Record<string, unknown>[]) => rows.map((row) => row.poHeaderId);
/** Orders 1..120 newest first (the default sort): the ids of page `index` of 20. */
const pageIds = (index: number) => Array.from({ length: 20 }, (_, at) => 120 - (index - 1) * 20 - at);

describe('table paging by key', () => {
  it('sends afterKey for the next page and beforeKey for the previous one, and a page number for the rest', async () => {
    const adapter = ordersAdapter(120);
    renderInShell(<table.Probe />, { adapter });
    const goTo = async (pageIndex: number, pageSize = 20) => {
      act(() => table.current.changePage(pageIndex, pageSize));
      await waitFor(() => expect(table.current.loading).toBe(false));
      return paging(listRequests(adapter).at(-1) as DataRequest);
    };
    await waitFor(() => expect(table.current.loading).toBe(false));
    expect(paging(listRequests(adapter)[0])).toEqual({ pageIndex: 1, pageRows: 20 });
    expect(table.current.result.prevKey).toBeNull();

    expect(await goTo(2)).toEqual({ pageIndex: 2, pageRows: 20, afterKey: [101, 101] });
    expect(ids(table.current.result.rows)).toEqual(pageIds(2));
    expect(await goTo(3)).toEqual({ pageIndex: 3, pageRows: 20, afterKey: [81, 81] });
    expect(ids(table.current.result.rows)).toEqual(pageIds(3));
    expect(table.current.result).toMatchObject({ pageIndex: 3, prevKey: [80, 80], nextKey: [61, 61] });
    expect(await goTo(2)).toEqual({ pageIndex: 2, pageRows: 20, beforeKey: [80, 80] });
    expect(ids(table.current.result.rows)).toEqual(pageIds(2));
    expect(table.current.pageIndex).toBe(2);

    // Page 1 is read as a first page, a page further away by its number.
    expect(await goTo(1)).toEqual({ pageIndex: 1, pageRows: 20 });
    expect(await goTo(5)).toEqual({ pageIndex: 5, pageRows: 20 });
    expect(ids(table.current.result.rows)).toEqual(pageIds(5));
    expect(await goTo(4)).toEqual({ pageIndex: 4, pageRows: 20, beforeKey: [40, 40] });
    expect(ids(table.current.result.rows)).toEqual(pageIds(4));
    // Reloading the page (after a save or an action) reads it from the same key again.
    const sent = listRequests(adapter).length;
    act(() => table.current.reload());
    await waitFor(() => expect(listRequests(adapter)).toHaveLength(sent + 1));
    expect(paging(listRequests(adapter)[sent])).toEqual({ pageIndex: 4, pageRows: 20, beforeKey: [40, 40] });
    await waitFor(() => expect(table.current.loading).toBe(false));

    // A new page size, a sort and a search start again from a plain first page.
    expect(await goTo(5, 50)).toEqual({ pageIndex: 1, pageRows: 50 });
    await goTo(2, 50);
    act(() => table.current.sortBy({ field: 'poNumber', order: 'asc' }));
    await waitFor(() => expect(paging(listRequests(adapter).at(-1) as DataRequest)).toEqual({ pageIndex: 1, pageRows: 50 }));
    await waitFor(() => expect(table.current.loading).toBe(false));
    await goTo(2, 50);
    act(() => table.current.search({ status: 'DRAFT' }));
    await waitFor(() => expect(paging(listRequests(adapter).at(-1) as DataRequest)).toEqual({ pageIndex: 1, pageRows: 50 }));
  });

  it('asks by page number for a page chosen while another is still loading', async () => {
    const held = heldAdapter(ordersAdapter(120));
    renderInShell(<table.Probe />, { adapter: held.adapter });
    await waitFor(() => expect(held.pending()).toBe(1));
    act(() => held.release());
    await waitFor(() => expect(table.current.loading).toBe(false));
    act(() => table.current.changePage(2, 20));
    await waitFor(() => expect(held.pending()).toBe(1));
    // Page 3 is the next of page 2, but page 2 and its keys are not there yet.
    act(() => table.current.changePage(3, 20));
    await waitFor(() => expect(held.pending()).toBe(2));
    expect(listRequests(held.adapter).map(paging)).toEqual([
      { pageIndex: 1, pageRows: 20 },
      { pageIndex: 2, pageRows: 20, afterKey: [101, 101] },
      { pageIndex: 3, pageRows: 20 },
    ]);
    act(() => held.release());
    await waitFor(() => expect(ids(table.current.result.rows)).toEqual(pageIds(3)));
  });

  it('shows the page the server answered: a previous page that turns out to be the first is page 1', async () => {
    const adapter = ordersAdapter(120);
    renderInShell(<table.Probe />, { adapter });
    await waitFor(() => expect(table.current.loading).toBe(false));
    act(() => table.current.changePage(2, 20));
    await waitFor(() => expect(table.current.result.pageIndex).toBe(2));
    act(() => table.current.changePage(3, 20));
    await waitFor(() => expect(table.current.result.pageIndex).toBe(3));
    // Rows before page 3 went away meanwhile: fewer than a page lies before it.
    const before = adapter.rows('srmPoHeader').filter((row) => Number(row.poHeaderId) > 85);
    for (const row of before) await adapter.request({ ...ORDERS_API, operation: 'delete', body: { id: row.poHeaderId }, menu: MENU });
    act(() => table.current.changePage(2, 20));
    await waitFor(() => expect(table.current.result.query.pageIndex).toBe(2));
    await waitFor(() => expect(table.current.loading).toBe(false));
    expect(paging(listRequests(adapter).at(-1) as DataRequest)).toMatchObject({ beforeKey: [80, 80] });
    expect(table.current.pageIndex).toBe(1);
    expect(ids(table.current.result.rows)).toEqual(Array.from({ length: 20 }, (_, at) => 85 - at));
  });

  it("the pager's next and previous buttons send the keys of the page shown", async () => {
    const adapter = ordersAdapter(45);
    renderList(orderList(), { adapter });
    await waitForRowCount(20);
    const button = (which: 'next' | 'prev') => document.querySelector(`.srm-grid-pager .arco-pagination-item-${which}`) as HTMLElement;
    const rowKeys = () => bodyRows().map((row) => row.getAttribute('data-row-key'));
    const firstPage = rowKeys();
    fireEvent.click(button('next'));
    await waitFor(() => expect(paging(listRequests(adapter).at(-1) as DataRequest)).toMatchObject({ pageIndex: 2, afterKey: [26, 26] }));
    await waitFor(() => expect(rowKeys()).not.toEqual(firstPage));
    fireEvent.click(button('next'));
    await waitForRows(5);
    expect(paging(listRequests(adapter).at(-1) as DataRequest)).toMatchObject({ pageIndex: 3, afterKey: [6, 6] });
    expect(document.querySelector('.srm-grid-pager .arco-pagination-item-active')?.textContent).toBe('3');
    fireEvent.click(button('prev'));
    await waitForRowCount(20);
    expect(paging(listRequests(adapter).at(-1) as DataRequest)).toMatchObject({ pageIndex: 2, beforeKey: [5, 5] });
    expect(document.querySelector('.srm-grid-pager .arco-pagination-item-active')?.textContent).toBe('2');
    fireEvent.click(button('prev'));
    await waitFor(() => expect(rowKeys()).toEqual(firstPage));
    expect(paging(listRequests(adapter).at(-1) as DataRequest)).toEqual({ pageIndex: 1, pageRows: 20 });
  });
});

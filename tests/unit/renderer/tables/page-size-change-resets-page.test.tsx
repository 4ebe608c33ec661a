import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { orderRowsProbe, ordersAdapter, renderInShell } from '../grid/grid-kit';

failOnConsoleError();

/** Spec 000 §4: changing the page size goes back to page 1; another page of the same size is loaded as asked. */
const table = orderRowsProbe();

describe('a new page size', () => {
  it('loads page 1 of the new size; the same size keeps the page asked for', async () => {
    const adapter = ordersAdapter(120);
    renderInShell(<table.Probe />, { adapter });
    await waitFor(() => expect(table.current.loading).toBe(false));
    act(() => table.current.changePage(3, 20));
    await waitFor(() => expect(table.current.result.query).toMatchObject({ pageIndex: 3, pageSize: 20 }));
    act(() => table.current.changePage(3, 50));
    await waitFor(() => expect(table.current.result.query).toMatchObject({ pageIndex: 1, pageSize: 50 }));
    const lists = adapter.requests.filter((request) => request.operation === 'listByPage');
    expect(lists.map((request) => [request.body?.pageIndex, request.body?.pageRows])).toEqual([
      [1, 20],
      [3, 20],
      [1, 50],
    ]);
    expect(table.current.result.rows).toHaveLength(50);
  });
});

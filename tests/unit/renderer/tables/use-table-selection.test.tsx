import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GridRow } from '../../../../renderer/grid/layout/grid-table';
import type { TableResult } from '../../../../renderer/tables/use-table-rows';
import { useTableSelection } from '../../../../renderer/tables/use-table-selection';
import { failOnConsoleError } from '../support/console-guard';

failOnConsoleError();

/**
 * renderer/tables/use-table-selection.ts (spec 000 §4): the page's own selection is cleared after each
 * load; a cross-page one is kept until page 1 loads again or the page size changes.
 */
let current: ReturnType<typeof useTableSelection>;

function Harness({ crossPage, result }: { crossPage: boolean; result: TableResult }) {
  current = useTableSelection({ crossPage, keyFields: ['id'] }, result);
  return null;
}

const rowsOf = (from: number, count: number): GridRow[] => Array.from({ length: count }, (_, index) => ({ id: from + index }));
const loaded = (pageIndex: number, pageSize = 2): TableResult => ({
  rows: rowsOf((pageIndex - 1) * pageSize + 1, pageSize),
  total: 10,
  query: { pageIndex, pageSize, filters: {}, generation: 0 },
  pageIndex,
});

function mount(crossPage: boolean, first: TableResult) {
  const view = render(<Harness crossPage={crossPage} result={first} />);
  return (next: TableResult) => view.rerender(<Harness crossPage={crossPage} result={next} />);
}

function check(rows: GridRow[]) {
  act(() => current.selection.onToggle(rows, true));
}

const keys = () => current.selectedRows.map((row) => row.id);

describe('useTableSelection', () => {
  it('clears the page’s own selection after every load, the same page included', () => {
    const load = mount(false, loaded(2));
    check([{ id: 3 }]);
    expect(keys()).toEqual([3]);
    load(loaded(2));
    expect(keys()).toEqual([]);
  });

  it('keeps a cross-page selection across pages of the same size', () => {
    const load = mount(true, loaded(1));
    check([{ id: 1 }]);
    load(loaded(2));
    check([{ id: 3 }]);
    load(loaded(3));
    expect(keys()).toEqual([1, 3]);
    // The same page again (a refresh of page 3) keeps it too.
    load(loaded(3));
    expect(keys()).toEqual([1, 3]);
    expect(current.selection.selected.has('1')).toBe(true);
  });

  it('clears a cross-page selection when page 1 loads again', () => {
    const load = mount(true, loaded(2));
    check([{ id: 3 }, { id: 4 }]);
    load(loaded(1));
    expect(keys()).toEqual([]);
  });

  it('clears a cross-page selection when the page size changes', () => {
    const load = mount(true, loaded(2));
    check([{ id: 3 }]);
    load(loaded(3, 5));
    expect(keys()).toEqual([]);
  });

  it('unchecks, and clears on demand', () => {
    mount(true, loaded(2));
    check([{ id: 3 }, { id: 4 }]);
    act(() => current.selection.onToggle([{ id: 3 }], false));
    expect(keys()).toEqual([4]);
    act(() => current.clear());
    expect(keys()).toEqual([]);
  });
});

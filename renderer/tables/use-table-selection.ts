import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GridRow } from '../grid/layout/grid-table';
import { rowKeyFor, toggleRows } from '../grid/selection/row-selection';
import type { TableResult } from './use-table-rows';

/**
 * Row selection of a paged table (spec 000 §4), kept by row key. Without pageSelection it is the page's
 * own and cleared after each load; with pageSelection.keyFields, rows checked on other pages stay
 * checked (the cross-page set) until page 1 is requested again or the page size changes. Bulk actions
 * act on the whole set.
 */
export function useTableSelection(options: { crossPage: boolean; keyFields: readonly string[] }, result: TableResult) {
  const { crossPage } = options;
  const keyFieldsKey = options.keyFields.join(',');
  const rowKey = useMemo(() => rowKeyFor(keyFieldsKey.split(',')), [keyFieldsKey]);
  const [chosen, setChosen] = useState<ReadonlyMap<string, GridRow>>(new Map());
  const lastPageSize = useRef(result.query.pageSize);

  useEffect(() => {
    const sizeChanged = lastPageSize.current !== result.query.pageSize;
    lastPageSize.current = result.query.pageSize;
    if (!crossPage || result.query.pageIndex === 1 || sizeChanged) setChosen(new Map());
  }, [result, crossPage]);

  const toggle = useCallback((rows: readonly GridRow[], checked: boolean) => setChosen((current) => toggleRows(current, rows, rowKey, checked)), [rowKey]);
  const clear = useCallback(() => setChosen(new Map()), []);
  const selectedRows = useMemo(() => [...chosen.values()], [chosen]);
  const selection = useMemo(() => ({ selected: chosen, onToggle: toggle }), [chosen, toggle]);
  return { rowKey, selection, selectedRows, clear, crossPage };
}

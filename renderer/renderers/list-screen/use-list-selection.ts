import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ListScreenModel } from './list-model';
import type { ListResult, ListRow } from './use-list-data';

export function rowKeyOf(model: ListScreenModel, row: ListRow): string {
  return model.rowKeyFields.map((field) => String(row[field] ?? '')).join('|');
}

/**
 * Row selection of a list (spec 000 §4): the page selection is cleared after each load. With
 * pageSelection configured, a cross-page set keeps rows chosen on other pages; it is cleared when the
 * first page is requested again or the page size changes.
 */
export function useListSelection(model: ListScreenModel, result: ListResult) {
  const crossPage = Boolean(model.table.pageSelection);
  const [pageKeys, setPageKeys] = useState<string[]>([]);
  const [acrossPages, setAcrossPages] = useState<ReadonlyMap<string, ListRow>>(new Map());
  const lastPageSize = useRef(result.query.pageSize);

  useEffect(() => {
    setPageKeys([]);
    const sizeChanged = lastPageSize.current !== result.query.pageSize;
    lastPageSize.current = result.query.pageSize;
    if (result.query.pageIndex === 1 || sizeChanged) setAcrossPages(new Map());
  }, [result]);

  const checkedKeys = useMemo(() => {
    if (!crossPage) return pageKeys;
    return result.rows.map((row) => rowKeyOf(model, row)).filter((key) => acrossPages.has(key));
  }, [crossPage, pageKeys, acrossPages, result.rows, model]);

  const select = useCallback(
    (keys: (string | number)[]) => {
      const chosen = new Set(keys.map(String));
      setPageKeys([...chosen]);
      setAcrossPages((current) => {
        const next = new Map(current);
        for (const row of result.rows) {
          const key = rowKeyOf(model, row);
          if (chosen.has(key)) next.set(key, row);
          else next.delete(key);
        }
        return next;
      });
    },
    [result.rows, model],
  );

  const clear = useCallback(() => {
    setPageKeys([]);
    setAcrossPages(new Map());
  }, []);

  const selectedRows = useMemo(() => {
    if (crossPage) return [...acrossPages.values()];
    const chosen = new Set(pageKeys);
    return result.rows.filter((row) => chosen.has(rowKeyOf(model, row)));
  }, [crossPage, acrossPages, pageKeys, result.rows, model]);

  return { checkedKeys, selectedRows, select, clear, crossPage };
}

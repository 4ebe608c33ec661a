import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageInfo } from '../../../src/shared/api/envelope';
import { useDataAdapter } from '../../context/data-adapter-context';
import type { MenuContext } from '../../data/data-adapter';
import type { ListScreenModel } from './list-model';

export type ListRow = Record<string, unknown>;

export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface ListQuery {
  pageIndex: number;
  pageSize: number;
  filters: Record<string, unknown>;
  sort?: ListSort;
  /** Bumped to run the same query again (refresh, after a delete or an action). */
  generation: number;
}

export interface ListResult {
  rows: ListRow[];
  total: number;
  /** The server stopped counting (docs/api.md, paging): at least `total` rows match. */
  totalIsLowerBound?: boolean;
  /** The query that produced these rows: sequence numbers must follow it, not the one loading. */
  query: ListQuery;
}

/** Paged loading of a list: loading flag on during a request, off on success or failure (spec 000 §4). */
export function useListData(model: ListScreenModel, menu: MenuContext) {
  const adapter = useDataAdapter();
  const [query, setQuery] = useState<ListQuery>({
    pageIndex: 1,
    pageSize: model.table.pageSize,
    filters: {},
    generation: 0,
  });
  const [result, setResult] = useState<ListResult>({ rows: [], total: 0, query });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const ticket = useRef(0);

  useEffect(() => {
    const mine = ++ticket.current;
    setLoading(true);
    const body: Record<string, unknown> = {
      ...model.table.searchParams,
      ...query.filters,
      pageIndex: query.pageIndex,
      pageRows: query.pageSize,
    };
    if (query.sort) {
      body.sortField = query.sort.field;
      body.sortOrder = query.sort.order;
    }
    adapter
      .request<ListRow[]>({ ...model.api, body, menu })
      .then((answer) => {
        if (mine !== ticket.current) return;
        if (answer.status === 'S') {
          const rows = Array.isArray(answer.data) ? answer.data : [];
          const page: PageInfo | undefined = answer.page;
          setResult({ rows, total: page?.count ?? answer.count ?? rows.length, totalIsLowerBound: page?.countCapped === true, query });
          setError(undefined);
        } else {
          setResult({ rows: [], total: 0, query });
          setError(answer.msg);
        }
      })
      .catch((failure: unknown) => {
        if (mine !== ticket.current) return;
        setResult({ rows: [], total: 0, query });
        setError(failure instanceof Error ? failure.message : String(failure));
      })
      .finally(() => {
        if (mine === ticket.current) setLoading(false);
      });
  }, [adapter, model, menu, query]);

  const search = useCallback((filters: Record<string, unknown>) => {
    setQuery((current) => ({ ...current, filters, pageIndex: 1, generation: current.generation + 1 }));
  }, []);

  /** Changing the page size goes back to page 1 (spec 000 §4). */
  const changePage = useCallback((pageIndex: number, pageSize: number) => {
    setQuery((current) => ({
      ...current,
      pageIndex: pageSize === current.pageSize ? pageIndex : 1,
      pageSize,
    }));
  }, []);

  const sortBy = useCallback((sort: ListSort | undefined) => {
    setQuery((current) => ({ ...current, sort, pageIndex: 1 }));
  }, []);

  const reload = useCallback(() => {
    setQuery((current) => ({ ...current, generation: current.generation + 1 }));
  }, []);

  return { query, result, loading, error, search, changePage, sortBy, reload };
}

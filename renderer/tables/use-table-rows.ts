import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageInfo } from '../../src/shared/api/envelope';
import { useDataAdapter } from '../context/data-adapter-context';
import type { MenuContext } from '../data/data-adapter';
import type { GridSort } from '../grid/header/sort-control';
import type { GridRow } from '../grid/layout/grid-table';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { seekFrom, shownPage, type PageSeek, type ShownPage } from './page-seek';
import type { TableApi } from './table-model';

export interface TableQuery {
  pageIndex: number;
  pageSize: number;
  filters: Record<string, unknown>;
  sort?: GridSort;
  /** The page read by key from the page shown before (next or previous); none reads it by `pageIndex`. */
  seek?: PageSeek;
  /** Bumped to run the same query again (refresh, after a delete or an action). */
  generation: number;
}

export interface TableResult extends ShownPage {
  rows: GridRow[];
  total: number;
  /** The server stopped counting (docs/api.md, paging): at least `total` rows match. */
  totalIsLowerBound?: boolean;
  /** The query that produced these rows: sequence numbers must follow it, not the one loading. */
  query: TableQuery;
}

export interface TableRowsOptions {
  /** The table's api; none makes every load fail with "please configure the API attribute". */
  api: TableApi | undefined;
  searchParams?: Readonly<Record<string, unknown>>;
  pageSize: number;
  menu: MenuContext;
  /** The load event: the rows of each load, or null when it failed (spec 000 §8). */
  onLoad?: (rows: GridRow[] | null) => void;
  /** Filters of the first load. */
  initialFilters?: Record<string, unknown>;
}

/**
 * Paged loading of a table (spec 000 §4): a loading flag during each request, cleared on success and on
 * failure; a new page size goes back to page 1; answers that arrive after a newer request are dropped.
 * Next and previous page go by the keys of the page shown, so they cost the same on page 5,000 as on page 1.
 */
export function useTableRows({ api, searchParams, pageSize, menu, onLoad, initialFilters }: TableRowsOptions) {
  const adapter = useDataAdapter();
  const { t } = useRendererI18n();
  const [query, setQuery] = useState<TableQuery>({ pageIndex: 1, pageSize, filters: initialFilters ?? {}, generation: 0 });
  const [result, setResult] = useState<TableResult>({ rows: [], total: 0, query, pageIndex: query.pageIndex });
  const shown = useRef(result);
  shown.current = result;
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | undefined>();
  /** A status M answer: a message that is no failure (an optional service not configured), shown calmly. */
  const [notice, setNotice] = useState<string | undefined>();
  const ticket = useRef(0);
  const loaded = useRef(onLoad);
  loaded.current = onLoad;

  useEffect(() => {
    const mine = ++ticket.current;
    const fail = (message: string) => {
      setResult({ rows: [], total: 0, query, pageIndex: query.pageIndex });
      setError(message);
      setNotice(undefined);
      loaded.current?.(null);
    };
    if (!api) {
      fail(t('list.configureApi'));
      setLoading(false);
      return;
    }
    setLoading(true);
    // A page read by key carries its number too: the server answers it as the page shown (curIndex).
    const body: Record<string, unknown> = { ...searchParams, ...query.filters, ...query.seek, pageIndex: query.pageIndex, pageRows: query.pageSize };
    if (query.sort) {
      body.sortField = query.sort.field;
      body.sortOrder = query.sort.order;
    }
    adapter
      .request<GridRow[]>({ ...api, body, menu })
      .then((answer) => {
        if (mine !== ticket.current) return;
        if (answer.status === 'M') {
          setResult({ rows: [], total: 0, query, pageIndex: query.pageIndex });
          setError(undefined);
          setNotice(answer.msg);
          loaded.current?.([]);
          return;
        }
        if (answer.status !== 'S') {
          fail(answer.msg);
          return;
        }
        const rows = Array.isArray(answer.data) ? answer.data : [];
        const page: PageInfo | undefined = answer.page;
        const total = page?.count ?? answer.count ?? rows.length;
        setResult({ rows, total, totalIsLowerBound: page?.countCapped === true, query, ...shownPage(page, query.pageIndex) });
        setError(undefined);
        setNotice(undefined);
        loaded.current?.(rows);
      })
      .catch((failure: unknown) => {
        if (mine === ticket.current) fail(failure instanceof Error ? failure.message : String(failure));
      })
      .finally(() => {
        if (mine === ticket.current) setLoading(false);
      });
  }, [adapter, api, searchParams, menu, query, t]);

  const search = useCallback((filters: Record<string, unknown>) => {
    setQuery((current) => ({ ...current, filters, pageIndex: 1, seek: undefined, generation: current.generation + 1 }));
  }, []);

  /**
   * Changing the page size goes back to page 1 (spec 000 §4). The page just after or before the one shown
   * is read by key; any other page, or one asked for while another loads, by its number.
   */
  const changePage = useCallback((pageIndex: number, size: number) => {
    setQuery((current) => {
      if (size !== current.pageSize) return { ...current, pageIndex: 1, pageSize: size, seek: undefined };
      const loaded = shown.current.query === current;
      return { ...current, pageIndex, seek: loaded ? seekFrom(shown.current, pageIndex) : undefined };
    });
  }, []);

  const sortBy = useCallback((sort: GridSort | undefined) => {
    setQuery((current) => ({ ...current, sort, pageIndex: 1, seek: undefined }));
  }, []);

  const reload = useCallback(() => {
    setQuery((current) => ({ ...current, generation: current.generation + 1 }));
  }, []);

  /** The page the pager shows: the one asked for while it loads, then the one the server answered. */
  const pageIndex = result.query === query ? result.pageIndex : query.pageIndex;

  return { query, result, pageIndex, loading, error, notice, search, changePage, sortBy, reload };
}

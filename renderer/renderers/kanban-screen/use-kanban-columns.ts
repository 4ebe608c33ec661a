import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import { useDataAdapter } from '../../context/data-adapter-context';
import { entityResource, type MenuContext } from '../../data/data-adapter';
import type { KanbanScreenModel } from './kanban-model';

export type CardRow = Record<string, unknown>;

/** What one column shows: the cards loaded so far (the first `pages` pages) and how many there are. */
export interface ColumnData {
  rows: CardRow[];
  /** page.count of the last answer: all the cards of the status under the filters (a lower bound when capped). */
  count: number;
  countCapped: boolean;
  pages: number;
  loading: boolean;
  error?: string;
}

export const LOADING_COLUMN: ColumnData = { rows: [], count: 0, countCapped: false, pages: 0, loading: true };

type LoadMode = 'reset' | 'more' | 'refresh';

function pagesToLoad(mode: LoadMode, loaded: number): number[] {
  if (mode === 'reset') return [1];
  if (mode === 'more') return [loaded + 1];
  return Array.from({ length: Math.max(loaded, 1) }, (_, index) => index + 1);
}

function withoutDuplicates(rows: CardRow[], key: string): CardRow[] {
  const seen = new Set<unknown>();
  return rows.filter((row) => {
    if (seen.has(row[key])) return false;
    seen.add(row[key]);
    return true;
  });
}

export interface KanbanColumnsOptions {
  model: KanbanScreenModel;
  statuses: readonly string[];
  /** The search form's filters; a new object loads every column again from its first page. */
  filters: Readonly<Record<string, unknown>>;
  menu: MenuContext;
}

/**
 * The cards of every column, each column loaded on its own with the entity's listByPage (status filter,
 * search filters, the descriptor's fixed params), `pageSize` at a time. "Load more" appends the next page;
 * `refresh` loads again the pages a column shows (after a move). Answers overtaken by a newer load of the
 * same column are dropped.
 */
export function useKanbanColumns({ model, statuses, filters, menu }: KanbanColumnsOptions) {
  const adapter = useDataAdapter();
  const [columns, setColumns] = useState<ReadonlyMap<string, ColumnData>>(new Map());
  const tickets = useRef(new Map<string, number>());
  const loadedPages = useRef(new Map<string, number>());
  const { entity, workflow, pageSize, params } = model;

  const update = useCallback((status: string, change: (current: ColumnData) => ColumnData) => {
    setColumns((current) => new Map(current).set(status, change(current.get(status) ?? LOADING_COLUMN)));
  }, []);

  const fetchPage = useCallback(
    async (status: string, pageIndex: number): Promise<ApiEnvelope<CardRow[]>> => {
      // The column's status comes last: neither a fixed param nor a search may move a card to another column.
      const body = { ...params, ...filters, [workflow.statusField]: status, pageIndex, pageRows: pageSize };
      try {
        return await adapter.request<CardRow[]>({ service: entity.service, resource: entityResource(entity.name), operation: 'listByPage', body, menu });
      } catch (failure) {
        return { status: 'E', msg: failure instanceof Error ? failure.message : String(failure), data: [] };
      }
    },
    [adapter, entity, workflow.statusField, params, filters, pageSize, menu],
  );

  const load = useCallback(
    async (status: string, mode: LoadMode): Promise<void> => {
      const ticket = (tickets.current.get(status) ?? 0) + 1;
      tickets.current.set(status, ticket);
      const pages = pagesToLoad(mode, loadedPages.current.get(status) ?? 0);
      update(status, (current) => ({ ...current, loading: true }));
      const answers = await Promise.all(pages.map((pageIndex) => fetchPage(status, pageIndex)));
      if (tickets.current.get(status) !== ticket) return;
      const failed = answers.find((answer) => answer.status !== 'S');
      if (failed) {
        update(status, (current) => ({ ...current, loading: false, error: failed.msg }));
        return;
      }
      const fetched = answers.flatMap((answer) => (Array.isArray(answer.data) ? answer.data : []));
      const last = answers[answers.length - 1];
      const shownPages = pages[pages.length - 1];
      loadedPages.current.set(status, shownPages);
      update(status, (current) => {
        const rows = withoutDuplicates(mode === 'more' ? [...current.rows, ...fetched] : fetched, entity.primaryKey);
        return {
          rows,
          count: last.page?.count ?? last.count ?? rows.length,
          countCapped: last.page?.countCapped === true,
          pages: shownPages,
          loading: false,
        };
      });
    },
    [fetchPage, update, entity.primaryKey],
  );

  const statusKey = statuses.join('\n');
  useEffect(() => {
    loadedPages.current.clear();
    for (const status of statusKey.split('\n')) if (status !== '') void load(status, 'reset');
  }, [statusKey, load]);

  const loadMore = useCallback((status: string) => load(status, 'more'), [load]);
  const refresh = useCallback(
    (which: readonly string[]) => Promise.all(which.filter((status) => statusKey.split('\n').includes(status)).map((status) => load(status, 'refresh'))).then(() => undefined),
    [load, statusKey],
  );
  const refreshAll = useCallback(() => refresh(statusKey.split('\n')), [refresh, statusKey]);

  return { columns, loadMore, refresh, refreshAll };
}

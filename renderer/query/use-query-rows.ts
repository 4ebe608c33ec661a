import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataAdapter } from '../context/data-adapter-context';
import type { MenuContext } from '../data/data-adapter';
import type { GridRow } from '../grid/layout/grid-table';
import { queryBody, type QueryModel } from './query-model';

export interface QueryRows {
  rows: GridRow[];
  loading: boolean;
  /** The server's message when the last load failed. */
  error?: string;
  /** The body of the load the rows came from (the export sends the same). */
  body: Record<string, unknown>;
  reload: () => void;
}

/**
 * The rows of a query under the given filters, loaded through the data adapter for the menu the screen
 * or widget works under: again when the filters change or on reload; an answer that arrives after a
 * newer request is dropped. `enabled: false` loads nothing (a widget no menu leads to).
 */
export function useQueryRows(model: QueryModel, filters: Readonly<Record<string, unknown>>, menu: MenuContext, enabled = true): QueryRows {
  const adapter = useDataAdapter();
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<{ rows: GridRow[]; loading: boolean; error?: string; body: Record<string, unknown> }>({ rows: [], loading: enabled, body: {} });
  const ticket = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const mine = ++ticket.current;
    const body = queryBody(model, filters, new Date());
    setState((current) => ({ ...current, loading: true }));
    adapter.request<GridRow[]>({ ...model.api, body, menu }).then(
      (answer) => {
        if (mine !== ticket.current) return;
        if (answer.status === 'S') setState({ rows: Array.isArray(answer.data) ? answer.data : [], loading: false, body });
        else setState({ rows: [], loading: false, error: answer.msg, body });
      },
      (failure: unknown) => {
        if (mine === ticket.current) setState({ rows: [], loading: false, error: failure instanceof Error ? failure.message : String(failure), body });
      },
    );
  }, [adapter, model, filters, menu, enabled, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}

import { useMemo, useState, useSyncExternalStore } from 'react';
import { leafColumns } from '../columns/grid-column';
import { GridEditStore, type GridEditRules, type GridEditState } from './grid-edit-store';

/** What the grid reads to draw and drive inline editing. */
export interface GridEditing {
  state: GridEditState;
  store: GridEditStore;
}

export type GridEditingOptions = Omit<GridEditRules, 'editable'> & { columns: GridEditRules['editable'] };

/** A grid's inline editing: the store (kept for the grid's life) and its current state. */
export function useGridEditing({ columns, rowKey, tableEditable, editableWhen }: GridEditingOptions): GridEditing {
  const rules = useMemo<GridEditRules>(
    () => ({ editable: leafColumns(columns).filter((column) => column.editable), rowKey, tableEditable, editableWhen }),
    [columns, rowKey, tableEditable, editableWhen],
  );
  const [store] = useState(() => new GridEditStore(rules));
  // Plain fields the store reads on the next user action: safe to keep current during render.
  store.setRules(rules);
  const state = useSyncExternalStore(store.subscribe, store.getState);
  return useMemo(() => ({ state, store }), [state, store]);
}

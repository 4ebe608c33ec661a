import { useMemo, useState, useSyncExternalStore } from 'react';
import { leafColumns } from '../columns/grid-column';
import type { GridEditing } from './grid-edit-controller';
import { GridEditStore, type GridEditRules } from './grid-edit-store';

export type GridEditingOptions = Omit<GridEditRules, 'editable'> & { columns: GridEditRules['editable'] };

/**
 * A grid's inline editing with the changes kept as drafts until saved: the store (kept for the grid's
 * life), its current state, and the store as the grid's controller.
 */
export function useGridEditing({ columns, rowKey, tableEditable, editableWhen }: GridEditingOptions): GridEditing & { store: GridEditStore } {
  const rules = useMemo<GridEditRules>(
    () => ({ editable: leafColumns(columns).filter((column) => column.editable), rowKey, tableEditable, editableWhen }),
    [columns, rowKey, tableEditable, editableWhen],
  );
  const [store] = useState(() => new GridEditStore(rules));
  // Plain fields the store reads on the next user action: safe to keep current during render.
  store.setRules(rules);
  const state = useSyncExternalStore(store.subscribe, store.getState);
  return useMemo(() => ({ state, store, controller: store }), [state, store]);
}

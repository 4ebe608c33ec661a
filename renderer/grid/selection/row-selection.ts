import type { GridRow } from '../layout/grid-table';

/** The keys of the checked rows as the grid reads them: a Set of keys or a Map of key to row both fit. */
export interface SelectedKeys {
  has(key: string): boolean;
  readonly size: number;
}

/** The header check box: every row of the page checked, some, or none. */
export type PageCheckState = 'all' | 'some' | 'none';

export function pageCheckState(rows: readonly GridRow[], rowKey: (row: GridRow) => string, selected: SelectedKeys, locked?: (row: GridRow) => boolean): PageCheckState {
  if (rows.length === 0 || (selected.size === 0 && !locked)) return 'none';
  let checked = 0;
  for (const row of rows) if (selected.has(rowKey(row)) || locked?.(row)) checked += 1;
  if (checked === 0) return 'none';
  return checked === rows.length ? 'all' : 'some';
}

/**
 * The checked rows after the user checks or unchecks some: kept by key (pageSelection.keyFields), so rows
 * checked on other pages stay checked (spec 000 §4, cross-page selection).
 */
export function toggleRows(
  current: ReadonlyMap<string, GridRow>,
  rows: readonly GridRow[],
  rowKey: (row: GridRow) => string,
  checked: boolean,
): Map<string, GridRow> {
  const next = new Map(current);
  for (const row of rows) {
    const key = rowKey(row);
    if (checked) next.set(key, row);
    else next.delete(key);
  }
  return next;
}

/** A row key from its key fields (pageSelection.keyFields, else the primary key), joined when several. */
export function rowKeyFor(keyFields: readonly string[]): (row: GridRow) => string {
  if (keyFields.length === 1) {
    const [field] = keyFields;
    return (row) => String(row[field] ?? '');
  }
  return (row) => keyFields.map((field) => String(row[field] ?? '')).join('|');
}

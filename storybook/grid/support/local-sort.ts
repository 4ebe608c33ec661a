import type { GridSort } from '../../../renderer/grid/header/sort-control';
import type { GridRow } from '../../../renderer/grid/layout/grid-table';

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null || a === '') return 1;
  if (b === undefined || b === null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'zh-CN');
}

/**
 * The rows in the order a sorted header asks for. A list sorts on the server; a grid story has no
 * server, so it sorts its rows here to show the effect (empty values last either way).
 */
export function sortRowsLocally(rows: readonly GridRow[], sort: GridSort | undefined): readonly GridRow[] {
  if (!sort) return rows;
  const direction = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => compare(a[sort.field], b[sort.field]) * direction);
}

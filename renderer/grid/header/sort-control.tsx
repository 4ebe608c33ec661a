import { IconCaretDown, IconCaretUp } from '@arco-design/web-react/icon';

/** The server-side sort of a list: one column, ascending or descending. */
export interface GridSort {
  field: string;
  order: 'asc' | 'desc';
}

/** Ascending, then descending, then no sort: the usual cycle of a sortable header. */
export function nextSort(column: string, current: GridSort | undefined): GridSort | undefined {
  if (current?.field !== column) return { field: column, order: 'asc' };
  return current.order === 'asc' ? { field: column, order: 'desc' } : undefined;
}

export function SortControl({
  column,
  sort,
  onChange,
  labels,
}: {
  column: string;
  sort: GridSort | undefined;
  onChange: (sort: GridSort | undefined) => void;
  labels: { sortAscending: string; sortDescending: string; sortCancel: string };
}) {
  const order = sort?.field === column ? sort.order : undefined;
  const next = nextSort(column, sort);
  const label = next === undefined ? labels.sortCancel : next.order === 'asc' ? labels.sortAscending : labels.sortDescending;
  return (
    <button
      type="button"
      className="srm-grid-sort"
      aria-label={label}
      title={label}
      data-sort={order ?? 'none'}
      onClick={(event) => {
        event.stopPropagation();
        onChange(next);
      }}
    >
      <IconCaretUp className={order === 'asc' ? 'srm-grid-sort-on' : undefined} />
      <IconCaretDown className={order === 'desc' ? 'srm-grid-sort-on' : undefined} />
    </button>
  );
}

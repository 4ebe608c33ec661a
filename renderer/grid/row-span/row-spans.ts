import type { GridRow } from '../layout/grid-table';

/**
 * Merged cells of `rowSpanFields`: per field, where each row's merged cell starts and, at a start row,
 * how many rows it covers (0 elsewhere). Equal values in consecutive rows merge; a field merges only within
 * the groups of the fields before it, so an order's lines never merge with the next order's.
 */
export interface RowSpans {
  startOf: ReadonlyMap<string, Int32Array>;
  spanOf: ReadonlyMap<string, Int32Array>;
}

export const NO_ROW_SPANS: RowSpans = { startOf: new Map(), spanOf: new Map() };

function sameValue(left: unknown, right: unknown): boolean {
  if (left === undefined || left === null || left === '') return false;
  return left === right || (typeof left !== 'object' && String(left) === String(right));
}

export function computeRowSpans(rows: readonly GridRow[], fields: readonly string[]): RowSpans {
  if (fields.length === 0 || rows.length === 0) return NO_ROW_SPANS;
  const startOf = new Map<string, Int32Array>();
  const spanOf = new Map<string, Int32Array>();
  // A boundary before row i: set where any earlier field's group ends, so later fields cannot cross it.
  const boundary = new Uint8Array(rows.length);
  boundary[0] = 1;
  for (const field of fields) {
    const starts = new Int32Array(rows.length);
    const spans = new Int32Array(rows.length);
    let start = 0;
    for (let index = 0; index < rows.length; index += 1) {
      if (index > 0 && (boundary[index] === 1 || !sameValue(rows[index - 1][field], rows[index][field]))) {
        spans[start] = index - start;
        start = index;
        boundary[index] = 1;
      }
      starts[index] = start;
    }
    spans[start] = rows.length - start;
    startOf.set(field, starts);
    spanOf.set(field, spans);
  }
  return { startOf, spanOf };
}

/** Rows to draw besides the visible ones: the first row of every merged cell that reaches into view. */
export function spanStartsOf(spans: RowSpans, visible: readonly number[]): number[] {
  if (spans.startOf.size === 0 || visible.length === 0) return [...visible];
  const wanted = new Set(visible);
  for (const starts of spans.startOf.values()) {
    for (const index of visible) wanted.add(starts[index]);
  }
  return [...wanted].sort((a, b) => a - b);
}

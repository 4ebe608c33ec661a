import type { LeafCell } from '../layout/grid-layout.types';

/**
 * Pixels of center columns drawn beyond each side of the view when the drawn columns are chosen again: a
 * scroll to the side then finds some 240 px drawn beyond the view (a wheel step is about 100).
 */
export const COLUMN_OVERSCAN_PX = 240;
/** The drawn columns are kept while they reach at least this far beyond each side of the view. */
export const COLUMN_KEEP_PX = 80;

/** Center columns drawn: [from, to) of the center region's leaves. */
export interface DrawnColumns {
  from: number;
  to: number;
}

/** The part of the center columns in view, in the center region's pixels. */
export interface CenterPixels {
  from: number;
  to: number;
}

/** The center columns reaching into the pixel range [from, to). */
function columnsWithin(center: readonly LeafCell[], from: number, to: number): DrawnColumns {
  let first = 0;
  while (first < center.length && center[first].left + center[first].width <= from) first += 1;
  let last = first;
  while (last < center.length && center[last].left < to) last += 1;
  return { from: first, to: last };
}

function covers(center: readonly LeafCell[], drawn: DrawnColumns, from: number, to: number): boolean {
  if (drawn.to > center.length || drawn.from >= drawn.to) return false;
  const last = center[drawn.to - 1];
  const leftCovered = drawn.from === 0 || center[drawn.from].left <= from;
  const rightCovered = drawn.to === center.length || last.left + last.width >= to;
  return leftCovered && rightCovered;
}

/**
 * The center columns to draw for the view: those drawn before while they still reach COLUMN_KEEP_PX beyond
 * each side of it and no further than twice COLUMN_OVERSCAN_PX, else the columns within COLUMN_OVERSCAN_PX
 * of it. A scroll to the side then draws every row's cells again once per 160 px or so, not at every column
 * edge it crosses, and a vertical scroll draws a row's visible columns and about two more, not all thirty.
 */
export function centerColumnsDrawn(center: readonly LeafCell[], view: CenterPixels, before: DrawnColumns | undefined): DrawnColumns {
  if (center.length === 0 || view.to <= view.from) return { from: 0, to: 0 };
  if (before && covers(center, before, view.from - COLUMN_KEEP_PX, view.to + COLUMN_KEEP_PX)) {
    const widest = columnsWithin(center, view.from - 2 * COLUMN_OVERSCAN_PX, view.to + 2 * COLUMN_OVERSCAN_PX);
    if (before.from >= widest.from && before.to <= widest.to) return before;
  }
  return columnsWithin(center, view.from - COLUMN_OVERSCAN_PX, view.to + COLUMN_OVERSCAN_PX);
}

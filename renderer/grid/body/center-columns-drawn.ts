import type { LeafCell } from '../layout/grid-layout.types';

/**
 * Center columns drawn beyond each side of the view when they are chosen again, in viewport widths: a grid up
 * to twice as wide as its box is drawn whole. End-to-end journeys find a list's rows by the text of columns
 * out of view (a description) and read totals of columns scrolled away; 240 px (three fewer cells per row on
 * the bench's 30 columns, a scroll step's main-thread time about a tenth less) left those cells undrawn.
 */
export const COLUMN_OVERSCAN_VIEWPORTS = 0.5;
/** The drawn columns are kept while they reach at least this many viewport widths beyond each side of the view. */
export const COLUMN_KEEP_VIEWPORTS = 0.25;

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
 * The center columns to draw for the view in a box `viewport` px wide: those drawn before while they still
 * reach COLUMN_KEEP_VIEWPORTS beyond each side of it and no further than twice COLUMN_OVERSCAN_VIEWPORTS,
 * else the columns within COLUMN_OVERSCAN_VIEWPORTS of it. A scroll to the side then draws every row's cells
 * again once per quarter of the box's width, not at every column edge it crosses.
 */
export function centerColumnsDrawn(center: readonly LeafCell[], view: CenterPixels, viewport: number, before: DrawnColumns | undefined): DrawnColumns {
  if (center.length === 0 || view.to <= view.from) return { from: 0, to: 0 };
  const overscan = viewport * COLUMN_OVERSCAN_VIEWPORTS;
  const keep = viewport * COLUMN_KEEP_VIEWPORTS;
  if (before && covers(center, before, view.from - keep, view.to + keep)) {
    const widest = columnsWithin(center, view.from - 2 * overscan, view.to + 2 * overscan);
    if (before.from >= widest.from && before.to <= widest.to) return before;
  }
  return columnsWithin(center, view.from - overscan, view.to + overscan);
}

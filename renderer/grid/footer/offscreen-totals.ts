import type { FooterCell } from './footer-cells';

/** The part of the scrolling region in view, in the region's own coordinates. */
export interface CenterView {
  from: number;
  to: number;
}

export interface OffscreenTotals {
  /** Totals of columns scrolled out to the left, then those out to the right, in column order. */
  left: FooterCell[];
  right: FooterCell[];
}

/**
 * The footer's totals whose column is not wholly in view: a wide list scrolls its summed columns away, and
 * the summary row would then show only 合计 over empty cells. These are repeated at the edge of the view,
 * with their column's title, on the side where the column is.
 */
export function offscreenTotals(cells: readonly FooterCell[], hasValue: (key: string) => boolean, view: CenterView): OffscreenTotals {
  const left: FooterCell[] = [];
  const right: FooterCell[] = [];
  if (view.to <= view.from) return { left, right };
  for (const cell of cells) {
    if (cell.region !== 'center' || cell.kind !== 'value' || !cell.column || !hasValue(cell.column.key)) continue;
    if (cell.left < view.from) left.push(cell);
    else if (cell.left + cell.width > view.to) right.push(cell);
  }
  return { left, right };
}

import type { GridColumn } from '../columns/grid-column';
import { REGIONS, type GridLayout, type LeafCell, type Region } from '../layout/grid-layout.types';
import type { GridSummary } from './summary-values';

export interface FooterCell {
  id: string;
  region: Region;
  left: number;
  width: number;
  /** The title cell (合计 / Total), a column's total, or an empty cell (special columns, non-summed columns). */
  kind: 'title' | 'value' | 'empty';
  column?: GridColumn;
  /** The first leaf it is under (aria-colindex) and how many leaves it spans. */
  colIndex: number;
  colSpan: number;
}

function isLeading(leaf: LeafCell): boolean {
  return leaf.special === 'selection' || leaf.special === 'expand' || leaf.special === 'sequence';
}

/**
 * The footer row's cells over the shown columns: the title spans the grid's leading columns (or takes the
 * first column when there are none), and a mergeFooterItems entry widens its column's cell over the next
 * shown columns of the same region.
 */
export function footerCells(layout: GridLayout, summary: GridSummary): FooterCell[] {
  const cells: FooterCell[] = [];
  const spans = new Map(summary.merges.map((merge) => [merge.key, merge.colspan]));
  let titled = false;
  for (const region of REGIONS) {
    const leaves = layout.regions[region].leaves;
    let index = 0;
    while (index < leaves.length) {
      const leaf = leaves[index];
      if (!titled && isLeading(leaf)) {
        let end = index;
        while (end + 1 < leaves.length && isLeading(leaves[end + 1])) end += 1;
        const last = leaves[end];
        cells.push({ id: 'footer-title', region, left: leaf.left, width: last.left + last.width - leaf.left, kind: 'title', colIndex: leaf.colIndex, colSpan: end - index + 1 });
        titled = true;
        index = end + 1;
        continue;
      }
      const span = Math.min(spans.get(leaf.id) ?? 1, leaves.length - index);
      const last = leaves[index + span - 1];
      const width = last.left + last.width - leaf.left;
      if (!titled && leaf.column) {
        cells.push({ id: 'footer-title', region, left: leaf.left, width, kind: 'title', colIndex: leaf.colIndex, colSpan: span });
        titled = true;
      } else {
        cells.push({
          id: `footer-${leaf.id}`,
          region,
          left: leaf.left,
          width,
          kind: leaf.column ? 'value' : 'empty',
          column: leaf.column,
          colIndex: leaf.colIndex,
          colSpan: span,
        });
      }
      index += span;
    }
  }
  return cells;
}

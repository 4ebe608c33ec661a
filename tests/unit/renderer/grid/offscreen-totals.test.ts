import { describe, expect, it } from 'vitest';
import type { FooterCell } from '../../../../renderer/grid/footer/footer-cells';
import { offscreenTotals } from '../../../../renderer/grid/footer/offscreen-totals';
import { gridColumns } from './grid-kit';

/**
 * renderer/grid/footer/offscreen-totals.ts: the totals of summed columns not wholly in view, which the summary
 * row repeats at the edge of the view on their side, so 合计 never stands over empty cells only.
 */
const [nonTax, tax, status] = gridColumns([{ key: 'nonTaxTotalAmount' }, { key: 'taxTotalAmount' }, { key: 'status' }]);

const cells: FooterCell[] = [
  { id: 'footer-title', region: 'start', left: 0, width: 140, kind: 'title', colIndex: 1, colSpan: 2 },
  { id: 'footer-status', region: 'center', left: 0, width: 110, kind: 'value', column: status, colIndex: 3, colSpan: 1 },
  { id: 'footer-nonTaxTotalAmount', region: 'center', left: 800, width: 130, kind: 'value', column: nonTax, colIndex: 10, colSpan: 1 },
  { id: 'footer-taxTotalAmount', region: 'center', left: 930, width: 130, kind: 'value', column: tax, colIndex: 11, colSpan: 1 },
];
const summed = (key: string) => key !== 'status';
const keys = (list: FooterCell[]) => list.map((cell) => cell.column?.key);

describe('offscreenTotals', () => {
  it('lists the summed columns right of the view, the partly shown one included', () => {
    const result = offscreenTotals(cells, summed, { from: 0, to: 900 });
    expect(keys(result.left)).toEqual([]);
    expect(keys(result.right)).toEqual(['nonTaxTotalAmount', 'taxTotalAmount']);
  });

  it('lists none when they are in view, and those scrolled out to the left on the left', () => {
    expect(offscreenTotals(cells, summed, { from: 300, to: 1100 })).toEqual({ left: [], right: [] });
    const scrolledPast = offscreenTotals(cells, summed, { from: 940, to: 1700 });
    expect(keys(scrolledPast.left)).toEqual(['nonTaxTotalAmount', 'taxTotalAmount']);
    expect(keys(scrolledPast.right)).toEqual([]);
  });

  it('ignores columns without a total and a box without size', () => {
    expect(offscreenTotals(cells, () => false, { from: 0, to: 100 })).toEqual({ left: [], right: [] });
    expect(offscreenTotals(cells, summed, { from: 0, to: 0 })).toEqual({ left: [], right: [] });
  });
});

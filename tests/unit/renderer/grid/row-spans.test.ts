import { describe, expect, it } from 'vitest';
import { computeRowSpans, NO_ROW_SPANS, spanStartsOf } from '../../../../renderer/grid/row-span/row-spans';

/** renderer/grid/row-span/row-spans.ts: merged cells of rowSpanFields, and the rows a view must draw. */
const rows = [
  { order: 'A', supplier: 'S1', line: 1 },
  { order: 'A', supplier: 'S1', line: 2 },
  { order: 'A', supplier: 'S2', line: 3 },
  { order: 'B', supplier: 'S2', line: 4 },
  { order: 'B', supplier: 'S2', line: 5 },
  { order: 'C', supplier: 'S2', line: 6 },
];

describe('computeRowSpans', () => {
  it('merges equal consecutive values: start row of each row, span at each start', () => {
    const spans = computeRowSpans(rows, ['order']);
    expect([...(spans.startOf.get('order') ?? [])]).toEqual([0, 0, 0, 3, 3, 5]);
    expect([...(spans.spanOf.get('order') ?? [])]).toEqual([3, 0, 0, 2, 0, 1]);
  });

  it('merges a later field only inside the groups of the earlier ones', () => {
    const spans = computeRowSpans(rows, ['order', 'supplier']);
    // S2 runs over rows 2-5 but orders A, B and C split it.
    expect([...(spans.startOf.get('supplier') ?? [])]).toEqual([0, 0, 2, 3, 3, 5]);
    expect([...(spans.spanOf.get('supplier') ?? [])]).toEqual([2, 0, 1, 2, 0, 1]);
    // Alone, the same field merges across orders.
    expect([...(computeRowSpans(rows, ['supplier']).spanOf.get('supplier') ?? [])]).toEqual([2, 0, 4, 0, 0, 0]);
  });

  it('never merges empty values; compares numbers and their text alike', () => {
    const spans = computeRowSpans([{ v: null }, { v: null }, { v: '' }, { v: '' }, { v: 7 }, { v: '7' }, { v: undefined }], ['v']);
    expect([...(spans.spanOf.get('v') ?? [])]).toEqual([1, 1, 1, 1, 2, 0, 1]);
  });

  it('has nothing to merge without fields or rows', () => {
    expect(computeRowSpans(rows, [])).toBe(NO_ROW_SPANS);
    expect(computeRowSpans([], ['order'])).toBe(NO_ROW_SPANS);
  });
});

describe('spanStartsOf', () => {
  it('adds the first row of every merged cell reaching into view', () => {
    const spans = computeRowSpans(rows, ['order', 'supplier']);
    // Rows 4 and 5 visible: row 3 starts B's merged cell.
    expect(spanStartsOf(spans, [4, 5])).toEqual([3, 4, 5]);
    expect(spanStartsOf(spans, [1, 2])).toEqual([0, 1, 2]);
    expect(spanStartsOf(NO_ROW_SPANS, [4, 5])).toEqual([4, 5]);
  });
});

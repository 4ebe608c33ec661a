import { describe, expect, it } from 'vitest';
import { summaryValues, type GridSummary } from '../../../../renderer/grid/footer/summary-values';

/** renderer/grid/footer/summary-values.ts (spec 000 §5): sums ignore non-numbers; means divide by the row count. */
const summary = (sumKeys: string[], meanKeys: string[] = []): GridSummary => ({ title: '合计', sumKeys, meanKeys, merges: [] });

const rows = [
  { qty: 10, price: 4, note: 'a' },
  { qty: '2.5', price: 'n/a', note: 'b' },
  { qty: null, price: 8, note: 'c' },
  { qty: undefined, price: '', note: 'd' },
];

describe('summaryValues', () => {
  it('sums numbers and numeric text, ignoring everything else', () => {
    expect(summaryValues(rows, summary(['qty'])).get('qty')).toBe(12.5);
    expect(summaryValues(rows, summary(['note'])).get('note')).toBe(0);
  });

  it('averages over the row count, not over the numeric values', () => {
    // (4 + 8) / 4 rows = 3, not (4 + 8) / 2 = 6.
    expect(summaryValues(rows, summary([], ['price'])).get('price')).toBe(3);
  });

  it('gives 0 on an empty page rather than NaN', () => {
    const values = summaryValues([], summary(['qty'], ['price']));
    expect(values.get('qty')).toBe(0);
    expect(values.get('price')).toBe(0);
  });

  it('keeps the sum of a field listed both ways, and only the listed fields', () => {
    const values = summaryValues(rows, summary(['qty'], ['qty', 'price']));
    expect(values.get('qty')).toBe(12.5);
    expect([...values.keys()].sort()).toEqual(['price', 'qty']);
  });
});

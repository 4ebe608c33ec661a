import { describe, expect, it } from 'vitest';
import type { GridSummary } from '../../../../renderer/grid/footer/summary-values';
import { unitTotals, unitTotalsText } from '../../../../renderer/grid/footer/unit-totals';

/** renderer/grid/footer/unit-totals.ts: a summed column with a unit field totals per unit when its rows mix units. */
const summary = (units: Record<string, string>, sumKeys = ['qty']): GridSummary => ({ title: '合计', sumKeys, meanKeys: [], merges: [], units });

describe('unitTotals', () => {
  it('totals a quantity per unit, in the order the rows first name each unit, in decimal', () => {
    const rows = [
      { qty: 100, uom: 'PCS' },
      { qty: 0.1, uom: 'KG' },
      { qty: '20', uom: 'PCS' },
      { qty: 29.9 + 0, uom: 'KG' },
      { qty: 0.2, uom: 'KG' },
    ];
    expect(unitTotals(rows, summary({ qty: 'uom' })).get('qty')).toEqual([
      { unit: 'PCS', total: 120 },
      { unit: 'KG', total: 30.2 },
    ]);
  });

  it('gives nothing for a column whose rows share one unit: it totals as any column does', () => {
    expect(unitTotals([{ qty: 1, uom: 'PCS' }, { qty: 2, uom: 'PCS' }], summary({ qty: 'uom' })).size).toBe(0);
  });

  it('keeps rows without a unit apart, and ignores a unit field of a column that is not summed', () => {
    const rows = [{ qty: 1, uom: 'PCS', price: 3 }, { qty: 2, uom: null, price: 4 }];
    expect(unitTotals(rows, summary({ qty: 'uom', price: 'uom' })).get('qty')).toEqual([
      { unit: 'PCS', total: 1 },
      { unit: '', total: 2 },
    ]);
    expect(unitTotals(rows, summary({ qty: 'uom', price: 'uom' })).has('price')).toBe(false);
  });

  it('names units through the label it is given and joins them: 120 个 · 30.2 千克', () => {
    const rows = [{ qty: 120, uom: 'PCS' }, { qty: 30.2, uom: 'KG' }];
    const meanings: Record<string, string> = { PCS: '个', KG: '千克' };
    const totals = unitTotals(rows, summary({ qty: 'uom' }), (_field, unit) => meanings[unit]).get('qty') ?? [];
    expect(unitTotalsText(totals, (total) => total.toFixed(1))).toBe('120.0 个 · 30.2 千克');
  });
});

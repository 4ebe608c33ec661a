import { fireEvent, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../../support/console-guard';
import { bodyRows, cellOf } from '../../support/grid-dom';
import { openOrderEdit } from '../../support/open-order-edit';

/**
 * A line grid's `summaryUnits` (the order's `{ "demandQty": "uomCode" }`): a quantity total adds up only
 * the same unit, so lines of pieces and kilograms total "120 Piece · 30 Kilogram" (units named as the unit
 * column shows them), as the user types.
 */
failOnConsoleError();
beforeEach(() => localStorage.clear());

const line = (id: number, demandQty: number, uomCode: string) => ({
  poLineId: id, lineNumber: id, itemName: `物料${id}`, uomCode, demandQty, taxPrice: 1, taxTotalPrice: demandQty, demandDate: '2024-02-01', taxRateCode: 'VAT13',
});


const footer = (grid: HTMLElement, key: string) => grid.querySelector(`.srm-grid-summary [data-summary="${key}"]`)?.textContent;

describe('quantity totals per unit', () => {
  it('totals the quantity of each unit apart when the lines mix units, and follows a typed quantity', async () => {
    const { grid } = await openOrderEdit([line(1, 100, 'PCS'), line(2, 30, 'KG'), line(3, 20, 'PCS')]);
    expect(footer(grid, 'demandQty')).toBe('120 Piece · 30 Kilogram');
    // Amounts are money in one currency: they still add up across units.
    expect(footer(grid, 'taxTotalPrice')).toBe('150.00');
    fireEvent.click(cellOf(bodyRows(grid)[1], 'itemName'));
    await waitFor(() => expect(cellOf(bodyRows(grid)[1], 'demandQty').querySelector('input')).not.toBeNull());
    fireEvent.change(cellOf(bodyRows(grid)[1], 'demandQty').querySelector('input') as HTMLInputElement, { target: { value: '42.5' } });
    await waitFor(() => expect(footer(grid, 'demandQty')).toBe('120 Piece · 42.5 Kilogram'));
  });

  it('totals plainly when every line has the same unit', async () => {
    const { grid } = await openOrderEdit([line(1, 100, 'PCS'), line(2, 20, 'PCS')]);
    expect(footer(grid, 'demandQty')).toBe('120');
  });
});

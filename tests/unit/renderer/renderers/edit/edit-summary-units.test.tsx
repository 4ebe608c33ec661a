import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../../renderer/data/memory-adapter';
import { failOnConsoleError } from '../../support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from '../../support/fixtures';
import { bodyRows, cellOf, waitForRows } from '../../support/grid-dom';
import { renderScreen } from '../../support/render-screen';

/**
 * A line grid's `summaryUnits` (the order's `{ "demandQty": "uomCode" }`): a quantity total adds up only
 * the same unit, so lines of pieces and kilograms total "120 Piece · 30 Kilogram" (units named as the unit
 * column shows them), as the user types.
 */
failOnConsoleError();
beforeEach(() => localStorage.clear());

const PO_EDIT = 'purOrderManage/purchaseOrderEdit';
const line = (id: number, demandQty: number, uomCode: string) => ({
  poLineId: id, lineNumber: id, itemName: `物料${id}`, uomCode, demandQty, taxPrice: 1, taxTotalPrice: demandQty, demandDate: '2024-02-01', taxRateCode: 'VAT13',
});

async function openOrder(lines: Record<string, unknown>[]) {
  const adapter = createMemoryAdapter({
    entities: allEntities,
    records: { ...baseRecords, srmPoHeader: [{ ...purchaseOrder(1), lines }] },
    lookups: lookupSeed,
    resources: ALL_RESOURCES,
    user: { userId: 1, userType: 'internal', supplierId: null },
  });
  renderScreen({ route: PO_EDIT, adapter, params: { id: '1' }, language: 'EN' });
  await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
  const grid = document.querySelector('.srm-lines-grid') as HTMLElement;
  await waitForRows(lines.length, grid);
  return grid;
}

const footer = (grid: HTMLElement, key: string) => grid.querySelector(`.srm-grid-summary [data-summary="${key}"]`)?.textContent;

describe('quantity totals per unit', () => {
  it('totals the quantity of each unit apart when the lines mix units, and follows a typed quantity', async () => {
    const grid = await openOrder([line(1, 100, 'PCS'), line(2, 30, 'KG'), line(3, 20, 'PCS')]);
    expect(footer(grid, 'demandQty')).toBe('120 Piece · 30 Kilogram');
    // Amounts are money in one currency: they still add up across units.
    expect(footer(grid, 'taxTotalPrice')).toBe('150.00');
    fireEvent.click(cellOf(bodyRows(grid)[1], 'itemName'));
    await waitFor(() => expect(cellOf(bodyRows(grid)[1], 'demandQty').querySelector('input')).not.toBeNull());
    fireEvent.change(cellOf(bodyRows(grid)[1], 'demandQty').querySelector('input') as HTMLInputElement, { target: { value: '42.5' } });
    await waitFor(() => expect(footer(grid, 'demandQty')).toBe('120 Piece · 42.5 Kilogram'));
  });

  it('totals plainly when every line has the same unit', async () => {
    const grid = await openOrder([line(1, 100, 'PCS'), line(2, 20, 'PCS')]);
    expect(footer(grid, 'demandQty')).toBe('120');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, waitForRows } from '../support/grid-dom';
import { orderList, ordersAdapter, renderList } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/**
 * Issue: rowSpanFields merge equal values of consecutive rows into one cell, N rows (N × 36) high; a later
 * field merges only inside the groups of the fields before it.
 */
// Orders 5..1 come newest first: status DRAFT DRAFT DRAFT APPROVED APPROVED, poType STANDARD STANDARD SERVICE SERVICE SERVICE.
const STATUS = ['APPROVED', 'APPROVED', 'DRAFT', 'DRAFT', 'DRAFT'];
const TYPE = ['SERVICE', 'SERVICE', 'SERVICE', 'STANDARD', 'STANDARD'];

const descriptor = orderList({
  table: { rowSpanFields: ['status', 'poType'] },
  columns: [
    { key: 'poNumber', width: 170 },
    { key: 'status', width: 120, lookup: { typeCode: 'PO_STATUS' } },
    { key: 'poType', width: 120, lookup: { typeCode: 'PO_TYPE' } },
  ],
});

function spanCell(rowIndex: number, key: string): HTMLElement | null {
  return bodyRows()[rowIndex].querySelector<HTMLElement>(`[data-cell$=":${key}"]`);
}

describe('merged cells of rowSpanFields', () => {
  it('draws one cell N × 36 high for equal consecutive values, and none in the rows it covers', async () => {
    renderList(descriptor, { adapter: ordersAdapter(5, { row: (index) => ({ status: STATUS[index], poType: TYPE[index] }) }) });
    await waitForRows(5);
    expect(bodyRows().map((row) => row.getAttribute('data-row-key'))).toEqual(['5', '4', '3', '2', '1']);
    // status: rows 0-2 (DRAFT) and 3-4 (APPROVED).
    expect(spanCell(0, 'status')?.style.height).toBe('108px');
    expect(spanCell(0, 'status')?.classList.contains('srm-grid-cell-merged')).toBe(true);
    expect(spanCell(0, 'status')?.textContent).toBe('拟定');
    expect(spanCell(1, 'status')).toBeNull();
    expect(spanCell(2, 'status')).toBeNull();
    expect(spanCell(3, 'status')?.style.height).toBe('72px');
    expect(spanCell(3, 'status')?.textContent).toBe('已审批');
    expect(spanCell(4, 'status')).toBeNull();
    // Columns not listed are never merged.
    for (const row of bodyRows()) expect(cellOf(row, 'poNumber').style.height).toBe('36px');
  });

  it('merges a later field only inside the groups of the earlier one', async () => {
    renderList(descriptor, { adapter: ordersAdapter(5, { row: (index) => ({ status: STATUS[index], poType: TYPE[index] }) }) });
    await waitForRows(5);
    // poType STANDARD in rows 0-1; SERVICE in rows 2-4 crosses the status boundary between rows 2 and 3.
    expect(spanCell(0, 'poType')?.style.height).toBe('72px');
    expect(spanCell(1, 'poType')).toBeNull();
    expect(spanCell(2, 'poType')?.style.height).toBe('36px');
    expect(spanCell(2, 'poType')?.classList.contains('srm-grid-cell-merged')).toBe(false);
    expect(spanCell(3, 'poType')?.style.height).toBe('72px');
    expect(spanCell(3, 'poType')?.textContent).toBe('服务订单');
    expect(spanCell(4, 'poType')).toBeNull();
  });
});

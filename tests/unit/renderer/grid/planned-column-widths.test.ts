import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TableColumn } from '../../../../renderer/descriptors/column.schema';
import { leafColumns } from '../../../../renderer/grid/columns/grid-column';
import { PLANNED_WIDTHS } from '../../../../src/shared/column-width/planned-column-width';
import { SELECTION_COLUMN_WIDTH, SEQUENCE_COLUMN_WIDTH, EXPAND_COLUMN_WIDTH } from '../../../../renderer/grid/columns/special-columns';
import { gridColumns } from './grid-kit';

/**
 * src/shared/column-width/planned-column-width.ts: a grid column whose descriptor gives no width gets one from its
 * field: codes, dates, lookups and amounts narrow, names and texts wider; the descriptor's width wins.
 */
function widthsOf(columns: TableColumn[]): Record<string, number | undefined> {
  return Object.fromEntries(leafColumns(gridColumns(columns)).map((column) => [column.key, column.width]));
}

describe('planned column widths', () => {
  it('sizes an unsized column by its field’s type and length', () => {
    expect(
      widthsOf([
        { key: 'poNumber' },
        { key: 'status', lookup: { typeCode: 'PO_STATUS' } },
        { key: 'startDate', format: 'yyyy-MM-dd' },
        { key: 'approvedDate', format: 'yyyy-MM-dd HH:mm:ss' },
        { key: 'taxTotalAmount', precision: 2, showThousandSeparator: true },
        { key: 'poVersions', title: { cn: '版本', en: 'Version' } },
        { key: 'supplierId', displayKey: 'supplierName' },
        { key: 'description' },
      ]),
    ).toEqual({
      poNumber: PLANNED_WIDTHS.code,
      status: PLANNED_WIDTHS.lookup,
      startDate: PLANNED_WIDTHS.date,
      approvedDate: PLANNED_WIDTHS.datetime,
      taxTotalAmount: PLANNED_WIDTHS.amount,
      poVersions: PLANNED_WIDTHS.integer,
      supplierId: PLANNED_WIDTHS.name,
      description: PLANNED_WIDTHS.longText,
    });
    expect(PLANNED_WIDTHS.code).toBeLessThan(PLANNED_WIDTHS.name);
  });

  it('keeps the descriptor’s width, and widens a column whose Chinese title needs more', () => {
    expect(widthsOf([{ key: 'status', width: 200 }])).toEqual({ status: 200 });
    // 供应商确认时间 is 7 characters: a date-time's plan would clip it.
    expect(widthsOf([{ key: 'supplierConfirmDate', title: { cn: '供应商确认时间（北京时间）', en: 'Confirmed at' } }]).supplierConfirmDate).toBeGreaterThan(
      PLANNED_WIDTHS.datetime,
    );
  });

  it('shows the purchase-order list’s amounts within the 1,162 px a 1440 px window gives the grid', () => {
    const descriptor = JSON.parse(readFileSync('screens/purchasing/purchaseOrderList.json', 'utf8')) as { columns: TableColumn[] };
    const leaves = leafColumns(gridColumns(descriptor.columns));
    const leading = SELECTION_COLUMN_WIDTH + EXPAND_COLUMN_WIDTH + SEQUENCE_COLUMN_WIDTH;
    const operate = 100;
    let right = leading + operate;
    for (const column of leaves) {
      right += column.width ?? 0;
      if (column.key === 'taxTotalAmount') break;
    }
    expect(right).toBeLessThanOrEqual(1162);
  });
});

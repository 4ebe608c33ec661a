import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, headerCell, regionOf, waitForRows } from '../support/grid-dom';
import { orderList, ordersAdapter, renderList } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/** Issue: columns fixed left or right stay in view: they sit in the grid's start and end regions. */
const descriptor = orderList({
  table: { selection: true, showIndex: true },
  columns: [
    { key: 'description', width: 200 },
    { key: 'poNumber', width: 170, fixed: 'left' },
    { key: 'status', width: 120, lookup: { typeCode: 'PO_STATUS' } },
    { key: 'taxTotalAmount', width: 140, fixed: 'right' },
  ],
  rowActions: [{ action: 'edit', resource: 'btnSave' }],
});

describe('fixed columns', () => {
  it('puts left-fixed columns after the grid’s own, right-fixed ones before the operate column', async () => {
    renderList(descriptor, { adapter: ordersAdapter(2) });
    await waitForRows(2);
    const row = bodyRows()[0];
    expect(regionOf(headerCell('poNumber'))).toBe('start');
    expect(regionOf(cellOf(row, 'poNumber'))).toBe('start');
    // After selection (40) and sequence (70).
    expect(cellOf(row, 'poNumber').style.left).toBe('110px');
    expect(regionOf(headerCell('description'))).toBe('center');
    expect(regionOf(cellOf(row, 'description'))).toBe('center');
    expect(regionOf(cellOf(row, 'status'))).toBe('center');
    expect(regionOf(headerCell('taxTotalAmount'))).toBe('end');
    expect(regionOf(cellOf(row, 'taxTotalAmount'))).toBe('end');
    expect(cellOf(row, 'taxTotalAmount').style.left).toBe('0px');
    expect(cellOf(row, '__operate').style.left).toBe('140px');
    const start = headerCell('poNumber').closest('.srm-grid-region') as HTMLElement;
    const end = headerCell('taxTotalAmount').closest('.srm-grid-region') as HTMLElement;
    expect(start.style.width).toBe('280px');
    expect(end.style.width).toBe('220px');
  });

  it('keeps the columns of a group fixed where the group is fixed', async () => {
    renderList(
      orderList({
        table: { selection: false, showIndex: false },
        columns: [
          { key: 'poNumber', width: 170 },
          {
            key: 'amounts',
            title: { cn: '金额', en: 'Amounts' },
            fixed: 'right',
            children: [
              { key: 'nonTaxTotalAmount', width: 130 },
              { key: 'taxTotalAmount', width: 150 },
            ],
          },
        ],
      }),
      { adapter: ordersAdapter(1) },
    );
    await waitForRows(1);
    const group = document.querySelector('.srm-grid-header .srm-grid-header-group') as HTMLElement;
    expect(regionOf(group)).toBe('end');
    expect(regionOf(headerCell('nonTaxTotalAmount'))).toBe('end');
    expect(regionOf(cellOf(bodyRows()[0], 'taxTotalAmount'))).toBe('end');
    expect(regionOf(cellOf(bodyRows()[0], 'poNumber'))).toBe('center');
  });

  it('hides the columns of a group with columnsDisplay N', async () => {
    renderList(
      orderList({
        columns: [
          { key: 'poNumber', width: 170 },
          { key: 'amounts', title: { cn: '金额', en: 'Amounts' }, columnsDisplay: 'N', children: [{ key: 'nonTaxTotalAmount' }, { key: 'taxTotalAmount' }] },
        ],
      }),
      { adapter: ordersAdapter(1) },
    );
    await waitForRows(1);
    expect(document.querySelector('[data-header="taxTotalAmount"]')).toBeNull();
    expect(document.querySelector('.srm-grid-header-group')).toBeNull();
    expect(bodyRows()[0].querySelector('[data-cell$=":nonTaxTotalAmount"]')).toBeNull();
  });
});

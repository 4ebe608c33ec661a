import { fireEvent, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, summaryCells, waitForRows } from '../support/grid-dom';
import { lookupList, lookupValue, lookupValuesAdapter, orderList, ordersAdapter, renderList } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/**
 * Spec 000 §5 and the issue: summaryFields summed (non-numeric values ignored), meanNumFields averaged
 * over the row count, the first cell titled 合计 / Total (or footerConfig.title), mergeFooterItems, a
 * summary row 40 high; the pager under the table 42 high, 4 without paging.
 */
const TAX = [10, 'abc', null, '5.5'];
const NON_TAX = [10, 'x', 20, null];

function descriptor(footer: Record<string, unknown>, table: Record<string, unknown> = {}) {
  return orderList({
    table: { showSummary: true, footerConfig: footer, ...table },
    columns: [
      { key: 'poNumber', width: 170 },
      { key: 'status', width: 120, lookup: { typeCode: 'PO_STATUS' } },
      { key: 'taxTotalAmount', width: 140, precision: 2, showThousandSeparator: true },
      { key: 'nonTaxTotalAmount', width: 130, precision: 2 },
    ],
  });
}

const adapter = () => ordersAdapter(4, { row: (index) => ({ taxTotalAmount: TAX[index], nonTaxTotalAmount: NON_TAX[index] }) });

function summaryOf(key: string): HTMLElement | undefined {
  return summaryCells().find((cell) => cell.getAttribute('data-summary') === key);
}

describe('footer summary row', () => {
  it('sums summaryFields, ignoring values that are not numbers', async () => {
    renderList(descriptor({ summaryFields: ['taxTotalAmount'] }), { adapter: adapter() });
    await waitForRows(4);
    expect(summaryOf('taxTotalAmount')?.textContent).toBe('15.50');
    expect(summaryOf('nonTaxTotalAmount')?.textContent).toBe('');
  });

  it('averages meanNumFields over the row count, not over the numeric values', async () => {
    renderList(descriptor({ meanNumFields: ['nonTaxTotalAmount'] }), { adapter: adapter() });
    await waitForRows(4);
    // (10 + 20) / 4 rows, not / 2 numbers.
    expect(summaryOf('nonTaxTotalAmount')?.textContent).toBe('7.50');
  });

  it.each([
    ['CN', '合计'],
    ['EN', 'Total'],
  ] as const)('titles the first cell %s by default (%s)', async (language, title) => {
    renderList(descriptor({ summaryFields: ['taxTotalAmount'] }), { adapter: adapter(), language });
    await waitForRows(4);
    const first = summaryCells()[0];
    expect(first.getAttribute('data-summary')).toBe('title');
    expect(first.textContent).toBe(title);
    // Over the selection and sequence columns.
    expect(first.style.width).toBe('110px');
  });

  it.each([
    ['CN', '总计'],
    ['EN', 'Grand total'],
  ] as const)('uses footerConfig.title when given (%s)', async (language, title) => {
    renderList(descriptor({ summaryFields: ['taxTotalAmount'], title: { cn: '总计', en: 'Grand total' } }), { adapter: adapter(), language });
    await waitForRows(4);
    expect(summaryCells()[0].textContent).toBe(title);
  });

  it('widens a mergeFooterItems cell over the next columns', async () => {
    renderList(descriptor({ summaryFields: ['taxTotalAmount'], mergeFooterItems: [{ key: 'poNumber', colspan: 2 }] }), { adapter: adapter() });
    await waitForRows(4);
    const merged = summaryOf('poNumber') as HTMLElement;
    expect(merged.style.width).toBe(`${170 + 120}px`);
    expect(summaryOf('status')).toBeUndefined();
    expect(summaryOf('taxTotalAmount')?.style.left).toBe('290px');
    expect(summaryOf('taxTotalAmount')?.style.width).toBe('140px');
  });

  it('puts the title in the first column when the grid has no leading columns, widened by its merge', async () => {
    renderList(
      descriptor({ summaryFields: ['taxTotalAmount'], mergeFooterItems: [{ key: 'poNumber', colspan: 2 }] }, { selection: false, showIndex: false }),
      { adapter: adapter() },
    );
    await waitForRows(4);
    const first = summaryCells()[0];
    expect(first.textContent).toBe('合计');
    expect(first.style.width).toBe('290px');
  });

  it('draws the summary row 40 high and the pager 42 high', async () => {
    renderList(descriptor({ summaryFields: ['taxTotalAmount'] }), { adapter: adapter() });
    await waitForRows(4);
    const summary = document.querySelector('.srm-grid-summary') as HTMLElement;
    expect(summary.style.height).toBe('40px');
    for (const cell of summaryCells()) expect(cell.style.height).toBe('40px');
    expect((document.querySelector('.srm-grid-pager') as HTMLElement).style.height).toBe('42px');
  });

  it('keeps 4 pixels under the table instead of the pager when paging is off', async () => {
    renderList(descriptor({ summaryFields: ['taxTotalAmount'] }, { paging: false }), { adapter: adapter() });
    await waitForRows(4);
    expect(document.querySelector('.srm-grid-pager')).toBeNull();
    const table = document.querySelector('.srm-data-table') as HTMLElement;
    const under = table.querySelector('.srm-data-table-grid')?.nextElementSibling as HTMLElement;
    expect(under.style.height).toBe('4px');
  });

  it('has no summary row without showSummary', async () => {
    renderList(orderList(), { adapter: adapter() });
    await waitForRows(4);
    expect(document.querySelector('.srm-grid-summary')).toBeNull();
  });

  it('follows the values edited inline before they are saved', async () => {
    renderList(
      lookupList({
        table: { showSummary: true, footerConfig: { summaryFields: ['orderNo'] } },
        columns: [
          { key: 'lookupCode', width: 120 },
          { key: 'orderNo', width: 90, isEdit: true, editType: 'number', precision: 0 },
        ],
      }),
      { adapter: lookupValuesAdapter([lookupValue(1), lookupValue(2), lookupValue(3)]) },
    );
    await waitForRows(3);
    expect(summaryOf('orderNo')?.textContent).toBe('6');
    fireEvent.click(cellOf(bodyRows()[0], 'lookupCode'));
    await waitFor(() => expect(cellOf(bodyRows()[0], 'orderNo').querySelector('input')).not.toBeNull());
    const input = cellOf(bodyRows()[0], 'orderNo').querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '10' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(cellOf(bodyRows()[0], 'orderNo').textContent).toBe('10'));
    // The total is of the values shown: 10 + 2 + 3.
    await waitFor(() => expect(summaryOf('orderNo')?.textContent).toBe('15'));
  });
});

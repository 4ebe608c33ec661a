import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../../renderer/data/memory-adapter';
import { summaryValues } from '../../../../../renderer/grid/footer/summary-values';
import { formatNumber } from '../../../../../renderer/format/format-number';
import { failOnConsoleError } from '../../support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from '../../support/fixtures';
import { bodyRows, cellOf, waitForRows } from '../../support/grid-dom';
import { renderScreen } from '../../support/render-screen';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const PO_EDIT = 'purOrderManage/purchaseOrderEdit';
const line = (id: number, values: Record<string, unknown>) => ({ poLineId: id, lineNumber: id, itemName: `物料${id}`, uomCode: 'PCS', demandDate: '2024-02-01', taxRateCode: 'VAT13', ...values });

async function openOrder(lines: Record<string, unknown>[], language: 'CN' | 'EN' = 'CN') {
  const adapter = createMemoryAdapter({
    entities: allEntities,
    records: { ...baseRecords, srmPoHeader: [{ ...purchaseOrder(1), lines }] },
    lookups: lookupSeed,
    resources: ALL_RESOURCES,
    user: { userId: 9, userType: 'internal', supplierId: 1 },
  });
  renderScreen({ route: PO_EDIT, adapter, params: { id: '1' }, language });
  await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
  const grid = document.querySelector('.srm-lines-grid') as HTMLElement;
  await waitForRows(lines.length, grid);
  return { adapter, grid };
}

const headerValue = (name: string) => document.querySelector(`[data-field="${name}"]`)?.textContent;
const footer = (grid: HTMLElement, key: string) => grid.querySelector(`.srm-grid-summary [data-summary="${key}"]`)?.textContent;

async function typeInLine(grid: HTMLElement, index: number, column: string, value: string) {
  if (!bodyRows(grid)[index].querySelector('.srm-grid-editor')) fireEvent.click(cellOf(bodyRows(grid)[index], 'itemName'));
  await waitFor(() => expect(cellOf(bodyRows(grid)[index], column).querySelector('input')).not.toBeNull());
  fireEvent.change(cellOf(bodyRows(grid)[index], column).querySelector('input') as HTMLInputElement, { target: { value } });
}

describe('live computed amounts', () => {
  it('shows the line amount, the tax-exclusive price, the header totals and the footer total as a quantity is typed, before saving', async () => {
    const { adapter, grid } = await openOrder([line(1, { demandQty: 3, taxPrice: 11.3, taxTotalPrice: 33.9, nonTaxTotalPrice: 30, nonTaxPrice: 10 })]);
    expect(headerValue('taxTotalAmount')).toBe('113.00');
    await typeInLine(grid, 0, 'demandQty', '10');
    await waitFor(() => expect(cellOf(bodyRows(grid)[0], 'taxTotalPrice').textContent).toBe('113.00'));
    expect(cellOf(bodyRows(grid)[0], 'nonTaxTotalPrice').textContent).toBe('100.00');
    expect(headerValue('taxTotalAmount')).toBe('113.00');
    expect(headerValue('nonTaxTotalAmount')).toBe('100.00');
    expect(footer(grid, 'taxTotalPrice')).toBe('113.00');
    await typeInLine(grid, 0, 'demandQty', '1234.5');
    await waitFor(() => expect(headerValue('taxTotalAmount')).toBe('13,949.85'));
    await typeInLine(grid, 0, 'taxPrice', '22.6');
    await waitFor(() => expect(cellOf(bodyRows(grid)[0], 'nonTaxPrice').textContent).toBe('20'));
    expect(adapter.requests.some((request) => request.operation === 'saveOrUpdate')).toBe(false);
  });

  it('adds amounts exactly: 0.1 and 0.2 total 0.30, in the footer and the header alike', async () => {
    const { grid } = await openOrder([
      line(1, { demandQty: 1, taxPrice: 0.5, taxTotalPrice: 0.5 }),
      line(2, { demandQty: 1, taxPrice: 0.5, taxTotalPrice: 0.5 }),
    ]);
    await typeInLine(grid, 0, 'taxPrice', '0.1');
    fireEvent.keyDown(cellOf(bodyRows(grid)[0], 'taxPrice').querySelector('input') as HTMLInputElement, { key: 'Enter' });
    await typeInLine(grid, 1, 'taxPrice', '0.2');
    await waitFor(() => expect(footer(grid, 'taxTotalPrice')).toBe('0.30'));
    expect(headerValue('taxTotalAmount')).toBe('0.30');
    expect(footer(grid, 'demandQty')).toBe('2');
  });

  it('recomputes a line that takes its tax rate from the header when the header’s rate changes', async () => {
    const { grid } = await openOrder([line(1, { demandQty: 2, taxPrice: 10.6, taxRateCode: null, nonTaxPrice: 9.3805 })], 'EN');
    await typeInLine(grid, 0, 'taxPrice', '21.2');
    await waitFor(() => expect(cellOf(bodyRows(grid)[0], 'nonTaxPrice').textContent).toBe('18.7611'));
    fireEvent.keyDown(cellOf(bodyRows(grid)[0], 'taxPrice').querySelector('input') as HTMLInputElement, { key: 'Enter' });
    fireEvent.click(document.querySelector('[data-field="taxRateCode"] .arco-select-view') as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'VAT 6%' }));
    await waitFor(() => expect(cellOf(bodyRows(grid)[0], 'nonTaxPrice').textContent).toBe('20'));
    expect(headerValue('nonTaxTotalAmount')).toBe('40.00');
  });
});

describe('decimal totals', () => {
  it('sums footer values in decimal', () => {
    const rows = [{ amount: 0.1 }, { amount: 0.2 }, { amount: '0.7' }, { amount: 'n/a' }];
    const values = summaryValues(rows, { title: '合计', sumKeys: ['amount'], meanKeys: [], merges: [] });
    expect(values.get('amount')).toBe(1);
    expect(summaryValues([{ a: 0.1 }, { a: 0.2 }], { title: '', sumKeys: ['a'], meanKeys: [], merges: [] }).get('a')).toBe(0.3);
    expect(summaryValues([{ a: 1.1 }, { a: 2.2 }, { a: 3.3 }], { title: '', sumKeys: [], meanKeys: ['a'], merges: [] }).get('a')).toBe(2.2);
  });

  it('rounds shown numbers half away from zero in decimal, as the server does', () => {
    expect(formatNumber(1.005, { precision: 2 })).toBe('1.01');
    expect(formatNumber(-2.675, { precision: 2, thousands: true })).toBe('-2.68');
    expect(formatNumber(1234567.125, { precision: 2, thousands: true })).toBe('1,234,567.13');
    expect(formatNumber(0.1 + 0.2, { precision: 2 })).toBe('0.30');
  });
});

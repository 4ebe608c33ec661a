import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DataGrid } from '../../../../renderer/grid/data-grid';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, headerCell } from '../support/grid-dom';
import { gridColumns, renderInShell, type Language } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/**
 * Issue, column keys: align, width, thousands separators, number precision, the four date formats, lookup
 * meanings shown for codes (lookup.typeCode) and displayKey.
 */
const ROW = {
  poHeaderId: 1,
  description: '说明',
  taxTotalAmount: 1234567.891,
  nonTaxTotalAmount: 1234567.891,
  poVersions: 2.5,
  startDate: '2024-03-05',
  endDate: '2024-12-31',
  approvedDate: '2024-03-05 14:07:09',
  supplierConfirmDate: '2024-03-05T14:07:09',
  status: 'APPROVED',
  currencyCode: 'USD',
  supplierId: 1,
  supplierName: '华东精密机械有限公司',
  contractCode: 'C-001',
  contractName: '年度框架合同',
  orgId: 1,
  orgName: '集团总部',
};

function renderRow(columns: Parameters<typeof gridColumns>[0], language: Language = 'CN') {
  renderInShell(<DataGrid columns={gridColumns(columns)} rows={[ROW]} rowKey={(row) => String(row.poHeaderId)} />, { language });
  return bodyRows()[0];
}

describe('cell display', () => {
  it('aligns cells and headers as told, numbers right by default, and sizes columns by width', () => {
    const row = renderRow([
      { key: 'description', width: 210, align: 'center' },
      { key: 'taxTotalAmount' },
      { key: 'contractCode', align: 'left' },
    ]);
    expect(cellOf(row, 'description').classList.contains('srm-grid-align-center')).toBe(true);
    expect(headerCell('description').classList.contains('srm-grid-align-center')).toBe(true);
    expect(cellOf(row, 'description').style.width).toBe('210px');
    expect(cellOf(row, 'taxTotalAmount').classList.contains('srm-grid-align-right')).toBe(true);
    // No width: the width plan of an amount (planned-column-width.ts).
    expect(cellOf(row, 'taxTotalAmount').style.width).toBe('130px');
    expect(cellOf(row, 'contractCode').classList.contains('srm-grid-align-left')).toBe(true);
  });

  it('shows numbers with thousands separators and the column precision', () => {
    const row = renderRow([
      { key: 'taxTotalAmount', showThousandSeparator: true, precision: 2 },
      { key: 'nonTaxTotalAmount', precision: 0 },
      { key: 'poVersions', precision: 3, showThousandSeparator: true },
    ]);
    expect(cellOf(row, 'taxTotalAmount').textContent).toBe('1,234,567.89');
    expect(cellOf(row, 'nonTaxTotalAmount').textContent).toBe('1234568');
    expect(cellOf(row, 'poVersions').textContent).toBe('2.5');
  });

  it('shows dates in the four formats', () => {
    const row = renderRow([
      { key: 'approvedDate', format: 'yyyy-MM-dd' },
      { key: 'supplierConfirmDate', format: 'yyyy-MM-dd HH:mm:ss' },
      { key: 'endDate', format: 'yyyy' },
      { key: 'startDate', format: 'yyyy-MM' },
    ]);
    expect(cellOf(row, 'approvedDate').textContent).toBe('2024-03-05');
    expect(cellOf(row, 'supplierConfirmDate').textContent).toBe('2024-03-05 14:07:09');
    expect(cellOf(row, 'endDate').textContent).toBe('2024');
    expect(cellOf(row, 'startDate').textContent).toBe('2024-03');
  });

  it.each([
    ['CN', '已审批', '美元'],
    ['EN', 'Approved', 'US dollar'],
  ] as const)('shows the lookup meaning of a code in the UI language (%s)', async (language, status, currency) => {
    const row = renderRow(
      [
        { key: 'status', lookup: { typeCode: 'PO_STATUS' } },
        { key: 'currencyCode', lookup: { typeCode: 'BASE_CURRENCY' } },
      ],
      language,
    );
    await waitFor(() => expect(cellOf(row, 'status').textContent).toBe(status));
    expect(cellOf(row, 'currencyCode').textContent).toBe(currency);
  });

  it('shows the displayKey of the row instead of the value', () => {
    const row = renderRow([
      { key: 'supplierId', displayKey: 'supplierName' },
      { key: 'contractCode', displayKey: 'contractName' },
      { key: 'orgId' },
    ]);
    expect(cellOf(row, 'supplierId').textContent).toBe('华东精密机械有限公司');
    expect(cellOf(row, 'contractCode').textContent).toBe('年度框架合同');
    // A reference without displayKey shows the name its ref keeps.
    expect(cellOf(row, 'orgId').textContent).toBe('集团总部');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter } from '../../../../../renderer/data/memory-adapter';
import { failOnConsoleError } from '../../support/console-guard';
import { renderDemo } from '../../support/demo-screen';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from '../../support/fixtures';
import { renderScreen } from '../../support/render-screen';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const PO_EDIT = 'purOrderManage/purchaseOrderEdit';
const LINES = [
  { poLineId: 7, lineNumber: 1, itemCode: 'M-1001', itemName: '深沟球轴承', demandQty: 1000, taxPrice: 11.3, taxRateCode: 'VAT13', uomCode: 'PCS', demandDate: '2024-02-01', taxTotalPrice: 11300, nonTaxTotalPrice: 10000 },
  { poLineId: 8, lineNumber: 2, itemCode: 'M-2001', itemName: '镀锌钢板', demandQty: 2.5, taxPrice: 0.1, taxRateCode: 'VAT13', uomCode: 'KG', demandDate: '2024-02-03', taxTotalPrice: 0.25, nonTaxTotalPrice: 0.22 },
];

function poAdapter(status = 'APPROVED') {
  return createMemoryAdapter({
    entities: allEntities,
    records: {
      ...baseRecords,
      srmPoHeader: [{ ...purchaseOrder(1, { status, taxTotalAmount: 11300.25, nonTaxTotalAmount: 10000.22, approvedDate: '2024-01-05 10:11:12' }), lines: LINES }],
    },
    lookups: lookupSeed,
    resources: ALL_RESOURCES,
    user: { userId: 9, userType: 'internal', supplierId: 1 },
  });
}

const printDocument = () => document.querySelector('.srm-print-document') as HTMLElement;
const printed = (field: string) => printDocument().querySelector(`[data-print-field="${field}"] .srm-print-value`)?.textContent;

async function openPreview(language: 'CN' | 'EN' = 'CN', status = 'APPROVED') {
  const adapter = poAdapter(status);
  renderScreen({ route: PO_EDIT, adapter, params: { id: '1' }, language });
  await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
  fireEvent.click(await screen.findByRole('button', { name: language === 'EN' ? /Print/ : /打印/ }));
  await waitFor(() => expect(printDocument()).not.toBeNull());
  return adapter;
}

describe('print preview', () => {
  it('prints the order as the screen shows it: meanings, names, separators, precision, dates', async () => {
    await openPreview();
    const document = printDocument();
    expect(document.querySelector('.srm-print-title')?.textContent).toBe('采购订单');
    expect(printed('poNumber')).toBe('PO202401010001');
    expect(printed('poType')).toBe('标准订单');
    expect(printed('status')).toBe('已审批');
    expect(printed('supplierId')).toBe('华东精密机械有限公司');
    expect(printed('orgId')).toBe('集团总部');
    expect(printed('taxRateCode')).toBe('13%增值税');
    expect(printed('taxTotalAmount')).toBe('11,300.25');
    expect(printed('approvedDate')).toBe('2024-01-05');
    expect(printed('startDate')).toBe('2024-01-01');
    const rows = [...document.querySelectorAll('.srm-print-lines tbody tr')];
    expect(rows).toHaveLength(2);
    const cell = (row: Element, key: string) => row.querySelector(`[data-print-cell="${key}"]`)?.textContent;
    expect(cell(rows[0], 'demandQty')).toBe('1,000');
    expect(cell(rows[0], 'taxTotalPrice')).toBe('11,300.00');
    expect(cell(rows[1], 'uomCode')).toBe('千克');
    const total = (key: string) => document.querySelector(`[data-print-total="${key}"]`)?.textContent;
    // 合计 spans the columns before the first total (line number to unit).
    const title = document.querySelector('.srm-print-total td') as HTMLTableCellElement;
    expect(title.textContent).toBe('合计');
    expect(title.colSpan).toBe(5);
    expect(total('taxTotalPrice')).toBe('11,300.25');
    // Pieces and kilograms do not add up: the quantity totals per unit (summaryUnits), named as the unit column shows it.
    expect(total('demandQty')).toBe('1,000 个 · 2.5 千克');
  });

  it('draws the QR code and the Code 128 barcode of the order number as SVG', async () => {
    await openPreview();
    await waitFor(() => expect(printDocument().querySelector('svg[data-code="qrcode"]')).not.toBeNull());
    await waitFor(() => expect(printDocument().querySelector('svg[data-code="code128"]')).not.toBeNull());
    const qr = printDocument().querySelector('svg[data-code="qrcode"]') as SVGElement;
    expect(qr.getAttribute('aria-label')).toBe('订单二维码');
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
    // The barcode sits in the footer, its value printed under it as text.
    expect(printDocument().querySelector('.srm-print-foot .srm-print-code-code128 .srm-print-code-text')?.textContent).toBe('PO202401010001');
  });

  it('has the signature boxes, the note, the paper rule and a print button that opens the browser print', async () => {
    await openPreview();
    const signatures = [...printDocument().querySelectorAll('.srm-print-signature-title')].map((element) => element.textContent);
    expect(signatures).toEqual(['采购员', '审批人', '供应商确认']);
    expect(printDocument().querySelector('.srm-print-note')?.textContent).toContain('一式两份');
    expect(document.querySelector('style[data-srm-print-page]')?.textContent).toBe('@page { size: A4 portrait; margin: 12mm; }');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const overlay = document.querySelector('.srm-print-overlay') as HTMLElement;
    fireEvent.click(within(overlay).getByRole('button', { name: /打印/ }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    fireEvent.click(within(overlay).getByRole('button', { name: '关闭' }));
    expect(document.querySelector('.srm-print-overlay')).toBeNull();
  });

  it('prints in English when the screen speaks English', async () => {
    await openPreview('EN');
    expect(printDocument().querySelector('.srm-print-title')?.textContent).toBe('Purchase order');
    expect(printed('poType')).toBe('Standard');
    expect(printed('status')).toBe('Approved');
    const signatures = [...printDocument().querySelectorAll('.srm-print-signature-title')].map((element) => element.textContent);
    expect(signatures).toEqual(['Buyer', 'Approver', 'Supplier confirmation']);
    expect(document.querySelector('.srm-print-total td')?.textContent).toBe('Total');
  });

  it('prints the record as last saved, and says that changes not saved are not printed', async () => {
    renderScreen({ route: PO_EDIT, adapter: poAdapter('DRAFT'), params: { id: '1' } });
    await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
    fireEvent.change(document.querySelector('[data-field="description"] textarea') as HTMLTextAreaElement, { target: { value: '尚未保存的备注' } });
    fireEvent.click(screen.getByRole('button', { name: /打印/ }));
    await waitFor(() => expect(printDocument()).not.toBeNull());
    expect(screen.getByText('打印的是最近保存的内容，未保存的修改不会打印')).toBeTruthy();
    expect(printDocument().textContent).not.toContain('尚未保存的备注');
  });

  it('cannot print a new record: the button is disabled and says to save first', async () => {
    renderScreen({ route: PO_EDIT, adapter: poAdapter() });
    await screen.findByText('新建', { selector: '.srm-edit-header *' });
    const button = screen.getByRole('button', { name: /打印/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.closest('[data-reason]')?.getAttribute('data-reason')).toBe('请先保存，保存后才能打印');
    fireEvent.click(button);
    expect(document.querySelector('.srm-print-overlay')).toBeNull();
  });

  it('says so in English too', async () => {
    renderDemo({ language: 'EN' });
    await screen.findByText('New', { selector: '.srm-edit-header *' });
    const button = screen.getByRole('button', { name: /Print/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.closest('[data-reason]')?.getAttribute('data-reason')).toBe('Save the record before printing it');
  });
});

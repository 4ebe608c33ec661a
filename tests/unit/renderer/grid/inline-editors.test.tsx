import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, waitForRows } from '../support/grid-dom';
import { lookupList, lookupValue, lookupValuesAdapter, orderList, ordersAdapter, renderList } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/**
 * Spec 000 §3 editType: the editor of a cell follows its column: text, number (min, max, precision,
 * step), date (year / month pickers by format), lookup select, multi-select, reference select, the Y/N
 * toggle, the attachment cell.
 */
const orders = orderList({
  table: { type: 'editable' },
  columns: [
    { key: 'poNumber', width: 170 },
    { key: 'description', isEdit: true, editType: 'text' },
    { key: 'contractId', isEdit: true, editType: 'number', min: 1, max: 999, precision: 0, step: 5 },
    { key: 'startDate', isEdit: true },
    { key: 'endDate', isEdit: true, format: 'yyyy-MM' },
    { key: 'poType', isEdit: true },
    { key: 'settlementWay', isEdit: true, editType: 'multiLookup', lookup: { typeCode: 'PAYMENT_CONDITION' } },
    { key: 'supplierId', isEdit: true, displayKey: 'supplierName' },
    { key: 'attachmentIds', isEdit: true, attachmentConfig: { maxCount: 2 } },
  ],
});

async function editFirstRow() {
  const rows = await waitForRows(2);
  fireEvent.click(cellOf(rows[0], 'poNumber'));
  await waitFor(() => expect(bodyRows()[0].querySelector('.srm-grid-editor')).not.toBeNull());
  return bodyRows()[0];
}

function editor(row: HTMLElement, key: string): HTMLElement {
  return cellOf(row, key).querySelector('.srm-grid-editor') as HTMLElement;
}

function finish(row: HTMLElement) {
  fireEvent.keyDown(cellOf(row, 'description').querySelector('input') as HTMLInputElement, { key: 'Enter' });
}

describe('cell editors by editType', () => {
  it('chooses the editor of each column', async () => {
    renderList(orders, { adapter: ordersAdapter(2, { row: () => ({ attachmentIds: '12,15' }) }) });
    const row = await editFirstRow();
    expect(editor(row, 'description').querySelector('input.arco-input')).not.toBeNull();
    expect(editor(row, 'contractId').querySelector('.arco-input-number input[role="spinbutton"]')).not.toBeNull();
    expect(editor(row, 'startDate').querySelector('.arco-picker input')?.getAttribute('value')).toBe('2024-01-01');
    expect(editor(row, 'startDate').querySelector('.arco-picker input')?.getAttribute('placeholder')).toBe('请选择日期');
    expect(editor(row, 'endDate').querySelector('.arco-picker input')?.getAttribute('placeholder')).toBe('请选择月份');
    expect(editor(row, 'poType').querySelector('.arco-select.arco-select-single')).not.toBeNull();
    expect(editor(row, 'settlementWay').querySelector('.arco-select.arco-select-multiple')).not.toBeNull();
    expect(within(editor(row, 'supplierId')).getByText('S000001 华东精密机械有限公司')).toBeTruthy();
    expect(editor(row, 'attachmentIds').querySelector('[data-attachment-cell="attachmentIds"]')?.textContent).toBe('附件(2)');
  });

  it('gives the number editor the column’s min, max, precision and step', async () => {
    renderList(orders, { adapter: ordersAdapter(2, { row: () => ({ contractId: 10 }) }) });
    const row = await editFirstRow();
    const input = editor(row, 'contractId').querySelector('input') as HTMLInputElement;
    expect(input.getAttribute('aria-valuemin')).toBe('1');
    expect(input.getAttribute('aria-valuemax')).toBe('999');
    fireEvent.keyDown(input, { key: 'ArrowUp', code: 'ArrowUp', keyCode: 38 });
    await waitFor(() => expect(input.value).toBe('15'));
    fireEvent.change(input, { target: { value: '12.6' } });
    fireEvent.blur(input);
    await waitFor(() => expect(input.value).toBe('13'));
    finish(bodyRows()[0]);
    await waitFor(() => expect(cellOf(bodyRows()[0], 'contractId').textContent).toBe('13'));
  });

  it('takes a text, a lookup code and a reference through their editors', async () => {
    renderList(orders, { adapter: ordersAdapter(2) });
    const row = await editFirstRow();
    fireEvent.change(editor(row, 'description').querySelector('input') as HTMLInputElement, { target: { value: '加急' } });
    fireEvent.click(editor(row, 'poType').querySelector('.arco-select-view') as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: '框架订单' }));
    fireEvent.click(editor(bodyRows()[0], 'supplierId').querySelector('.arco-select-view') as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'S000002 深圳宏达电子科技有限公司' }));
    await waitFor(() => expect(within(editor(bodyRows()[0], 'supplierId')).getByText('S000002 深圳宏达电子科技有限公司')).toBeTruthy());
    finish(bodyRows()[0]);
    await waitFor(() => expect(bodyRows()[0].querySelector('.srm-grid-editor')).toBeNull());
    const after = bodyRows()[0];
    expect(cellOf(after, 'description').textContent).toBe('加急');
    expect(cellOf(after, 'poType').textContent).toBe('框架订单');
    // The reference keeps its display key: the new supplier's name is shown.
    expect(cellOf(after, 'supplierId').textContent).toBe('深圳宏达电子科技有限公司');
  });

  it('joins the codes of the multi-select and shows their meanings', async () => {
    renderList(orders, { adapter: ordersAdapter(2) });
    const row = await editFirstRow();
    fireEvent.click(editor(row, 'settlementWay').querySelector('.arco-select-view') as HTMLElement);
    // A multiple select takes the click on the option's text, not on its check box row.
    fireEvent.click(await screen.findByText('月结30天', { selector: '.arco-select-option' }));
    fireEvent.click(await screen.findByText('预付款', { selector: '.arco-select-option' }));
    await waitFor(() => expect(editor(bodyRows()[0], 'settlementWay').querySelectorAll('.arco-tag')).toHaveLength(2));
    finish(bodyRows()[0]);
    await waitFor(() => expect(cellOf(bodyRows()[0], 'settlementWay').textContent).toBe('月结30天, 预付款'));
  });

  it('flips a Y/N toggle between Y and N', async () => {
    renderList(lookupList(), { adapter: lookupValuesAdapter([lookupValue(1), lookupValue(2)]) });
    const rows = await waitForRows(2);
    fireEvent.click(cellOf(rows[0], 'lookupCode'));
    const toggle = await waitFor(() => within(cellOf(bodyRows()[0], 'enabledFlag')).getByRole('switch'));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.querySelector('.srm-grid-flag-true')).not.toBeNull();
    fireEvent.click(toggle);
    await waitFor(() => expect(within(cellOf(bodyRows()[0], 'enabledFlag')).getByRole('switch').getAttribute('aria-checked')).toBe('false'));
    expect(cellOf(bodyRows()[0], 'enabledFlag').querySelector('.srm-grid-flag-false')).not.toBeNull();
    expect(within(cellOf(bodyRows()[0], 'enabledFlag')).getByRole('switch').getAttribute('aria-label')).toBe('否');
    fireEvent.click(within(cellOf(bodyRows()[0], 'enabledFlag')).getByRole('switch'));
    await waitFor(() => expect(within(cellOf(bodyRows()[0], 'enabledFlag')).getByRole('switch').getAttribute('aria-checked')).toBe('true'));
    // Still in edit mode: the click on the toggle did not start another row or leave this one.
    expect(bodyRows()[0].classList.contains('srm-grid-row-editing')).toBe(true);
  });
});

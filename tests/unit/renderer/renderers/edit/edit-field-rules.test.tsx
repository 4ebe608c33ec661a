import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../../support/console-guard';
import { renderDemo } from '../../support/demo-screen';
import { bodyRows, cellOf, waitForRows } from '../../support/grid-dom';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const field = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`);
const editorOf = (name: string) => field(name)?.querySelector('input, textarea, .arco-select, button[role="switch"]') ?? null;
const requiredMark = (name: string) => Boolean(field(name)?.closest('.arco-form-item')?.querySelector('.arco-form-item-symbol'));

async function openSaved(options: Parameters<typeof renderDemo>[0] = {}) {
  const harness = renderDemo({ params: { id: '1' }, ...options });
  await screen.findByText('RQ20261122-0001', { selector: '.srm-edit-header *' });
  return harness;
}

describe('entity field rules on the form', () => {
  it('shows and requires the reason for urgency only while the request is urgent (by another field)', async () => {
    const { adapter } = await openSaved();
    expect(field('urgentReason')).toBeNull();
    fireEvent.click(within(field('urgentFlag') as HTMLElement).getByRole('switch'));
    await waitFor(() => expect(field('urgentReason')).not.toBeNull());
    expect(requiredMark('urgentReason')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    expect(await screen.findByText('加急原因不能为空')).toBeTruthy();
    expect(adapter.requests.some((request) => request.operation === 'saveOrUpdate')).toBe(false);
    fireEvent.click(within(field('urgentFlag') as HTMLElement).getByRole('switch'));
    await waitFor(() => expect(field('urgentReason')).toBeNull());
  });

  it('shows the buyer note to the buyer side only, and lets only the supplier side answer ($side)', async () => {
    await openSaved();
    expect(field('buyerNote')).not.toBeNull();
    expect(editorOf('buyerNote')).not.toBeNull();
    // Read-only for the buyer: shown as a value, no editor, not required.
    expect(field('supplierReply')?.classList.contains('srm-read-only-field')).toBe(true);
    expect(requiredMark('supplierReply')).toBe(false);
    expect(requiredMark('supplierId')).toBe(true);
  });

  it('lets the supplier answer, requires the answer from him, and hides the buyer note, in English', async () => {
    const { adapter } = await openSaved({ userType: 'supplier', language: 'EN' });
    expect(field('buyerNote')).toBeNull();
    expect(editorOf('supplierReply')).not.toBeNull();
    expect(requiredMark('supplierReply')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Supplier reply is required')).toBeTruthy();
    expect(adapter.requests.some((request) => request.operation === 'saveOrUpdate')).toBe(false);
    fireEvent.change(editorOf('supplierReply') as HTMLInputElement, { target: { value: 'OK, ships Friday' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('takes the budget code on a new request only ($new)', async () => {
    renderDemo();
    await screen.findByText('新建', { selector: '.srm-edit-header *' });
    expect(editorOf('budgetCode')).not.toBeNull();
  });

  it('keeps the budget code of a saved request read-only', async () => {
    await openSaved();
    expect(field('budgetCode')?.classList.contains('srm-read-only-field')).toBe(true);
    expect(field('budgetCode')?.textContent).toBe('BG-2026-07');
  });
});

describe('entity field rules in line cells', () => {
  it('shows the sample note only on sample lines, and edits it only there', async () => {
    await openSaved();
    const grid = document.querySelector('[data-tab-panel="items"] .srm-lines-grid') as HTMLElement;
    const rows = await waitForRows(2, grid);
    // Line 1 is no sample: the cell shows nothing; line 2 is.
    expect(cellOf(rows[0], 'sampleNote').textContent).toBe('');
    expect(cellOf(rows[1], 'sampleNote').textContent).toBe('先发两箱试用');
    fireEvent.click(cellOf(rows[0], 'categoryName'));
    await waitFor(() => expect(bodyRows(grid)[0].querySelector('.srm-grid-editor')).not.toBeNull());
    expect(cellOf(bodyRows(grid)[0], 'sampleNote').querySelector('input')).toBeNull();
    fireEvent.click(within(cellOf(bodyRows(grid)[0], 'sample')).getByRole('switch'));
    await waitFor(() => expect(cellOf(bodyRows(grid)[0], 'sampleNote').querySelector('input')).not.toBeNull());
  });
});

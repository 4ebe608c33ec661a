import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, headerCell, waitForRows } from '../support/grid-dom';
import { lookupList, lookupValue, lookupValuesAdapter, renderList, requestsOf } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/**
 * Spec 000 §5: required columns carry a red asterisk in the header (titled 必填 / Required) and are checked
 * inline: a cleared cell is marked invalid, its message kept in the cell's title rather than shown.
 */
const LABELS = {
  CN: { required: '必填', message: '含义不能为空', fix: '请先修正标红的单元格再保存', save: '保存' },
  EN: { required: 'Required', message: 'Meaning is required', fix: 'Correct the highlighted cells before saving', save: 'Save' },
};

describe('required columns', () => {
  it.each(['CN', 'EN'] as const)('mark the header with a red asterisk titled %s', async (language) => {
    renderList(lookupList(), { adapter: lookupValuesAdapter([lookupValue(1)]), language });
    await waitForRows(1);
    const mark = headerCell('meaning').querySelector('.srm-required-mark') as HTMLElement;
    expect(mark.textContent).toBe('*');
    expect(mark.getAttribute('title')).toBe(LABELS[language].required);
    expect(mark.getAttribute('aria-label')).toBe(LABELS[language].required);
    // Not required, or not edited here: no asterisk.
    expect(headerCell('description').querySelector('.srm-required-mark')).toBeNull();
    expect(headerCell('lookupCode').querySelector('.srm-required-mark')).toBeNull();
  });

  it('draws the asterisk red', () => {
    const css = readFileSync(resolve(__dirname, '../../../../renderer/grid/data-grid.css'), 'utf8').replace(/\s+/g, ' ');
    expect(css).toMatch(/\.srm-required-mark \{ color: rgb\(var\(--danger-6\)\);/);
  });

  it('has no asterisk where the table is not edited', async () => {
    renderList(lookupList({ table: { type: 'panel' }, toolbar: [] }), { adapter: lookupValuesAdapter([lookupValue(1)]) });
    await waitForRows(1);
    expect(document.querySelector('.srm-required-mark')).toBeNull();
  });

  it.each(['CN', 'EN'] as const)('marks a cleared required cell invalid with the message in its title (%s)', async (language) => {
    const labels = LABELS[language];
    const adapter = lookupValuesAdapter([lookupValue(1), lookupValue(2)]);
    renderList(lookupList(), { adapter, language });
    await waitForRows(2);
    fireEvent.click(cellOf(bodyRows()[0], 'meaning'));
    await waitFor(() => expect(cellOf(bodyRows()[0], 'meaning').querySelector('input')).not.toBeNull());
    fireEvent.change(cellOf(bodyRows()[0], 'meaning').querySelector('input') as HTMLInputElement, { target: { value: '' } });
    await waitFor(() => expect(cellOf(bodyRows()[0], 'meaning').getAttribute('aria-invalid')).toBe('true'));
    const cell = cellOf(bodyRows()[0], 'meaning');
    expect(cell.classList.contains('srm-grid-cell-invalid')).toBe(true);
    expect(cell.getAttribute('title')).toBe(labels.message);
    // Hidden: in the title only, not written in the grid.
    expect(document.querySelector('.srm-grid')?.textContent).not.toContain(labels.message);
    // Saving is refused before any request.
    fireEvent.click(document.querySelector('.srm-table-toolbar .arco-btn') as HTMLElement);
    expect(await screen.findByText(labels.fix)).toBeTruthy();
    expect(requestsOf(adapter, 'doBatchSaveOrUpdate')).toHaveLength(0);
    // The row left edit mode to be checked; the mark stays. Filled again: valid again.
    expect(cellOf(bodyRows()[0], 'meaning').getAttribute('title')).toBe(labels.message);
    fireEvent.click(cellOf(bodyRows()[0], 'meaning'));
    await waitFor(() => expect(cellOf(bodyRows()[0], 'meaning').querySelector('input')).not.toBeNull());
    fireEvent.change(cellOf(bodyRows()[0], 'meaning').querySelector('input') as HTMLInputElement, { target: { value: '新含义' } });
    await waitFor(() => expect(cellOf(bodyRows()[0], 'meaning').getAttribute('aria-invalid')).toBeNull());
    expect(cellOf(bodyRows()[0], 'meaning').getAttribute('title')).not.toBe(labels.message);
  });
});

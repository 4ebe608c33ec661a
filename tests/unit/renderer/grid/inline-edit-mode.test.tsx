import { fireEvent, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, waitForRows } from '../support/grid-dom';
import { editorColumns, lookupList, lookupValue, lookupValuesAdapter, renderList } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/**
 * Spec 000 §4 inline edit: a click puts only that row in edit mode, and only the columns both the table's
 * rule (isEdit / editableWhen) and the column's rule (isEdit, not disabled) allow get an editor.
 */
const values = () => [lookupValue(1), lookupValue(2, { enabledFlag: 'N' }), lookupValue(3)];

describe('inline edit mode', () => {
  it('puts only the clicked row in edit mode, with editors only in its editable columns', async () => {
    renderList(lookupList(), { adapter: lookupValuesAdapter(values()) });
    await waitForRows(3);
    expect(document.querySelectorAll('.srm-grid-editor')).toHaveLength(0);
    fireEvent.click(cellOf(bodyRows()[1], 'lookupCode'));
    await waitFor(() => expect(bodyRows()[1].classList.contains('srm-grid-row-editing')).toBe(true));
    // meaningEn is isEdit but disabled; lookupType and lookupCode have no isEdit.
    expect(editorColumns(bodyRows()[1])).toEqual(['meaning', 'description', 'orderNo', 'enabledFlag']);
    expect(bodyRows()[0].querySelector('[data-col] input, .srm-grid-editor')).toBeNull();
    expect(bodyRows()[2].querySelector('[data-col] input, .srm-grid-editor')).toBeNull();

    fireEvent.click(cellOf(bodyRows()[2], 'meaning'));
    await waitFor(() => expect(bodyRows()[2].classList.contains('srm-grid-row-editing')).toBe(true));
    expect(bodyRows()[1].classList.contains('srm-grid-row-editing')).toBe(false);
    expect(bodyRows()[1].querySelector('.srm-grid-editor')).toBeNull();
    // The clicked column's editor has the focus.
    await waitFor(() => expect(document.activeElement).toBe(cellOf(bodyRows()[2], 'meaning').querySelector('input')));
  });

  it('edits nothing when the table’s rule says no (isEdit false)', async () => {
    renderList(lookupList({ table: { isEdit: false }, toolbar: [] }), { adapter: lookupValuesAdapter(values()) });
    await waitForRows(3);
    fireEvent.click(cellOf(bodyRows()[0], 'meaning'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.srm-grid-editor')).toBeNull();
    expect(document.querySelector('.srm-grid-row-editing')).toBeNull();
  });

  it('edits nothing in a panel, which is not editable by default', async () => {
    renderList(lookupList({ table: { type: 'panel' }, toolbar: [] }), { adapter: lookupValuesAdapter(values()) });
    await waitForRows(3);
    fireEvent.click(cellOf(bodyRows()[0], 'meaning'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.srm-grid-editor')).toBeNull();
  });

  it('edits only the rows editableWhen allows', async () => {
    renderList(lookupList({ table: { editableWhen: { field: 'enabledFlag', op: 'eq', value: 'Y' } } }), { adapter: lookupValuesAdapter(values()) });
    await waitForRows(3);
    fireEvent.click(cellOf(bodyRows()[1], 'meaning'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodyRows()[1].querySelector('.srm-grid-editor')).toBeNull();
    fireEvent.click(cellOf(bodyRows()[0], 'meaning'));
    await waitFor(() => expect(editorColumns(bodyRows()[0])).toContain('meaning'));
  });
});

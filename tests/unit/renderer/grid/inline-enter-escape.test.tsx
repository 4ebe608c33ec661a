import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, waitForRows } from '../support/grid-dom';
import { lookupList, lookupValue, lookupValuesAdapter, renderList } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/** Spec 000 §4: Enter leaves edit mode keeping the row's changes (marked changed); Escape undoes the row. */
function meaningInput(rowIndex: number): HTMLInputElement {
  return cellOf(bodyRows()[rowIndex], 'meaning').querySelector('input') as HTMLInputElement;
}

async function edit(rowIndex: number) {
  fireEvent.click(cellOf(bodyRows()[rowIndex], 'lookupCode'));
  await waitFor(() => expect(meaningInput(rowIndex)).not.toBeNull());
}

async function leftEditMode(rowIndex: number) {
  await waitFor(() => expect(bodyRows()[rowIndex].querySelector('.srm-grid-editor')).toBeNull());
}

describe('Enter and Escape in the row being edited', () => {
  it('Enter keeps the change and marks the changed cell', async () => {
    renderList(lookupList(), { adapter: lookupValuesAdapter([lookupValue(1), lookupValue(2)]) });
    await waitForRows(2);
    await edit(0);
    fireEvent.change(meaningInput(0), { target: { value: '新含义' } });
    fireEvent.keyDown(meaningInput(0), { key: 'Enter' });
    await leftEditMode(0);
    const cell = cellOf(bodyRows()[0], 'meaning');
    expect(cell.textContent).toBe('新含义');
    expect(cell.classList.contains('srm-grid-cell-changed')).toBe(true);
    // Only the changed cell is marked.
    expect(cellOf(bodyRows()[0], 'description').classList.contains('srm-grid-cell-changed')).toBe(false);
    expect(cellOf(bodyRows()[1], 'meaning').classList.contains('srm-grid-cell-changed')).toBe(false);
  });

  it('Escape undoes the row’s changes', async () => {
    renderList(lookupList(), { adapter: lookupValuesAdapter([lookupValue(1), lookupValue(2)]) });
    await waitForRows(2);
    await edit(1);
    fireEvent.change(meaningInput(1), { target: { value: '不要' } });
    fireEvent.change(cellOf(bodyRows()[1], 'description').querySelector('input') as HTMLInputElement, { target: { value: '也不要' } });
    fireEvent.keyDown(meaningInput(1), { key: 'Escape' });
    await leftEditMode(1);
    expect(cellOf(bodyRows()[1], 'meaning').textContent).toBe('含义2');
    expect(cellOf(bodyRows()[1], 'description').textContent).toBe('');
    expect(bodyRows()[1].querySelector('.srm-grid-cell-changed')).toBeNull();
  });

  it('Escape goes back to the row as it was when it entered edit mode, keeping earlier kept changes', async () => {
    renderList(lookupList(), { adapter: lookupValuesAdapter([lookupValue(1), lookupValue(2)]) });
    await waitForRows(2);
    await edit(0);
    fireEvent.change(meaningInput(0), { target: { value: '第一次' } });
    fireEvent.keyDown(meaningInput(0), { key: 'Enter' });
    await leftEditMode(0);
    await edit(0);
    fireEvent.change(meaningInput(0), { target: { value: '第二次' } });
    fireEvent.keyDown(meaningInput(0), { key: 'Escape' });
    await leftEditMode(0);
    expect(cellOf(bodyRows()[0], 'meaning').textContent).toBe('第一次');
    expect(cellOf(bodyRows()[0], 'meaning').classList.contains('srm-grid-cell-changed')).toBe(true);
  });

  it('a row entered and left without a change carries no mark', async () => {
    renderList(lookupList(), { adapter: lookupValuesAdapter([lookupValue(1), lookupValue(2)]) });
    await waitForRows(2);
    await edit(0);
    fireEvent.keyDown(meaningInput(0), { key: 'Enter' });
    await leftEditMode(0);
    expect(document.querySelector('.srm-grid-cell-changed')).toBeNull();
  });

  it('Escape in a full-screen table undoes the row and keeps the table full screen', async () => {
    renderList(lookupList(), { adapter: lookupValuesAdapter([lookupValue(1), lookupValue(2)]) });
    await waitForRows(2);
    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    await waitFor(() => expect(document.querySelector('.srm-data-table-full-screen')).not.toBeNull());
    await edit(0);
    fireEvent.change(meaningInput(0), { target: { value: '不要' } });
    fireEvent.keyDown(meaningInput(0), { key: 'Escape' });
    await leftEditMode(0);
    expect(cellOf(bodyRows()[0], 'meaning').textContent).toBe('含义1');
    expect(document.querySelector('.srm-data-table-full-screen')).not.toBeNull();
    // Escape outside a row in edit mode leaves full screen.
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(document.querySelector('.srm-data-table-full-screen')).toBeNull());
  });
});

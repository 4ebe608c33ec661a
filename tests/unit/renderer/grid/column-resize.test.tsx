import { fireEvent, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, dragResizer, headerCell, waitForRows } from '../support/grid-dom';
import { orderList, ordersAdapter, renderList, requestsOf } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/** Issue: resizable columns; the user's widths are kept in his column configuration on the server. */
const descriptor = orderList({
  columns: [
    { key: 'poNumber', width: 170 },
    { key: 'description', width: 200 },
    { key: 'status', width: 120, resizable: false, lookup: { typeCode: 'PO_STATUS' } },
  ],
});

describe('resizing a column by its header edge', () => {
  it('changes the width of the header and of every cell of the column, and moves the columns after it', async () => {
    renderList(descriptor, { adapter: ordersAdapter(2) });
    await waitForRows(2);
    expect(headerCell('poNumber').style.width).toBe('170px');
    const descriptionLeft = Number.parseFloat(headerCell('description').style.left);
    dragResizer('poNumber', 300, 360);
    await waitFor(() => expect(headerCell('poNumber').style.width).toBe('230px'));
    expect(cellOf(bodyRows()[0], 'poNumber').style.width).toBe('230px');
    expect(Number.parseFloat(headerCell('description').style.left)).toBe(descriptionLeft + 60);
  });

  it('saves the new width in the user’s column configuration once he stops', async () => {
    const adapter = ordersAdapter(2);
    renderList(descriptor, { adapter });
    await waitForRows(2);
    dragResizer('description', 500, 450);
    await waitFor(() => expect(headerCell('description').style.width).toBe('150px'));
    // Not at once: a drag reports many widths, one save follows the last.
    expect(requestsOf(adapter, 'save')).toHaveLength(0);
    await waitFor(() => expect(requestsOf(adapter, 'save')).toHaveLength(1));
    const saved = requestsOf(adapter, 'save')[0];
    expect(saved.resource).toBe('baseUserTableConfigRestful');
    expect(saved.body).toMatchObject({ tableName: 'testOrderTable', settings: { widths: { description: 150 } } });
  });

  it('offers no handle on a column with resizable false', async () => {
    renderList(descriptor, { adapter: ordersAdapter(1) });
    await waitForRows(1);
    expect(headerCell('status').querySelector('.srm-grid-resizer')).toBeNull();
    expect(headerCell('poNumber').querySelector('.srm-grid-resizer')).not.toBeNull();
  });

  it('marks the handle being dragged until the mouse is released', async () => {
    renderList(descriptor, { adapter: ordersAdapter(1) });
    await waitForRows(1);
    const resizer = () => headerCell('description').querySelector('.srm-grid-resizer') as HTMLElement;
    fireEvent.mouseDown(resizer(), { clientX: 200, button: 0 });
    fireEvent.mouseMove(document, { clientX: 260 });
    await waitFor(() => expect(resizer().classList.contains('srm-grid-resizer-active')).toBe(true));
    fireEvent.mouseUp(document, { clientX: 260 });
    await waitFor(() => expect(resizer().classList.contains('srm-grid-resizer-active')).toBe(false));
    expect(headerCell('description').style.width).toBe('260px');
  });
});

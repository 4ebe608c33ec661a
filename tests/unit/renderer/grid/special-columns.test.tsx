import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, headerCell, waitForRows } from '../support/grid-dom';
import { orderList, ordersAdapter, renderList } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/**
 * Spec 000 §9 and the issue: selection column 40, expand column 30 (with its expand renderer), sequence
 * column 70, operate column fixed right and 80 wide.
 */
const descriptor = orderList({
  table: { selection: true, showIndex: true, expand: { fields: [{ key: 'description' }], columns: 2 } },
  rowActions: [{ action: 'edit', resource: 'btnSave' }],
});

function width(element: HTMLElement): string {
  return element.style.width;
}

describe('the grid’s own columns', () => {
  it('draws selection 40, expand 30 and sequence 70 wide, fixed left in that order', async () => {
    renderList(descriptor, { adapter: ordersAdapter(2) });
    await waitForRows(2);
    const row = bodyRows()[0];
    for (const [key, size, left] of [
      ['__selection', '40px', '0px'],
      ['__expand', '30px', '40px'],
      ['__sequence', '70px', '70px'],
    ] as const) {
      expect(width(headerCell(key)), key).toBe(size);
      expect(width(cellOf(row, key)), key).toBe(size);
      expect(cellOf(row, key).style.left, key).toBe(left);
      expect(cellOf(row, key).closest('.srm-grid-region-start'), key).not.toBeNull();
    }
  });

  it.each(['CN', 'EN'] as const)('puts the operate column, 80 wide, in the region fixed right (%s)', async (language) => {
    renderList(descriptor, { adapter: ordersAdapter(2), language });
    await waitForRows(2);
    await waitFor(() => expect(document.querySelector('[data-header="__operate"]')).not.toBeNull());
    const header = headerCell('__operate');
    expect(header.textContent).toBe(language === 'CN' ? '操作' : 'Operate');
    expect(width(header)).toBe('80px');
    expect(header.closest('.srm-grid-region-end')).not.toBeNull();
    const cell = cellOf(bodyRows()[1], '__operate');
    expect(width(cell)).toBe('80px');
    expect(cell.style.left).toBe('0px');
    expect(cell.closest('.srm-grid-region-end')).not.toBeNull();
    expect(within(cell).getByRole('button', { name: language === 'CN' ? '编辑' : 'Edit' })).toBeTruthy();
    // The end region is the operate column alone: nothing else is fixed right.
    const end = header.closest('.srm-grid-region-end') as HTMLElement;
    expect(end.style.width).toBe('80px');
  });

  it.each(['CN', 'EN'] as const)('opens and closes the expand renderer under a row (%s)', async (language) => {
    renderList(descriptor, { adapter: ordersAdapter(2, { row: (index) => ({ description: `备注${index + 1}` }) }), language });
    await waitForRows(2);
    const expand = language === 'CN' ? '展开' : 'Expand';
    const collapse = language === 'CN' ? '收起' : 'Collapse';
    expect(document.querySelector('.srm-grid-expansion')).toBeNull();
    fireEvent.click(within(cellOf(bodyRows()[1], '__expand')).getByRole('button', { name: expand }));
    const expansion = await waitFor(() => {
      const found = bodyRows()[1].querySelector<HTMLElement>('.srm-grid-expansion');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    // Rows come newest first: the second row is order 1.
    expect(bodyRows()[1].getAttribute('data-row-key')).toBe('1');
    expect(within(expansion).getByText('备注1')).toBeTruthy();
    expect(within(expansion).getByText(language === 'CN' ? '备注' : 'Notes')).toBeTruthy();
    expect(bodyRows()[0].querySelector('.srm-grid-expansion')).toBeNull();
    fireEvent.click(within(cellOf(bodyRows()[1], '__expand')).getByRole('button', { name: collapse }));
    await waitFor(() => expect(document.querySelector('.srm-grid-expansion')).toBeNull());
    expect(screen.queryByText('备注1')).toBeNull();
  });
});

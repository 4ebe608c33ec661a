import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, clickPage, headerCell, waitForRowCount, waitForRows } from '../support/grid-dom';
import { orderList, ordersAdapter, renderList, type Language } from '../grid/grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/** Spec 000 §4: without pageSelection the checked rows are the page's own, cleared after each load. */
const descriptor = orderList({ toolbar: [{ action: 'refresh' }] });
const TEXT = { CN: ['已选择 1 行', '已选择 20 行', '刷新'], EN: ['1 rows selected', '20 rows selected', 'Refresh'] } as const;

function selectionText(): string {
  return document.querySelector('.srm-grid-pager-selection')?.textContent ?? '';
}

describe('selection without pageSelection', () => {
  it.each(['CN', 'EN'] as Language[])('is cleared when another page loads (%s)', async (language) => {
    const [one, all] = TEXT[language];
    renderList(descriptor, { adapter: ordersAdapter(25), language });
    await waitForRowCount(20);
    fireEvent.click(within(cellOf(bodyRows()[3], '__selection')).getByRole('checkbox'));
    await waitFor(() => expect(selectionText()).toBe(one));
    fireEvent.click(within(headerCell('__selection')).getByRole('checkbox'));
    await waitFor(() => expect(selectionText()).toBe(all));
    clickPage(2);
    await waitForRows(5);
    await waitFor(() => expect(selectionText()).toBe(''));
    expect(document.querySelectorAll('.srm-grid-row-selected')).toHaveLength(0);
  });

  it('is cleared when the refresh button loads the same page again', async () => {
    renderList(descriptor, { adapter: ordersAdapter(25) });
    await waitForRowCount(20);
    clickPage(2);
    await waitForRows(5);
    fireEvent.click(within(cellOf(bodyRows()[0], '__selection')).getByRole('checkbox'));
    await waitFor(() => expect(selectionText()).toBe('已选择 1 行'));
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(selectionText()).toBe(''));
    expect(bodyRows()[0].getAttribute('aria-selected')).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, choosePageSize, clickPage, gridRowCount, headerCell, waitForRowCount, waitForRows } from '../support/grid-dom';
import { listRequests, orderList, ordersAdapter, renderList, requestsOf, type Language } from '../grid/grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/**
 * Spec 000 §4 and the issue: with pageSelection.keyFields, rows checked on other pages stay checked,
 * shown as "跨页已选择 N 行" / "Across the page selected N rows"; bulk actions act on the whole set; the set
 * is cleared when page 1 is requested again or the page size changes.
 */
const descriptor = orderList({
  table: { pageSelection: { keyFields: ['poNumber'] } },
  toolbar: [{ action: 'delete', resource: 'btnDelete', style: 'danger' }],
});

const TEXT = {
  CN: { two: '跨页已选择 2 行', one: '跨页已选择 1 行', delete: '删除', ok: '确定', confirm: '确认删除选中的 2 条记录？' },
  EN: { two: 'Across the page selected 2 rows', one: 'Across the page selected 1 rows', delete: 'Delete', ok: 'OK', confirm: 'Delete the 2 selected records?' },
};

function check(rowIndex: number) {
  fireEvent.click(within(cellOf(bodyRows()[rowIndex], '__selection')).getByRole('checkbox'));
}

function selectionText(): string {
  return document.querySelector('.srm-grid-pager-selection')?.textContent ?? '';
}

async function checkOnTwoPages(language: Language) {
  await waitForRowCount(20);
  check(0);
  await waitFor(() => expect(selectionText()).toBe(TEXT[language].one));
  clickPage(2);
  await waitForRows(5);
  check(0);
  await waitFor(() => expect(selectionText()).toBe(TEXT[language].two));
}

describe('cross-page selection', () => {
  it.each(['CN', 'EN'] as Language[])('keeps rows checked on page 1 and page 2, and deletes both (%s)', async (language) => {
    const text = TEXT[language];
    const adapter = ordersAdapter(25);
    renderList(descriptor, { adapter, language });
    await checkOnTwoPages(language);
    // Rows are keyed by the key field: PO numbers.
    expect(bodyRows()[0].getAttribute('data-row-key')).toBe('PO202401010005');
    expect(bodyRows()[0].getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: text.delete }));
    expect(await screen.findByText(text.confirm)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: text.ok }));
    await waitFor(() => expect(requestsOf(adapter, 'doBatchDelete')).toHaveLength(1));
    // The ids of both rows, the one on page 1 included.
    expect(requestsOf(adapter, 'doBatchDelete')[0].body).toEqual({ ids: [25, 5] });
    await waitFor(() => expect(adapter.rows('srmPoHeader')).toHaveLength(23));
    await waitFor(() => expect(selectionText()).toBe(''));
  });

  it('clears the set when page 1 is requested again', async () => {
    const adapter = ordersAdapter(25);
    renderList(descriptor, { adapter });
    await checkOnTwoPages('CN');
    clickPage(1);
    await waitFor(() => expect(listRequests(adapter).at(-1)?.body).toMatchObject({ pageIndex: 1 }));
    await waitForRowCount(20);
    await waitFor(() => expect(selectionText()).toBe(''));
    expect(bodyRows()[0].getAttribute('aria-selected')).toBeNull();
    expect((within(headerCell('__selection')).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('clears the set when the page size changes', async () => {
    const adapter = ordersAdapter(25);
    renderList(descriptor, { adapter });
    await checkOnTwoPages('CN');
    await choosePageSize('50 条/页');
    await waitFor(() => expect(gridRowCount()).toBe(25));
    await waitFor(() => expect(selectionText()).toBe(''));
    expect(document.querySelectorAll('.srm-grid-row-selected')).toHaveLength(0);
  });

  it('checks and unchecks every row of the page from the header, keeping other pages’ rows', async () => {
    const adapter = ordersAdapter(25);
    renderList(descriptor, { adapter });
    await checkOnTwoPages('CN');
    const all = () => within(headerCell('__selection')).getByRole('checkbox');
    fireEvent.click(all());
    await waitFor(() => expect(selectionText()).toBe('跨页已选择 6 行'));
    fireEvent.click(all());
    await waitFor(() => expect(selectionText()).toBe('跨页已选择 1 行'));
  });
});

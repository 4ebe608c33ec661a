import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DataAdapter, DataRequest } from '../../../../renderer/data/data-adapter';
import { createMemoryAdapter, type MemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { failOnConsoleError } from '../support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from '../support/fixtures';
import { ScreenVisibilityProvider } from '../../../../renderer/context/screen-visibility-context';
import { bumpEntityDataVersion } from '../../../../renderer/data/entity-data-version';
import { ScreenRenderer } from '../../../../renderer/screen-renderer';
import { bodyRows, cellOf, choosePageSize, clickPage, gridRowCount, headerCell, summaryCells, waitForRowCount, waitForRows } from '../support/grid-dom';
import { renderScreen, renderWithProviders } from '../support/render-screen';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const ROUTE = 'purchaseOrderList';

function ordersAdapter(count: number, resources = ALL_RESOURCES, amounts?: number[]): MemoryAdapter {
  const orders = Array.from({ length: count }, (_, index) =>
    purchaseOrder(index + 1, amounts ? { nonTaxTotalAmount: amounts[index], taxTotalAmount: amounts[index] * 1.13 } : {}),
  );
  return createMemoryAdapter({
    entities: allEntities,
    records: { ...baseRecords, srmPoHeader: orders },
    lookups: lookupSeed,
    resources,
  });
}


function listRequests(adapter: MemoryAdapter): DataRequest[] {
  return adapter.requests.filter((request) => request.operation === 'listByPage' && request.resource === 'srmPoHeaderRestful');
}


describe('list screen', () => {
  it('numbers rows across pages: the first row of page 2 is 21', async () => {
    const adapter = ordersAdapter(25);
    renderScreen({ route: ROUTE, adapter });
    await waitForRowCount(20);
    expect(cellOf(bodyRows()[0], '__sequence').textContent).toBe('1');
    clickPage(2);
    await waitForRows(5);
    expect(cellOf(bodyRows()[0], '__sequence').textContent).toBe('21');
    expect(cellOf(bodyRows()[4], '__sequence').textContent).toBe('25');
    expect(listRequests(adapter).at(-1)?.body).toMatchObject({ pageIndex: 2, pageRows: 20 });
  });

  it('sums the summary fields in a footer row that starts with 合计', async () => {
    renderScreen({ route: ROUTE, adapter: ordersAdapter(3, ALL_RESOURCES, [1000.5, 2000.25, 3]) });
    await waitForRows(3);
    const cells = summaryCells().map((cell) => cell.textContent);
    expect(cells[0]).toBe('合计');
    expect(cells).toContain('3,003.75');
  });

  it('shows lookup meanings, reference names and formatted dates instead of codes', async () => {
    renderScreen({ route: ROUTE, adapter: ordersAdapter(1) });
    await waitForRows(1);
    const row = bodyRows()[0];
    await waitFor(() => expect(within(row).getByText('拟定')).toBeTruthy());
    expect(within(row).getByText('标准订单')).toBeTruthy();
    expect(within(row).getByText('华东精密机械有限公司')).toBeTruthy();
    expect(within(row).getByText('2024-01-01 09:00:00')).toBeTruthy();
    expect(within(row).getByText('100.00')).toBeTruthy();
  });

  it('hides buttons whose resource is not granted', async () => {
    const adapter = ordersAdapter(1, ['btnAdd']);
    renderScreen({ route: ROUTE, adapter });
    expect(await screen.findByRole('button', { name: /新增/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /提交/ })).toBeNull();
    // The row keeps 查看 (it only reads, no resource); 编辑 needs btnSave.
    await waitForRows(1);
    expect(within(bodyRows()[0]).getByText('查看')).toBeTruthy();
    expect(within(bodyRows()[0]).queryByText('编辑')).toBeNull();
    const grantCall = adapter.requests.find((request) => request.operation === 'findResourcesByRespMenu');
    expect(grantCall?.body).toEqual({ menuId: 11, respId: 2 });
  });

  it('sends the search form as suffix filters, with the menu, and shows only matches', async () => {
    const adapter = ordersAdapter(12);
    renderScreen({ route: ROUTE, adapter });
    await waitForRows(12);
    const poNumberInput = document.querySelector<HTMLInputElement>('.srm-search-form input');
    fireEvent.change(poNumberInput as HTMLInputElement, { target: { value: '0001' } });
    fireEvent.click(screen.getByRole('button', { name: /查询/ }));
    await waitForRows(1);
    expect(within(bodyRows()[0]).getByText('PO202401010001')).toBeTruthy();
    const last = listRequests(adapter).at(-1);
    expect(last?.body).toMatchObject({ poNumber_like: '0001', pageIndex: 1 });
    expect(last?.menu).toEqual({ menuId: 11, respId: 2 });
  });

  it('sorts on the server when a sortable header is clicked', async () => {
    const adapter = ordersAdapter(3);
    renderScreen({ route: ROUTE, adapter });
    await waitForRows(3);
    fireEvent.click(within(headerCell('poNumber')).getByRole('button', { name: '升序' }));
    await waitFor(() => expect(listRequests(adapter).at(-1)?.body).toMatchObject({ sortField: 'poNumber', sortOrder: 'asc' }));
  });

  it('deletes the selected rows after the confirmation', async () => {
    const adapter = ordersAdapter(3);
    renderScreen({ route: ROUTE, adapter });
    await waitForRows(3);
    fireEvent.click(within(bodyRows()[0]).getByRole('checkbox'));
    expect(await screen.findByText('跨页已选择 1 行')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /删除/ }));
    expect(await screen.findByText('确认删除选中的订单？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitForRows(2);
    const deletion = adapter.requests.find((request) => request.operation === 'doBatchDelete');
    expect(deletion?.body).toEqual({ ids: [3] });
    expect(adapter.rows('srmPoHeader').map((row) => row.poHeaderId)).toEqual([1, 2]);
  });

  it('opens the edit screen from create and from the link cell', async () => {
    const { navigation } = renderScreen({ route: ROUTE, adapter: ordersAdapter(2) });
    await waitForRows(2);
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    expect(navigation.openScreen).toHaveBeenCalledWith('purOrderManage/purchaseOrderEdit');
    fireEvent.click(screen.getByText('PO202401010002'));
    expect(navigation.openScreen).toHaveBeenLastCalledWith('purOrderManage/purchaseOrderEdit', { id: '2' });
  });

  it('shows the server message when the load fails and clears the loading flag', async () => {
    const failing: DataAdapter = {
      async request(request) {
        if (request.operation === 'listByPage') return { status: 'E', msg: '数据库连接失败', data: null as never };
        return ordersAdapter(0).request(request);
      },
    };
    renderScreen({ route: ROUTE, adapter: failing });
    expect(await screen.findByText('数据库连接失败')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.srm-grid-loading')).toBeNull());
  });

  it('goes back to page 1 when the page size changes', async () => {
    const adapter = ordersAdapter(60);
    renderScreen({ route: ROUTE, adapter });
    await waitForRowCount(20);
    clickPage(3);
    await waitFor(() => expect(listRequests(adapter).at(-1)?.body).toMatchObject({ pageIndex: 3 }));
    await waitForRowCount(20);
    await choosePageSize('50 条/页');
    await waitFor(() => expect(listRequests(adapter).at(-1)?.body).toMatchObject({ pageIndex: 1, pageRows: 50 }));
    // The grid holds the 50 rows and draws those in view.
    await waitFor(() => expect(gridRowCount()).toBe(50));
    expect(cellOf(bodyRows()[0], '__sequence').textContent).toBe('1');
  });

  it('reloads its current page when shown again after another screen changed its entity', async () => {
    const adapter = ordersAdapter(25);
    const list = (visible: boolean) => (
      <ScreenVisibilityProvider visible={visible}>
        <ScreenRenderer route={ROUTE} params={{ menuId: '11', respId: '2' }} userType="internal" />
      </ScreenVisibilityProvider>
    );
    const harness = renderWithProviders(list(true), { adapter });
    await waitForRowCount(20);
    clickPage(2);
    await waitForRows(5);
    const loadsBefore = listRequests(adapter).length;

    // Hidden (another tab is active): a change elsewhere loads nothing yet.
    harness.rerender(list(false));
    act(() => bumpEntityDataVersion(harness.store, 'srmPoHeader'));
    act(() => bumpEntityDataVersion(harness.store, 'baseLookupType'));
    expect(listRequests(adapter)).toHaveLength(loadsBefore);

    harness.rerender(list(true));
    await waitFor(() => expect(listRequests(adapter)).toHaveLength(loadsBefore + 1));
    expect(listRequests(adapter).at(-1)?.body).toMatchObject({ pageIndex: 2 });
    // Shown again without a further change: no reload.
    harness.rerender(list(false));
    harness.rerender(list(true));
    await waitForRows(5);
    expect(listRequests(adapter)).toHaveLength(loadsBefore + 1);
  });
});

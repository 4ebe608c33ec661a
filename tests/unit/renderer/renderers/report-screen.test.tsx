import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EChartsViewProps } from '../../../../renderer/charts/echarts-view';
import { FileTransferProvider } from '../../../../renderer/context/file-transfer-context';
import type { DownloadRequest, FileTransfer } from '../../../../renderer/data/file-transfer';
import { createMemoryAdapter, type MemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { createMemoryFileTransfer } from '../../../../renderer/data/memory-file-transfer';
import { ScreenRenderer } from '../../../../renderer/screen-renderer';
import { failOnConsoleError } from '../support/console-guard';
import { allEntities, baseRecords, lookupSeed, purchaseOrder } from '../support/fixtures';
import { bodyRows, cellOf, summaryCells, waitForRows } from '../support/grid-dom';
import { renderWithProviders } from '../support/render-screen';

/**
 * The report renderer (renderer/renderers/report-screen/) over the memory adapter, with the product's
 * supplierPurchaseAmountReport: grid and chart over one aggregate call, search, drill from a cell and from
 * a chart point, export. ECharts itself is replaced by a double that shows the option it gets and offers
 * its points as buttons (the real chart is tested in tests/unit/renderer/charts/).
 */
const charts: EChartsViewProps[] = [];
vi.mock('../../../../renderer/charts/echarts-view', () => ({
  default: (props: EChartsViewProps) => {
    charts.push(props);
    const series = (props.option.series ?? []) as { name: string; data: unknown[] }[];
    return (
      <div role="img" aria-label={props.label}>
        {series.flatMap((entry, s) =>
          entry.data.map((value, i) =>
            value === null ? null : (
              <button key={`${s}-${i}`} type="button" onClick={() => props.onPointClick?.(s, i)}>
                {`point ${entry.name} ${i}: ${String(value)}`}
              </button>
            ),
          ),
        )}
      </div>
    );
  },
}));

failOnConsoleError();

const ROUTE = 'supplierPurchaseAmountReport';

function line(id: number, amount: number) {
  return { poLineId: id, lineNumber: 1, itemName: `item ${id}`, demandQty: 1, taxPrice: amount, taxTotalPrice: amount, demandDate: '2024-02-01' };
}

function reportAdapter(): MemoryAdapter {
  return createMemoryAdapter({
    entities: allEntities,
    records: {
      ...baseRecords,
      srmPoHeader: [
        { ...purchaseOrder(1, { supplierId: 1, startDate: '2024-04-10', status: 'APPROVED' }), lines: [line(1, 0.1), line(2, 0.2)] },
        { ...purchaseOrder(2, { supplierId: 1, startDate: '2024-05-03', status: 'DRAFT' }), lines: [line(3, 1000)] },
        { ...purchaseOrder(3, { supplierId: 2, startDate: '2024-05-20', status: 'APPROVED' }), lines: [line(4, 1234.5)] },
      ],
    },
    lookups: lookupSeed,
    resources: ['btnExport'],
  });
}

const downloads: DownloadRequest[] = [];
let linkClicks: { mockRestore(): void } | undefined;
beforeEach(() => {
  charts.length = 0;
  downloads.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:report-test');
  URL.revokeObjectURL = vi.fn();
  linkClicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => linkClicks?.mockRestore());

const transfer: FileTransfer = {
  ...createMemoryFileTransfer(),
  async download(request) {
    downloads.push(request);
    return { kind: 'file', blob: new Blob(['xlsx']), fileName: 'report.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  },
};

function renderReport(options: { language?: 'CN' | 'EN' } = {}) {
  const adapter = reportAdapter();
  const harness = renderWithProviders(
    <FileTransferProvider transfer={transfer}>
      <ScreenRenderer route={ROUTE} params={{ menuId: '30', respId: '2' }} userType="internal" />
    </FileTransferProvider>,
    { adapter, language: options.language },
  );
  return { adapter, ...harness };
}

const aggregateCalls = (adapter: MemoryAdapter) => adapter.requests.filter((request) => request.operation === 'aggregate');
const lastChart = () => charts[charts.length - 1];

describe('report screen', () => {
  it('draws the grid and the chart of one aggregate call, in Chinese', async () => {
    const { adapter } = renderReport();
    const rows = await waitForRows(3);
    expect(rows.map((row) => [cellOf(row, 'supplierId').textContent, cellOf(row, 'month').textContent, cellOf(row, 'amount').textContent])).toEqual([
      ['华东精密机械有限公司', '2024-04', '0.30'],
      ['华东精密机械有限公司', '2024-05', '1,000.00'],
      ['深圳宏达电子科技有限公司', '2024-05', '1,234.50'],
    ]);
    expect(summaryCells().map((cell) => cell.textContent)).toContain('2,234.80');
    const calls = aggregateCalls(adapter);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ service: 'srm', resource: 'srmPoLineRestful', menu: { menuId: 30, respId: 2 } });
    expect(calls[0].body).toMatchObject({ groupBy: [{ field: 'supplierId', parent: true }, { field: 'startDate', parent: true, bucket: 'month', as: 'month' }] });
    await waitFor(() => expect(lastChart().option.xAxis).toMatchObject({ data: ['华东精密机械有限公司', '深圳宏达电子科技有限公司'] }));
    expect(lastChart().option.series).toMatchObject([
      { name: '2024-04', stack: 'total', data: [0.3, null] },
      { name: '2024-05', stack: 'total', data: [1000, 1234.5] },
    ]);
    expect(screen.getByRole('img', { name: '供应商采购金额' })).toBeTruthy();
    expect(screen.getByText('供应商编码')).toBeTruthy();
  });

  it('speaks English', async () => {
    renderReport({ language: 'EN' });
    await waitForRows(3);
    for (const title of ['Supplier', 'Month', 'Orders', 'Amount incl. tax', 'Export', 'Refresh', 'Search']) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Purchase amount by supplier' })).toBeTruthy();
  });

  it('searches: the one call runs again with the filters, and grid and chart both follow', async () => {
    const { adapter } = renderReport();
    await waitForRows(3);
    const status = screen.getByText('订单状态').closest('.srm-search-field') as HTMLElement;
    fireEvent.click(status.querySelector('.arco-select-view') as HTMLElement);
    fireEvent.click(await screen.findByText('已审批', { selector: '.arco-select-option' }));
    fireEvent.click(screen.getByRole('button', { name: /查询/ }));
    const rows = await waitForRows(2);
    expect(rows.map((row) => cellOf(row, 'amount').textContent)).toEqual(['0.30', '1,234.50']);
    expect(aggregateCalls(adapter).at(-1)?.body).toMatchObject({ 'parent.status_in': ['APPROVED'] });
    await waitFor(() => expect(lastChart().option.series).toMatchObject([{ name: '2024-04', data: [0.3, null] }, { name: '2024-05', data: [null, 1234.5] }]));
  });

  it('drills from a cell and from a chart point to the order list, for the shell to open under the user’s menu for it', async () => {
    const { navigation } = renderReport();
    const rows = await waitForRows(3);
    fireEvent.click(within(cellOf(rows[2], 'supplierId')).getByRole('button'));
    expect(navigation.openScreen).toHaveBeenLastCalledWith('purchaseOrderList', { supplierId: '2' }, { menu: 'route' });
    fireEvent.click(await screen.findByRole('button', { name: 'point 2024-05 0: 1000' }));
    expect(navigation.openScreen).toHaveBeenLastCalledWith('purchaseOrderList', { supplierId: '1' }, { menu: 'route' });
  });

  it('exports what is shown: the aggregate with the current filters, the shown columns titled as shown', async () => {
    renderReport({ language: 'EN' });
    await waitForRows(3);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    });
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [request] = downloads;
    expect(request).toMatchObject({ method: 'POST', path: '/api/export/v1/exportExcelRestful/exportExcel', menu: { menuId: 30, respId: 2 } });
    const body = request.body as Record<string, unknown>;
    expect(body).toMatchObject({ requestUrl: '/api/srm/v1/srmPoLineRestful/aggregate', fileName: 'Purchase amount by supplier' });
    expect(body.requestParams).toMatchObject({ measures: [{ fn: 'sum', field: 'taxTotalPrice', as: 'amount' }, { fn: 'countDistinct', field: 'poHeaderId', as: 'orderCount' }] });
    expect(body.columns).toEqual([
      { key: 'supplierNumber', title: 'Supplier number', width: 130 },
      { key: 'supplierId', title: 'Supplier', width: 240, displayKey: 'supplierName' },
      { key: 'month', title: 'Month', width: 110 },
      { key: 'orderCount', title: 'Orders', width: 110, precision: 0, showThousandSeparator: false },
      { key: 'amount', title: 'Amount incl. tax', width: 190, precision: 2, showThousandSeparator: true },
    ]);
  });

  it('shows no export button without its resource code', async () => {
    const adapter = createMemoryAdapter({ entities: allEntities, records: baseRecords, lookups: lookupSeed, resources: [] });
    renderWithProviders(<ScreenRenderer route={ROUTE} params={{ menuId: '30', respId: '2' }} userType="internal" />, { adapter });
    expect(await screen.findByRole('button', { name: /刷新/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
    await waitFor(() => expect(bodyRows()).toHaveLength(0));
  });
});

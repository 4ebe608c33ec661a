import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileTransferProvider } from '../../../../renderer/context/file-transfer-context';
import type { DataAdapter, DataRequest } from '../../../../renderer/data/data-adapter';
import type { DownloadRequest, DownloadResult, FileTransfer } from '../../../../renderer/data/file-transfer';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { ScreenRenderer } from '../../../../renderer/screen-renderer';
import { failOnConsoleError } from '../support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from '../support/fixtures';
import { waitForRows } from '../support/grid-dom';
import { renderWithProviders } from '../support/render-screen';
import { createMemoryFileTransfer } from '../../../../renderer/data/memory-file-transfer';

failOnConsoleError();

const saved: string[] = [];
let linkClicks: { mockRestore(): void } | undefined;
beforeEach(() => {
  saved.length = 0;
  localStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:export-test');
  URL.revokeObjectURL = vi.fn();
  linkClicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => linkClicks?.mockRestore());

function fakeTransfer(answer: DownloadResult) {
  const downloads: DownloadRequest[] = [];
  const transfer: FileTransfer = {
    ...createMemoryFileTransfer(),
    async download(request) {
      downloads.push(request);
      return answer;
    },
    upload: () => Promise.reject(new Error('no uploads here')),
  };
  return { transfer, downloads };
}

/** The memory adapter, answering doBackExport as the server does (the API tests hold the server's side). */
function withBackExport(adapter: DataAdapter, submitted: DataRequest[]): DataAdapter {
  return {
    ...adapter,
    request: (async (request: DataRequest) => {
      if (request.operation !== 'doBackExport') return adapter.request(request);
      submitted.push(request);
      return { status: 'S', msg: '已提交后台导出（采购订单.xlsx），完成后请在“后台导出”列表中下载', data: { backExportId: 1 } };
    }) as DataAdapter['request'],
  };
}

function renderOrders(transfer: FileTransfer, submitted: DataRequest[] = []) {
  const orders = [purchaseOrder(1), purchaseOrder(2, { status: 'APPROVED' })];
  const adapter = createMemoryAdapter({ entities: allEntities, records: { ...baseRecords, srmPoHeader: orders }, lookups: lookupSeed, resources: [...ALL_RESOURCES, 'btnBackExport'] });
  renderWithProviders(
    <FileTransferProvider transfer={transfer}>
      <ScreenRenderer route="purchaseOrderList" params={{ menuId: '11', respId: '2' }} userType="internal" />
    </FileTransferProvider>,
    { adapter: withBackExport(adapter, submitted), language: 'CN' },
  );
}

describe('list export', () => {
  it('exports the visible columns with their titles and display rules, and saves the file', async () => {
    const fake = fakeTransfer({ kind: 'file', blob: new Blob(['xlsx']), fileName: '采购订单.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    renderOrders(fake.transfer);
    await waitForRows(2);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '导出' }));
    });
    await waitFor(() => expect(saved).toEqual(['采购订单.xlsx']));
    const [request] = fake.downloads;
    expect(request).toMatchObject({ method: 'POST', path: '/api/export/v1/exportExcelRestful/exportExcel', menu: { menuId: 11, respId: 2 } });
    const body = request.body as Record<string, unknown>;
    expect(body).toMatchObject({ requestUrl: '/api/srm/v1/srmPoHeaderRestful/listByPage', fileName: '采购订单', sheetMaxRow: 50000, requestParams: {} });
    const columns = body.columns as Record<string, unknown>[];
    expect(columns.map((column) => column.key)).toEqual([
      'poNumber', 'status', 'supplierId', 'nonTaxTotalAmount', 'taxTotalAmount', 'currencyCode', 'startDate',
      'poType', 'supplierNumber', 'orgId', 'buyerId', 'description', 'approvedDate', 'creationDate',
    ]);
    // The list gives no width: the plan's for a code.
    expect(columns[0]).toMatchObject({ title: '订单号', width: 140 });
    expect(columns[1]).toMatchObject({ title: '状态', lookup: { typeCode: 'PO_STATUS' } });
    expect(columns[8]).toMatchObject({ title: '供应商编码' });
    expect(columns[2]).toMatchObject({ title: '供应商', displayKey: 'supplierName' });
    expect(columns[4]).toMatchObject({ precision: 2, showThousandSeparator: true });
    expect(columns[12]).toMatchObject({ format: 'yyyy-MM-dd HH:mm:ss' });
    expect(await screen.findByText('已下载：采购订单.xlsx')).toBeTruthy();
  });

  it('shows the message of an export the server refuses', async () => {
    const fake = fakeTransfer({ kind: 'envelope', envelope: { status: 'E', msg: '导出字段列表为空，请至少选择一列（参数columns）', data: null } });
    renderOrders(fake.transfer);
    await waitForRows(2);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '导出' }));
    });
    expect(await screen.findByText('导出字段列表为空，请至少选择一列（参数columns）')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('submits the same export for background export and says so', async () => {
    const submitted: DataRequest[] = [];
    renderOrders(fakeTransfer({ kind: 'envelope', envelope: { status: 'E', msg: 'unused', data: null } }).transfer, submitted);
    await waitForRows(2);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '后台导出' }));
    });
    expect(await screen.findByText('已提交后台导出（采购订单.xlsx），完成后请在“后台导出”列表中下载')).toBeTruthy();
    expect(submitted[0]).toMatchObject({ service: 'base', resource: 'baseReportBackExportRestful', menu: { menuId: 11, respId: 2 } });
    const body = submitted[0].body as Record<string, unknown>;
    expect(body.fileName).toBe('采购订单');
    expect(JSON.parse(String(body.paramsValue))).toMatchObject({ requestUrl: '/api/srm/v1/srmPoHeaderRestful/listByPage', sheetMaxRow: 50000 });
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileTransferProvider } from '../../../../renderer/context/file-transfer-context';
import type { DownloadRequest, DownloadResult, FileTransfer, UploadRequest } from '../../../../renderer/data/file-transfer';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { ImportDialog } from '../../../../renderer/import/import-dialog';
import { ScreenRenderer } from '../../../../renderer/screen-renderer';
import type { ApiEnvelope } from '../../../../src/shared/api/envelope';
import type { ImportRejected } from '../../../../src/shared/api/import-answer';
import { failOnConsoleError } from '../support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed } from '../support/fixtures';
import { renderWithProviders } from '../support/render-screen';
import { createMemoryFileTransfer } from '../../../../renderer/data/memory-file-transfer';

failOnConsoleError();

const MENU = { menuId: 11, respId: 2 };
const supplierEntity = allEntities.find((entity) => entity.name === 'srmPosSupplierInfo')!;

/** A file transfer that records calls and answers what the test says; the server's side is the API tests'. */
function fakeTransfer(answer: ApiEnvelope<unknown> | Error) {
  const uploads: UploadRequest[] = [];
  const downloads: DownloadRequest[] = [];
  const transfer: FileTransfer = {
    ...createMemoryFileTransfer(),
    async download(request): Promise<DownloadResult> {
      downloads.push(request);
      return { kind: 'file', blob: new Blob(['xlsx']), fileName: request.path.endsWith('Result') ? '供应商导入错误.xlsx' : '供应商导入模板.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
    },
    async upload<T>(request: UploadRequest): Promise<ApiEnvelope<T>> {
      uploads.push(request);
      request.onProgress?.(50, 100);
      if (answer instanceof Error) throw answer;
      return answer as ApiEnvelope<T>;
    },
  };
  return { transfer, uploads, downloads };
}

/** The names of the files the dialog handed the browser to save (jsdom cannot navigate to a blob). */
const saved: string[] = [];
let linkClicks: { mockRestore(): void } | undefined;
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:import-test');
  URL.revokeObjectURL = vi.fn();
  linkClicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => linkClicks?.mockRestore());

function renderDialog(transfer: FileTransfer, language: 'CN' | 'EN') {
  const onClose = vi.fn();
  const onImported = vi.fn();
  renderWithProviders(
    <FileTransferProvider transfer={transfer}>
      <ImportDialog entity={supplierEntity} menu={MENU} onClose={onClose} onImported={onImported} />
    </FileTransferProvider>,
    { adapter: createMemoryAdapter({ entities: allEntities, records: baseRecords, lookups: lookupSeed, resources: ALL_RESOURCES }), language },
  );
  return { onClose, onImported };
}

function chooseFile(name: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['xlsx bytes'], name)] } });
}

const REJECTED: ImportRejected = {
  rows: 3,
  errorRows: 1,
  truncated: false,
  errors: [
    { row: 3, column: 'Supplier name', field: 'supplierName', message: 'Supplier name is required' },
    { row: 3, column: 'Supplier type', field: 'supplierType', message: 'Supplier type: "Wholesaler" is not one of the allowed values' },
  ],
  resultId: 'a'.repeat(48),
  resultExpiresAt: '2026-11-22 12:00:00',
};

describe('import dialog', () => {
  it('downloads the template, refuses a file that is no .xlsx and imports a good one (CN)', async () => {
    const fake = fakeTransfer({ status: 'S', msg: '导入成功：共2行，新增2条，更新0条', data: { rows: 2, created: 2, updated: 0 } });
    const { onClose, onImported } = renderDialog(fake.transfer, 'CN');
    expect(screen.getByText('导入供应商')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下载导入模板' }));
    await waitFor(() => expect(saved).toEqual(['供应商导入模板.xlsx']));
    expect(fake.downloads[0]).toEqual({ method: 'POST', path: '/api/export/v1/importExcelRestful/downloadImportTemplate', body: { entity: 'srmPosSupplierInfo' }, menu: MENU });

    const start = screen.getByRole('button', { name: '开始导入' });
    expect(start.hasAttribute('disabled')).toBe(true);
    chooseFile('suppliers.csv');
    expect(screen.getByText('只能导入 Excel 文件（.xlsx）')).toBeTruthy();
    expect(start.hasAttribute('disabled')).toBe(true);

    chooseFile('suppliers.xlsx');
    expect(screen.getByTestId('import-file-name').textContent).toBe('suppliers.xlsx');
    expect(screen.queryByText('只能导入 Excel 文件（.xlsx）')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '开始导入' }));
    });
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fake.uploads[0]).toMatchObject({ path: '/api/export/v1/importExcelRestful/importExcel?entity=srmPosSupplierInfo', menu: MENU });
    expect(fake.uploads[0].files[0].fileName).toBe('suppliers.xlsx');
    expect(await screen.findByText('导入成功：共2行，新增2条，更新0条')).toBeTruthy();
  });

  it('lists the rows with errors and downloads the marked workbook (EN)', async () => {
    const fake = fakeTransfer({ status: 'E', msg: 'Import failed: 1 rows have errors, nothing was imported. Row 3: Supplier name is required', data: REJECTED });
    const { onClose, onImported } = renderDialog(fake.transfer, 'EN');
    expect(screen.getByText('Import Supplier')).toBeTruthy();
    chooseFile('suppliers.XLSX');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start import' }));
    });
    expect(await screen.findByText('Import failed: 1 rows have errors, nothing was imported. Row 3: Supplier name is required')).toBeTruthy();
    expect(screen.getByText('Errors (1 rows have errors)')).toBeTruthy();
    const errors = document.querySelector<HTMLElement>('.srm-import-errors')!;
    const headers = within(errors).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Row', 'Column', 'Error']);
    const rows = [...errors.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['3', 'Supplier name', 'Supplier name is required'],
      ['3', 'Supplier type', 'Supplier type: "Wholesaler" is not one of the allowed values'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Download error file' }));
    await waitFor(() => expect(saved).toEqual(['供应商导入错误.xlsx']));
    expect(fake.downloads[0]).toEqual({ method: 'POST', path: '/api/export/v1/importExcelRestful/downloadImportResult', body: { resultId: REJECTED.resultId }, menu: MENU });
    expect(onImported).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows why a file was refused, and a failed upload, without closing', async () => {
    const refused = fakeTransfer({ status: 'E', msg: 'The file is not an Excel workbook (.xlsx): download the import template, fill it in and import that', data: null });
    renderDialog(refused.transfer, 'EN');
    chooseFile('renamed.xlsx');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start import' }));
    });
    expect(await screen.findByText(/The file is not an Excel workbook/)).toBeTruthy();
    expect(document.querySelector('.srm-import-errors')).toBeNull();
  });

  it('says so when the upload itself fails (CN)', async () => {
    renderDialog(fakeTransfer(new Error('网络异常')).transfer, 'CN');
    chooseFile('suppliers.xlsx');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '开始导入' }));
    });
    expect(await screen.findByText('导入失败：网络异常')).toBeTruthy();
  });
});

describe('the import toolbar action of a list screen', () => {
  it('opens the dialog from the granted button and reloads the list after an import', async () => {
    const adapter = createMemoryAdapter({ entities: allEntities, records: baseRecords, lookups: lookupSeed, resources: [...ALL_RESOURCES, 'btnImport'] });
    const fake = fakeTransfer({ status: 'S', msg: 'Imported 1 rows: 1 created, 0 updated', data: { rows: 1, created: 1, updated: 0 } });
    renderWithProviders(
      <FileTransferProvider transfer={fake.transfer}>
        <ScreenRenderer route="supplierInfoList" params={{ menuId: '11', respId: '2' }} userType="internal" />
      </FileTransferProvider>,
      { adapter, language: 'EN' },
    );
    // The toolbar is busy while the first page loads.
    expect(await screen.findByText('华东精密机械有限公司')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Import Supplier')).toBeTruthy();
    const lists = () => adapter.requests.filter((request) => request.operation === 'listByPage' && request.resource === 'srmPosSupplierInfoRestful').length;
    const before = lists();
    chooseFile('suppliers.xlsx');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start import' }));
    });
    await waitFor(() => expect(lists()).toBe(before + 1));
    await waitFor(() => expect(screen.queryByText('Import Supplier')).toBeNull());
  });

  it('hides the button from a menu that does not grant btnImport', async () => {
    const adapter = createMemoryAdapter({ entities: allEntities, records: baseRecords, lookups: lookupSeed, resources: ALL_RESOURCES });
    renderWithProviders(<ScreenRenderer route="supplierInfoList" params={{ menuId: '11', respId: '2' }} userType="internal" />, { adapter, language: 'EN' });
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });
});

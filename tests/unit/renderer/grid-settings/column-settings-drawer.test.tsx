import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import type { DataAdapter, DataRequest } from '../../../../renderer/data/data-adapter';
import { ColumnSettingsButton } from '../../../../renderer/grid-settings/column-settings-button';
import { columnSettingsFileText } from '../../../../renderer/grid-settings/column-settings-file';
import type { ColumnDefault } from '../../../../renderer/grid-settings/column-settings.types';
import { useColumnSettings } from '../../../../renderer/grid-settings/use-column-settings';
import type { ColumnSettings } from '../../../../renderer/grid-settings/column-settings.types';
import { failOnConsole } from '../support/console-guard';
import { renderWithProviders } from '../support/render-screen';

failOnConsole('error', 'warn');

const TABLE = 'purchaseOrderTable';
const COLUMNS: ColumnDefault[] = [
  { key: 'poNumber', title: { cn: '订单号', en: 'PO number' }, width: 170, fixed: 'left' },
  { key: 'status', title: { cn: '状态', en: 'Status' }, width: 160 },
  { key: 'supplierId', title: { cn: '供应商', en: 'Supplier' }, width: 220 },
  { key: 'description', title: { cn: '说明', en: 'Description' }, width: 240, hidden: true },
];

let shown: ColumnSettings;

function GridStandIn({ onResize }: { onResize?: (resize: (key: string, width: number) => void) => void }) {
  const control = useColumnSettings(TABLE, COLUMNS);
  shown = control.settings;
  onResize?.(control.resizeColumn);
  return <ColumnSettingsButton control={control} />;
}

/** The memory adapter with the column configuration calls optionally failing. */
function adapterWith(fail: { find?: string; save?: string } = {}): DataAdapter & { requests: DataRequest[] } {
  const memory = createMemoryAdapter({ entities: [] });
  return {
    requests: memory.requests,
    async request<T>(request: DataRequest) {
      const failure = request.operation === 'find' ? fail.find : request.operation === 'save' ? fail.save : undefined;
      if (failure && request.resource === 'baseUserTableConfigRestful') {
        memory.requests.push(request);
        return { status: 'E' as const, msg: failure, data: null as T };
      }
      return memory.request<T>(request);
    },
  };
}

function saves(adapter: { requests: DataRequest[] }) {
  return adapter.requests.filter((request) => request.resource === 'baseUserTableConfigRestful' && request.operation === 'save');
}

async function openDrawer(language: 'CN' | 'EN' = 'CN') {
  fireEvent.click(screen.getByRole('button', { name: language === 'CN' ? '列设置' : 'Column settings' }));
  return screen.findByRole('list', { name: language === 'CN' ? '列设置' : 'Column settings' });
}

function rowOf(key: string): HTMLElement {
  return document.querySelector(`[data-column-key="${key}"]`) as HTMLElement;
}

async function loaded(adapter: { requests: DataRequest[] }) {
  await waitFor(() => expect(adapter.requests.some((request) => request.operation === 'find')).toBe(true));
  await waitFor(() => expect(document.querySelector('.srm-column-settings-button.arco-btn-loading')).toBeNull());
}

beforeEach(() => {
  shown = { order: [], hidden: [], widths: {}, fixed: {} };
});
const restorers: (() => void)[] = [];
afterEach(() => {
  // Only this file's own stubs: the console guard restores its spies itself.
  for (const restore of restorers.splice(0)) restore();
});

describe('column settings drawer', () => {
  it('starts from the saved configuration and lists every column in its order, hidden ones unchecked', async () => {
    const adapter = adapterWith();
    await adapter.request({
      service: 'base',
      resource: 'baseUserTableConfigRestful',
      operation: 'save',
      body: { tableName: TABLE, settings: { order: ['status', 'poNumber', 'supplierId', 'description'], hidden: ['supplierId'], widths: {}, fixed: {} } },
    });
    renderWithProviders(<GridStandIn />, { adapter });
    await loaded(adapter);
    expect(shown.order).toEqual(['status', 'poNumber', 'supplierId', 'description']);
    expect(shown.hidden).toEqual(['supplierId']);
    const list = await openDrawer();
    expect(within(list).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, false, true]);
    expect(screen.getByText('正在使用您的个人列配置')).toBeTruthy();
  });

  it('hides, reorders and pins a column at once and saves each change', async () => {
    const adapter = adapterWith();
    renderWithProviders(<GridStandIn />, { adapter });
    await loaded(adapter);
    expect(shown.hidden).toEqual(['description']);
    await openDrawer();

    fireEvent.click(screen.getByLabelText('显示“状态”'));
    expect(shown.hidden).toEqual(['status', 'description']);
    await waitFor(() => expect(saves(adapter).at(-1)?.body).toMatchObject({ tableName: TABLE, settings: { hidden: ['description', 'status'] } }));

    fireEvent.click(screen.getByRole('button', { name: '上移“供应商”' }));
    expect(shown.order).toEqual(['poNumber', 'supplierId', 'status', 'description']);
    await waitFor(() => expect(saves(adapter).at(-1)?.body).toMatchObject({ settings: { order: ['poNumber', 'supplierId', 'status', 'description'] } }));
    expect((screen.getByRole('button', { name: '上移“订单号”' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(rowOf('poNumber').querySelector('.arco-select-view') as HTMLElement);
    fireEvent.click(await screen.findByText('不固定', { selector: '.arco-select-option' }));
    expect(shown.fixed.poNumber).toBeUndefined();
    await waitFor(() => expect(saves(adapter).at(-1)?.body).toMatchObject({ settings: { fixed: { poNumber: 'none' } } }));
  });

  it('never lets the last visible column be hidden', async () => {
    const adapter = adapterWith();
    renderWithProviders(<GridStandIn />, { adapter });
    await loaded(adapter);
    await openDrawer();
    fireEvent.click(screen.getByLabelText('显示“状态”'));
    fireEvent.click(screen.getByLabelText('显示“供应商”'));
    // The label carries the name; the checkbox input is inside it.
    const last = screen.getByLabelText('显示“订单号”').querySelector('input') as HTMLInputElement;
    expect(last.checked).toBe(true);
    expect(last.disabled).toBe(true);
  });

  it('saves a width typed in the drawer when the input is left, and a resize only once the user stops', async () => {
    const adapter = adapterWith();
    let resize: (key: string, width: number) => void = () => undefined;
    renderWithProviders(<GridStandIn onResize={(fn) => (resize = fn)} />, { adapter });
    await loaded(adapter);
    await openDrawer();
    const width = screen.getByLabelText('“状态”的列宽');
    fireEvent.change(width, { target: { value: '2' } });
    fireEvent.change(width, { target: { value: '230' } });
    expect(shown.widths.status).toBe(160);
    fireEvent.blur(width);
    expect(shown.widths.status).toBe(230);

    vi.useFakeTimers();
    try {
      act(() => {
        resize('supplierId', 250);
        resize('supplierId', 261.7);
      });
      expect(shown.widths.supplierId).toBe(262);
      const before = saves(adapter).length;
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(saves(adapter).length).toBe(before);
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(saves(adapter).length).toBe(before + 1);
      expect(saves(adapter).at(-1)?.body).toMatchObject({ settings: { widths: { status: 230, supplierId: 262 } } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('puts back what the server holds when a save fails, and says why', async () => {
    const adapter = adapterWith({ save: '数据库连接失败' });
    renderWithProviders(<GridStandIn />, { adapter });
    await loaded(adapter);
    await openDrawer();
    fireEvent.click(screen.getByLabelText('显示“状态”'));
    expect(await screen.findByText('列配置保存失败：数据库连接失败')).toBeTruthy();
    await waitFor(() => expect(shown.hidden).toEqual(['description']));
  });

  it('shows the defaults and says so when the saved configuration cannot be read', async () => {
    const adapter = adapterWith({ find: 'Server unreachable' });
    renderWithProviders(<GridStandIn />, { adapter, language: 'EN' });
    await loaded(adapter);
    expect(shown.order).toEqual(['poNumber', 'status', 'supplierId', 'description']);
    await openDrawer('EN');
    expect(screen.getByText('Your column settings could not be read; the defaults are shown: Server unreachable')).toBeTruthy();
  });

  it('resets to the descriptor defaults after a confirmation', async () => {
    const adapter = adapterWith();
    renderWithProviders(<GridStandIn />, { adapter });
    await loaded(adapter);
    await openDrawer();
    fireEvent.click(screen.getByLabelText('显示“说明”'));
    await waitFor(() => expect(saves(adapter)).toHaveLength(1));
    expect(shown.hidden).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('已恢复默认列配置')).toBeTruthy();
    expect(shown.hidden).toEqual(['description']);
    expect(adapter.requests.at(-1)).toMatchObject({ operation: 'reset', body: { tableName: TABLE } });
    expect(screen.getByText('正在使用默认列配置')).toBeTruthy();
  });

  it('exports the configuration as a JSON file named after the table', async () => {
    const adapter = adapterWith();
    renderWithProviders(<GridStandIn />, { adapter });
    await loaded(adapter);
    let exported: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      exported = blob;
      return 'blob:settings';
    });
    const { createObjectURL: originalCreate, revokeObjectURL: originalRevoke } = URL;
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    restorers.push(() => {
      click.mockRestore();
      Object.assign(URL, { createObjectURL: originalCreate, revokeObjectURL: originalRevoke });
    });
    await openDrawer();
    fireEvent.click(screen.getByLabelText('显示“状态”'));
    fireEvent.click(screen.getByRole('button', { name: '导出配置' }));
    expect(clicked.map((link) => link.download)).toEqual(['purchaseOrderTable.columns.json']);
    const file = JSON.parse(await (exported as Blob).text()) as { kind: string; tableName: string; settings: { hidden: string[] } };
    expect(file).toMatchObject({ kind: 'srm.columnSettings', tableName: TABLE, settings: { hidden: ['status', 'description'] } });
  });

  it('imports an exported file and saves it; refuses a bad file with a message in the user language', async () => {
    const adapter = adapterWith();
    renderWithProviders(<GridStandIn />, { adapter, language: 'EN' });
    await loaded(adapter);
    await openDrawer('EN');
    const input = screen.getByLabelText('Choose a column settings file');

    fireEvent.change(input, { target: { files: [new File(['not json'], 'columns.json')] } });
    expect(await screen.findByText('The file is not valid JSON and cannot be imported')).toBeTruthy();
    const other = columnSettingsFileText('lookupTypeTable', { order: [], hidden: [], widths: {}, fixed: {} });
    fireEvent.change(input, { target: { files: [new File([other], 'other.json')] } });
    expect(await screen.findByText('This file holds the column configuration of table "lookupTypeTable", not of this table')).toBeTruthy();
    expect(saves(adapter)).toHaveLength(0);

    const good = columnSettingsFileText(TABLE, { order: ['supplierId', 'poNumber', 'status'], hidden: ['poNumber'], widths: { status: 300 }, fixed: { poNumber: 'none' } });
    fireEvent.change(input, { target: { files: [new File([good], 'good.json')] } });
    expect(await screen.findByText('Column settings imported')).toBeTruthy();
    expect(shown).toEqual({
      order: ['supplierId', 'description', 'poNumber', 'status'],
      hidden: ['poNumber', 'description'],
      widths: { poNumber: 170, status: 300, supplierId: 220, description: 240 },
      fixed: { poNumber: undefined, status: undefined, supplierId: undefined, description: undefined },
    });
    await waitFor(() => expect(saves(adapter)).toHaveLength(1));
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { columnSettingsFileText } from '../../../../renderer/grid-settings/column-settings-file';
import type { StoredColumnSettings } from '../../../../src/shared/column-settings/column-settings-format';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, dragResizer, headerCell, regionOf, waitForRows } from '../support/grid-dom';
import { orderList, ordersAdapter, renderList, requestsOf } from './grid-kit';
import type { MemoryAdapter } from '../../../../renderer/data/memory-adapter';

failOnConsoleError();
beforeEach(() => localStorage.clear());
const restorers: (() => void)[] = [];
afterEach(() => {
  for (const restore of restorers.splice(0)) restore();
});

/**
 * Issue: per-user column configuration (order, visibility with columnsDisplay, width, fixed side) kept on
 * the server per table name, imported and exported as a file, reset. The drawer itself is tested in
 * grid-settings/; here: the list's grid draws what the configuration says.
 */
const TABLE = 'testOrderTable';
const descriptor = orderList({
  table: { name: TABLE },
  columns: [
    { key: 'poNumber', width: 170, fixed: 'left' },
    { key: 'status', width: 120, lookup: { typeCode: 'PO_STATUS' } },
    { key: 'taxTotalAmount', width: 140 },
    { key: 'description', width: 200, columnsDisplay: 'N' },
    { key: 'contractCode', width: 100 },
  ],
});

function dataHeaders(): string[] {
  return [...document.querySelectorAll<HTMLElement>('.srm-grid-header [data-header]')]
    .map((cell) => cell.getAttribute('data-header') ?? '')
    .filter((key) => !key.startsWith('__'));
}

/** Data headers of a region in display order (by their left edge). */
function regionHeaders(region: string): string[] {
  return [...document.querySelectorAll<HTMLElement>(`.srm-grid-header .srm-grid-region-${region} [data-header]`)]
    .filter((cell) => !(cell.getAttribute('data-header') ?? '').startsWith('__'))
    .sort((a, b) => Number.parseFloat(a.style.left) - Number.parseFloat(b.style.left))
    .map((cell) => cell.getAttribute('data-header') ?? '');
}

async function store(adapter: MemoryAdapter, settings: StoredColumnSettings) {
  await adapter.request({ service: 'base', resource: 'baseUserTableConfigRestful', operation: 'save', body: { tableName: TABLE, settings } });
}

async function settled(adapter: MemoryAdapter) {
  await waitForRows(2);
  await waitFor(() => expect(requestsOf(adapter, 'find')).toHaveLength(1));
  await waitFor(() => expect(document.querySelector('.srm-column-settings-button.arco-btn-loading')).toBeNull());
}

describe('the user’s column configuration applied by the list grid', () => {
  it('hides a columnsDisplay N column until the user shows it', async () => {
    const adapter = ordersAdapter(2);
    renderList(descriptor, { adapter });
    await settled(adapter);
    expect(dataHeaders()).not.toContain('description');
    expect(bodyRows()[0].querySelector('[data-cell$=":description"]')).toBeNull();
    expect(regionHeaders('center')).toEqual(['status', 'taxTotalAmount', 'contractCode']);
    expect(requestsOf(adapter, 'find')[0].body).toEqual({ tableName: TABLE });
  });

  it('follows the stored order, hidden columns, widths and fixed sides', async () => {
    const adapter = ordersAdapter(2);
    await store(adapter, {
      order: ['status', 'taxTotalAmount', 'poNumber', 'description', 'contractCode'],
      hidden: ['contractCode'],
      widths: { status: 150 },
      fixed: { poNumber: 'none', status: 'left', taxTotalAmount: 'right' },
    });
    renderList(descriptor, { adapter });
    await settled(adapter);
    await waitFor(() => expect(regionOf(headerCell('status'))).toBe('start'));
    expect(regionHeaders('start')).toEqual(['status']);
    expect(regionHeaders('center')).toEqual(['poNumber', 'description']);
    expect(regionHeaders('end')).toEqual(['taxTotalAmount']);
    expect(dataHeaders()).not.toContain('contractCode');
    expect(bodyRows()[0].querySelector('[data-cell$=":contractCode"]')).toBeNull();
    expect(headerCell('status').style.width).toBe('150px');
    expect(regionOf(cellOf(bodyRows()[0], 'status'))).toBe('start');
  });

  it('draws an imported configuration, and the defaults again after a reset', async () => {
    const adapter = ordersAdapter(2);
    renderList(descriptor, { adapter });
    await settled(adapter);
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    const input = await screen.findByLabelText('选择列配置文件');
    const file = columnSettingsFileText(TABLE, {
      order: ['contractCode', 'poNumber', 'status', 'taxTotalAmount', 'description'],
      hidden: ['status'],
      widths: {},
      fixed: { poNumber: 'none' },
    });
    fireEvent.change(input, { target: { files: [new File([file], 'columns.json')] } });
    expect(await screen.findByText('列配置已导入')).toBeTruthy();
    await waitFor(() => expect(regionHeaders('center')).toEqual(['contractCode', 'poNumber', 'taxTotalAmount', 'description']));
    expect(regionHeaders('start')).toEqual([]);
    await waitFor(() => expect(requestsOf(adapter, 'save')).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(regionHeaders('center')).toEqual(['status', 'taxTotalAmount', 'contractCode']));
    expect(regionHeaders('start')).toEqual(['poNumber']);
    expect(requestsOf(adapter, 'reset')[0].body).toEqual({ tableName: TABLE });
  });

  it('exports the configuration the grid shows, with a width dragged in the grid', async () => {
    const adapter = ordersAdapter(2);
    renderList(descriptor, { adapter });
    await settled(adapter);
    dragResizer('status', 100, 140);
    await waitFor(() => expect(headerCell('status').style.width).toBe('160px'));

    let exported: Blob | undefined;
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        exported = blob;
        return 'blob:settings';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    restorers.push(() => {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    fireEvent.click(await screen.findByRole('button', { name: '导出配置' }));
    await waitFor(() => expect(exported).toBeDefined());
    const saved = JSON.parse(await (exported as Blob).text()) as { tableName: string; settings: StoredColumnSettings };
    expect(saved.tableName).toBe(TABLE);
    expect(saved.settings.widths).toEqual({ status: 160 });
    expect(saved.settings.hidden).toEqual(['description']);
  });
});

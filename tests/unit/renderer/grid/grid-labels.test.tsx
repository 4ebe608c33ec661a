import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, headerCell, waitForRows } from '../support/grid-dom';
import { lookupList, lookupValue, lookupValuesAdapter, orderList, ordersAdapter, renderList, type Language } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/** Issue: every label of the grid in CN and EN (Operate/操作, Sequence/序号, Required, Summary, Close, ...). */
const LABELS = {
  CN: {
    operate: '操作',
    sequence: '序号',
    required: '必填',
    selectAll: '选择本页全部行',
    selectRow: '选择第 2 行',
    summary: '汇总',
    total: '合计',
    resize: '拖动调整列宽',
    settings: '列设置',
    close: '关闭',
    fullScreen: '全屏',
    exitFullScreen: '退出全屏',
    changed: '已修改',
    noData: '暂无数据',
    records: '共 2 条',
    pageSize: '20 条/页',
  },
  EN: {
    operate: 'Operate',
    sequence: 'Sequence',
    required: 'Required',
    selectAll: 'Select all rows of this page',
    selectRow: 'Select row 2',
    summary: 'Summary',
    total: 'Total',
    resize: 'Drag to resize',
    settings: 'Column settings',
    close: 'Close',
    fullScreen: 'Full screen',
    exitFullScreen: 'Exit full screen',
    changed: 'Changed',
    noData: 'No data',
    records: '2 records',
    pageSize: '20 / page',
  },
};

const orders = orderList({
  table: { showSummary: true, footerConfig: { summaryFields: ['taxTotalAmount'] } },
  rowActions: [{ action: 'edit', resource: 'btnSave' }],
});

describe.each(['CN', 'EN'] as Language[])('grid labels in %s', (language) => {
  const labels = LABELS[language];

  it('names the grid’s own columns, check boxes, resize handles, summary row and pager', async () => {
    renderList(orders, { adapter: ordersAdapter(2), language });
    await waitForRows(2);
    await waitFor(() => expect(document.querySelector('[data-header="__operate"]')).not.toBeNull());
    expect(headerCell('__operate').textContent).toBe(labels.operate);
    expect(headerCell('__sequence').textContent).toBe(labels.sequence);
    expect(within(headerCell('__selection')).getByLabelText(labels.selectAll)).toBeTruthy();
    expect(within(cellOf(bodyRows()[1], '__selection')).getByLabelText(labels.selectRow)).toBeTruthy();
    expect(headerCell('status').querySelector('.srm-grid-resizer')?.getAttribute('aria-label')).toBe(labels.resize);
    const summary = document.querySelector('.srm-grid-summary') as HTMLElement;
    expect(summary.getAttribute('aria-label')).toBe(labels.summary);
    expect(within(summary).getByText(labels.total)).toBeTruthy();
    expect(screen.getByText(labels.records)).toBeTruthy();
    expect(screen.getByText(labels.pageSize)).toBeTruthy();
  });

  it('names the column settings drawer’s Close button and the full screen toggle', async () => {
    renderList(orders, { adapter: ordersAdapter(2), language });
    await waitForRows(2);
    fireEvent.click(screen.getByRole('button', { name: labels.settings }));
    const close = await screen.findByRole('button', { name: labels.close });
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('button', { name: labels.close })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: labels.fullScreen }));
    expect(await screen.findByRole('button', { name: labels.exitFullScreen })).toBeTruthy();
  });

  it('titles the required mark and a changed cell', async () => {
    renderList(lookupList(), { adapter: lookupValuesAdapter([lookupValue(1), lookupValue(2)]), language });
    await waitForRows(2);
    expect(headerCell('meaning').querySelector('.srm-required-mark')?.getAttribute('title')).toBe(labels.required);
    fireEvent.click(cellOf(bodyRows()[0], 'lookupCode'));
    await waitFor(() => expect(cellOf(bodyRows()[0], 'description').querySelector('input')).not.toBeNull());
    const input = cellOf(bodyRows()[0], 'description').querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(cellOf(bodyRows()[0], 'description').classList.contains('srm-grid-cell-changed')).toBe(true));
    expect(cellOf(bodyRows()[0], 'description').getAttribute('title')).toBe(labels.changed);
  });

  it('says there is no data', async () => {
    renderList(orders, { adapter: ordersAdapter(0), language });
    expect(await screen.findByText(labels.noData)).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TableColumn } from '../../../../renderer/descriptors/column.schema';
import { failOnConsoleError } from '../support/console-guard';
import { orderList, ordersAdapter, renderList, type Language } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/**
 * Spec 000 §5, §8 wording of descriptor mistakes, shown by the screen renderer in the UI language: a link
 * column without a click method, an upload column without attachmentConfig, a table without an api.
 */
async function shows(columns: TableColumn[] | undefined, table: Record<string, unknown>, language: Language, title: string, detail: RegExp) {
  renderList(orderList({ route: 'brokenOrders', columns, table }), { adapter: ordersAdapter(1), language });
  expect(await screen.findByText(title)).toBeTruthy();
  expect(screen.getByText(detail)).toBeTruthy();
  expect(document.querySelector('.srm-grid')).toBeNull();
}

describe('descriptor mistakes of a table', () => {
  it.each([
    ['CN', '单元格链接方法未配置'],
    ['EN', 'Cell link method not configured'],
  ] as const)('a link column without an action: %s', async (language, title) => {
    await shows([{ key: 'poNumber', cellType: 'link' }], {}, language, title, /link column poNumber has no action/);
  });

  it.each([
    ['CN', '单元格链接方法未配置'],
    ['EN', 'Cell link method not configured'],
  ] as const)('a link to the edit screen of a list without editRoute: %s', async (language, title) => {
    renderList({ ...orderList({ columns: [{ key: 'poNumber', linkTag: 'edit' }] }), editRoute: undefined }, { adapter: ordersAdapter(1), language });
    expect(await screen.findByText(title)).toBeTruthy();
  });

  it.each([
    ['CN', '单元格按钮方法未配置'],
    ['EN', 'Cell button method not configured'],
  ] as const)('a button column without an action: %s', async (language, title) => {
    await shows([{ key: 'poNumber', cellType: 'button' }], {}, language, title, /button column poNumber has no action/);
  });

  it.each([
    ['CN', '上传列未配置附件参数（attachmentConfig）'],
    ['EN', 'Upload column has no attachmentConfig'],
  ] as const)('an upload column without attachmentConfig: %s', async (language, title) => {
    await shows([{ key: 'poNumber' }, { key: 'attachmentIds' }], {}, language, title, /attachment column attachmentIds needs an attachmentConfig/);
  });

  it.each([
    ['CN', '请配置 API 属性'],
    ['EN', 'Please configure the API attribute'],
  ] as const)('a table whose api is incomplete: %s', async (language, title) => {
    await shows(undefined, { api: { service: 'srm', resource: '', operation: 'listByPage' } }, language, title, /incomplete api/);
  });

  it('accepts an upload column with its attachmentConfig', async () => {
    renderList(orderList({ columns: [{ key: 'poNumber' }, { key: 'attachmentIds', attachmentConfig: { maxCount: 3 } }] }), {
      adapter: ordersAdapter(1),
    });
    expect(await screen.findByText('PO202401010001')).toBeTruthy();
  });
});

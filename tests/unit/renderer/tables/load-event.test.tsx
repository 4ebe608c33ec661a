import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataAdapter } from '../../../../renderer/data/data-adapter';
import type { GridRow } from '../../../../renderer/grid/layout/grid-table';
import type { TableApi } from '../../../../renderer/tables/table-model';
import { useTableRows } from '../../../../renderer/tables/use-table-rows';
import { failOnConsoleError } from '../support/console-guard';
import { MENU, ordersAdapter, renderInShell, type Language } from '../grid/grid-kit';

failOnConsoleError();

/**
 * Spec 000 §8 and the issue: each load emits the load event with its rows, a failed load with null; a
 * table without an api fails every load with "请配置 API 属性" / "Please configure the API attribute".
 */
const API: TableApi = { service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage' };
type Rows = ReturnType<typeof useTableRows>;

let current: Rows;

function Harness({ api, onLoad }: { api: TableApi | undefined; onLoad: (rows: GridRow[] | null) => void }) {
  current = useTableRows({ api, pageSize: 20, menu: MENU, onLoad });
  return null;
}

function mount(adapter: DataAdapter, api: TableApi | undefined, language: Language = 'CN') {
  const onLoad = vi.fn<(rows: GridRow[] | null) => void>();
  renderInShell(<Harness api={api} onLoad={onLoad} />, { adapter, language });
  return onLoad;
}

function failing(inner: DataAdapter, how: 'answer' | 'throw'): DataAdapter {
  return {
    async request(request) {
      if (request.operation !== 'listByPage') return inner.request(request);
      if (how === 'throw') throw new Error('网络中断');
      return { status: 'E', msg: '数据库连接失败', data: null as never };
    },
  };
}

beforeEach(() => {
  current = undefined as unknown as Rows;
});

describe('the load event', () => {
  it('carries the rows of each load', async () => {
    const onLoad = mount(ordersAdapter(3), API);
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onLoad.mock.calls[0][0]?.map((row) => row.poHeaderId)).toEqual([3, 2, 1]);
    expect(current.loading).toBe(false);
    act(() => current.reload());
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(2));
  });

  it.each(['answer', 'throw'] as const)('carries null when the load fails (the server %s), and the loading flag drops', async (how) => {
    const onLoad = mount(failing(ordersAdapter(3), how), API);
    await waitFor(() => expect(onLoad).toHaveBeenCalledWith(null));
    expect(onLoad).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(current.loading).toBe(false));
    expect(current.error).toBe(how === 'throw' ? '网络中断' : '数据库连接失败');
    expect(current.result.rows).toEqual([]);
  });

  it.each([
    ['CN', '请配置 API 属性'],
    ['EN', 'Please configure the API attribute'],
  ] as const)('fails every load of a table without an api (%s)', async (language, message) => {
    const adapter = ordersAdapter(3);
    const onLoad = mount(adapter, undefined, language);
    await waitFor(() => expect(onLoad).toHaveBeenCalledWith(null));
    expect(current.error).toBe(message);
    expect(current.loading).toBe(false);
    expect(adapter.requests.filter((request) => request.operation === 'listByPage')).toHaveLength(0);
  });
});

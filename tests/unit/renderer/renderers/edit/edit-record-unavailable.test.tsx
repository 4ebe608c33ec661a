import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DataAdapter } from '../../../../../renderer/data/data-adapter';
import { createMemoryAdapter } from '../../../../../renderer/data/memory-adapter';
import { failOnConsoleError } from '../../support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from '../../support/fixtures';
import { renderScreen } from '../../support/render-screen';

/**
 * renderer/renderers/edit-screen/record-unavailable.tsx: an edit screen opened on a document that is missing
 * or not the user's (HTTP 200 status E with reason notFound, or a 403) says so calmly, with the ways back,
 * instead of 页面加载失败; a real failure still says the screen failed.
 */
failOnConsoleError();
beforeEach(() => localStorage.clear());

const PO_EDIT = 'purOrderManage/purchaseOrderEdit';

function poAdapter() {
  return createMemoryAdapter({
    entities: allEntities,
    records: { ...baseRecords, srmPoHeader: [purchaseOrder(1)] },
    lookups: lookupSeed,
    resources: ALL_RESOURCES,
    user: { userId: 9, userType: 'internal', supplierId: 1 },
  });
}

/** Answers findById as the server does for the given failure; everything else as the memory adapter. */
function failingFindById(answer: Awaited<ReturnType<DataAdapter['request']>>): DataAdapter {
  const inner = poAdapter();
  return { request: (request) => (request.operation === 'findById' ? Promise.resolve(answer as never) : inner.request(request)) };
}

describe('an edit screen on a missing or foreign document', () => {
  it('says the document is not found, offers the list and closing the tab, in Chinese', async () => {
    const { navigation } = renderScreen({ route: PO_EDIT, adapter: poAdapter(), params: { id: '999' } });
    await screen.findByText('单据不存在或无权查看');
    expect(screen.queryByText('页面加载失败')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回列表' }));
    expect(navigation.openScreen).toHaveBeenCalledWith('purchaseOrderList');
    fireEvent.click(screen.getByRole('button', { name: '关闭页签' }));
    expect(navigation.closeCurrent).toHaveBeenCalledTimes(1);
  });

  it('says so in English', async () => {
    renderScreen({ route: PO_EDIT, adapter: poAdapter(), params: { id: '999' }, language: 'EN' });
    await screen.findByText('Document not found or not yours to see');
    expect(screen.getByRole('button', { name: 'Close tab' })).toBeTruthy();
  });

  it('names a refusal as no access', async () => {
    renderScreen({ route: PO_EDIT, adapter: failingFindById({ status: 'E', msg: '您没有权限执行此操作', data: null, reason: 'forbidden' }), params: { id: '1' } });
    await screen.findByText('没有查看该单据的权限');
    expect(screen.getByText('您没有权限执行此操作')).toBeTruthy();
  });

  it('still says the screen failed when the failure is not about the document', async () => {
    renderScreen({ route: PO_EDIT, adapter: failingFindById({ status: 'E', msg: '网络错误', data: null }), params: { id: '1' } });
    await screen.findByText('页面加载失败');
    expect(screen.queryByText('单据不存在或无权查看')).toBeNull();
  });
});

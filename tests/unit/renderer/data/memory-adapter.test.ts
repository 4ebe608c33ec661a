import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { allEntities, baseRecords, lookupSeed, purchaseOrder } from '../support/fixtures';

const menu = { menuId: 1, respId: 1 };
const fixedNow = () => new Date(2024, 4, 6, 10, 30, 0);

function adapter(options: { userType?: 'internal' | 'supplier'; supplierId?: number } = {}) {
  return createMemoryAdapter({
    entities: allEntities,
    records: {
      ...baseRecords,
      srmPoHeader: [
        purchaseOrder(1, { status: 'DRAFT', poNumber: 'PO-A', nonTaxTotalAmount: 50 }),
        purchaseOrder(2, { status: 'SENT', poNumber: 'PO-B', supplierId: 2, nonTaxTotalAmount: 300 }),
        purchaseOrder(3, { status: 'SUBMITTED', poNumber: 'PO-C', nonTaxTotalAmount: 200 }),
      ],
    },
    lookups: lookupSeed,
    resources: ['btnAdd'],
    user: { userId: 5, userType: options.userType ?? 'internal', supplierId: options.supplierId ?? null },
    now: fixedNow,
  });
}

const call = (a: ReturnType<typeof adapter>, operation: string, body: Record<string, unknown>) =>
  a.request<Record<string, unknown>>({ service: 'srm', resource: 'srmPoHeaderRestful', operation, body, menu });

const newOrder = {
  poType: 'STANDARD',
  orgId: 1,
  supplierId: 1,
  buyerId: 1,
  startDate: '2024-05-01',
  status: 'APPROVED',
  lines: [
    { itemName: '轴承', demandQty: 3, taxPrice: 11.3, demandDate: '2024-05-10' },
    { itemName: '螺栓', demandQty: 10, taxPrice: 1, demandDate: '2024-05-10', taxRateCode: 'VAT0' },
  ],
};

describe('memory adapter', () => {
  it('lists with suffix filters, sort and paging', async () => {
    const a = adapter();
    const page = await call(a, 'listByPage', { pageIndex: 1, pageRows: 2, sortField: 'nonTaxTotalAmount', sortOrder: 'desc' });
    expect((page.data as unknown as Record<string, unknown>[]).map((row) => row.poNumber)).toEqual(['PO-B', 'PO-C']);
    expect(page.page).toEqual({ count: 3, curIndex: 1, pageSize: 2, pagesCount: 2, nextKey: [200, 3], prevKey: null });
    const filtered = await call(a, 'listByPage', { status_in: ['DRAFT', 'SUBMITTED'], nonTaxTotalAmount_gte: 100 });
    expect((filtered.data as unknown as Record<string, unknown>[]).map((row) => row.poNumber)).toEqual(['PO-C']);
    const like = await call(a, 'listByPage', { poNumber_like: 'po-a' });
    expect(like.count).toBe(1);
    const bad = await call(a, 'listByPage', { passwordHash: 'x' });
    expect(bad.status).toBe('E');
  });

  it('fills reference display keys', async () => {
    const found = await call(adapter(), 'findById', { id: 2 });
    expect(found.data).toMatchObject({ supplierName: '深圳宏达电子科技有限公司', supplierNumber: 'S000002', orgName: '集团总部', lines: [] });
  });

  it('inserts with defaults, initial status, auto number, line numbers and computed totals', async () => {
    const a = adapter();
    const saved = await call(a, 'saveOrUpdate', newOrder);
    expect(saved.status).toBe('S');
    expect(saved.data).toMatchObject({
      poHeaderId: 4,
      poNumber: 'PO20240506-0001',
      status: 'DRAFT',
      currencyCode: 'CNY',
      taxRateCode: 'VAT13',
      versionNum: 1,
      createdBy: 5,
      creationDate: '2024-05-06 10:30:00',
      taxTotalAmount: 43.9,
      nonTaxTotalAmount: 40,
    });
    const lines = saved.data.lines as Record<string, unknown>[];
    expect(lines.map((line) => [line.lineNumber, line.poHeaderId, line.taxRateCode, line.uomCode])).toEqual([
      [1, 4, 'VAT13', 'PCS'],
      [2, 4, 'VAT0', 'PCS'],
    ]);
    expect(lines[0]).toMatchObject({ taxTotalPrice: 33.9, nonTaxTotalPrice: 30, nonTaxPrice: 10 });
  });

  it('refuses a stale versionNum and changes nothing', async () => {
    const a = adapter();
    const answer = await call(a, 'saveOrUpdate', { ...purchaseOrder(1), versionNum: 7, description: 'x' });
    expect(answer).toMatchObject({ status: 'E', msg: '记录已被他人修改，请刷新后重试' });
    expect(a.rows('srmPoHeader').find((row) => row.poHeaderId === 1)?.description).toBeUndefined();
  });

  it('answers field errors, with the line, for bad input', async () => {
    const answer = await call(adapter(), 'saveOrUpdate', {
      ...newOrder,
      poType: 'NOPE',
      lines: [{ itemName: '', demandQty: 1, taxPrice: 1, demandDate: '2024-13-01' }],
    });
    expect(answer.status).toBe('E');
    expect(answer.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'poType' }),
        { field: 'itemName', line: { collection: 'lines', index: 0 }, message: '物料名称不能为空' },
        expect.objectContaining({ field: 'demandDate', line: { collection: 'lines', index: 0 } }),
      ]),
    );
  });

  it('updates only in editable statuses and deletes only there', async () => {
    const a = adapter();
    const locked = await call(a, 'saveOrUpdate', { ...purchaseOrder(3, { status: 'SUBMITTED' }) });
    expect(locked.status).toBe('E');
    expect((await call(a, 'doBatchDelete', { ids: [3] })).status).toBe('E');
    expect((await call(a, 'doBatchDelete', { ids: [1] })).status).toBe('S');
    expect(a.rows('srmPoHeader').map((row) => row.poHeaderId)).toEqual([2, 3]);
  });

  it('runs workflow actions with status, comment, actor and line checks', async () => {
    const a = adapter();
    expect((await call(a, 'doApproval', { id: 1 })).msg).toBe('当前状态(DRAFT)不允许审批通过');
    expect((await call(a, 'doSubmit', { id: 1 })).msg).toBe('至少需要1行');
    expect((await call(a, 'doReject', { id: 3, comment: ' ' })).msg).toBe('请填写驳回原因');
    const rejected = await call(a, 'doReject', { id: 3, versionNum: 1, comment: '价格过高' });
    expect(rejected.data).toMatchObject({ status: 'REJECTED', rejectReason: '价格过高', versionNum: 2 });
    expect((await call(a, 'doSupplierConfirm', { id: 2 })).msg).toBe('您没有权限执行供应商确认');
    expect((await call(a, 'doLaunch', { id: 2 })).status).toBe('E');
  });

  it('limits supplier users to their own visible records', async () => {
    const a = adapter({ userType: 'supplier', supplierId: 2 });
    const list = await call(a, 'listByPage', {});
    expect((list.data as unknown as Record<string, unknown>[]).map((row) => row.poHeaderId)).toEqual([2]);
    expect((await call(a, 'findById', { id: 1 })).msg).toBe('记录不存在');
    const confirmed = await call(a, 'doSupplierConfirm', { id: 2 });
    expect(confirmed.data).toMatchObject({ status: 'CONFIRMED', supplierConfirmDate: '2024-05-06 10:30:00' });
  });

  it('answers findDic and findResourcesByRespMenu', async () => {
    const a = adapter();
    const dic = await a.request<Record<string, unknown>[]>({ service: 'base', resource: 'baseLookupValuesRestful', operation: 'findDic', body: { lookupType: 'PO_STATUS' } });
    expect(dic.data[0]).toMatchObject({ lookupType: 'PO_STATUS', lookupCode: 'DRAFT', meaning: '拟定', meaningEn: 'Draft' });
    const resources = await a.request<Record<string, unknown>[]>({ service: 'base', resource: 'baseResourceRestful', operation: 'findResourcesByRespMenu', body: menu });
    expect(resources.data.map((row) => row.resourceCode)).toEqual(['btnAdd']);
    const unknown = await a.request({ service: 'srm', resource: 'nothingRestful', operation: 'listByPage' });
    expect(unknown.status).toBe('E');
    expect(a.requests).toHaveLength(3);
  });
});

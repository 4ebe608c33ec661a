import { describe, expect, it } from 'vitest';
import { createMemoryAdapter, type MemoryAdapter } from '../../../../renderer/data/memory-adapter';
import type { ApiEnvelope } from '../../../../src/shared/api/envelope';
import { allEntities, baseRecords, lookupSeed } from '../support/fixtures';

type Row = Record<string, unknown>;
const menu = { menuId: 1, respId: 1 };
const fixedNow = () => new Date(2026, 10, 27, 10, 0, 0);

/** The memory adapter (Storybook) posts approved lines to the list and checks orders against it like the server. */
function buyer(control: string): MemoryAdapter {
  const records: Record<string, Row[]> = {
    ...baseRecords,
    baseMaterialItem: [{ itemId: 7, itemCode: 'BRG-1', itemName: '轴承', enabledFlag: 'Y' }],
    baseConfigProfile: [{ profileId: 1, profileCode: 'PUR_ASL_CONTROL', profileName: '货源清单控制方式', profileLevel: 'SITE', valueType: 'STRING', profileValue: control, enabledFlag: 'Y' }],
  };
  return createMemoryAdapter({ entities: allEntities, records, lookups: lookupSeed, user: { userId: 1, userType: 'internal', supplierId: null }, now: fixedNow });
}

async function call(adapter: MemoryAdapter, entity: string, operation: string, body: Row): Promise<ApiEnvelope<Row>> {
  return adapter.request<Row>({ service: 'srm', resource: `${entity}Restful`, operation, body, menu });
}

const order = (supplierId: number) => ({
  poType: 'STANDARD', orgId: 1, supplierId, buyerId: 1, currencyCode: 'CNY', taxRateCode: 'VAT13', startDate: '2026-12-01',
  lines: [{ itemId: 7, itemName: '轴承', demandQty: 5, taxPrice: 2, taxRateCode: 'VAT13', demandDate: '2026-12-10' }],
});

describe('memory adapter: approved supplier list', () => {
  it('posts an approved application\'s lines, then warns about an order of a supplier not on the list', async () => {
    const adapter = buyer('WARN');
    const apply = await call(adapter, 'srmPurAslApply', 'saveOrUpdate', { applyTitle: 'Bearings', orgId: 1, lines: [{ supplierId: 1, itemId: 7, quotaPct: 100, dateFrom: '2026-01-01' }] });
    expect(apply.status, apply.msg).toBe('S');
    await call(adapter, 'srmPurAslApply', 'doSubmit', { id: apply.data.applyId });
    expect((await call(adapter, 'srmPurAslApply', 'doApprove', { id: apply.data.applyId })).status).toBe('S');
    const list = await call(adapter, 'srmPurAsl', 'listByPage', { pageIndex: 1, pageRows: 10 });
    expect(list.data).toEqual([expect.objectContaining({ supplierId: 1, itemId: 7, aslStatus: 'EFFECTIVE', sourceNumber: apply.data.applyNumber })]);

    const listed = await call(adapter, 'srmPoHeader', 'saveOrUpdate', order(1));
    expect(listed.warnings).toBeUndefined();
    expect((listed.data.lines as Row[])[0].aslWarnFlag).toBe('N');
    const other = await call(adapter, 'srmPoHeader', 'saveOrUpdate', order(2));
    expect(other.status).toBe('S');
    expect(other.warnings).toEqual([expect.stringMatching(/^第1行：物料（BRG-1 轴承）：供应商不在本组织该物料/)]);
    expect(other.msg).toMatch(/^已保存，但请注意：第1行/);
    expect((other.data.lines as Row[])[0].aslWarnFlag).toBe('Y');
  });

  it('refuses under REFUSE, naming the line and the field', async () => {
    const refused = await call(buyer('REFUSE'), 'srmPoHeader', 'saveOrUpdate', order(2));
    expect(refused.status).toBe('E');
    expect(refused.errors).toEqual([{ field: 'itemId', line: { collection: 'lines', index: 0 }, message: expect.stringContaining('货源清单') }]);
  });
});

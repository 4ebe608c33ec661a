import { describe, expect, it } from 'vitest';
import { createMemoryAdapter, type MemoryAdapter } from '../../../../renderer/data/memory-adapter';
import type { ApiEnvelope } from '../../../../src/shared/api/envelope';
import { allEntities, baseRecords, lookupSeed } from '../support/fixtures';

type Row = Record<string, unknown>;
const menu = { menuId: 1, respId: 1 };
const fixedNow = () => new Date(2024, 4, 6, 10, 30, 0);

const price = (skuOrgId: number, supplierId: number, unitPrice: number): Row => ({
  skuOrgId, priceCode: `P${skuOrgId}`, skuId: skuOrgId, skuCode: `SKU-${skuOrgId}`, skuName: `商品${skuOrgId}`, uomCode: 'PCS', minOrderQty: 1,
  supplierId, orgId: 1, unitPrice, taxRateCode: 'VAT13', currencyCode: 'CNY', status: 'APPROVED',
});
const cartLine = (cartId: number, skuOrgId: number, supplierId: number, quantity: number): Row => ({
  cartId, userId: 5, skuOrgId, skuId: skuOrgId, skuCode: `SKU-${skuOrgId}`, skuName: `商品${skuOrgId}`, uomCode: 'PCS', supplierId, orgId: 1,
  unitPrice: 10, taxRateCode: 'VAT13', currencyCode: 'CNY', quantity, needDate: '2024-05-20', status: 'OPEN',
});

/** A buyer (user 5) over his cart, with prices of suppliers 1 and 2. */
function buyer(): MemoryAdapter {
  const records: Record<string, Row[]> = {
    ...baseRecords,
    srmCatalogSkuOrg: [price(1, 1, 10), price(2, 1, 4.5), price(3, 2, 99)],
    srmCatalogCart: [cartLine(1, 1, 1, 2), cartLine(2, 2, 1, 4), cartLine(3, 3, 2, 1)],
  };
  return createMemoryAdapter({ entities: allEntities, records, lookups: lookupSeed, user: { userId: 5, userType: 'internal', supplierId: null }, now: fixedNow });
}

async function call(adapter: MemoryAdapter, entity: string, operation: string, body: Row): Promise<ApiEnvelope<Row>> {
  return adapter.request<Row>({ service: 'srm', resource: `${entity}Restful`, operation, body, menu });
}

describe('memory adapter: a generate action on picked records (pickRecords) with a sourceAction', () => {
  it('checks out picked cart lines of one supplier into one order and marks them ordered', async () => {
    const adapter = buyer();
    const answer = await call(adapter, 'srmCatalogCart', 'doCheckout', { ids: [1, 2] });
    expect(answer.status, answer.msg).toBe('S');
    const [order] = answer.data as unknown as Row[];
    expect(order).toMatchObject({ supplierId: 1, orgId: 1, status: 'DRAFT', totalAmount: 38 });
    expect((order.skus as Row[]).map((line) => [line.skuOrgId, line.quantity, line.unitPrice])).toEqual([[1, 2, 10], [2, 4, 4.5]]);
    const lines = await call(adapter, 'srmCatalogCart', 'listByPage', { pageIndex: 1, pageRows: 20, status: 'OPEN' });
    expect((lines.data as unknown as Row[]).map((row) => row.cartId)).toEqual([3]);
  });

  it('checks out lines of two suppliers into one order each (groupBy), all marked ordered', async () => {
    const adapter = buyer();
    const answer = await call(adapter, 'srmCatalogCart', 'doCheckout', { ids: [1, 3] });
    expect(answer.status, answer.msg).toBe('S');
    expect((answer.data as unknown as Row[]).map((order) => order.supplierId)).toEqual([1, 2]);
    const open = await call(adapter, 'srmCatalogCart', 'listByPage', { pageIndex: 1, pageRows: 20, status: 'OPEN' });
    expect((open.data as unknown as Row[]).map((row) => row.cartId)).toEqual([2]);
  });

});

import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import type { ApiEnvelope } from '../../../../src/shared/api/envelope';
import { allEntities, baseRecords, lookupSeed } from '../support/fixtures';

type Row = Record<string, unknown>;
const menu = { menuId: 1, respId: 1 };

/** Two approved requisitions: bearings from supplier 1 and pins from supplier 2, and a draft one. */
function buyer() {
  const line = (prLineId: number, lineNumber: number, supplierId: number, itemName: string, quantity: number) => ({
    prLineId, lineNumber, supplierId, itemName, quantity, orderedQty: 0, openQty: quantity, needByDate: '2024-06-01', estimatedPrice: 2, uomCode: 'PCS',
  });
  const header = (prHeaderId: number, status: string, lines: Row[]) => ({
    prHeaderId, prNumber: `PR-${prHeaderId}`, prTitle: `申请${prHeaderId}`, prType: 'STANDARD', orgId: 1, requesterId: 5, requestDate: '2024-05-01', currencyCode: 'CNY', status, lines,
  });
  const records: Record<string, Row[]> = {
    ...baseRecords,
    srmPurRequisitionHeader: [
      header(1, 'APPROVED', [line(11, 1, 1, '轴承', 100), line(12, 2, 2, '销', 40)]),
      header(2, 'APPROVED', [line(21, 1, 1, '轴承', 50)]),
      header(3, 'DRAFT', [line(31, 1, 2, '销', 5)]),
    ],
  };
  return createMemoryAdapter({ entities: allEntities, records, lookups: lookupSeed, user: { userId: 5, userType: 'internal', supplierId: null }, now: () => new Date(2024, 4, 6, 10, 30, 0) });
}

describe('memory adapter: a generate action with groupBy', () => {
  it('makes one order per supplier from lines picked across requisitions, each linked to its own sources', async () => {
    const adapter = buyer();
    const call = <T,>(entity: string, operation: string, body: Row) => adapter.request<T>({ service: 'srm', resource: `${entity}Restful`, operation, body, menu }) as Promise<ApiEnvelope<T>>;
    const made = await call<Row[]>('srmPurRequisitionLine', 'generatePurOrder', { ids: [11, 12, 21] });
    expect(made.status, made.msg).toBe('S');
    expect(made.data.map((order) => [order.supplierId, (order.lines as Row[]).map((line) => [line.prLineId, line.prNumber, line.demandQty])])).toEqual([
      [1, [[11, 'PR-1', 100], [21, 'PR-2', 50]]],
      [2, [[12, 'PR-1', 40]]],
    ]);
    expect(made.msg).toContain(String(made.data[0].poNumber));
    expect(made.msg).toContain(String(made.data[1].poNumber));
    const links = await call<Row[]>('srmPoHeader', 'findDocumentLinks', { id: made.data[1].poHeaderId });
    expect(links.data.map((link) => link.id)).toEqual([1]);
    const draft = await call<Row[]>('srmPurRequisitionLine', 'generatePurOrder', { ids: [11, 31] });
    expect(draft.status).toBe('E');
  });
});

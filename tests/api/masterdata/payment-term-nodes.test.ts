import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Payment terms (srmPaymentTerm) and their nodes: the record check `nodesTotal100` (docs/authoring.md
 * "Record checks") refuses, on every write path, a term whose nodes' percentages do not add up to exactly
 * 100 (decimal arithmetic: 33.33 + 33.33 + 33.34 is 100), naming the node collection.
 */
type Row = Record<string, unknown>;

let server: TestServer;
let buyer: SignedInClient;
let menu: MenuContext;

const MESSAGE = "The payment nodes' percentages must add up to exactly 100%";
const node = (percentage: number, stage = 'ADVANCE') => ({ nodeStage: stage, percentage, baseDateType: 'ORDER_DATE', dueDays: 0 });

async function call(operation: string, body: Row) {
  return buyer.adapter.request<Row>({ service: 'srm', resource: 'srmPaymentTermRestful', operation, body, menu });
}

beforeAll(async () => {
  server = await startTestServer();
  buyer = await signIn(server.baseUrl, 'buyer', 'EN');
  menu = await buyer.menu('PAYMENT_TERM');
});
afterAll(async () => {
  await server?.stop();
});

describe('payment term nodes must total 100%', () => {
  it('refuses a save whose nodes add up to 90 or 110, naming the node collection', async () => {
    for (const nodes of [[node(30), node(60, 'DELIVERY')], [node(50), node(60, 'DELIVERY')]]) {
      const answer = await call('saveOrUpdate', { termCode: 'T-BAD', termName: 'Bad split', nodes });
      expect(answer.status).toBe('E');
      expect(answer.msg).toBe(MESSAGE);
      expect(answer.errors).toEqual([{ field: 'nodes', message: MESSAGE }]);
    }
    const none = await call('saveOrUpdate', { termCode: 'T-EMPTY', termName: 'No nodes', nodes: [] });
    expect(none.errors).toEqual([{ field: 'nodes', message: MESSAGE }]);
    const listed = await call('listByPage', { pageIndex: 1, pageRows: 10, termCode: 'T-BAD' });
    expect(listed.data).toEqual([]);
  });

  it('saves thirds in exact decimals and makes the term effective; its total is computed', async () => {
    const saved = await call('saveOrUpdate', { termCode: 'T-THIRDS', termName: 'Thirds', nodes: [node(33.33), node(33.33, 'DELIVERY'), node(33.34, 'ACCEPTANCE')] });
    expect(saved.status, saved.msg).toBe('S');
    expect(saved.data.totalPercentage).toBe(100);
    expect((saved.data.nodes as Row[]).map((line) => line.nodeNumber)).toEqual([1, 2, 3]);
    const effective = await call('doEnabled', { id: saved.data.termId });
    expect(effective.status, effective.msg).toBe('S');
    expect(effective.data.status).toBe('EFFECTIVE');
  });

  it('refuses to change a saved term so that its nodes no longer add up, and keeps it as it was', async () => {
    const saved = await call('saveOrUpdate', { termCode: 'T-EDIT', termName: 'Edit me', nodes: [node(40), node(60, 'DELIVERY')] });
    expect(saved.status, saved.msg).toBe('S');
    const lines = saved.data.nodes as Row[];
    const changed = await call('saveOrUpdate', { ...saved.data, nodes: [{ ...lines[0], percentage: 45 }, lines[1]] });
    expect(changed.errors).toEqual([{ field: 'nodes', message: MESSAGE }]);
    const stored = await call('findById', { id: saved.data.termId });
    expect((stored.data.nodes as Row[]).map((line) => line.percentage)).toEqual([40, 60]);
  });

  it('refuses a workflow action on a term whose stored nodes do not add up (written before the check)', async () => {
    const saved = await call('saveOrUpdate', { termCode: 'T-LEGACY', termName: 'Legacy', nodes: [node(100)] });
    expect(saved.status, saved.msg).toBe('S');
    const nodeId = (saved.data.nodes as Row[])[0].nodeId as number;
    const database = await server.database.open();
    try {
      await database.db.updateTable('srm_payment_term_nodes').set({ percentage: 80 }).where('nodeId', '=', nodeId).execute();
    } finally {
      await database.close();
    }
    const effective = await call('doEnabled', { id: saved.data.termId });
    expect(effective.status).toBe('E');
    expect(effective.errors).toEqual([{ field: 'nodes', message: MESSAGE }]);
    expect((await call('findById', { id: saved.data.termId })).data.status).toBe('DRAFT');
  });

  it('answers the check in Chinese for a Chinese caller', async () => {
    const cn = await signIn(server.baseUrl, 'buyer', 'CN');
    const answer = await cn.adapter.request<Row>({ service: 'srm', resource: 'srmPaymentTermRestful', operation: 'saveOrUpdate', body: { termCode: 'T-CN', termName: '不足', nodes: [node(99.99)] }, menu });
    expect(answer.msg).toBe('付款节点的付款比例合计必须等于100%');
  });
});

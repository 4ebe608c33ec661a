import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageKey } from '../../../src/shared/api/envelope';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown>;

let server: TestServer;
let buyer: SignedInClient;
let menu: MenuContext;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await signIn(server.baseUrl, 'buyer', 'EN');
  menu = await buyer.menu('PO_LIST');
});
afterAll(async () => {
  await server?.stop();
});

function listOrders(body: Row) {
  return buyer.adapter.request<Row[]>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage', body, menu });
}

describe('keyset paging over HTTP', () => {
  it('answers nextKey and countCapped in page, and the pages it opens match offset paging', async () => {
    const sort = { sortField: 'startDate', sortOrder: 'desc' };
    const all = await listOrders({ ...sort, pageRows: 500 });
    expect(all.status).toBe('S');
    expect(all.data.length).toBeGreaterThan(4);
    expect(all.page).toMatchObject({ count: all.data.length, countCapped: false, nextKey: null });
    const walked: unknown[] = [];
    let nextKey: PageKey | null | undefined;
    do {
      const answer = await listOrders({ ...sort, pageRows: 2, ...(nextKey ? { afterKey: nextKey } : {}) });
      expect(answer.status).toBe('S');
      walked.push(...answer.data.map((row) => row.poHeaderId));
      nextKey = answer.page?.nextKey;
      if (nextKey) {
        const last = answer.data[answer.data.length - 1];
        expect(nextKey).toEqual([last.startDate, last.poHeaderId]);
      }
    } while (nextKey);
    expect(walked).toEqual(all.data.map((row) => row.poHeaderId));
  });

  it('answers prevKey, and beforeKey reads the previous page with the page number passed along', async () => {
    const sort = { sortField: 'startDate', sortOrder: 'desc' };
    const first = await listOrders({ ...sort, pageRows: 2 });
    expect(first.page).toMatchObject({ curIndex: 1, prevKey: null });
    const second = await listOrders({ ...sort, pageRows: 2, pageIndex: 2, afterKey: first.page?.nextKey });
    const head = second.data[0];
    expect(second.page).toMatchObject({ curIndex: 2, prevKey: [head.startDate, head.poHeaderId] });
    const back = await listOrders({ ...sort, pageRows: 2, pageIndex: 1, beforeKey: second.page?.prevKey });
    expect(back.status).toBe('S');
    expect(back.data).toEqual(first.data);
    expect(back.page).toEqual(first.page);
  });

  it('refuses a bad afterKey with status E naming the parameter', async () => {
    const answer = await listOrders({ afterKey: { poHeaderId: 5 } });
    expect(answer.status).toBe('E');
    expect(answer.msg).toContain('afterKey');
    expect(answer.errors).toEqual([{ field: 'afterKey', message: answer.msg }]);
    expect(answer.data).toBeNull();
  });
});

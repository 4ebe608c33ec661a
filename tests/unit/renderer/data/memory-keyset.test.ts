import { describe, expect, it } from 'vitest';
import type { PageInfo } from '../../../../src/shared/api/envelope';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { allEntities, baseRecords, lookupSeed, purchaseOrder } from '../support/fixtures';

/** The memory adapter pages by key as the server does (docs/api.md "Keyset paging"), so Storybook and unit tests page alike. */
const ORDERS = 23;
const STATUSES = ['DRAFT', 'APPROVED', 'SUBMITTED'];
const adapter = createMemoryAdapter({
  entities: allEntities,
  // Three statuses over 23 orders: sorted by status, page boundaries fall inside runs of equal values.
  records: { ...baseRecords, srmPoHeader: Array.from({ length: ORDERS }, (_, i) => purchaseOrder(i + 1, { status: STATUSES[i % 3] })) },
  lookups: lookupSeed,
  resources: [],
});

type Row = Record<string, unknown>;

async function list(body: Record<string, unknown>): Promise<{ ids: number[]; page: PageInfo; status: string; msg: string; errors?: unknown }> {
  const answer = await adapter.request<Row[]>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage', body, menu: { menuId: 1, respId: 1 } });
  return { ids: (answer.data ?? []).map((row) => Number(row.poHeaderId)), page: answer.page as PageInfo, status: answer.status, msg: answer.msg, errors: answer.errors };
}

describe('memory adapter keyset paging', () => {
  for (const sort of [{}, { sortField: 'status', sortOrder: 'asc' }, { sortField: 'status', sortOrder: 'desc' }]) {
    it(`walks forward with afterKey and back with beforeKey through the offset order (${JSON.stringify(sort)})`, async () => {
      const all = await list({ ...sort, pageRows: 500 });
      expect(all.ids).toHaveLength(ORDERS);
      let page = await list({ ...sort, pageRows: 5 });
      expect(page.page.prevKey).toBeNull();
      const forward = [...page.ids];
      for (let pageIndex = 2; page.page.nextKey; pageIndex += 1) {
        page = await list({ ...sort, pageRows: 5, pageIndex, afterKey: page.page.nextKey });
        expect(page.page.curIndex).toBe(pageIndex);
        forward.push(...page.ids);
      }
      expect(forward).toEqual(all.ids);
      const backward = [page.ids];
      for (let pageIndex = page.page.curIndex - 1; page.page.prevKey; pageIndex -= 1) {
        page = await list({ ...sort, pageRows: 5, pageIndex, beforeKey: page.page.prevKey });
        expect(page.page.curIndex).toBe(pageIndex);
        backward.unshift(page.ids);
      }
      expect(backward.flat()).toEqual(all.ids);
      expect(page.page).toMatchObject({ curIndex: 1, prevKey: null });
    });
  }

  it('answers a page before a key that would run past the start as the full first page', async () => {
    const all = await list({ pageRows: 500 });
    const early = await list({ pageRows: 5, pageIndex: 2, beforeKey: [all.ids[3], all.ids[3]] });
    expect(early.ids).toEqual(all.ids.slice(0, 5));
    expect(early.page).toMatchObject({ curIndex: 1, prevKey: null, nextKey: [all.ids[4], all.ids[4]] });
  });

  it('refuses a key that is not [sort value, primary key], and both keys at once, naming the parameter', async () => {
    for (const [body, field] of [
      [{ afterKey: 'x' }, 'afterKey'],
      [{ beforeKey: [1] }, 'beforeKey'],
      [{ afterKey: [1, 1], beforeKey: [2, 2] }, 'beforeKey'],
    ] as const) {
      const refused = await list(body);
      expect(refused.status).toBe('E');
      expect(refused.errors).toEqual([{ field, message: refused.msg }]);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../../src/server/entities/capped-count';
import { seedBulkOrders } from '../../../src/server/seed/demo-bulk-orders';
import { openEngineWorld, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

/** Bulk orders have two lines each: one order more than half the limit puts the lines just past it. */
const ORDERS = EXACT_COUNT_LIMIT / 2 + 1;
const LINES = ORDERS * 2;

describe.each(dialects)('the count of listByPage on %s', (dialect) => {
  let world: EngineWorld;
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
    expect(await seedBulkOrders(world.database, world.catalog, ORDERS)).toBe(ORDERS);
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const lines = (params: Record<string, unknown>) => world.engine.listByPage('srmPoLine', params, world.admin);

  it('is exact up to the limit', async () => {
    const headers = await world.engine.listByPage('srmPoHeader', {}, world.admin);
    expect(headers.page).toMatchObject({ count: ORDERS, countCapped: false, pagesCount: Math.ceil(ORDERS / 20) });
    const firstLines = await lines({ lineNumber: 1, pageRows: 500 });
    expect(firstLines.page).toMatchObject({ count: ORDERS, countCapped: false });
  });

  it('stops at the limit when more rows match, saying so', async () => {
    const first = await lines({});
    expect(first.page).toMatchObject({ count: EXACT_COUNT_LIMIT, countCapped: true, curIndex: 1, pageSize: 20, pagesCount: EXACT_COUNT_LIMIT / 20 });
    expect(first.page.nextKey).not.toBeNull();
    const afterKey = await lines({ afterKey: first.page.nextKey });
    expect(afterKey.page).toMatchObject({ count: EXACT_COUNT_LIMIT, countCapped: true });
  });

  it('is exact with as many rows as the limit, and stops at one row more', async () => {
    const byId = { sortField: 'poLineId', sortOrder: 'asc', pageRows: 500 };
    const lastWithin = (await lines({ ...byId, pageIndex: EXACT_COUNT_LIMIT / 500 })).rows.at(-1)?.poLineId;
    const firstPast = (await lines({ ...byId, pageIndex: EXACT_COUNT_LIMIT / 500 + 1 })).rows[0]?.poLineId;
    expect((await lines({ poLineId_lte: lastWithin })).page).toMatchObject({ count: EXACT_COUNT_LIMIT, countCapped: false });
    expect((await lines({ poLineId_lte: firstPast })).page).toMatchObject({ count: EXACT_COUNT_LIMIT, countCapped: true });
  });

  it('on a page past the limit, counts at least the rows through it and one more, so a pager can go on', async () => {
    const pageRows = 500;
    const lastFullPage = Math.floor(LINES / pageRows);
    const deep = await lines({ pageIndex: lastFullPage, pageRows });
    expect(deep.rows).toHaveLength(pageRows);
    expect(deep.page).toMatchObject({ count: lastFullPage * pageRows + 1, countCapped: true, pagesCount: lastFullPage + 1 });
  });

  it('on a keyset page past the limit, counts the pages the caller says come before it, so a pager can go on', async () => {
    const pageRows = 500;
    const lastFullPage = Math.floor(LINES / pageRows);
    const before = await lines({ pageIndex: lastFullPage - 1, pageRows });
    const next = await lines({ pageIndex: lastFullPage, pageRows, afterKey: before.page.nextKey });
    expect(next.rows).toHaveLength(pageRows);
    expect(next.page).toMatchObject({ curIndex: lastFullPage, count: lastFullPage * pageRows + 1, countCapped: true, pagesCount: lastFullPage + 1 });
    const back = await lines({ pageIndex: lastFullPage - 1, pageRows, beforeKey: next.page.prevKey });
    expect(back.rows).toEqual(before.rows);
    expect(back.page).toMatchObject({ curIndex: lastFullPage - 1, count: EXACT_COUNT_LIMIT, countCapped: true, pagesCount: EXACT_COUNT_LIMIT / pageRows });
  });

  it('past the last page, stays a lower bound that no page contradicts', async () => {
    const beyond = await lines({ pageIndex: 1_000, pageRows: 500 });
    expect(beyond.rows).toEqual([]);
    expect(beyond.page).toMatchObject({ count: EXACT_COUNT_LIMIT, countCapped: true, nextKey: null });
  });

  it('is exact again once a page by index reaches the end', async () => {
    const pageRows = 500;
    const lastPage = Math.ceil(LINES / pageRows);
    const last = await lines({ pageIndex: lastPage, pageRows });
    expect(last.rows).toHaveLength(LINES - (lastPage - 1) * pageRows);
    expect(last.page).toMatchObject({ count: LINES, countCapped: false, pagesCount: lastPage, nextKey: null });
  });
});

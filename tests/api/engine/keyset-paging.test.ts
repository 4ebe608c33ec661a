import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/server/entities';
import { catalogIndexingOrdersBy, openEngineWorld, orderInput, rejection, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

const ORDERS = 30;
const START_DATES = ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09'];
const END_DATES = ['2026-03-01', '2026-03-02'];

type Params = Record<string, unknown>;

const catalog = catalogIndexingOrdersBy('endDate', 'description');

describe.each(dialects)('keyset paging (afterKey, beforeKey) on %s', (dialect) => {
  let world: EngineWorld;
  const approved = new Map<number, number[]>();
  beforeAll(async () => {
    world = await openEngineWorld(dialect, catalog);
    for (let i = 0; i < ORDERS; i += 1) {
      const saved = await world.engine.saveOrUpdate(
        'srmPoHeader',
        orderInput(world, {
          // Five start dates over thirty orders: every page boundary falls inside a run of equal values.
          startDate: START_DATES[i % START_DATES.length],
          // A third without an end date: NULLs sort where the database puts them, and keys may hold them.
          endDate: i % 3 === 0 ? null : END_DATES[i % END_DATES.length],
          supplierId: i % 2 === 0 ? world.supplierA : world.supplierB,
          description: `order ${String(i).padStart(2, '0')}`,
        }),
        world.admin,
      );
      const id = Number(saved.poHeaderId);
      if (i % 5 < 2) {
        await world.engine.runAction('srmPoHeader', 'doSubmit', { id }, world.admin);
        await world.engine.runAction('srmPoHeader', 'doApproval', { id }, world.admin);
        await world.engine.runAction('srmPoHeader', 'doSend', { id }, world.admin);
        const supplierId = Number(saved.supplierId);
        approved.set(supplierId, [...(approved.get(supplierId) ?? []), id]);
      }
    }
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const list = (params: Params, actor: Actor = world.admin) => world.engine.listByPage('srmPoHeader', params, actor);

  /** Every row by page index, one page of 500: what keyset paging must reproduce. */
  async function byOffset(params: Params, actor?: Actor): Promise<number[]> {
    const page = await list({ ...params, pageIndex: 1, pageRows: 500 }, actor);
    return page.rows.map((row) => Number(row.poHeaderId));
  }

  /** The first page by index, then each page after the previous page's nextKey until it is null. */
  async function byKey(params: Params, pageRows: number, actor?: Actor): Promise<{ ids: number[]; pages: number }> {
    const ids: number[] = [];
    let page = await list({ ...params, pageRows }, actor);
    let pages = 1;
    ids.push(...page.rows.map((row) => Number(row.poHeaderId)));
    while (page.page.nextKey) {
      page = await list({ ...params, pageRows, afterKey: page.page.nextKey }, actor);
      pages += 1;
      ids.push(...page.rows.map((row) => Number(row.poHeaderId)));
      expect(page.rows.length).toBeGreaterThan(0);
      expect(pages).toBeLessThanOrEqual(ORDERS);
    }
    return { ids, pages };
  }

  it('reads the same rows as offset paging in the default order (newest first), page after page', async () => {
    const expected = await byOffset({});
    expect(expected).toHaveLength(ORDERS);
    const walked = await byKey({}, 7);
    expect(walked.ids).toEqual(expected);
    expect(walked.pages).toBe(Math.ceil(ORDERS / 7));
  });

  it('splits runs of equal sort values across pages without losing or repeating a row, ascending and descending', async () => {
    for (const sortOrder of ['asc', 'desc']) {
      const params = { sortField: 'startDate', sortOrder };
      const expected = await byOffset(params);
      const walked = await byKey(params, 4);
      expect(walked.ids).toEqual(expected);
      expect(new Set(walked.ids).size).toBe(ORDERS);
    }
  });

  it('keeps NULL sort values where the database sorts them, and accepts a key whose value is NULL', async () => {
    for (const sortOrder of ['asc', 'desc']) {
      const params = { sortField: 'endDate', sortOrder };
      const expected = await byOffset(params);
      for (const pageRows of [3, 4, 10]) expect((await byKey(params, pageRows)).ids).toEqual(expected);
      const page = await list({ ...params, pageRows: 500 });
      const nullsAtStart = page.rows[0].endDate === null;
      // SQLite sorts NULL below every value, PostgreSQL above: ascending puts them first on SQLite only.
      expect(nullsAtStart).toBe((dialect === 'sqlite') === (sortOrder === 'asc'));
      const firstNull = page.rows.findIndex((row) => row.endDate === null);
      const afterNull = await list({ ...params, pageRows: 500, afterKey: [null, page.rows[firstNull].poHeaderId] });
      expect(afterNull.rows.map((row) => row.poHeaderId)).toEqual(page.rows.slice(firstNull + 1).map((row) => row.poHeaderId));
    }
  });

  it('starts after any row: the rows after its key are the rest of the offset order', async () => {
    const params = { sortField: 'startDate', sortOrder: 'desc' };
    const all = (await list({ ...params, pageRows: 500 })).rows;
    for (const at of [0, 5, 13, ORDERS - 2]) {
      const page = await list({ ...params, pageRows: 5, afterKey: [all[at].startDate, all[at].poHeaderId] });
      expect(page.rows.map((row) => row.poHeaderId)).toEqual(all.slice(at + 1, at + 6).map((row) => row.poHeaderId));
    }
    const last = all[ORDERS - 1];
    const beyond = await list({ ...params, afterKey: [last.startDate, last.poHeaderId] });
    expect(beyond.rows).toEqual([]);
    expect(beyond.page.nextKey).toBeNull();
    expect(beyond.page.count).toBe(ORDERS);
  });

  it('applies the same filters as offset paging', async () => {
    const params = { supplierId: world.supplierB, startDate_gte: '2026-01-06', description_like: 'order', sortField: 'description', sortOrder: 'asc' };
    const expected = await byOffset(params);
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.length).toBeLessThan(ORDERS / 2);
    expect((await byKey(params, 2)).ids).toEqual(expected);
  });

  it('keeps a supplier user inside its own visible records', async () => {
    const ascending = (ids: number[]) => [...ids].sort((x, y) => x - y);
    for (const [actor, supplierId] of [[world.supplierActorA, world.supplierA], [world.supplierActorB, world.supplierB]] as const) {
      const walked = await byKey({ sortField: 'startDate' }, 2, actor);
      expect(walked.ids.length).toBeGreaterThan(2);
      expect(ascending(walked.ids)).toEqual(ascending(approved.get(supplierId) ?? []));
      expect(walked.ids).toEqual(await byOffset({ sortField: 'startDate' }, actor));
    }
  });

  /**
   * The last page by index, then each page before the previous one's prevKey (passing the page number it
   * will be) until prevKey is null; the rows read backwards, page by page, put back in list order.
   */
  async function backwards(params: Params, pageRows: number, actor?: Actor): Promise<{ ids: number[]; pages: number; first: Awaited<ReturnType<typeof list>> }> {
    const count = (await list({ ...params, pageRows }, actor)).page.count;
    let pageIndex = Math.ceil(count / pageRows);
    let page = await list({ ...params, pageRows, pageIndex }, actor);
    const pages = [page.rows.map((row) => Number(row.poHeaderId))];
    while (page.page.prevKey) {
      const prevKey = page.page.prevKey;
      pageIndex -= 1;
      page = await list({ ...params, pageRows, pageIndex, beforeKey: prevKey }, actor);
      expect(page.rows).toHaveLength(pageRows);
      expect(page.page.curIndex).toBe(pageIndex);
      // The page before ends just before the key: the next page from it starts at the key again.
      expect(page.page.nextKey?.[1]).toBe(page.rows[pageRows - 1].poHeaderId);
      pages.unshift(page.rows.map((row) => Number(row.poHeaderId)));
      expect(pages.length).toBeLessThanOrEqual(ORDERS);
    }
    return { ids: pages.flat(), pages: pages.length, first: page };
  }

  it('reads back from the last page with beforeKey to the first, in the same rows as offset paging', async () => {
    const expected = await byOffset({});
    for (const pageRows of [4, 7, 10]) {
      const walked = await backwards({}, pageRows);
      expect(walked.ids).toEqual(expected);
      expect(walked.pages).toBe(Math.ceil(ORDERS / pageRows));
      // The first page is reached exactly: as page 1 by index, with nothing before it.
      expect(walked.first.page).toMatchObject({ curIndex: 1, prevKey: null, count: ORDERS, countCapped: false });
    }
  });

  it('splits runs of equal sort values going back, ascending and descending', async () => {
    for (const sortOrder of ['asc', 'desc']) {
      const params = { sortField: 'startDate', sortOrder };
      const expected = await byOffset(params);
      for (const pageRows of [3, 4]) expect((await backwards(params, pageRows)).ids).toEqual(expected);
    }
  });

  it('goes back over NULL sort values where the database sorts them, and accepts a beforeKey whose value is NULL', async () => {
    for (const sortOrder of ['asc', 'desc']) {
      const params = { sortField: 'endDate', sortOrder };
      const expected = await byOffset(params);
      for (const pageRows of [3, 4, 10]) expect((await backwards(params, pageRows)).ids).toEqual(expected);
      const all = (await list({ ...params, pageRows: 500 })).rows;
      const lastNull = all.findLastIndex((row) => row.endDate === null);
      const beforeNull = await list({ ...params, pageRows: 3, pageIndex: 9, beforeKey: [null, all[lastNull].poHeaderId] });
      expect(beforeNull.rows.map((row) => row.poHeaderId)).toEqual(all.slice(lastNull - 3, lastNull).map((row) => row.poHeaderId));
    }
  });

  it('answers the page just before any row; one that would run past the start is the full first page', async () => {
    const params = { sortField: 'startDate', sortOrder: 'desc' };
    const all = (await list({ ...params, pageRows: 500 })).rows;
    const ids = (rows: typeof all) => rows.map((row) => row.poHeaderId);
    for (const at of [6, 13, ORDERS - 1]) {
      const page = await list({ ...params, pageRows: 5, pageIndex: 4, beforeKey: [all[at].startDate, all[at].poHeaderId] });
      expect(ids(page.rows)).toEqual(ids(all.slice(at - 5, at)));
      expect(page.page).toMatchObject({
        curIndex: 4,
        prevKey: [all[at - 5].startDate, all[at - 5].poHeaderId],
        nextKey: [all[at - 1].startDate, all[at - 1].poHeaderId],
      });
    }
    for (const at of [0, 3, 5]) {
      const page = await list({ ...params, pageRows: 5, pageIndex: 2, beforeKey: [all[at].startDate, all[at].poHeaderId] });
      expect(ids(page.rows)).toEqual(ids(all.slice(0, 5)));
      expect(page.page).toMatchObject({ curIndex: 1, prevKey: null, nextKey: [all[4].startDate, all[4].poHeaderId] });
    }
    // Rows before it: not the first page, whatever number the caller gave.
    const second = await list({ ...params, pageRows: 5, pageIndex: 1, beforeKey: [all[7].startDate, all[7].poHeaderId] });
    expect(second.page.curIndex).toBe(2);
  });

  it('gives every page the key of its first row as prevKey, but the first page, whether read by index or by key', async () => {
    const params = { sortField: 'startDate', sortOrder: 'asc' };
    const first = await list({ ...params, pageRows: 4 });
    expect(first.page.prevKey).toBeNull();
    const byIndex = await list({ ...params, pageRows: 4, pageIndex: 3 });
    expect(byIndex.page.prevKey).toEqual([byIndex.rows[0].startDate, byIndex.rows[0].poHeaderId]);
    let page = first;
    for (let pageIndex = 2; page.page.nextKey; pageIndex += 1) {
      const next = await list({ ...params, pageRows: 4, pageIndex, afterKey: page.page.nextKey });
      expect(next.page.curIndex).toBe(pageIndex);
      expect(next.page.prevKey).toEqual([next.rows[0].startDate, next.rows[0].poHeaderId]);
      // Previous from the next page is this page again.
      const back = await list({ ...params, pageRows: 4, pageIndex: pageIndex - 1, beforeKey: next.page.prevKey });
      expect(back.rows).toEqual(page.rows);
      expect(back.page.curIndex).toBe(pageIndex - 1);
      page = next;
    }
  });

  it('applies the same filters and supplier scope going back', async () => {
    const params = { supplierId: world.supplierB, startDate_gte: '2026-01-06', description_like: 'order', sortField: 'description', sortOrder: 'asc' };
    const expected = await byOffset(params);
    expect((await backwards(params, 2)).ids).toEqual(expected);
    const walked = await backwards({ sortField: 'startDate' }, 2, world.supplierActorA);
    expect(walked.ids).toEqual(await byOffset({ sortField: 'startDate' }, world.supplierActorA));
    expect(walked.ids.length).toBeGreaterThan(2);
  });

  it('refuses a bad beforeKey naming it, and both keys at once', async () => {
    const message = 'The parameter beforeKey is not valid: pass the prevKey of the current page ([sort value, primary key]) with the same sort';
    for (const params of [{ beforeKey: 'abc' }, { beforeKey: [5, 'x'] }, { sortField: 'startDate', beforeKey: [20260105, 5] }]) {
      const refused = await rejection(list(params));
      expect(refused.message).toBe(message);
      expect(refused.errors).toEqual([{ field: 'beforeKey', message }]);
    }
    const chinese = await rejection(list({ beforeKey: 'abc' }, { ...world.admin, language: 'CN' }));
    expect(chinese.message).toContain('参数beforeKey无效');
    const both = await rejection(list({ afterKey: [5, 5], beforeKey: [9, 9] }));
    expect(both.message).toBe('Pass either afterKey or beforeKey, not both');
    expect(both.errors).toEqual([{ field: 'beforeKey', message: both.message }]);
  });

  it('refuses a key that is not [sort value, primary key] of the current sort, naming the parameter', async () => {
    const message = 'The parameter afterKey is not valid: pass the nextKey of the previous page ([sort value, primary key]) with the same sort';
    const bad: Params[] = [
      { afterKey: 'abc' },
      { afterKey: [5] },
      { afterKey: [5, 5, 5] },
      { afterKey: [5, -1] },
      { afterKey: [5, 'x'] },
      { afterKey: [6, 5] }, // sorted by the primary key, the value is the key itself
      { afterKey: [null, 5] },
      { sortField: 'startDate', afterKey: [20260105, 5] },
      { sortField: 'startDate', afterKey: [{ date: '2026-01-05' }, 5] },
      { sortField: 'taxTotalAmount', afterKey: ['much', 5] },
    ];
    for (const params of bad) {
      const refused = await rejection(list(params));
      expect(refused.message).toBe(message);
      expect(refused.errors).toEqual([{ field: 'afterKey', message }]);
    }
    const chinese = await rejection(list({ afterKey: 'abc' }, { ...world.admin, language: 'CN' }));
    expect(chinese.message).toContain('参数afterKey无效');
    const numericText = await list({ sortField: 'taxTotalAmount', afterKey: ['0', '1'] });
    expect(numericText.rows.length).toBeGreaterThan(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/server/entities';
import { openEngineWorld, orderInput, rejection, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

const ORDERS = 30;
const START_DATES = ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09'];
const END_DATES = ['2026-03-01', '2026-03-02'];

type Params = Record<string, unknown>;

describe.each(dialects)('keyset paging (afterKey) on %s', (dialect) => {
  let world: EngineWorld;
  const approved = new Map<number, number[]>();
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
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

import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntityEngine } from '../../../src/server/entities';
import { FIXED_NOW, openEngineWorld, orderInput, rejection, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

/** Counts the statements a piece of work sends (by their results: subqueries are transformed too). */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count += 1;
    return args.result;
  }
}

const DESCRIPTIONS = ['100% done', '100x done', 'Bearing order', 'BEARING spare', 'under_score', 'underXscore'];

describe.each(dialects)('listByPage on %s', (dialect) => {
  let world: EngineWorld;
  const ids: number[] = [];
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
    for (let i = 0; i < 24; i += 1) {
      const saved = await world.engine.saveOrUpdate(
        'srmPoHeader',
        orderInput(world, {
          description: DESCRIPTIONS[i % DESCRIPTIONS.length],
          startDate: `2026-01-${String((i % 12) + 1).padStart(2, '0')}`,
          supplierId: i % 2 === 0 ? world.supplierA : world.supplierB,
        }),
        world.admin,
      );
      ids.push(Number(saved.poHeaderId));
    }
    await world.engine.runAction('srmPoHeader', 'doSubmit', { id: ids[0] }, world.admin);
    await world.engine.runAction('srmPoHeader', 'doCancel', { id: ids[1] }, world.admin);
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const list = (params: Record<string, unknown>) => world.engine.listByPage('srmPoHeader', params, world.admin);

  it('pages from 1 with 20 rows by default, newest first (the default sort), and reports the page', async () => {
    const first = await list({});
    expect(first.page).toEqual({ count: 24, countCapped: false, curIndex: 1, pageSize: 20, pagesCount: 2, nextKey: [ids[4], ids[4]], prevKey: null });
    expect(first.rows.map((row) => row.poHeaderId)).toEqual([...ids].reverse().slice(0, 20));
    const third = await list({ pageIndex: 3, pageRows: 10 });
    expect(third.page).toEqual({ count: 24, countCapped: false, curIndex: 3, pageSize: 10, pagesCount: 3, nextKey: null, prevKey: [ids[3], ids[3]] });
    expect(third.rows).toHaveLength(4);
    expect(first.rows[0]).toMatchObject({ supplierName: expect.any(String), orgName: '集团总部', buyerName: '王采购' });
    expect(first.rows[0]).not.toHaveProperty('lines');
  });

  it('sorts by a field with the primary key breaking ties, so pages never overlap', async () => {
    const seen: unknown[] = [];
    for (let pageIndex = 1; pageIndex <= 5; pageIndex += 1) {
      const page = await list({ sortField: 'startDate', sortOrder: 'asc', pageIndex, pageRows: 5 });
      seen.push(...page.rows.map((row) => row.poHeaderId));
      const dates = page.rows.map((row) => String(row.startDate));
      expect(dates).toEqual([...dates].sort());
    }
    expect(new Set(seen).size).toBe(24);
    const desc = await list({ sortField: 'startDate', sortOrder: 'DESC', pageRows: 2 });
    expect(desc.rows.map((row) => row.startDate)).toEqual(['2026-01-12', '2026-01-12']);
    expect(Number(desc.rows[0].poHeaderId)).toBeGreaterThan(Number(desc.rows[1].poHeaderId));
  });

  it('filters exactly, by case-insensitive contains with % and _ taken literally, by range, list and not-equal', async () => {
    expect((await list({ description: 'Bearing order' })).page.count).toBe(4);
    expect((await list({ description_like: 'bearing' })).page.count).toBe(8);
    expect((await list({ description_like: '100%' })).rows.map((row) => row.description)).toEqual(Array(4).fill('100% done'));
    expect((await list({ description_like: 'under_' })).rows.every((row) => row.description === 'under_score')).toBe(true);
    expect((await list({ description_like: 'under_' })).page.count).toBe(4);
    expect((await list({ startDate_gte: '2026-01-11', startDate_lte: '2026-01-12' })).page.count).toBe(4);
    expect((await list({ status_in: ['SUBMITTED', 'CANCELLED'] })).page.count).toBe(2);
    expect((await list({ status_ne: 'DRAFT' })).page.count).toBe(2);
    expect((await list({ supplierId: String(world.supplierB) })).page.count).toBe(12);
    expect((await list({ poHeaderId_in: [ids[0], ids[5]] })).page.count).toBe(2);
    expect((await list({ description: '', status_in: [] })).page.count).toBe(24);
  });

  it('treats a date-only upper bound on a datetime field as the whole day', async () => {
    expect((await list({ creationDate_lte: '2026-11-22' })).page.count).toBe(24);
    expect((await list({ creationDate_gte: '2026-11-23' })).page.count).toBe(0);
    expect(FIXED_NOW.getDate()).toBe(22);
  });

  it('refuses filters and sorts on fields the entity does not have, and bad paging', async () => {
    expect((await rejection(list({ nonsense_like: 'x' }))).message).toBe('The field "nonsense" cannot be used to filter');
    expect((await rejection(list({ sortField: 'lines' }))).message).toBe('The field "lines" cannot be used to sort');
    expect((await rejection(list({ sortOrder: 'sideways' }))).message).toBe('The sort order must be asc or desc');
    expect((await rejection(list({ pageRows: 501 }))).message).toBe('The rows per page must be a whole number from 1 to 500');
    expect((await rejection(list({ pageIndex: 0 }))).message).toBe('The page index must be a whole number from 1');
    expect((await rejection(list({ status_in: 'DRAFT' }))).message).toBe('The value of the filter "status_in" is not valid');
    expect((await rejection(list({ supplierId: 'abc' }))).message).toBe('The value of the filter "supplierId" is not valid');
    const users = await rejection(world.engine.listByPage('baseUsers', { passwordHash: 'x' }, world.admin));
    expect(users.message).toBe('The field "passwordHash" cannot be used to filter');
    expect((await list({ pageRows: 500 })).page.pageSize).toBe(500);
    expect((await list({ versionNum: 1, lastUpdatedBy: world.admin.userId })).page.count).toBe(22);
  });

  it('fills display keys with one query per referenced entity, however many rows', async () => {
    const counter = new QueryCounter();
    const counted = createEntityEngine({ ...world.database, db: world.database.db.withPlugin(counter) }, world.catalog);
    const page = await counted.listByPage('srmPoHeader', { pageRows: 20 }, world.admin);
    expect(page.rows).toHaveLength(20);
    // count + rows + organisations + suppliers + users (buyer and approver share one query)
    expect(counter.count).toBe(5);
  });

  it('counts no list that fits on its first page: the page itself says how many rows there are', async () => {
    const counter = new QueryCounter();
    const counted = createEntityEngine({ ...world.database, db: world.database.db.withPlugin(counter) }, world.catalog);
    const page = await counted.listByPage('srmPoHeader', { description: 'Bearing order' }, world.admin);
    expect(page.page).toMatchObject({ count: 4, countCapped: false, pagesCount: 1, nextKey: null });
    // rows + organisations + suppliers + users
    expect(counter.count).toBe(4);
    const past = await list({ pageIndex: 9, pageRows: 10 });
    expect(past.rows).toEqual([]);
    expect(past.page).toMatchObject({ count: 24, countCapped: false, pagesCount: 3 });
  });

  it('never sends serverOnly fields', async () => {
    await world.database.db.updateTable('base_users').set({ passwordHash: 'secret' }).execute();
    const users = await world.engine.listByPage('baseUsers', {}, world.admin);
    expect(users.rows.length).toBeGreaterThan(0);
    for (const row of users.rows) expect(row).not.toHaveProperty('passwordHash');
  });
});

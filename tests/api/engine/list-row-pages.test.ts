import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor, EntityRecord } from '../../../src/server/entities';
import { listRowPages } from '../../../src/server/entities/list-row-pages';
import { catalogIndexingOrdersBy, openEngineWorld, orderInput, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

const ORDERS = 23;
const START_DATES = ['2026-01-05', '2026-01-06', '2026-01-07'];
/** What an export of orders asks: stored fields, a lookup code, reference display names and an internal field. */
const KEYS = ['poNumber', 'status', 'startDate', 'endDate', 'taxTotalAmount', 'supplierName', 'buyerName', 'internalRemark'];

type Params = Record<string, unknown>;

describe.each(dialects)('list rows page by page for a streaming reader on %s', (dialect) => {
  let world: EngineWorld;
  beforeAll(async () => {
    world = await openEngineWorld(dialect, catalogIndexingOrdersBy('endDate'));
    for (let i = 0; i < ORDERS; i += 1) {
      const saved = await world.engine.saveOrUpdate(
        'srmPoHeader',
        orderInput(world, {
          // Runs of equal start dates and NULL end dates fall across the small pages below.
          startDate: START_DATES[i % START_DATES.length],
          endDate: i % 3 === 0 ? null : '2026-03-01',
          supplierId: i % 2 === 0 ? world.supplierA : world.supplierB,
          description: `order ${i}`,
          internalRemark: `internal ${i}`,
        }),
        world.admin,
      );
      // Suppliers see their approved orders only.
      if (i % 3 !== 2) {
        await world.engine.runAction('srmPoHeader', 'doSubmit', { id: Number(saved.poHeaderId) }, world.admin);
        await world.engine.runAction('srmPoHeader', 'doApproval', { id: Number(saved.poHeaderId) }, world.admin);
        await world.engine.runAction('srmPoHeader', 'doSend', { id: Number(saved.poHeaderId) }, world.admin);
      }
    }
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  /** What the list answers, in one page: the rows the reader must give, in the same order and values. */
  async function listed(params: Params, actor: Actor): Promise<EntityRecord[]> {
    return (await world.engine.listByPage('srmPoHeader', { ...params, pageRows: 500 }, actor)).rows;
  }

  async function read(params: Params, actor: Actor, pageRows: number): Promise<{ rows: EntityRecord[]; pages: number[] }> {
    const entity = world.catalog.get('srmPoHeader');
    const rows: EntityRecord[] = [];
    const pages: number[] = [];
    for await (const page of listRowPages(world.engine.kit.base, entity, params, actor, { keys: KEYS, pageRows })) {
      pages.push(page.length);
      rows.push(...page);
    }
    return { rows, pages };
  }

  /** The asked keys of each row, as the reader should give them (absent ones as the list has them: absent). */
  const shown = (rows: EntityRecord[]) => rows.map((row) => Object.fromEntries(KEYS.filter((key) => key in row).map((key) => [key, row[key]])));

  it('gives every row of the list in its order and with its values, whatever the sort and however the pages fall', async () => {
    for (const params of [{}, { sortField: 'startDate', sortOrder: 'asc' }, { sortField: 'startDate', sortOrder: 'desc' }, { sortField: 'endDate', sortOrder: 'asc' }]) {
      const expected = await listed(params, world.admin);
      expect(expected.length).toBeGreaterThanOrEqual(ORDERS);
      const { rows, pages } = await read(params, world.admin, 4);
      expect(shown(rows)).toEqual(shown(expected));
      expect(pages.every((size) => size <= 4)).toBe(true);
      expect(rows[0].supplierName).toEqual(expect.any(String));
      expect(typeof rows[0].taxTotalAmount).toBe('number');
    }
  });

  it('applies the filters and the actor scope, and never gives a supplier user an internal field', async () => {
    const params = { status: 'SENT', sortField: 'startDate', sortOrder: 'asc' };
    const expected = await listed(params, world.supplierActorA);
    expect(expected.length).toBeGreaterThan(0);
    const { rows } = await read(params, world.supplierActorA, 5);
    expect(shown(rows)).toEqual(shown(expected));
    expect(rows.every((row) => !('internalRemark' in row))).toBe(true);
    const { rows: adminRows } = await read(params, world.admin, 5);
    expect(adminRows.length).toBeGreaterThan(rows.length);
    expect(adminRows.every((row) => typeof row.internalRemark === 'string')).toBe(true);
  });

  it('stops after a last page that is exactly full', async () => {
    const total = (await listed({}, world.admin)).length;
    const { rows, pages } = await read({}, world.admin, total);
    expect(rows).toHaveLength(total);
    expect(pages).toEqual([total]);
  });
});

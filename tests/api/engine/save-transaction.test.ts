import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { createEntityEngine } from '../../../src/server/entities';
import { roundDecimal } from '../../../src/shared/numbers/round-decimal';
import { FIXED_NOW, openEngineWorld, orderInput, rejection, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

type Row = Record<string, unknown>;

/** Makes the nth insert into the line table fail, as a broken disk or constraint would. */
class FailOnNthLineInsert implements KyselyPlugin {
  lineInserts = 0;
  constructor(private readonly failAt: number) {}
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node;
    if (node.kind === 'InsertQueryNode' && JSON.stringify(node.into).includes('srm_po_lines')) {
      this.lineInserts += 1;
      if (this.lineInserts === this.failAt) throw new Error('simulated failure');
    }
    return node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

describe('roundDecimal', () => {
  it('rounds half away from zero without binary noise', () => {
    expect(roundDecimal(1.005, 2)).toBe(1.01);
    expect(roundDecimal(3 * 11.3, 2)).toBe(33.9);
    expect(roundDecimal(33.9 / 1.13, 2)).toBe(30);
    expect(roundDecimal(-2.5, 0)).toBe(-3);
    expect(roundDecimal(1e-9, 2)).toBe(0);
    expect(roundDecimal(123456.78915, 4)).toBe(123456.7892);
  });
});

describe.each(dialects)('saveOrUpdate on %s', (dialect) => {
  let world: EngineWorld;
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const countOrders = async () => (await world.engine.listByPage('srmPoHeader', {}, world.admin)).page.count;
  const countLines = async () => (await world.engine.listByPage('srmPoLine', {}, world.admin)).page.count;

  it('computes line amounts and header totals with 13% tax: 3 x 11.30 -> 33.90 incl., 30.00 excl.', async () => {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world), world.admin);
    const [line] = saved.lines as Row[];
    expect(line).toMatchObject({ demandQty: 3, taxPrice: 11.3, taxTotalPrice: 33.9, nonTaxTotalPrice: 30, nonTaxPrice: 10 });
    expect(saved).toMatchObject({ taxTotalAmount: 33.9, nonTaxTotalAmount: 30 });
    const twoLines = await world.engine.saveOrUpdate(
      'srmPoHeader',
      orderInput(world, {
        taxRateCode: 'VAT6',
        lines: [
          { itemName: 'A', demandQty: 2.5, taxPrice: 10.6, demandDate: '2026-12-01' },
          { itemName: 'B', demandQty: 1, taxPrice: 0.01, demandDate: '2026-12-01', taxRateCode: 'VAT0' },
        ],
      }),
      world.admin,
    );
    const lines = twoLines.lines as Row[];
    expect(lines.map((row) => [row.lineNumber, row.taxRateCode, row.taxTotalPrice, row.nonTaxTotalPrice])).toEqual([
      [1, 'VAT6', 26.5, 25],
      [2, 'VAT0', 0.01, 0.01],
    ]);
    expect(twoLines).toMatchObject({ taxTotalAmount: 26.51, nonTaxTotalAmount: 25.01 });
  });

  it('assigns running numbers per prefix and date, and supplier numbers without a date', async () => {
    const first = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world), world.admin);
    const second = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world), world.admin);
    const a = Number(String(first.poNumber).slice(-4));
    expect(String(first.poNumber)).toMatch(/^PO20261122-\d{4}$/);
    expect(second.poNumber).toBe(`PO20261122-${String(a + 1).padStart(4, '0')}`);
    const supplier = await world.engine.saveOrUpdate('srmPosSupplierInfo', { supplierName: '第三家供应商' }, world.admin);
    expect(supplier.supplierNumber).toBe('S000003');
  });

  it('hands out distinct numbers to concurrent saves', async () => {
    const saved = await Promise.all(Array.from({ length: 6 }, () => world.engine.saveOrUpdate('srmPoHeader', orderInput(world), world.admin)));
    const numbers = saved.map((record) => String(record.poNumber));
    expect(new Set(numbers).size).toBe(6);
  });

  it('continues after numbers already stored when the sequence row is missing', async () => {
    await world.database.db.deleteFrom('sys_sequences').execute();
    const before = await world.engine.listByPage('srmPoHeader', { sortField: 'poNumber', sortOrder: 'desc', pageRows: 1 }, world.admin);
    const highest = Number(String(before.rows[0].poNumber).slice(-4));
    const next = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world), world.admin);
    expect(next.poNumber).toBe(`PO20261122-${String(highest + 1).padStart(4, '0')}`);
  });

  it('rolls back the header when a line is bad, and gives its number back', async () => {
    const orders = await countOrders();
    const lines = await countLines();
    const refused = await rejection(
      world.engine.saveOrUpdate(
        'srmPoHeader',
        orderInput(world, { lines: [{ itemName: 'ok', demandQty: 1, taxPrice: 1, demandDate: '2026-12-01' }, { itemName: 'bad', demandQty: -1, taxPrice: 1, demandDate: '2026-12-01' }] }),
        world.admin,
      ),
    );
    expect(refused.errors).toEqual([{ field: 'demandQty', line: { collection: 'lines', index: 1 }, message: 'Quantity must be at least 0.0001' }]);
    expect(refused.message).toBe('Line 2: Quantity must be at least 0.0001');
    expect(await countOrders()).toBe(orders);
    expect(await countLines()).toBe(lines);
  });

  it('rolls back the header, its number and earlier lines when the database fails on a later line', async () => {
    const orders = await countOrders();
    const lines = await countLines();
    const failing = new FailOnNthLineInsert(2);
    const engine = createEntityEngine({ ...world.database, db: world.database.db.withPlugin(failing) }, world.catalog, { now: () => FIXED_NOW });
    const twoLines = orderInput(world, {
      lines: [
        { itemName: 'one', demandQty: 1, taxPrice: 1, demandDate: '2026-12-01' },
        { itemName: 'two', demandQty: 1, taxPrice: 1, demandDate: '2026-12-01' },
      ],
    });
    await expect(engine.saveOrUpdate('srmPoHeader', twoLines, world.admin)).rejects.toThrow('simulated failure');
    expect(failing.lineInserts).toBe(2);
    expect(await countOrders()).toBe(orders);
    expect(await countLines()).toBe(lines);
    const sequence = await world.database.db.selectFrom('sys_sequences').select('currentValue').where('seqKey', '=', 'srm_po_headers.poNumber:PO20261122-').executeTakeFirstOrThrow();
    const next = await world.engine.saveOrUpdate('srmPoHeader', twoLines, world.admin);
    expect(next.poNumber).toBe(`PO20261122-${String(Number(sequence.currentValue) + 1).padStart(4, '0')}`);
  });

  it('replaces lines on update: kept lines updated, new ones inserted, missing ones deleted, renumbered', async () => {
    const saved = await world.engine.saveOrUpdate(
      'srmPoHeader',
      orderInput(world, {
        lines: [
          { itemName: 'keep', demandQty: 1, taxPrice: 1.13, demandDate: '2026-12-01' },
          { itemName: 'drop', demandQty: 1, taxPrice: 1.13, demandDate: '2026-12-01' },
        ],
      }),
      world.admin,
    );
    const [keep] = saved.lines as Row[];
    const updated = await world.engine.saveOrUpdate(
      'srmPoHeader',
      { ...saved, lines: [{ itemName: 'new first', demandQty: 2, taxPrice: 1.13, demandDate: '2026-12-02' }, { ...keep, demandQty: 4 }] },
      world.admin,
    );
    const lines = updated.lines as Row[];
    expect(lines.map((row) => [row.lineNumber, row.itemName, row.demandQty])).toEqual([
      [1, 'new first', 2],
      [2, 'keep', 4],
    ]);
    expect(lines[1]).toMatchObject({ poLineId: keep.poLineId, versionNum: 2 });
    expect(updated).toMatchObject({ versionNum: 2, taxTotalAmount: 6.78, nonTaxTotalAmount: 6 });
    // Leaving the lines out keeps them.
    const headerOnly = await world.engine.saveOrUpdate('srmPoHeader', { ...updated, lines: undefined, description: 'only header' }, world.admin);
    expect((headerOnly.lines as Row[]).map((row) => row.itemName)).toEqual(['new first', 'keep']);
    expect(headerOnly.taxTotalAmount).toBe(6.78);
  });

  it('refuses a missing or stale versionNum and changes nothing, header or lines', async () => {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world), world.admin);
    const changed = { ...saved, description: 'lost update', lines: [] };
    const missing = await rejection(world.engine.saveOrUpdate('srmPoHeader', { ...changed, versionNum: undefined }, world.admin));
    expect(missing.message).toBe('The record was changed by someone else; reload it');
    const stale = await rejection(world.engine.saveOrUpdate('srmPoHeader', { ...changed, versionNum: 0 }, { ...world.admin, language: 'CN' }));
    expect(stale.message).toBe('记录已被他人修改，请刷新后重试');
    const staleLine = await rejection(
      world.engine.saveOrUpdate('srmPoHeader', { ...saved, description: 'x', lines: [{ ...(saved.lines as Row[])[0], versionNum: 9 }] }, world.admin),
    );
    expect(staleLine.message).toBe('The record was changed by someone else; reload it');
    expect(await world.engine.findById('srmPoHeader', Number(saved.poHeaderId), world.admin)).toEqual(saved);
  });

  it('saves a batch all or nothing', async () => {
    const orders = await countOrders();
    await expect(
      world.engine.batchSaveOrUpdate('srmPoHeader', [orderInput(world), orderInput(world, { startDate: 'soon' })], world.admin),
    ).rejects.toThrow('Start date must be a date in the form yyyy-MM-dd');
    expect(await countOrders()).toBe(orders);
    const saved = await world.engine.batchSaveOrUpdate('srmPoHeader', [orderInput(world), orderInput(world)], world.admin);
    expect(saved).toHaveLength(2);
    expect(await countOrders()).toBe(orders + 2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/server/entities';
import { openEngineWorld, orderInput, rejection, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

type Row = Record<string, unknown>;

/**
 * What a delivery note's 从订单添加 dialog lists (screens/purchasing/deliveryNote/deliveryNoteEdit.json): order
 * lines still open, of confirmed orders of the note's supplier and organisation, through `parent.` filters
 * on the line list, with the order number as the line's display key.
 */
describe.each(dialects)('order lines a delivery note picks from, on %s', (dialect) => {
  let world: EngineWorld;
  let supplier: Actor;
  let otherOrg: number;
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
    supplier = world.supplierActorA;
    const org = await world.engine.saveOrUpdate('baseOrganization', { orgCode: 'SH01', orgName: '上海制造有限公司', orgType: 'COMPANY' }, world.admin);
    otherOrg = Number(org.orgId);
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const act = (entity: string, action: string, id: unknown, actor: Actor) => world.engine.runAction(entity, action, { id: Number(id) }, actor);

  async function order(overrides: Row, confirm: boolean): Promise<Row> {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world, {
      lines: [
        { itemName: '深沟球轴承', demandQty: 100, taxPrice: 11.3, demandDate: '2026-12-01' },
        { itemName: '定位销', demandQty: 10, taxPrice: 2.5, demandDate: '2026-12-05' },
      ],
      ...overrides,
    }), world.admin);
    await act('srmPoHeader', 'doSubmit', saved.poHeaderId, world.admin);
    await act('srmPoHeader', 'doApproval', saved.poHeaderId, world.admin);
    await act('srmPoHeader', 'doSend', saved.poHeaderId, world.admin);
    return confirm ? act('srmPoHeader', 'doSupplierConfirm', saved.poHeaderId, supplier) : saved;
  }

  it('lists the open lines of the confirmed orders of one supplier and organisation, with their order numbers', async () => {
    const mine = await order({}, true);
    const unconfirmed = await order({}, false);
    const elsewhere = await order({ orgId: otherOrg }, true);
    const theirs = await order({ supplierId: world.supplierB }, false);
    // The pins of the first order are all on their way: nothing left to ship.
    const note = (await world.engine.generate('srmPoHeader', 'doCreateDelivery', { id: mine.poHeaderId }, supplier)).record;
    const noteLines = note.lines as Row[];
    const onlyPins = await world.engine.saveOrUpdate('srmDeliveryHeader', { ...note, lines: [noteLines[1]] }, supplier);
    await act('srmDeliveryHeader', 'doSubmit', onlyPins.deliveryHeaderId, supplier);

    const params = { 'parent.supplierId': world.supplierA, 'parent.orgId': world.orgId, 'parent.status': 'CONFIRMED', openQty_gt: 0, pageIndex: 1, pageRows: 50 };
    const page = await world.engine.listByPage('srmPoLine', params, supplier);
    expect(page.rows.map((row) => [row.poNumber, row.itemName, row.openQty])).toEqual([[mine.poNumber, '深沟球轴承', 100]]);
    // Another organisation's confirmed order shows under its own organisation.
    const other = await world.engine.listByPage('srmPoLine', { ...params, 'parent.orgId': otherOrg }, supplier);
    expect(other.rows.map((row) => row.poNumber)).toEqual([elsewhere.poNumber, elsewhere.poNumber]);
    // A search by order number reads the header too (an approved order, not offered above, is found by its number);
    // the supplier never sees another supplier's lines.
    const searched = await world.engine.listByPage('srmPoLine', { 'parent.poNumber_like': String(unconfirmed.poNumber).slice(-4), pageIndex: 1, pageRows: 50 }, supplier);
    expect(searched.rows.map((row) => row.poNumber)).toEqual([unconfirmed.poNumber, unconfirmed.poNumber]);
    const asBuyer = await world.engine.listByPage('srmPoLine', { 'parent.supplierId': world.supplierB, pageIndex: 1, pageRows: 50 }, world.admin);
    expect(asBuyer.rows.map((row) => row.poNumber)).toEqual([theirs.poNumber, theirs.poNumber]);
    expect((await world.engine.listByPage('srmPoLine', { 'parent.supplierId': world.supplierB, pageIndex: 1, pageRows: 50 }, supplier)).rows).toEqual([]);
  });

  it('refuses parent. filters on an entity that is no line, and unknown header fields', async () => {
    expect((await rejection(world.engine.listByPage('srmPoHeader', { 'parent.supplierId': 1 }, world.admin))).message).toMatch(/parent\.supplierId/);
    expect((await rejection(world.engine.listByPage('srmPoLine', { 'parent.supplierNme': 1 }, world.admin))).message).toMatch(/supplierNme/);
  });
});

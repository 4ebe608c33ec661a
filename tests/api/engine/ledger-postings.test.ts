import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { loadEntitySchemas } from '../../../src/server/db';
import type { Actor } from '../../../src/server/entities';
import { confirmedOrder, openEngineWorld, SCHEMAS_DIR, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

type Row = Record<string, unknown>;
const linesOf = (record: Row) => record.lines as Row[];

/**
 * The receipt of the product, able to be cancelled once posted: its consumptions and its RECEIVE posting are
 * released by doCancel, the posting's reversal typed WRITE_OFF (docs/authoring.md "Postings", `ledger`).
 */
function cancellableReceipts(): EntityCatalog {
  return new EntityCatalog(loadEntitySchemas(SCHEMAS_DIR).map((entity): EntitySchema => {
    if (entity.name !== 'srmReceiptHeader' || !entity.workflow) return entity;
    const actions = { ...entity.workflow.actions, doCancel: { ...entity.workflow.actions.doCancel, from: ['DRAFT', 'POSTED'] } };
    return {
      ...entity,
      workflow: { ...entity.workflow, actions },
      consumes: entity.consumes?.map((consumption) => ({ ...consumption, release: ['doCancel'] })),
      posts: entity.posts?.map((posting) => ({ ...posting, release: ['doCancel'], reversal: { trxType: { value: 'WRITE_OFF' }, reversesType: posting.map.trxType } })),
    };
  }));
}

describe.each(dialects)('ledger postings and their reversal on %s', (dialect) => {
  let world: EngineWorld;
  beforeAll(async () => {
    world = await openEngineWorld(dialect, cancellableReceipts());
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const act = (entity: string, action: string, id: unknown, actor: Actor) => world.engine.runAction(entity, action, { id: Number(id) }, actor);

  it('posts a row per qualifying line when the action runs, and the negated rows when it is released', async () => {
    const order = await confirmedOrder(world, [{ itemCode: 'PIN-D8', itemName: '定位销', uomCode: 'PCS', demandQty: 40, taxPrice: 2.5, demandDate: '2026-12-05' }]);
    const line = linesOf(order)[0];
    const receipt = await world.engine.saveOrUpdate('srmReceiptHeader', {
      supplierId: world.supplierA, orgId: world.orgId, receiptDate: '2026-11-22',
      lines: [{ poHeaderId: order.poHeaderId, poLineId: line.poLineId, itemName: '定位销', uomCode: 'PCS', receiveQty: 12.5, rejectQty: 0 }],
    }, world.admin);
    await act('srmReceiptHeader', 'doPost', receipt.receiptHeaderId, world.admin);
    const ledger = async () => (await world.engine.listByPage('srmTransaction', { poLineId: line.poLineId, sortField: 'transactionId', sortOrder: 'asc' }, world.admin)).rows
      .map((row) => [row.trxType, row.reversesType ?? null, row.trxQty, row.documentNumber]);
    // The rejected quantity is 0: the REJECT posting's condition leaves the line out.
    expect(await ledger()).toEqual([['RECEIVE', null, 12.5, receipt.receiptNumber]]);
    expect((await world.engine.findById('srmPoLine', Number(line.poLineId), world.admin))).toMatchObject({ receivedQty: 12.5, openQty: 27.5 });

    await act('srmReceiptHeader', 'doCancel', receipt.receiptHeaderId, world.admin);
    expect(await ledger()).toEqual([['RECEIVE', null, 12.5, receipt.receiptNumber], ['WRITE_OFF', 'RECEIVE', -12.5, receipt.receiptNumber]]);
    expect((await world.engine.findById('srmPoLine', Number(line.poLineId), world.admin))).toMatchObject({ receivedQty: 0, openQty: 40 });
  });

  it('writes no row when the action is refused', async () => {
    const before = (await world.engine.listByPage('srmTransaction', {}, world.admin)).page?.count;
    const order = await confirmedOrder(world, [{ itemCode: 'PIN-D8', itemName: '定位销', uomCode: 'PCS', demandQty: 5, taxPrice: 2.5, demandDate: '2026-12-05' }]);
    const receipt = await world.engine.saveOrUpdate('srmReceiptHeader', {
      supplierId: world.supplierA, orgId: world.orgId, receiptDate: '2026-11-22',
      lines: [{ poHeaderId: order.poHeaderId, poLineId: linesOf(order)[0].poLineId, itemName: '定位销', receiveQty: 6, rejectQty: 0 }],
    }, world.admin);
    await expect(act('srmReceiptHeader', 'doPost', receipt.receiptHeaderId, world.admin)).rejects.toThrow('5 open');
    expect((await world.engine.listByPage('srmTransaction', {}, world.admin)).page?.count).toBe(before);
  });
});

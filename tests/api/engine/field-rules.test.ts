import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngineWorld, rejection, testDialects, type EngineWorld } from './engine-fixture';
import { ruleCatalog } from './support/rule-entities';

const dialects = await testDialects();

describe.each(dialects)('entity field rules, cascading references and fills on %s', (dialect) => {
  let world: EngineWorld;
  let siteOfA: number;
  let siteOfB: number;
  let itemId: number;
  beforeAll(async () => {
    world = await openEngineWorld(dialect, ruleCatalog());
    siteOfA = Number((await world.engine.saveOrUpdate('testSupplierSite', { supplierId: world.supplierA, siteName: '上海仓' }, world.admin)).siteId);
    siteOfB = Number((await world.engine.saveOrUpdate('testSupplierSite', { supplierId: world.supplierB, siteName: '深圳仓' }, world.admin)).siteId);
    itemId = Number((await world.engine.saveOrUpdate('testItem', { itemCode: 'BRG-6205', itemName: '深沟球轴承', uomCode: 'PCS', lastPrice: 11.3, costPrice: 9.8 }, world.admin)).itemId);
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const save = (record: Record<string, unknown>, actor = world.admin) => world.engine.saveOrUpdate('testRequest', record, actor);

  it('accepts a site of the chosen supplier and refuses one of another, naming what it depends on', async () => {
    expect((await save({ supplierId: world.supplierA, siteId: siteOfA })).siteId).toBe(siteOfA);
    const refused = await rejection(save({ supplierId: world.supplierA, siteId: siteOfB }));
    expect(refused.errors).toEqual([{ field: 'siteId', message: 'The chosen Supplier site does not belong to the chosen Supplier' }]);
    const cn = await rejection(save({ supplierId: world.supplierA, siteId: siteOfB }, { ...world.admin, language: 'CN' }));
    expect(cn.errors[0].message).toBe('所选供应商地点不属于当前供应商');
  });

  it('fills empty fields from the picked item and keeps what the caller gave', async () => {
    const filled = await save({ supplierId: world.supplierA, itemId });
    expect(filled).toMatchObject({ uomCode: 'PCS', price: 11.3, cost: 9.8 });
    const given = await save({ supplierId: world.supplierA, itemId, uomCode: 'BOX', price: 10 });
    expect(given).toMatchObject({ uomCode: 'BOX', price: 10, cost: 9.8 });
  });

  it('never fills an internal field of the item for a supplier user', async () => {
    const filled = await save({ itemId }, world.supplierActorA);
    const stored = await world.engine.findById('testRequest', filled.requestId as number, world.admin);
    expect(stored).toMatchObject({ supplierId: world.supplierA, uomCode: 'PCS', price: 11.3, cost: null });
  });

  it('requires a field while its requiredWhen holds', async () => {
    const refused = await rejection(save({ supplierId: world.supplierA, urgent: 'Y' }));
    expect(refused.errors).toEqual([{ field: 'urgentReason', message: 'Reason for urgency is required' }]);
    expect((await save({ supplierId: world.supplierA, urgent: 'Y', urgentReason: '产线停线' })).urgentReason).toBe('产线停线');
  });

  it('refuses a change to a field read-only by side or once saved, and takes the unchanged value', async () => {
    const saved = await save({ supplierId: world.supplierA, buyerNote: '内部优先', requestCode: 'R-001' });
    const bySupplier = await rejection(save({ ...saved, buyerNote: '改一下' }, world.supplierActorA));
    expect(bySupplier.errors).toEqual([{ field: 'buyerNote', message: 'Buyer note cannot be changed now' }]);
    const kept = await save({ ...saved, urgentReason: null }, world.supplierActorA);
    expect(kept.buyerNote).toBe('内部优先');
    const renamed = await rejection(save({ ...kept, requestCode: 'R-002' }));
    expect(renamed.errors).toEqual([{ field: 'requestCode', message: 'Request code cannot be changed now' }]);
    const newBySupplier = await rejection(save({ buyerNote: 'mine' }, world.supplierActorA));
    expect(newBySupplier.errors[0].field).toBe('buyerNote');
  });
});

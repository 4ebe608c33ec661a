import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngineWorld, orderInput, rejection, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

describe.each(dialects)('supplier scope on %s', (dialect) => {
  let world: EngineWorld;
  let approvedA: number;
  let approvedB: number;
  let draftA: number;
  let lineOfB: number;
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
    const approve = async (supplierId: number) => {
      const saved = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world, { supplierId }), world.admin);
      const id = Number(saved.poHeaderId);
      await world.engine.runAction('srmPoHeader', 'doSubmit', { id }, world.admin);
      await world.engine.runAction('srmPoHeader', 'doApproval', { id }, world.admin);
      await world.engine.runAction('srmPoHeader', 'doSend', { id }, world.admin);
      return saved;
    };
    approvedA = Number((await approve(world.supplierA)).poHeaderId);
    const b = await approve(world.supplierB);
    approvedB = Number(b.poHeaderId);
    lineOfB = Number((b.lines as Record<string, unknown>[])[0].poLineId);
    draftA = Number((await world.engine.saveOrUpdate('srmPoHeader', orderInput(world), world.admin)).poHeaderId);
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const notFound = 'Purchase order: record not found';

  it('lists only the supplier own records in the statuses suppliers see', async () => {
    const page = await world.engine.listByPage('srmPoHeader', {}, world.supplierActorA);
    expect(page.rows.map((row) => row.poHeaderId)).toEqual([approvedA]);
    expect(page.page.count).toBe(1);
    const filtered = await world.engine.listByPage('srmPoHeader', { supplierId: world.supplierB }, world.supplierActorA);
    expect(filtered.page.count).toBe(0);
    const lines = await world.engine.listByPage('srmPoLine', {}, world.supplierActorA);
    expect(lines.rows.map((row) => row.poHeaderId)).toEqual([approvedA]);
    const suppliers = await world.engine.listByPage('srmPosSupplierInfo', {}, world.supplierActorB);
    expect(suppliers.rows.map((row) => row.supplierId)).toEqual([world.supplierB]);
  });

  it('answers another supplier id, or an invisible status, exactly like a missing id', async () => {
    const missing = await rejection(world.engine.findById('srmPoHeader', 987654, world.supplierActorA));
    const other = await rejection(world.engine.findById('srmPoHeader', approvedB, world.supplierActorA));
    const draft = await rejection(world.engine.findById('srmPoHeader', draftA, world.supplierActorA));
    expect(other).toEqual(missing);
    expect(draft).toEqual(missing);
    expect(missing.message).toBe(notFound);
    await expect(world.engine.findById('srmPoLine', lineOfB, world.supplierActorA)).rejects.toThrow('Purchase order line: record not found');
    await expect(world.engine.findById('srmPoHeader', approvedA, world.supplierActorA)).resolves.toMatchObject({ poHeaderId: approvedA });
  });

  it('refuses actions on another supplier records as not found, and leaves them unchanged', async () => {
    expect((await rejection(world.engine.runAction('srmPoHeader', 'doSupplierConfirm', { id: approvedB }, world.supplierActorA))).message).toBe(notFound);
    expect(await world.engine.findById('srmPoHeader', approvedB, world.admin)).toMatchObject({ status: 'SENT', versionNum: 4 });
    await expect(world.engine.runAction('srmPoHeader', 'doSupplierConfirm', { id: approvedB }, world.supplierActorB)).resolves.toMatchObject({ status: 'CONFIRMED' });
  });

  it('refuses saves and deletes by supplier users where the schema does not let them write', async () => {
    const save = await rejection(world.engine.saveOrUpdate('srmPoHeader', { poHeaderId: approvedB, versionNum: 3, description: 'x' }, world.supplierActorA));
    expect(save.message).toBe('Supplier users may not create, change or delete Purchase order records');
    await expect(world.engine.delete('srmPoHeader', approvedB, world.supplierActorA)).rejects.toThrow('Supplier users may not');
    await expect(world.engine.batchDelete('srmPoHeader', [approvedA], world.supplierActorA)).rejects.toThrow('Supplier users may not');
    await expect(world.engine.saveOrUpdate('srmPoLine', { poLineId: lineOfB, versionNum: 1 }, world.supplierActorA)).rejects.toThrow('Supplier users may not');
    expect(await world.engine.findById('srmPoHeader', approvedB, world.admin)).toMatchObject({ description: 'test order' });
  });

  it('keeps a supplier user without a supplier out of everything owned', async () => {
    const lost = { ...world.supplierActorA, supplierId: null };
    expect((await world.engine.listByPage('srmPoHeader', {}, lost)).page.count).toBe(0);
    await expect(world.engine.findById('srmPosSupplierInfo', world.supplierA, lost)).rejects.toThrow('record not found');
  });
});

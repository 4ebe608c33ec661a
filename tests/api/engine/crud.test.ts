import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngineWorld, orderInput, rejection, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

describe.each(dialects)('entity engine CRUD on %s', (dialect) => {
  let world: EngineWorld;
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  it('creates a purchase order with lines, audit fields, defaults, status and display keys', async () => {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world), world.admin);
    expect(saved).toMatchObject({
      poNumber: 'PO20261122-0001',
      status: 'DRAFT',
      poType: 'STANDARD',
      currencyCode: 'CNY',
      taxRateCode: 'VAT13',
      poVersions: 1,
      versionNum: 1,
      createdBy: world.admin.userId,
      lastUpdatedBy: world.admin.userId,
      lastUpdateLogin: 7,
      creationDate: '2026-11-22 09:30:15',
      lastUpdateDate: '2026-11-22 09:30:15',
      supplierName: '华东精密机械有限公司',
      supplierNumber: 'S000001',
      orgName: '集团总部',
      buyerName: '王采购',
      approvalUserName: null,
    });
    const lines = saved.lines as Record<string, unknown>[];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ lineNumber: 1, poHeaderId: saved.poHeaderId, taxRateCode: 'VAT13', uomCode: 'PCS', status: 'OPEN', receivedQty: 0, versionNum: 1 });
  });

  it('finds a record by id with its lines and answers not found for a missing id', async () => {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world), world.admin);
    const found = await world.engine.findById('srmPoHeader', Number(saved.poHeaderId), world.admin);
    expect(found).toEqual(saved);
    const missing = await rejection(world.engine.findById('srmPoHeader', 999999, world.admin));
    expect(missing.message).toBe('Purchase order: record not found');
    // The envelope says why (reason notFound): screens show "not found" rather than a failure.
    await expect(world.engine.findById('srmPoHeader', 999999, world.admin)).rejects.toMatchObject({ reason: 'notFound' });
    const cn = await rejection(world.engine.findById('srmPoHeader', 999999, { ...world.admin, language: 'CN' }));
    expect(cn.message).toBe('采购订单不存在或已被删除');
  });

  it('updates with the current versionNum, ignores server-owned and unknown keys, and bumps the version', async () => {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world), world.admin);
    const updated = await world.engine.saveOrUpdate(
      'srmPoHeader',
      { ...saved, description: 'changed', status: 'APPROVED', poNumber: 'HACKED', createdBy: 999, hacker: 'x', taxTotalAmount: 1 },
      { ...world.admin, userId: world.admin.userId, sessionId: 8 },
    );
    expect(updated).toMatchObject({ description: 'changed', status: 'DRAFT', poNumber: saved.poNumber, createdBy: world.admin.userId, versionNum: 2, lastUpdateLogin: 8, taxTotalAmount: 33.9 });
    expect(updated).not.toHaveProperty('hacker');
  });

  it('deletes a header with its lines, and batch-deletes all or nothing', async () => {
    const one = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world), world.admin);
    const lineId = Number((one.lines as Record<string, unknown>[])[0].poLineId);
    await world.engine.delete('srmPoHeader', Number(one.poHeaderId), world.admin, 1);
    await expect(world.engine.findById('srmPoHeader', Number(one.poHeaderId), world.admin)).rejects.toThrow('record not found');
    await expect(world.engine.findById('srmPoLine', lineId, world.admin)).rejects.toThrow('record not found');

    const two = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world), world.admin);
    const three = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world), world.admin);
    await world.engine.runAction('srmPoHeader', 'doSubmit', { id: Number(three.poHeaderId) }, world.admin);
    const refused = await rejection(world.engine.batchDelete('srmPoHeader', [Number(two.poHeaderId), Number(three.poHeaderId)], world.admin));
    expect(refused.message).toBe('The record cannot be changed or deleted when the status is Submitted');
    await expect(world.engine.findById('srmPoHeader', Number(two.poHeaderId), world.admin)).resolves.toMatchObject({ versionNum: 1 });
    await world.engine.batchDelete('srmPoHeader', [Number(two.poHeaderId)], world.admin);
    await expect(world.engine.findById('srmPoHeader', Number(two.poHeaderId), world.admin)).rejects.toThrow('record not found');
  });

  it('refuses an unknown entity and a delete with a stale versionNum', async () => {
    await expect(world.engine.findById('noSuchThing', 1, world.admin)).rejects.toThrow('Unknown entity: noSuchThing');
    const saved = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world), world.admin);
    await expect(world.engine.delete('srmPoHeader', Number(saved.poHeaderId), world.admin, 5)).rejects.toThrow(
      'The record was changed by someone else; reload it',
    );
    await expect(world.engine.findById('srmPoHeader', Number(saved.poHeaderId), world.admin)).resolves.toBeTruthy();
  });
});

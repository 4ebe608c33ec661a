import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntityEngine, type Actor, type EntityEngine, type EntityRecord } from '../../../src/server/entities';
import { loadEntitySchemas } from '../../../src/server/db';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import { actorOf, insertLookups, openTestDatabase, SCHEMAS_DIR, type TestDatabase } from '../engine/engine-fixture';
import { TEST_API_DIALECT } from '../support/test-database';

/**
 * What a supplier user sends for an internal field is ignored: the stored value stays (docs/authoring.md).
 * No shipped entity lets suppliers write one yet, so this runs the engine over the purchase order
 * schema changed to be supplier-writable, as a future supplier-maintained document would be.
 */
const schemas = loadEntitySchemas(SCHEMAS_DIR).map((entity) =>
  entity.name === 'srmPoHeader' && entity.ownership
    ? { ...entity, ownership: { ...entity.ownership, supplierWritable: true, supplierVisibleStatuses: undefined } }
    : entity,
);

let test: TestDatabase;
let engine: EntityEngine;
let buyer: Actor;
let supplier: Actor;
let orderId: number;
let lineId: number;

beforeAll(async () => {
  test = await openTestDatabase(TEST_API_DIALECT, new EntityCatalog(schemas));
  await insertLookups(test.database);
  engine = createEntityEngine(test.database, test.catalog);
  const user = await engine.saveOrUpdate('baseUsers', { userName: 'buyer', userFullName: 'Buyer', userType: 'internal' }, actorOf(1));
  buyer = actorOf(Number(user.userId));
  const org = await engine.saveOrUpdate('baseOrganization', { orgCode: 'HQ', orgName: 'HQ' }, buyer);
  const own = await engine.saveOrUpdate('srmPosSupplierInfo', { supplierName: 'Own supplier' }, buyer);
  supplier = actorOf(2, { userType: 'supplier', supplierId: Number(own.supplierId), organizations: [] });
  const order = await engine.saveOrUpdate(
    'srmPoHeader',
    {
      orgId: org.orgId,
      supplierId: own.supplierId,
      buyerId: buyer.userId,
      startDate: '2026-11-22',
      description: 'plain notes',
      internalRemark: 'target: 3% below last year',
      lines: [{ itemName: 'Bearing', demandQty: 2, taxPrice: 11.3, targetPrice: 10.5, demandDate: '2026-12-01' }],
    },
    buyer,
  );
  orderId = Number(order.poHeaderId);
  lineId = Number((order.lines as EntityRecord[])[0].poLineId);
});
afterAll(async () => {
  await test?.cleanup();
});

describe('internal fields in a supplier user input', () => {
  it('ignores them on update, keeps the stored values, and answers without them', async () => {
    const stored = await engine.findById('srmPoHeader', orderId, buyer);
    const saved = await engine.saveOrUpdate(
      'srmPoHeader',
      {
        poHeaderId: orderId,
        versionNum: stored.versionNum,
        description: 'supplier notes',
        internalRemark: 'overwritten by the supplier',
        lines: [{ poLineId: lineId, itemName: 'Bearing', demandQty: 3, taxPrice: 11.3, targetPrice: 99, demandDate: '2026-12-01' }],
      },
      supplier,
    );
    expect(saved).not.toHaveProperty('internalRemark');
    expect((saved.lines as EntityRecord[])[0]).not.toHaveProperty('targetPrice');
    const after = await engine.findById('srmPoHeader', orderId, buyer);
    expect(after).toMatchObject({ description: 'supplier notes', internalRemark: 'target: 3% below last year' });
    expect((after.lines as EntityRecord[])[0]).toMatchObject({ demandQty: 3, targetPrice: 10.5 });
  });

  it('ignores them on a record the supplier creates', async () => {
    const stored = await engine.findById('srmPoHeader', orderId, buyer);
    const created = await engine.saveOrUpdate(
      'srmPoHeader',
      {
        orgId: stored.orgId,
        buyerId: buyer.userId,
        startDate: '2026-11-22',
        internalRemark: 'from the supplier',
        lines: [{ itemName: 'Pin', demandQty: 1, taxPrice: 1, targetPrice: 0.5, demandDate: '2026-12-01' }],
      },
      supplier,
    );
    const kept = await engine.findById('srmPoHeader', Number(created.poHeaderId), buyer);
    expect(kept.internalRemark).toBeNull();
    expect((kept.lines as EntityRecord[])[0].targetPrice).toBeNull();
  });
});

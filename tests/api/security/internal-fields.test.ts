import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db';
import { internalKeys } from '../../../src/server/entities/internal-fields';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { CaseTally } from './support/case-tally';
import { catalog, userMenus, type UserMenus } from './support/menu-coverage';
import { recordOfSupplier, supplierIdOfUser, supplierOwnedEntities } from './support/owned-records';
import { call } from './support/signed-call';

/**
 * Internal fields never reach supplier users, GENERATED from the schemas: every supplier-owned entity
 * with internal fields (its own, its lines', display keys copied from one), on findById and listByPage
 * of a record the supplier owns; and a supplier cannot filter or sort by them. Buyers get them.
 */
const tally = new CaseTally('internal fields');
let server: TestServer;
let database: Database;
let supplier: SignedInClient;
let buyer: SignedInClient;
let supplierMenus: UserMenus;
let buyerMenus: UserMenus;

beforeAll(async () => {
  server = await startTestServer();
  database = await server.database.open();
  [supplier, buyer] = await Promise.all([signIn(server.baseUrl, 'supplier1'), signIn(server.baseUrl, 'buyer')]);
  [supplierMenus, buyerMenus] = await Promise.all([userMenus(supplier), userMenus(buyer)]);
});
afterAll(async () => {
  tally.print();
  await database?.close();
  await server?.stop();
});

/** Every key a supplier must not get on a record of the entity, its line collections included. */
function forbiddenKeys(entity: EntitySchema): Set<string> {
  const keys = internalKeys(entity, catalog);
  for (const collection of entity.lines ?? []) for (const key of internalKeys(catalog.get(collection.entity), catalog)) keys.add(key);
  return keys;
}

/** The keys of a record and of the records in its arrays (lines). */
function keysOf(record: unknown): Set<string> {
  const keys = new Set<string>();
  if (typeof record !== 'object' || record === null) return keys;
  for (const [key, value] of Object.entries(record)) {
    keys.add(key);
    if (Array.isArray(value)) for (const line of value) for (const lineKey of keysOf(line)) keys.add(lineKey);
  }
  return keys;
}

const withInternal = supplierOwnedEntities(catalog).filter((entity) => forbiddenKeys(entity).size > 0);

describe('internal fields and supplier users', () => {
  it('finds the internal fields the schemas mark', () => {
    expect(withInternal.map((entity) => entity.name)).toEqual(expect.arrayContaining(['srmPoHeader', 'srmPoLine']));
    // The order's internal remark, its lines' target price and requisition line, and its versions' snapshots.
    expect(forbiddenKeys(catalog.get('srmPoHeader'))).toEqual(new Set(['internalRemark', 'targetPrice', 'prLineId', 'snapshot']));
  });

  it.each(withInternal.map((entity) => [entity.name, entity] as const))('%s: never sent to a supplier, sent to a buyer', async (_name, entity) => {
    const supplierId = await supplierIdOfUser(database, 'supplier1');
    const id = await recordOfSupplier(database, catalog, entity, supplierId);
    const path = (operation: string) => `/api/${entity.service}/v1/${entity.name}Restful/${operation}`;
    const forbidden = forbiddenKeys(entity);
    const supplierMenu = supplierMenus.menuFor(entity.name, 'read');
    expect(supplierMenu, `a supplier menu reaches ${entity.name}`).toBeDefined();
    const found = await call(server.baseUrl, supplier.login, { path: path('findById'), body: { id }, menu: supplierMenu });
    const listed = await call(server.baseUrl, supplier.login, { path: path('listByPage'), body: { pageRows: 500 }, menu: supplierMenu });
    expect(found.envelope?.status).toBe('S');
    expect(listed.envelope?.status).toBe('S');
    expect((listed.envelope?.data as unknown[]).length).toBeGreaterThan(0);
    for (const answer of [found, listed]) {
      const leaked = [...keysOf(answer.envelope?.data)].filter((key) => forbidden.has(key));
      expect(leaked).toEqual([]);
      expect(JSON.stringify(answer.envelope?.data)).not.toMatch(/internalRemark|targetPrice/);
      tally.add(`${entity.name}: hidden from the supplier`);
    }
    const buyerMenu = buyerMenus.menuFor(entity.name, 'read');
    const own = await call(server.baseUrl, buyer.login, { path: path('findById'), body: { id }, menu: buyerMenu });
    const buyerKeys = keysOf(own.envelope?.data);
    for (const key of internalKeys(entity, catalog)) expect(buyerKeys.has(key)).toBe(true);
    tally.add(`${entity.name}: sent to the buyer`);
  });

  it.each(withInternal.map((entity) => [entity.name, entity] as const))('%s: a supplier cannot filter or sort by one, exactly as by a field that does not exist', async (_name, entity) => {
    const menu = supplierMenus.menuFor(entity.name, 'read');
    const list = (body: Record<string, unknown>) =>
      call(server.baseUrl, supplier.login, { path: `/api/${entity.service}/v1/${entity.name}Restful/listByPage`, body, menu });
    for (const field of entity.fields.filter((candidate) => candidate.internal)) {
      const blank = (text: string | undefined, name: string) => text?.replaceAll(name, '<field>');
      const filtered = await list({ [`${field.name}_gte`]: 0 });
      const unknownFilter = await list({ noSuchField_gte: 0 });
      expect(filtered.envelope?.status).toBe('E');
      expect(blank(filtered.envelope?.msg, field.name)).toBe(blank(unknownFilter.envelope?.msg, 'noSuchField'));
      const sorted = await list({ sortField: field.name });
      const unknownSort = await list({ sortField: 'noSuchField' });
      expect(sorted.envelope?.status).toBe('E');
      expect(blank(sorted.envelope?.msg, field.name)).toBe(blank(unknownSort.envelope?.msg, 'noSuchField'));
      tally.add(`${entity.name}: no filter or sort by ${field.name}`);
    }
  });
});

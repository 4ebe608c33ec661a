import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { bodyFor, MISSING_ID, observable } from './support/attack-bodies';
import { CaseTally } from './support/case-tally';
import { catalog, userMenus, type UserMenus } from './support/menu-coverage';
import { recordOfSupplier, snapshot, supplierIdOfUser, supplierOwnedEntities } from './support/owned-records';
import { concretePath, entityRoutesOf, routeLabel } from './support/route-catalog';
import { call } from './support/signed-call';

/**
 * Supplier A (supplier1) against every record of supplier B (supplier2), GENERATED from the entity
 * schemas and the registered routes: every entity with an owner field (its own or its header's) times
 * every operation registered for it, workflow actions and named operations included. Each attempt
 * must answer exactly what the same call answers for an id that does not exist, and leave B's record
 * (and its lines) as it was. A new supplier-owned entity or operation is covered without a new test.
 */
const tally = new CaseTally('cross-supplier');
let server: TestServer;
let database: Database;
let supplierA: SignedInClient;
let supplierB: SignedInClient;
let menusA: UserMenus;
let menusB: UserMenus;
let supplierIdB: number;

beforeAll(async () => {
  server = await startTestServer();
  database = await server.database.open();
  [supplierA, supplierB] = await Promise.all([signIn(server.baseUrl, 'supplier1'), signIn(server.baseUrl, 'supplier2')]);
  [menusA, menusB] = await Promise.all([userMenus(supplierA), userMenus(supplierB)]);
  supplierIdB = await supplierIdOfUser(database, 'supplier2');
});
afterAll(async () => {
  tally.print();
  await database?.close();
  await server?.stop();
});

const owned = supplierOwnedEntities(catalog);

describe('supplier A cannot reach supplier B records', () => {
  it('generates cases for every supplier-owned entity', () => {
    expect(owned.map((entity) => entity.name)).toEqual(expect.arrayContaining(['srmPoHeader', 'srmPoLine', 'srmPosSupplierInfo']));
  });

  it.each(owned.map((entity) => [entity.name, entity] as const))('%s: every operation answers like a missing record and changes nothing', async (_name, entity) => {
    const idB = await recordOfSupplier(database, catalog, entity, supplierIdB);
    // The record is there and B reaches it: the refusals below come from the scope, not from its absence.
    const menuB = menusB.menuFor(entity.name, 'read');
    if (menuB) {
      const own = await call(server.baseUrl, supplierB.login, { path: `/api/${entity.service}/v1/${entity.name}Restful/findById`, body: { id: idB }, menu: menuB });
      expect(own.envelope?.status, `${entity.name} ${idB} is visible to its own supplier`).toBe('S');
      tally.add('owner reaches its own record (control)');
    } else {
      tally.add('no supplier menu reaches the entity');
    }
    const routes = entityRoutesOf(server.app, entity.name);
    expect(routes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const { route, access } of routes) {
      const reads = access.operation === 'findById' || access.operation === 'listByPage';
      const menu = menusA.menuFor(entity.name, reads ? 'read' : 'write') ?? menusA.menuFor(entity.name, 'read') ?? menusA.menuFor('srmPoHeader', 'read');
      const before = (await snapshot(database, catalog, entity, idB)) as { row: Record<string, unknown> | null };
      const versionNum = Number(before.row?.versionNum ?? 1);
      const path = concretePath(route.url);
      const attack = await call(server.baseUrl, supplierA.login, { method: route.method, path, body: bodyFor(entity, access.operation, idB, versionNum), menu });
      const missing = await call(server.baseUrl, supplierA.login, { method: route.method, path, body: bodyFor(entity, access.operation, MISSING_ID, versionNum), menu });
      if (JSON.stringify(observable(attack, idB)) !== JSON.stringify(observable(missing, MISSING_ID))) {
        failures.push(`${routeLabel(route)}: ${JSON.stringify(observable(attack, idB))} differs from a missing record's ${JSON.stringify(observable(missing, MISSING_ID))}`);
      }
      if (attack.envelope?.status === 'S' && access.operation === 'listByPage' && Array.isArray(attack.envelope.data) && attack.envelope.data.length > 0) {
        failures.push(`${routeLabel(route)} listed supplier B's record`);
      }
      const after = await snapshot(database, catalog, entity, idB);
      if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${routeLabel(route)} changed supplier B's record`);
      tally.add(`${entity.name}.${access.operation}`);
    }
    expect(failures).toEqual([]);
  });

  it('lists none of B records to A, whatever the page', async () => {
    for (const entity of owned) {
      const menu = menusA.menuFor(entity.name, 'read');
      if (!menu) continue;
      const idB = await recordOfSupplier(database, catalog, entity, supplierIdB);
      const answer = await call(server.baseUrl, supplierA.login, {
        path: `/api/${entity.service}/v1/${entity.name}Restful/listByPage`,
        body: { pageIndex: 1, pageRows: 500 },
        menu,
      });
      expect(answer.envelope?.status).toBe('S');
      const ids = (answer.envelope?.data as Record<string, unknown>[]).map((row) => Number(row[entity.primaryKey]));
      expect(ids).not.toContain(idB);
      tally.add('whole list without B records');
    }
  });

  // Service entities answered per caller (`callerScope`, the work lists) have no owner field to attack by id: each
  // supplier's whole list holds only its own supplier's records, through every menu of his that reaches them.
  it('lists only its own records to each supplier of every caller-scoped entity', async () => {
    const scoped = catalog.all().filter((entity) => entity.callerScope);
    expect(scoped.map((entity) => entity.name)).toContain('baseWorkItem');
    for (const entity of scoped) {
      const field = entity.callerScope?.supplierField ?? '';
      for (const [client, menus, name] of [[supplierA, menusA, 'supplier1'], [supplierB, menusB, 'supplier2']] as const) {
        const menu = menus.menuFor(entity.name, 'read');
        if (!menu) continue;
        const own = await supplierIdOfUser(database, name);
        const answer = await call(server.baseUrl, client.login, { path: `/api/${entity.service}/v1/${entity.name}Restful/listByPage`, body: { pageIndex: 1, pageRows: 500 }, menu });
        expect(answer.envelope?.status, answer.envelope?.msg).toBe('S');
        const suppliers = new Set((answer.envelope?.data as Record<string, unknown>[]).map((row) => Number(row[field])));
        expect([...suppliers].filter((id) => id !== own)).toEqual([]);
        tally.add(`${entity.name}: whole list of one supplier's own records`);
      }
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { bodyFor, MISSING_ID, observable } from './support/attack-bodies';
import { CaseTally } from './support/case-tally';
import { catalog, userMenus, type UserMenus } from './support/menu-coverage';
import { snapshot } from './support/owned-records';
import { concretePath, entityRoutesOf, routeLabel } from './support/route-catalog';
import { call } from './support/signed-call';
import { openingRoutes, recordOfUser, userScopedEntities } from './support/user-records';

/**
 * Records that belong to one user (userScope: his approval tasks, his background exports) or to the people
 * who take part in them (participantScope: an approval instance and its history), against an internal user
 * who takes no part and a supplier user, GENERATED from the entity schemas and the registered routes:
 * every such entity times every operation registered for it, through each attacker's menu that reads or
 * writes it (never one its scope opens everything to). Each attempt answers exactly what the same call
 * answers for an id that does not exist, lists nothing and changes nothing.
 */
const tally = new CaseTally('cross-user');
const ATTACKERS = ['approver', 'supplier1'] as const;
let server: TestServer;
let database: Database;
let owner: SignedInClient;
let ownerMenus: UserMenus;
const attackers = new Map<string, { client: SignedInClient; menus: UserMenus }>();

beforeAll(async () => {
  server = await startTestServer();
  database = await server.database.open();
  owner = await signIn(server.baseUrl, 'buyer');
  ownerMenus = await userMenus(owner);
  for (const who of ATTACKERS) {
    const client = await signIn(server.baseUrl, who);
    attackers.set(who, { client, menus: await userMenus(client) });
  }
});
afterAll(async () => {
  tally.print();
  await database?.close();
  await server?.stop();
});

const scoped = userScopedEntities(catalog);

describe("a user cannot reach another user's records", () => {
  it('generates cases for the approval tasks, instances and history', () => {
    expect(scoped.map((entity) => entity.name)).toEqual(expect.arrayContaining(['bpmTask', 'bpmProcessInstance', 'bpmTaskHistory']));
  });

  it.each(scoped.map((entity) => [entity.name, entity] as const))('%s: every operation answers like a missing record and changes nothing', async (_name, entity) => {
    const id = await recordOfUser(database, catalog, entity, owner.login.user.userId);
    const ownMenu = ownerMenus.menuFor(entity.name, 'read');
    if (ownMenu) {
      const own = await call(server.baseUrl, owner.login, { path: `/api/${entity.service}/v1/${entity.name}Restful/findById`, body: { id }, menu: ownMenu });
      expect(own.envelope?.status, `${entity.name} ${id} is visible to the user it belongs to`).toBe('S');
      tally.add('owner reaches his own record (control)');
    }
    const opening = openingRoutes(entity, catalog);
    const failures: string[] = [];
    for (const [who, { client, menus }] of attackers) {
      const seeingAll = menus.rows.filter((row) => opening.includes(row.htmlUrl ?? ''));
      expect(seeingAll.map((row) => row.menuCode), `${who} holds no menu that sees every ${entity.name}`).toEqual([]);
      for (const { route, access } of entityRoutesOf(server.app, entity.name)) {
        const reads = access.operation === 'findById' || access.operation === 'listByPage';
        const menu = menus.menuFor(entity.name, reads ? 'read' : 'write') ?? menus.menuFor(entity.name, 'read') ?? menus.menuFor('srmPoHeader', 'read');
        const before = (await snapshot(database, catalog, entity, id)) as { row: Record<string, unknown> | null };
        const versionNum = Number(before.row?.versionNum ?? 1);
        const path = concretePath(route.url);
        const attack = await call(server.baseUrl, client.login, { method: route.method, path, body: bodyFor(entity, access.operation, id, versionNum), menu });
        const missing = await call(server.baseUrl, client.login, { method: route.method, path, body: bodyFor(entity, access.operation, MISSING_ID, versionNum), menu });
        const label = `${who} ${routeLabel(route)}`;
        if (JSON.stringify(observable(attack, id)) !== JSON.stringify(observable(missing, MISSING_ID))) {
          failures.push(`${label}: ${JSON.stringify(observable(attack, id))} differs from a missing record's ${JSON.stringify(observable(missing, MISSING_ID))}`);
        }
        if (attack.envelope?.status === 'S' && access.operation === 'listByPage' && Array.isArray(attack.envelope.data) && attack.envelope.data.length > 0) {
          failures.push(`${label} listed the other user's record`);
        }
        if (JSON.stringify(await snapshot(database, catalog, entity, id)) !== JSON.stringify(before)) failures.push(`${label} changed the other user's record`);
        tally.add(`${entity.name}.${access.operation}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("lists none of another user's records, whatever the page", async () => {
    for (const entity of scoped) {
      const id = await recordOfUser(database, catalog, entity, owner.login.user.userId);
      for (const [who, { client, menus }] of attackers) {
        const menu = menus.menuFor(entity.name, 'read');
        if (!menu) continue;
        const answer = await call(server.baseUrl, client.login, {
          path: `/api/${entity.service}/v1/${entity.name}Restful/listByPage`,
          body: { pageIndex: 1, pageRows: 500 },
          menu,
        });
        expect(answer.envelope?.status, `${who} lists ${entity.name}`).toBe('S');
        expect((answer.envelope?.data as Record<string, unknown>[]).map((row) => Number(row[entity.primaryKey]))).not.toContain(id);
        tally.add('whole list without the other user records');
      }
    }
  });
});

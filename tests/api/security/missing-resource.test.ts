// Dialect-neutral: the resource check refuses each write before any query; the engine tests run its SQL on both dialects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalUpdateResource, isReadOperation, requiredResources } from '../../../src/server/access/entity-operation-resources';
import { OPERATION_LOG_ENTITY } from '../../../src/server/audit/operation-log';
import { internalMayCall, supplierMayCall } from '../../../src/server/access/supplier-operations';
import type { Database } from '../../../src/server/db';
import type { EntityAccess } from '../../../src/server/http/route-access';
import type { RegisteredRoute } from '../../../src/server/http/route-registry';
import { isServiceEntity, tableOf } from '../../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { requestLogin, type LoginData } from '../support/signed-client';
import { createServerDatabase, type ServerDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { bodyFor, MISSING_ID } from './support/attack-bodies';
import { CaseTally } from './support/case-tally';
import { catalog, coverage } from './support/menu-coverage';
import { snapshot, supplierIdOfUser } from './support/owned-records';
import { concretePath, registeredRoutes, routeLabel } from './support/route-catalog';
import { call } from './support/signed-call';
import { createUser, functionMenus, grantResponsibility, type FunctionMenu } from './support/test-grants';

/**
 * A user without the resource code an operation needs cannot run it, GENERATED from the entity schemas
 * (permissions.create/update/delete, each workflow action's resource) and the menus whose screens use
 * the entity: for every write route × covering menu × needed code, a responsibility granting the menu
 * with every resource but that code is refused (403) and changes nothing, while one granting all of
 * them gets past the access check. Writes no code grants, and operations for the other kind of user,
 * are refused even with every resource of the menu.
 */
type UserKind = 'internal' | 'supplier';

interface ResourceCase {
  kind: string;
  route: RegisteredRoute;
  access: EntityAccess;
  entity: EntitySchema;
  userKind: UserKind;
  menu: FunctionMenu;
  /** The responsibility the refused call uses; the control (if any) uses the one with every resource. */
  refusedResp: string;
  controlResp?: string;
  /** A save with the primary key (an update) or without (a creation). */
  withKey: boolean;
}

const tally = new CaseTally('missing resource code');
const PASSWORD = 'Security@2026';
let shared: ServerDatabase;
let server: TestServer;
let database: Database;
const cases: ResourceCase[] = [];
const respIds = new Map<string, number>();
const logins = new Map<UserKind, LoginData>();

function sampleBody(entity: EntitySchema, operation: string, withKey: boolean): Record<string, unknown> {
  const record = withKey ? { [entity.primaryKey]: 1 } : {};
  return operation === 'doBatchSaveOrUpdate' ? { data: [record] } : record;
}

function respCode(menu: FunctionMenu, kind: UserKind, without: string[] = []): string {
  return `SEC_${menu.menuCode}_${kind.toUpperCase()}_${without.length > 0 ? `NO_${without.join('_').toUpperCase()}` : 'ALL'}`;
}

/** Every refusal case of one write route on one menu. */
function casesFor(route: RegisteredRoute, access: EntityAccess, menu: FunctionMenu): ResourceCase[] {
  const entity = catalog.get(access.entity);
  const action = entity.workflow?.actions[access.operation];
  const rightKind: UserKind = action?.actor === 'supplier' ? 'supplier' : 'internal';
  const saves = access.operation === 'saveOrUpdate' || access.operation === 'doBatchSaveOrUpdate';
  const found: ResourceCase[] = [];
  for (const withKey of saves ? [false, true] : [true]) {
    const base = { route, access, entity, menu, withKey };
    const kindAllowed = rightKind === 'supplier' ? supplierMayCall(access, catalog) : internalMayCall(access, catalog);
    const needed = access.resource ? [access.resource] : requiredResources(entity, access.operation, sampleBody(entity, access.operation, withKey));
    if (!kindAllowed || !needed) {
      found.push({ ...base, kind: 'no code grants the write', userKind: rightKind, refusedResp: respCode(menu, rightKind) });
    } else {
      // An update's code missing: the approving action's code would still grant an approval-only update, so it goes too.
      const approving = approvalUpdateResource(entity, access.operation, sampleBody(entity, access.operation, withKey));
      for (const code of needed) {
        const without = approving !== undefined && code === entity.permissions?.update ? [code, approving] : [code];
        found.push(
          menu.resources.has(code)
            ? { ...base, kind: 'resource code missing', userKind: rightKind, refusedResp: respCode(menu, rightKind, without), controlResp: respCode(menu, rightKind) }
            : { ...base, kind: 'menu does not offer the code', userKind: rightKind, refusedResp: respCode(menu, rightKind) },
        );
      }
    }
    // The other kind of user, holding every resource of the menu, where the schema does not let it in.
    const otherKind: UserKind = rightKind === 'internal' ? 'supplier' : 'internal';
    const otherAllowed = otherKind === 'supplier' ? supplierMayCall(access, catalog) : internalMayCall(access, catalog);
    if (!otherAllowed) found.push({ ...base, kind: `${otherKind} user on an operation for ${rightKind} users`, userKind: otherKind, refusedResp: respCode(menu, otherKind) });
  }
  return found;
}

beforeAll(async () => {
  shared = await createServerDatabase('security_resources');
  // A first start migrates and seeds; the test responsibilities are written before the second start loads them.
  const first = await startTestServer({}, shared);
  const routes = registeredRoutes(first.app);
  await first.stop();
  database = await shared.open();
  const menus = await functionMenus(database);
  for (const route of routes) {
    const access = route.access;
    if (typeof access !== 'object' || !catalog.has(access.entity) || isReadOperation(catalog.get(access.entity), access.operation)) continue;
    for (const menu of menus.filter((candidate) => coverage.forRoute(candidate.route).full.has(access.entity))) {
      cases.push(...casesFor(route, access, menu));
    }
  }
  const wanted = new Map<string, { kind: UserKind; menu: FunctionMenu; without: string[] }>();
  for (const found of cases) {
    wanted.set(found.refusedResp, { kind: found.userKind, menu: found.menu, without: found.refusedResp.split('_NO_')[1]?.split('_') ?? [] });
    if (found.controlResp) wanted.set(found.controlResp, { kind: found.userKind, menu: found.menu, without: [] });
  }
  for (const [code, { kind, menu, without }] of wanted) {
    const codes = [...menu.resources.keys()].filter((resource) => !without.includes(resource.toUpperCase()));
    respIds.set(code, await grantResponsibility(database, code, kind, menu, codes));
  }
  const held = (kind: UserKind) => [...wanted].filter(([, grant]) => grant.kind === kind).map(([code]) => respIds.get(code) as number);
  await createUser(database, { userName: 'sec-internal', password: PASSWORD, userType: 'internal', supplierId: null, respIds: held('internal') });
  const supplierId = await supplierIdOfUser(database, 'supplier1');
  await createUser(database, { userName: 'sec-supplier', password: PASSWORD, userType: 'supplier', supplierId, respIds: held('supplier') });
  server = await startTestServer({}, shared);
  for (const kind of ['internal', 'supplier'] as const) {
    const answer = await requestLogin(server.baseUrl, `sec-${kind}`, PASSWORD);
    if (answer.status !== 'S') throw new Error(`sec-${kind} cannot sign in: ${answer.msg}`);
    logins.set(kind, answer.data);
  }
});
afterAll(async () => {
  tally.print();
  await database?.close();
  await server?.stop();
  await shared?.drop();
});

async function firstId(entity: EntitySchema): Promise<number> {
  const row = await database.db.selectFrom(tableOf(entity)).select(entity.primaryKey).orderBy(entity.primaryKey).limit(1).executeTakeFirst();
  return row ? Number(row[entity.primaryKey]) : MISSING_ID;
}

/** Rows of the table; the operation log grows by the refusal's own entry, so only its records are compared. */
async function rowCount(entity: EntitySchema): Promise<number> {
  if (entity.name === OPERATION_LOG_ENTITY) return 0;
  const row = await database.db.selectFrom(tableOf(entity)).select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

function requestBody(found: ResourceCase, id: number, versionNum: number): Record<string, unknown> {
  const body = bodyFor(found.entity, found.access.operation, id, versionNum);
  if (found.withKey) return body;
  const strip = (record: Record<string, unknown>) => {
    const { [found.entity.primaryKey]: _key, versionNum: _version, ...rest } = record;
    return rest;
  };
  return Array.isArray(body.data) ? { data: (body.data as Record<string, unknown>[]).map(strip) } : strip(body);
}

/** Room for a few hundred generated calls on a loaded machine: a hang still fails, after minutes rather than 30 s. */
const GENERATED_CASES_TIMEOUT = { timeout: 300_000 };

describe('resource codes on every write', () => {
  it('generates cases for the writes of every entity a menu covers', () => {
    expect(cases.length).toBeGreaterThan(20);
    expect(cases.some((found) => found.access.entity === 'srmPoHeader' && found.access.operation === 'doApproval' && found.kind === 'resource code missing')).toBe(true);
  });

  // Generated: the cases grow with every screen (345 today, 11 s on SQLite, over 30 s on PostgreSQL under load).
  it('refuses each generated case with 403, changes nothing, and lets the full grant past the check', GENERATED_CASES_TIMEOUT, async () => {
    const failures: string[] = [];
    for (const found of cases) {
      const label = `${found.kind}: ${routeLabel(found.route)} on ${found.menu.menuCode} (${found.withKey ? 'with key' : 'new'}) as ${found.userKind}`;
      const login = logins.get(found.userKind) as LoginData;
      const table = !isServiceEntity(found.entity);
      const id = table ? await firstId(found.entity) : MISSING_ID;
      const before = table ? { record: await snapshot(database, catalog, found.entity, id), rows: await rowCount(found.entity) } : null;
      const versionNum = Number((before?.record as { row?: { versionNum?: unknown } } | undefined)?.row?.versionNum ?? 1);
      const path = concretePath(found.route.url);
      const menu = { menuId: found.menu.menuId, respId: respIds.get(found.refusedResp) as number };
      const refused = await call(server.baseUrl, login, { method: found.route.method, path, body: requestBody(found, id, versionNum), menu });
      if (refused.httpStatus !== 403 || refused.envelope?.msg !== 'you have no permission for this action') {
        failures.push(`${label}: answered ${refused.httpStatus} ${refused.envelope?.msg}`);
      }
      if (before) {
        const after = { record: await snapshot(database, catalog, found.entity, id), rows: await rowCount(found.entity) };
        if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${label}: changed the data`);
      }
      if (found.controlResp) {
        // The same call with every code of the menu passes the check (whatever the engine then says of a missing record).
        const control = await call(server.baseUrl, login, {
          method: found.route.method,
          path,
          body: requestBody(found, MISSING_ID, 1),
          menu: { menuId: found.menu.menuId, respId: respIds.get(found.controlResp) as number },
        });
        if (control.httpStatus === 403) failures.push(`${label}: the control with every code was refused too`);
      }
      tally.add(found.kind);
    }
    expect(failures).toEqual([]);
  });
});

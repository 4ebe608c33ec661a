import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { isReadOperation } from '../../../src/server/access/entity-operation-resources';
import type { Database } from '../../../src/server/db';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { bodyFor, MISSING_ID, observable } from './support/attack-bodies';
import { CaseTally } from './support/case-tally';
import { catalog, userMenus, type UserMenus } from './support/menu-coverage';
import { insertRow, snapshot } from './support/owned-records';
import { concretePath, entityRoutesOf, routeLabel } from './support/route-catalog';
import { call } from './support/signed-call';

/**
 * Entities public to every supplier (`publicToSuppliers`: common files while PUBLISHED), GENERATED from the
 * entity schemas and the registered routes: for each, a record in a value that is not public and one in a
 * public value, each written straight into the table from the schema. A supplier user, over every operation
 * registered for the entity: the hidden record answers exactly like a missing one; the public record is read,
 * never written (no save, delete, action or import passes) and stays as it was. A new public entity or
 * operation is covered without a new test.
 */
const tally = new CaseTally('public-to-suppliers');
let server: TestServer;
let database: Database;
let supplier: SignedInClient;
let menus: UserMenus;

const publicEntities = catalog.all().filter((entity) => entity.publicToSuppliers !== undefined);

beforeAll(async () => {
  server = await startTestServer();
  database = await server.database.open();
  supplier = await signIn(server.baseUrl, 'supplier1');
  menus = await userMenus(supplier);
});
afterAll(async () => {
  tally.print();
  await database?.close();
  await server?.stop();
});

/** A record whose public field holds `value`, written from the schema. */
function recordWith(entity: EntitySchema, value: string): Promise<number> {
  const rule = entity.publicToSuppliers!;
  return insertRow(database, catalog, entity, { [rule.field]: value });
}

describe('entities public to suppliers', () => {
  it('generates cases for every public entity', () => {
    expect(publicEntities.map((entity) => entity.name)).toEqual(expect.arrayContaining(['baseCommonFile']));
  });

  it.each(publicEntities.map((entity) => [entity.name, entity] as const))('%s: a supplier reads the public records only and writes none', async (_name, entity) => {
    const rule = entity.publicToSuppliers!;
    const hiddenValue = (entity.workflow?.statusField === rule.field ? [entity.workflow.initial, ...Object.values(entity.workflow.actions).flatMap((action) => (action.to === undefined ? [] : [action.to]))] : ['N', ''])
      .find((value) => !rule.in.includes(value)) as string;
    const hidden = await recordWith(entity, hiddenValue);
    const shown = await recordWith(entity, rule.in[0]);
    const readMenu = menus.menuFor(entity.name, 'read');
    expect(readMenu, `a supplier menu opens ${entity.name}`).toBeDefined();
    const read = await call(server.baseUrl, supplier.login, { path: `/api/${entity.service}/v1/${entity.name}Restful/findById`, body: { id: shown }, menu: readMenu });
    expect(read.envelope?.status, `${entity.name} ${shown} (${rule.in[0]}) is public`).toBe('S');
    const listed = await call(server.baseUrl, supplier.login, { path: `/api/${entity.service}/v1/${entity.name}Restful/listByPage`, body: { pageIndex: 1, pageRows: 500 }, menu: readMenu });
    const ids = (listed.envelope?.data as Record<string, unknown>[]).map((row) => Number(row[entity.primaryKey]));
    expect(ids).toContain(shown);
    expect(ids).not.toContain(hidden);
    tally.add('public record read and listed, hidden one not listed');

    const failures: string[] = [];
    for (const { route, access } of entityRoutesOf(server.app, entity.name)) {
      const path = concretePath(route.url);
      const menu = menus.menuFor(entity.name, isReadOperation(entity, access.operation) ? 'read' : 'write') ?? readMenu;
      for (const [id, kind] of [[hidden, 'hidden'], [shown, 'public']] as const) {
        const before = (await snapshot(database, catalog, entity, id)) as { row: Record<string, unknown> | null };
        const versionNum = Number(before.row?.versionNum ?? 1);
        const attempt = await call(server.baseUrl, supplier.login, { method: route.method, path, body: bodyFor(entity, access.operation, id, versionNum), menu });
        if (kind === 'hidden') {
          const missing = await call(server.baseUrl, supplier.login, { method: route.method, path, body: bodyFor(entity, access.operation, MISSING_ID, versionNum), menu });
          if (JSON.stringify(observable(attempt, id)) !== JSON.stringify(observable(missing, MISSING_ID))) {
            failures.push(`${routeLabel(route)} on a hidden record: ${JSON.stringify(observable(attempt, id))} differs from a missing record's ${JSON.stringify(observable(missing, MISSING_ID))}`);
          }
        } else if (!isReadOperation(entity, access.operation) && attempt.envelope?.status === 'S') {
          failures.push(`${routeLabel(route)} passed for a supplier on a public record`);
        }
        const after = await snapshot(database, catalog, entity, id);
        if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${routeLabel(route)} changed the ${kind} record`);
        tally.add(`${entity.name}.${access.operation} (${kind})`);
      }
    }
    expect(failures).toEqual([]);
  });
});

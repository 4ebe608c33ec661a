import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db';
import { isServiceEntity, tableOf } from '../../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import type { ScreenDescriptor } from '../../../renderer/screen-format';
import { requestLogin, type LoginData } from '../support/signed-client';
import { createServerDatabase, type ServerDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { CaseTally } from './support/case-tally';
import { catalog, coverage } from './support/menu-coverage';
import { pickerFilters, pickerNeeds } from './support/picker-needs';
import { call, type CallAnswer } from './support/signed-call';
import { createUser, functionMenus, grantResponsibility, type FunctionMenu } from './support/test-grants';

/**
 * A reference opens only a picker's view of the entity it refers to, GENERATED from the entity schemas and
 * the screen descriptors: for every reference field of every schema and every menu whose screens cover
 * the field's entity but not the referenced one, a user holding only that menu (with all its buttons)
 * gets from listByPage and findById of the referenced entity no key beyond what a picker needs
 * (picker-needs.ts, read from the schemas and descriptors), a filter or sort on a field it leaves out is
 * refused, and its export (exportExcel, doBackExport) is refused. Control: through a menu of the entity's own screens, the same user gets the whole record.
 */
interface ReferenceCase {
  field: string;
  target: EntitySchema;
  menu: FunctionMenu;
}

const tally = new CaseTally('reference reads');
const PASSWORD = 'Security@2026';
const REFUSED = 'you have no permission for this action';
let shared: ServerDatabase;
let server: TestServer;
let database: Database;
let login: LoginData;
const cases: ReferenceCase[] = [];
/** Menus whose screens cover a referenced entity fully (the control), by entity. */
const ownMenus = new Map<string, FunctionMenu>();
const respIds = new Map<number, number>();

// Two server starts (the second loads the test's grants): more than the default minute on a loaded machine.
beforeAll(async () => {
  shared = await createServerDatabase('security_reference_reads');
  // A first start migrates and seeds; the test responsibilities are written before the second start loads them.
  const first = await startTestServer({}, shared);
  await first.stop();
  database = await shared.open();
  const menus = await functionMenus(database);
  for (const entity of catalog.all()) {
    for (const field of entity.fields) {
      const target = field.ref && catalog.has(field.ref.entity) ? catalog.get(field.ref.entity) : undefined;
      if (!target || isServiceEntity(target)) continue;
      const reaching = menus.filter((menu) => {
        const covered = coverage.forRoute(menu.route);
        return covered.full.has(entity.name) && !covered.full.has(target.name);
      });
      if (reaching.length === 0) tally.add('reference on no menu that covers its entity alone');
      for (const menu of reaching) cases.push({ field: `${entity.name}.${field.name}`, target, menu });
      const own = menus.find((menu) => coverage.forRoute(menu.route).full.has(target.name));
      if (own) ownMenus.set(target.name, own);
    }
  }
  const granted = new Map([...cases.map((found) => found.menu), ...ownMenus.values()].map((menu) => [menu.menuId, menu]));
  for (const menu of granted.values()) {
    respIds.set(menu.menuId, await grantResponsibility(database, `REF_${menu.menuCode}`, 'internal', menu, [...menu.resources.keys()]));
  }
  await createUser(database, { userName: 'ref-reader', password: PASSWORD, userType: 'internal', supplierId: null, respIds: [...respIds.values()] });
  server = await startTestServer({}, shared);
  const answer = await requestLogin(server.baseUrl, 'ref-reader', PASSWORD);
  if (answer.status !== 'S') throw new Error(`ref-reader cannot sign in: ${answer.msg}`);
  login = answer.data;
}, 180_000);
afterAll(async () => {
  tally.print();
  await database?.close();
  await server?.stop();
  await shared?.drop();
});

function entityPath(entity: EntitySchema, operation: string): string {
  return `/api/${entity.service}/v1/${entity.name}Restful/${operation}`;
}

function send(menu: FunctionMenu, path: string, body: Record<string, unknown>): Promise<CallAnswer> {
  return call(server.baseUrl, login, { path, body, menu: { menuId: menu.menuId, respId: respIds.get(menu.menuId) as number } });
}

async function firstId(entity: EntitySchema): Promise<number | undefined> {
  const row = await database.db.selectFrom(tableOf(entity)).select(entity.primaryKey).orderBy(entity.primaryKey).limit(1).executeTakeFirst();
  return row ? Number(row[entity.primaryKey]) : undefined;
}

function keysOf(answer: CallAnswer): string[] {
  const data = answer.envelope?.data;
  const records = Array.isArray(data) ? data : data ? [data] : [];
  return [...new Set(records.flatMap((record) => Object.keys(record as Record<string, unknown>)))];
}

function exportBody(target: EntitySchema): Record<string, unknown> {
  return { requestUrl: entityPath(target, 'listByPage'), columns: [{ key: target.primaryKey }], requestParams: {} };
}

describe('reading an entity through a reference', () => {
  it('generates a case for every reference a menu reaches without the entity\'s own screens', () => {
    expect(cases.length).toBeGreaterThan(10);
    expect(cases.some((found) => found.field === 'srmPoHeader.buyerId' && found.target.name === 'baseUsers')).toBe(true);
  });

  /** What one menu gives of one referenced entity: the same for every reference to it on that menu. */
  async function checkPickerReads(target: EntitySchema, menu: FunctionMenu, screens: ScreenDescriptor[]): Promise<string[]> {
    const failures: string[] = [];
    const needs = pickerNeeds(target.name, catalog, screens);
    const id = await firstId(target);
    if (id === undefined) tally.add('referenced entity without a record to find by id');
    const reads = {
      listByPage: await send(menu, entityPath(target, 'listByPage'), { pageIndex: 1, pageRows: 5 }),
      ...(id !== undefined && { findById: await send(menu, entityPath(target, 'findById'), { id }) }),
    };
    for (const [operation, answer] of Object.entries(reads)) {
      const keys = keysOf(answer);
      if (answer.envelope?.status !== 'S') failures.push(`${operation} answered ${answer.httpStatus} ${answer.envelope?.msg}`);
      const beyond = keys.filter((key) => !needs.has(key));
      if (beyond.length > 0) failures.push(`${operation} gave ${beyond.join(', ')}`);
      if (keys.length > 0 && !keys.includes(target.primaryKey)) failures.push(`${operation} lost the key the picker needs`);
    }
    const filters = pickerFilters(target.name, catalog, screens);
    const hidden = target.fields.find((candidate) => !needs.has(candidate.name) && !filters.has(candidate.name));
    if (hidden) {
      const probes = {
        filter: await send(menu, entityPath(target, 'listByPage'), { [`${hidden.name}_ne`]: '~' }),
        sort: await send(menu, entityPath(target, 'listByPage'), { sortField: hidden.name, sortOrder: 'desc' }),
      };
      for (const [use, answer] of Object.entries(probes)) {
        if (answer.envelope?.status !== 'E') failures.push(`a ${use} on ${hidden.name} answered ${answer.httpStatus} ${answer.envelope?.status}`);
      }
    }
    const exports = {
      exportExcel: await send(menu, '/api/export/v1/exportExcelRestful/exportExcel', exportBody(target)),
      doBackExport: await send(menu, '/api/base/v1/baseReportBackExportRestful/doBackExport', { paramsValue: JSON.stringify(exportBody(target)) }),
    };
    for (const [operation, answer] of Object.entries(exports)) {
      if (answer.httpStatus !== 403 || answer.envelope?.msg !== REFUSED) failures.push(`${operation} answered ${answer.httpStatus} ${answer.envelope?.msg ?? 'a file'}`);
    }
    return failures;
  }

  // Some 300 calls: more than the default 30 s on a loaded machine.
  it('answers listByPage and findById with the picker\'s fields only, refuses other filters and sorts, exportExcel and doBackExport', { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    const screens = [...coverage.screens.values()];
    const checked = new Map<string, string[]>();
    for (const { field, target, menu } of cases) {
      const pair = `${target.name} on ${menu.menuCode}`;
      let found = checked.get(pair);
      if (!found) {
        found = await checkPickerReads(target, menu, screens);
        checked.set(pair, found);
      }
      failures.push(...found.map((failure) => `${target.name} through ${field} on ${menu.menuCode}: ${failure}`));
      tally.add('reference case');
    }
    expect(failures).toEqual([]);
  });

  it('still gives the whole record through a menu of the entity\'s own screens', async () => {
    const screens = [...coverage.screens.values()];
    const failures: string[] = [];
    for (const [name, menu] of ownMenus) {
      const target = catalog.get(name);
      const needs = pickerNeeds(name, catalog, screens);
      // Only an entity with fields no picker needs can show that the whole record came back.
      if (target.fields.every((field) => needs.has(field.name))) continue;
      const answer = await send(menu, entityPath(target, 'listByPage'), { pageIndex: 1, pageRows: 5 });
      if (answer.envelope?.status !== 'S') failures.push(`${name} on ${menu.menuCode}: ${answer.httpStatus} ${answer.envelope?.msg}`);
      else if ((answer.envelope.data as unknown[]).length > 0 && keysOf(answer).every((key) => needs.has(key))) failures.push(`${name} on ${menu.menuCode}: only the picker's fields`);
      tally.add('whole record through the entity\'s own menu');
    }
    expect(failures).toEqual([]);
  });
});

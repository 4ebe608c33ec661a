import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { Database } from '../../../src/server/db';
import { createUser, functionMenus, grantResponsibility } from '../security/support/test-grants';
import { requestLogin, signIn, type LoginData } from '../support/signed-client';
import { createServerDatabase, type ServerDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { ImportClient } from './support/import-client';
import { workbookOf } from './support/workbooks';

const PASSWORD = 'Import@2026';
const NO_PERMISSION = 'you have no permission for this action';

let shared: ServerDatabase;
let server: TestServer;
let database: Database;
/** Users holding the lookup-value menu without and with the import code. */
const logins = new Map<'without' | 'with', { login: LoginData; menu: MenuContext }>();

beforeAll(async () => {
  shared = await createServerDatabase('import_access');
  // The first start seeds the menus; the test responsibilities are written before the second start reads them.
  const first = await startTestServer({}, shared);
  await first.stop();
  database = await shared.open();
  const lookupMenu = (await functionMenus(database)).find((menu) => menu.menuCode === 'LOOKUP_VALUE');
  if (!lookupMenu) throw new Error('no LOOKUP_VALUE menu');
  for (const [kind, codes] of [['without', ['btnSave']], ['with', ['btnSave', 'btnImport']]] as const) {
    const respId = await grantResponsibility(database, `IMPORT_${kind.toUpperCase()}`, 'internal', lookupMenu, [...codes]);
    await createUser(database, { userName: `import-${kind}`, password: PASSWORD, userType: 'internal', supplierId: null, respIds: [respId] });
    logins.set(kind, { login: {} as LoginData, menu: { menuId: lookupMenu.menuId, respId } });
  }
  server = await startTestServer({}, shared);
  for (const [kind, entry] of logins) {
    const answer = await requestLogin(server.baseUrl, `import-${kind}`, PASSWORD);
    if (answer.status !== 'S') throw new Error(answer.msg);
    entry.login = answer.data;
  }
});
afterAll(async () => {
  await database?.close();
  await server?.stop();
  await shared?.drop();
});

const VALUES = [{ lookupTypeId: 'UOM', lookupCode: 'PALLET', meaning: '托盘' }];

async function allThree(client: ImportClient, menu: MenuContext, entity = 'baseLookupValues', service = 'base') {
  const file = await workbookOf(['Lookup type code', 'Code', 'Meaning (CN)'], [['UOM', 'PALLET', '托盘']]);
  const template = await client.template(entity, menu);
  const excel = await client.importExcel({ entity }, file, menu);
  const json = await client.doImport(service, entity, { data: VALUES }, menu);
  return { template: template.httpStatus, excel: excel.httpStatus, json: json.httpStatus, messages: [template.envelope?.msg, excel.envelope.msg, json.envelope.msg] };
}

describe('who may import', () => {
  it('refuses the template, the upload and doImport without the import resource code (403)', async () => {
    const { login, menu } = logins.get('without') as { login: LoginData; menu: MenuContext };
    const answers = await allThree(new ImportClient(server.baseUrl, login, 'EN'), menu);
    expect(answers).toEqual({ template: 403, excel: 403, json: 403, messages: [NO_PERMISSION, NO_PERMISSION, NO_PERMISSION] });
  });

  it('lets the same menu with the code through', async () => {
    const { login, menu } = logins.get('with') as { login: LoginData; menu: MenuContext };
    const client = new ImportClient(server.baseUrl, login, 'EN');
    expect((await client.template('baseLookupValues', menu)).httpStatus).toBe(200);
    const answer = await client.doImport('base', 'baseLookupValues', { data: VALUES }, menu);
    expect(answer.envelope.status, answer.envelope.msg).toBe('S');
  });

  it('refuses a menu whose screens do not cover the entity, whatever it grants', async () => {
    const admin = await signIn(server.baseUrl, 'admin', 'EN');
    const answers = await allThree(new ImportClient(server.baseUrl, admin.login, 'EN'), await admin.menu('PO_LIST'));
    expect(answers).toMatchObject({ template: 403, excel: 403, json: 403 });
  });

  it('keeps supplier users out of imports their schema does not open to them', async () => {
    const supplier = await signIn(server.baseUrl, 'supplier1', 'EN');
    const menu = await supplier.menu('PO_LIST');
    const client = new ImportClient(server.baseUrl, supplier.login, 'EN');
    expect((await client.template('srmPoLine', menu)).httpStatus).toBe(403);
    const file = await workbookOf(['Item name'], [['供应商导入']]);
    expect((await client.importExcel({ entity: 'srmPoLine', poHeaderId: '1' }, file, menu)).httpStatus).toBe(403);
    expect((await client.doImport('srm', 'srmPoLine', { poHeaderId: 1, data: [{ itemName: '供应商导入' }] }, menu)).httpStatus).toBe(403);
  });

  it('records the refusals in the operation log', async () => {
    const refused = await database
      .db.selectFrom('base_user_operate_logs')
      .select(['userName', 'entityName', 'message'])
      .where('operation', '=', 'doImport')
      .where('result', '=', 'REFUSED')
      .execute();
    expect(refused.filter((entry) => entry.userName === 'import-without')).toHaveLength(3);
    expect(refused.filter((entry) => entry.userName === 'supplier1' && entry.entityName === 'srmPoLine')).toHaveLength(3);
    expect(refused.every((entry) => entry.message === NO_PERMISSION)).toBe(true);
  });
});

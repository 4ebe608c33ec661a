import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { loadEntitySchemas } from '../../../src/server/db';
import { repoPaths } from '../../../src/server/startup/repo-paths';
import type { CodeLabelIndex } from '../../../src/shared/entity/code-label-index';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import { call } from '../security/support/signed-call';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { ExportClient, rowValues, sheetsOf } from './support/export-client';

/**
 * Codes shown by their labels outside the browser (docs/api.md "Export", "Other calls"): findCodeLabels
 * answers the label index a screen needs instead of the entity schemas, and an export column with
 * `labelOf` writes entity and operation codes as their labels in the caller's language, for any entity.
 */
type Row = Record<string, unknown>;

const CODE_LABELS = '/api/base/v1/baseCodeLabelRestful/findCodeLabels';
const LOG_LIST = '/api/base/v1/baseUserOperateLogRestful/listByPage';
const PO = (operation: string) => `/api/srm/v1/srmPoHeaderRestful/${operation}`;
const catalog = new EntityCatalog(loadEntitySchemas(repoPaths().schemas));
const order = catalog.get('srmPoHeader');
const submit = order.workflow?.actions.doSubmit.label ?? { cn: '', en: '' };

let server: TestServer;
let admin: SignedInClient;
let buyer: SignedInClient;
let logMenu: MenuContext;
/** The log entries of one order the buyer created and submitted. */
let entries: Row;

beforeAll(async () => {
  server = await startTestServer();
  [admin, buyer] = await Promise.all([signIn(server.baseUrl, 'admin', 'EN'), signIn(server.baseUrl, 'buyer')]);
  logMenu = await admin.menu('USER_OPERATE_LOG');
  const buyerMenu = await buyer.menu('PO_LIST');
  const template = await buyer.adapter.request<Row[]>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage', body: { pageRows: 1 }, menu: buyerMenu });
  const { orgId, supplierId } = template.data[0];
  const created = await call(server.baseUrl, buyer.login, {
    path: PO('saveOrUpdate'),
    body: { orgId, supplierId, buyerId: buyer.login.user.userId, startDate: '2026-12-01', lines: [{ itemName: '深沟球轴承', demandQty: 3, taxPrice: 11.3, demandDate: '2026-12-10' }] },
    menu: buyerMenu,
  });
  const saved = created.envelope?.data as Row;
  const submitted = await call(server.baseUrl, buyer.login, { path: PO('doSubmit'), body: { id: saved.poHeaderId, versionNum: saved.versionNum }, menu: buyerMenu });
  expect(submitted.envelope?.status, submitted.envelope?.msg).toBe('S');
  entries = { entityName: 'srmPoHeader', recordId: String(saved.poHeaderId), result: 'SUCCESS', sortField: 'logId', sortOrder: 'asc' };
});
afterAll(async () => {
  await server?.stop();
});

describe('findCodeLabels', () => {
  it('answers every entity’s label and its actions’ labels, not the schemas, to any signed-in user', async () => {
    for (const client of [admin, await signIn(server.baseUrl, 'supplier1')]) {
      const answer = await client.adapter.request<CodeLabelIndex>({ service: 'base', resource: 'baseCodeLabelRestful', operation: 'findCodeLabels', body: {} });
      expect(answer.status, answer.msg).toBe('S');
      expect(Object.keys(answer.data.entities).sort()).toEqual(catalog.all().map((entity) => entity.name).sort());
      expect(answer.data.entities.srmPoHeader).toEqual(order.label);
      expect(answer.data.operations.srmPoHeader.doSubmit).toEqual(submit);
      // Labels only: a fraction of the schemas it replaces.
      const schemas = JSON.stringify(catalog.all()).length;
      expect(JSON.stringify(answer.data).length).toBeLessThan(schemas / 10);
    }
  });

  it('is refused without a session, like every call but the public ones', async () => {
    const anonymous = await call(server.baseUrl, null, { path: CODE_LABELS, body: {} });
    expect(anonymous.httpStatus).toBe(401);
    expect(anonymous.envelope?.status).toBe('NOTLOGIN');
  });
});

describe('an export column with labelOf', () => {
  const columns = [
    { key: 'entityName', labelOf: 'entity' },
    { key: 'operation', labelOf: 'operation' },
    { key: 'operation', title: 'Code' },
    // The entity of the operations read from another key: here one that names no entity, so only the standard names apply.
    { key: 'operation', title: 'Standard', labelOf: 'operation', entityKey: 'userName' },
  ];

  it('writes entity and operation codes as their labels, in English', async () => {
    const answer = await new ExportClient(server.baseUrl, admin.login, 'EN').exportExcel({ requestUrl: LOG_LIST, requestParams: entries, columns }, logMenu);
    expect(answer.httpStatus, answer.envelope?.msg).toBe(200);
    const [sheet] = await sheetsOf(answer.bytes);
    const log = catalog.get('baseUserOperateLog');
    const title = (name: string) => log.fields.find((field) => field.name === name)?.label.en;
    expect(rowValues(sheet, 1)).toEqual([title('entityName'), title('operation'), 'Code', 'Standard']);
    expect([rowValues(sheet, 2), rowValues(sheet, 3)]).toEqual([
      [order.label.en, 'Save', 'saveOrUpdate', 'Save'],
      [order.label.en, submit.en, 'doSubmit', 'doSubmit'],
    ]);
  });

  it('and in Chinese', async () => {
    const chinese = await signIn(server.baseUrl, 'admin', 'CN');
    const answer = await new ExportClient(server.baseUrl, chinese.login, 'CN').exportExcel({ requestUrl: LOG_LIST, requestParams: entries, columns }, await chinese.menu('USER_OPERATE_LOG'));
    const [sheet] = await sheetsOf(answer.bytes);
    expect([rowValues(sheet, 2).slice(0, 2), rowValues(sheet, 3).slice(0, 2)]).toEqual([
      [order.label.cn, '保存'],
      [order.label.cn, submit.cn],
    ]);
  });

  it('refuses a labelOf it does not know, naming columns, as it refuses any other bad column', async () => {
    const answer = await new ExportClient(server.baseUrl, admin.login, 'EN').exportExcel({ requestUrl: LOG_LIST, columns: [{ key: 'operation', labelOf: 'status' }] }, logMenu);
    const msg = 'Column 1 of the field list has an invalid labelOf: it can only be entity or operation';
    expect(answer.envelope).toMatchObject({ status: 'E', msg, errors: [{ field: 'columns', message: msg }] });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import type { TableConfigAnswer } from '../../../src/shared/column-settings/column-settings-format';
import { USER_TABLE_CONFIG_TABLE } from '../../../src/server/table-config/user-table-config-table';
import { sendSigned } from '../support/raw-requests';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

const LIST_TABLE = 'purchaseOrderTable';
const LINES_TABLE = 'purOrderManage/purchaseOrderEdit#lines';

let server: TestServer;
let buyer: SignedInClient;
let admin: SignedInClient;
let supplier: SignedInClient;
let buyerEn: SignedInClient;

function call(client: SignedInClient, operation: 'find' | 'save' | 'reset', body: Record<string, unknown>) {
  return client.adapter.request<TableConfigAnswer>({ service: 'base', resource: 'baseUserTableConfigRestful', operation, body });
}

async function saved(client: SignedInClient, tableName: string, settings: unknown): Promise<TableConfigAnswer> {
  const answer = await call(client, 'save', { tableName, settings });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data;
}

async function found(client: SignedInClient, tableName: string): Promise<TableConfigAnswer> {
  const answer = await call(client, 'find', { tableName });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data;
}

const buyerSettings = {
  order: ['status', 'poNumber', 'supplierId'],
  hidden: ['description'],
  widths: { poNumber: 220 },
  fixed: { poNumber: 'none', status: 'left' },
};

beforeAll(async () => {
  server = await startTestServer();
  [buyer, admin, supplier, buyerEn] = await Promise.all([
    signIn(server.baseUrl, 'buyer'),
    signIn(server.baseUrl, 'admin'),
    signIn(server.baseUrl, 'supplier1'),
    signIn(server.baseUrl, 'buyer', 'EN'),
  ]);
});
afterAll(async () => {
  await server?.stop();
});

describe('per-user column configuration', () => {
  it('answers no settings before the user saved any, then what he saved, with a growing version', async () => {
    expect(await found(admin, LINES_TABLE)).toEqual({ tableName: LINES_TABLE, settings: null, versionNum: null });
    const first = await saved(admin, LINES_TABLE, { order: ['itemName', 'lineNumber'], hidden: [], widths: {}, fixed: {} });
    expect(first.versionNum).toBe(1);
    const second = await saved(admin, LINES_TABLE, { order: ['lineNumber', 'itemName'], hidden: ['itemSpec'], widths: { itemName: 300.4 }, fixed: {} });
    expect(second).toEqual({
      tableName: LINES_TABLE,
      settings: { order: ['lineNumber', 'itemName'], hidden: ['itemSpec'], widths: { itemName: 300 }, fixed: {} },
      versionNum: 2,
    });
    expect(await found(admin, LINES_TABLE)).toEqual(second);
  });

  it("keeps each user's configuration apart: another user, a supplier user and a userId in the body change nothing", async () => {
    await saved(buyer, LIST_TABLE, buyerSettings);
    expect((await found(admin, LIST_TABLE)).settings).toBeNull();
    expect((await found(supplier, LIST_TABLE)).settings).toBeNull();

    // A userId (the admin's) in the body is not how the user is chosen: the session is.
    const sneaky = await call(buyer, 'save', {
      tableName: LIST_TABLE,
      userId: admin.login.user.userId,
      settings: { ...buyerSettings, hidden: ['orgId'] },
    });
    expect(sneaky.status).toBe('S');
    expect((await found(admin, LIST_TABLE)).settings).toBeNull();
    expect((await found(buyer, LIST_TABLE)).settings?.hidden).toEqual(['orgId']);

    const supplierSettings = { order: ['poNumber'], hidden: ['buyerId'], widths: {}, fixed: {} };
    await saved(supplier, LIST_TABLE, supplierSettings);
    expect((await found(supplier, LIST_TABLE)).settings).toEqual(supplierSettings);
    expect((await found(buyer, LIST_TABLE)).settings?.hidden).toEqual(['orgId']);

    // Resetting one's own leaves the others'.
    const reset = await call(supplier, 'reset', { tableName: LIST_TABLE, userId: buyer.login.user.userId });
    expect(reset).toMatchObject({ status: 'S', msg: '已恢复默认列配置', data: { settings: null, versionNum: null } });
    expect((await found(supplier, LIST_TABLE)).settings).toBeNull();
    expect((await found(buyer, LIST_TABLE)).settings?.hidden).toEqual(['orgId']);

    const db = await server.database.open();
    try {
      const rows = await db.db.selectFrom(USER_TABLE_CONFIG_TABLE).select(['userId', 'tableName']).where('tableName', '=', LIST_TABLE).execute();
      expect(rows.map((row) => Number(row.userId))).toEqual([buyer.login.user.userId]);
    } finally {
      await db.close();
    }
  });

  it('drops column keys the grid does not have and repeated keys', async () => {
    const answer = await saved(admin, LIST_TABLE, {
      order: ['poNumber', 'noSuchColumn', 'status', 'poNumber'],
      hidden: ['passwordHash', 'description'],
      widths: { poNumber: 200, ghost: 100 },
      fixed: { ghost: 'left', status: 'right' },
    });
    expect(answer.settings).toEqual({ order: ['poNumber', 'status'], hidden: ['description'], widths: { poNumber: 200 }, fixed: { status: 'right' } });
    expect((await found(admin, LIST_TABLE)).settings).toEqual(answer.settings);
  });

  it('refuses a bad configuration with the part it concerns, in the caller language, and keeps what was stored', async () => {
    const before = await found(buyer, LIST_TABLE);
    const tooNarrow = await call(buyer, 'save', { tableName: LIST_TABLE, settings: { ...buyerSettings, widths: { poNumber: 10 } } });
    expect(tooNarrow).toMatchObject({ status: 'E', msg: '列宽应为40到2000之间的数字' });
    expect(tooNarrow.errors).toEqual([{ field: 'settings.widths.poNumber', message: '列宽应为40到2000之间的数字' }]);

    const english = await call(buyerEn, 'save', { tableName: LIST_TABLE, settings: { ...buyerSettings, widths: { poNumber: 99999 } } });
    expect(english).toMatchObject({ status: 'E', msg: 'Column widths must be numbers from 40 to 2000' });

    const badFixed = await call(buyer, 'save', { tableName: LIST_TABLE, settings: { ...buyerSettings, fixed: { status: 'top' } } });
    expect(badFixed.errors).toEqual([{ field: 'settings.fixed.status', message: '固定位置只能是left、right或none' }]);

    const notList = await call(buyerEn, 'save', { tableName: LIST_TABLE, settings: { ...buyerSettings, order: 'poNumber' } });
    expect(notList.errors).toEqual([{ field: 'settings.order', message: 'The column order must be a list of at most 300 column keys' }]);

    const extra = await call(buyer, 'save', { tableName: LIST_TABLE, settings: { ...buyerSettings, script: '<x>' } });
    expect(extra.errors).toEqual([{ field: 'settings', message: '列配置含有无法识别的项：script' }]);

    const tooMany = await call(buyer, 'save', {
      tableName: LIST_TABLE,
      settings: { ...buyerSettings, hidden: Array.from({ length: 301 }, (_, i) => `c${i}`) },
    });
    expect(tooMany.errors?.[0].field).toBe('settings.hidden');

    const notObject = await call(buyer, 'save', { tableName: LIST_TABLE, settings: 'wide' });
    expect(notObject.errors?.[0]).toMatchObject({ field: 'settings' });
    const missing = await call(buyerEn, 'save', { tableName: LIST_TABLE });
    expect(missing.errors).toEqual([{ field: 'settings', message: 'Give the column configuration' }]);

    expect(await found(buyer, LIST_TABLE)).toEqual(before);
  });

  it('refuses a missing or unknown table name', async () => {
    const missing = await call(buyer, 'find', {});
    expect(missing).toMatchObject({ status: 'E', msg: '请提供表格名称', errors: [{ field: 'tableName' }] });
    const unknown = await call(buyerEn, 'save', { tableName: 'noSuchTable', settings: buyerSettings });
    expect(unknown).toMatchObject({ status: 'E', msg: 'There is no table named "noSuchTable"', errors: [{ field: 'tableName' }] });
    const reset = await call(buyer, 'reset', { tableName: 42 });
    expect(reset.errors?.[0].field).toBe('tableName');
  });

  it('answers NOTLOGIN without a session', async () => {
    const answer = await sendSigned(server.baseUrl, null, { path: '/api/base/v1/baseUserTableConfigRestful/find', body: { tableName: LIST_TABLE } });
    expect(answer.httpStatus).toBe(401);
    expect((answer.envelope as ApiEnvelope<unknown>).status).toBe('NOTLOGIN');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { DemoUserName } from '../support/demo-users';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Purchase forecasts (srmPurForecast): the buyer publishes a forecast to one supplier, who answers with his
 * committed quantity per line (only those fields, only while published) and accepts or refuses it; the
 * buyer withdraws, changes (back to NEW as the next revision) or invalidates it. Another supplier never
 * sees it, in any status.
 */
type Row = Record<string, unknown>;

let server: TestServer;
const clients = new Map<DemoUserName, SignedInClient>();
const menus = new Map<string, MenuContext>();
const ids: Record<string, number> = {};

function menuOf(who: DemoUserName): string {
  return who.startsWith('supplier') ? 'PUR_FORECAST_SUPPLIER' : 'PUR_FORECAST';
}

async function call(who: DemoUserName, operation: string, body: Row) {
  const client = clients.get(who) as SignedInClient;
  if (!menus.has(who)) menus.set(who, await client.menu(menuOf(who)));
  return client.adapter.request<Row>({ service: 'srm', resource: 'srmPurForecastRestful', operation, body, menu: menus.get(who) as MenuContext });
}

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['buyer', 'supplier1', 'supplier2'] as const) clients.set(who, await signIn(server.baseUrl, who, 'EN'));
  const database = await server.database.open();
  try {
    ids.sh01 = Number((await database.db.selectFrom('base_organizations').select('orgId').where('orgCode', '=', 'SH01').executeTakeFirstOrThrow()).orgId);
    ids.supplier1 = Number((await database.db.selectFrom('srm_pos_supplier_info').select('supplierId').where('supplierNumber', '=', 'S000001').executeTakeFirstOrThrow()).supplierId);
    ids.item = Number((await database.db.selectFrom('base_material_items').select('itemId').where('itemCode', '=', '0101010002').executeTakeFirstOrThrow()).itemId);
  } finally {
    await database.close();
  }
});
afterAll(async () => {
  await server?.stop();
});

async function expectHidden(who: DemoUserName, id: number): Promise<void> {
  const found = await call(who, 'findById', { id });
  expect(found.status, `${who} must not find forecast ${id}`).toBe('E');
  expect(found.reason).toBe('notFound');
  const listed = await call(who, 'listByPage', { pageIndex: 1, pageRows: 100 });
  expect((listed.data as unknown as Row[]).some((row) => row.forecastId === id)).toBe(false);
}

describe('purchase forecasts', () => {
  let forecast: Row;

  it('a new forecast stays with the buyer until it is published, and then only its supplier sees it', async () => {
    const saved = await call('buyer', 'saveOrUpdate', {
      forecastTitle: 'Bearings Q1',
      orgId: ids.sh01,
      supplierId: ids.supplier1,
      periodType: 'MONTH',
      internalRemark: 'may move volume in Q2',
      lines: [
        { itemId: ids.item, periodStart: '2027-01-01', periodEnd: '2027-01-31', forecastQty: 100 },
        { itemId: ids.item, periodStart: '2027-02-01', periodEnd: '2027-02-28', forecastQty: 80 },
      ],
    });
    expect(saved.status, saved.msg).toBe('S');
    expect(saved.data).toMatchObject({ status: 'NEW', revisionNum: 1, totalForecastQty: 180 });
    forecast = saved.data;
    const id = Number(forecast.forecastId);
    await expectHidden('supplier1', id);
    const published = await call('buyer', 'doPublish', { id });
    expect(published.status, published.msg).toBe('S');
    expect(published.data.status).toBe('PUBLISHED');
    const seen = await call('supplier1', 'findById', { id });
    expect(seen.status, seen.msg).toBe('S');
    expect(seen.data.internalRemark, 'internal fields never reach a supplier').toBeUndefined();
    await expectHidden('supplier2', id);
    forecast = seen.data;
  });

  it('the supplier writes only his commitment while it is published; the buyer no longer changes quantities', async () => {
    const id = Number(forecast.forecastId);
    const lines = forecast.lines as Row[];
    const tamper = await call('supplier1', 'saveOrUpdate', { ...forecast, lines: [{ ...lines[0], forecastQty: 1 }, lines[1]] });
    expect(tamper.status).toBe('E');
    expect(tamper.errors?.[0]).toMatchObject({ field: 'forecastQty', line: { collection: 'lines', index: 0 } });
    // The lines are fixed for him (fixedWhen): he can neither drop a line nor add one.
    const dropped = await call('supplier1', 'saveOrUpdate', { ...forecast, lines: [{ ...lines[0], commitQty: 90 }] });
    expect(dropped.status).toBe('E');
    expect(dropped.errors).toEqual([{ field: 'lines', message: 'Forecast line: lines cannot be added or removed now; only the fields open to you may change' }]);
    const added = await call('supplier1', 'saveOrUpdate', { ...forecast, lines: [...lines, { periodStart: '2027-03-01', periodEnd: '2027-03-31', commitQty: 5 }] });
    expect(added.errors?.[0]).toMatchObject({ field: 'lines' });
    expect(((await call('buyer', 'findById', { id })).data.lines as Row[]).length, 'nothing of a refused save is kept').toBe(2);
    const answered = await call('supplier1', 'saveOrUpdate', { ...forecast, lines: [{ ...lines[0], commitQty: 90, supplierComment: 'capacity limit' }, { ...lines[1], commitQty: 80 }] });
    expect(answered.status, answered.msg).toBe('S');
    expect(answered.data.totalCommitQty).toBe(170);
    const stored = await call('buyer', 'findById', { id });
    expect(stored.data.internalRemark, 'a supplier save keeps the internal remark').toBe('may move volume in Q2');
    const buyerLines = stored.data.lines as Row[];
    const buyerEdit = await call('buyer', 'saveOrUpdate', { ...stored.data, lines: [{ ...buyerLines[0], forecastQty: 120 }, buyerLines[1]] });
    expect(buyerEdit.status).toBe('E');
    expect(buyerEdit.errors?.[0]).toMatchObject({ field: 'forecastQty' });
    const buyerCommit = await call('buyer', 'saveOrUpdate', { ...stored.data, lines: [{ ...buyerLines[0], commitQty: 1 }, buyerLines[1]] });
    expect(buyerCommit.errors?.[0]).toMatchObject({ field: 'commitQty' });
    const buyerDrop = await call('buyer', 'saveOrUpdate', { ...stored.data, lines: [buyerLines[0]] });
    expect(buyerDrop.errors?.[0], 'published, its lines are fixed for the buyer too').toMatchObject({ field: 'lines' });
    expect((await call('supplier2', 'doSupplierApprove', { id })).reason).toBe('notFound');
    const refuseWithout = await call('supplier1', 'doSupplierRefuse', { id });
    expect(refuseWithout.status, 'a refusal needs a reason').toBe('E');
    const accepted = await call('supplier1', 'doSupplierApprove', { id });
    expect(accepted.status, accepted.msg).toBe('S');
    expect(accepted.data.status).toBe('CONFIRMED');
    expect(accepted.data.replyDate).toBeTruthy();
    const late = await call('supplier1', 'saveOrUpdate', { ...accepted.data, lines: (accepted.data.lines as Row[]).map((line) => ({ ...line, commitQty: 1 })) });
    expect(late.status, 'no commitment changes once answered').toBe('E');
  });

  it('a change takes it back to NEW as the next revision; withdrawn it leaves the supplier; invalid it ends', async () => {
    const id = Number(forecast.forecastId);
    const changed = await call('buyer', 'doChange', { id, comment: 'March volumes added' });
    expect(changed.status, changed.msg).toBe('S');
    expect(changed.data).toMatchObject({ status: 'NEW', revisionNum: 2, changeReason: 'March volumes added' });
    await expectHidden('supplier1', id);
    const lines = changed.data.lines as Row[];
    const edited = await call('buyer', 'saveOrUpdate', { ...changed.data, lines: [...lines, { itemId: ids.item, periodStart: '2027-03-01', periodEnd: '2027-03-31', forecastQty: 60 }] });
    expect(edited.status, edited.msg).toBe('S');
    expect((await call('buyer', 'doPublish', { id })).data.status).toBe('PUBLISHED');
    expect(((await call('supplier1', 'findById', { id })).data.lines as Row[]).length).toBe(3);
    const refused = await call('supplier1', 'doSupplierRefuse', { id, comment: 'March is our shutdown' });
    expect(refused.data).toMatchObject({ status: 'REFUSED', refuseReason: 'March is our shutdown' });
    await call('buyer', 'doChange', { id, comment: 'move March to April' });
    await call('buyer', 'doPublish', { id });
    const withdrawn = await call('buyer', 'doWithdraw', { id, comment: 'plan frozen' });
    expect(withdrawn.data.status).toBe('WITHDRAWN');
    await expectHidden('supplier1', id);
    const invalid = await call('buyer', 'doInvalid', { id, comment: 'replaced by FC for Q2' });
    expect(invalid.data.status).toBe('INVALID');
    expect((await call('buyer', 'doPublish', { id })).status).toBe('E');
  });

  it('the demo forecasts published to supplier1 are his only: supplier2 lists none of them', async () => {
    const mine = await call('supplier1', 'listByPage', { pageIndex: 1, pageRows: 100 });
    const rows = mine.data as unknown as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.supplierId === ids.supplier1)).toBe(true);
    const theirs = await call('supplier2', 'listByPage', { pageIndex: 1, pageRows: 100 });
    expect((theirs.data as unknown as Row[]).some((row) => row.supplierId === ids.supplier1)).toBe(false);
  });
});

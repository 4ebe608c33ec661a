import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Purchase agreements (srmPurAgreement: lines with quantity steps, the organisations they apply to) and the
 * order line's agreement price (srmPoLine `matchFills.agreementPrice`, docs/authoring.md "Values from a
 * matching record"): an approved agreement in force on the order date, for the order's supplier, currency and
 * organisation, gives a line of its item the step price matching the quantity, on every save, and the
 * read findMatchFills answers the same as the user types. A supplier reads only his own approved agreements.
 */
type Row = Record<string, unknown>;

let server: TestServer;
let buyer: SignedInClient;
let approver: SignedInClient;
let supplier1: SignedInClient;
let supplier2: SignedInClient;
const agreementMenus = new Map<SignedInClient, MenuContext>();
const orderMenus = new Map<SignedInClient, MenuContext>();
let supplierId: number;
let otherSupplierId: number;
let sh01: number;
let hq: number;
let itemId: number;
let agreement: Row;

function call(client: SignedInClient, resource: string, operation: string, body: Row, menu = agreementMenus.get(client)) {
  return client.adapter.request<Row>({ service: 'srm', resource, operation, body, menu });
}
const agreements = (client: SignedInClient, operation: string, body: Row) => call(client, 'srmPurAgreementRestful', operation, body);
const orders = (client: SignedInClient, operation: string, body: Row) => call(client, 'srmPoHeaderRestful', operation, body, orderMenus.get(client));

async function firstOf(client: SignedInClient, service: string, resource: string, body: Row): Promise<Row> {
  const answer = await client.adapter.request<Row[]>({ service, resource, operation: 'listByPage', body, menu: orderMenus.get(client) });
  expect(answer.status, answer.msg).toBe('S');
  expect(answer.data.length).toBeGreaterThan(0);
  return answer.data[0];
}

function newAgreement(): Row {
  return {
    agreementName: 'API 轴承阶梯价协议',
    supplierId,
    currencyCode: 'CNY',
    taxRateCode: 'VAT13',
    startDate: '2026-11-01',
    endDate: '2027-03-31',
    lines: [{ itemId, itemName: '深沟球轴承', uomCode: 'PCS', taxPrice: 10, steps: [{ fromQty: 0, taxPrice: 10 }, { fromQty: 100, taxPrice: 9.5 }, { fromQty: 500, taxPrice: 8.75 }] }],
    orgs: [{ orgId: sh01 }],
  };
}

function newOrder(overrides: Row = {}, qty = 50): Row {
  return {
    poType: 'FRAMEWORK',
    orgId: sh01,
    supplierId,
    currencyCode: 'CNY',
    taxRateCode: 'VAT13',
    startDate: '2026-12-01',
    description: 'API agreement price order',
    lines: [{ itemId, demandQty: qty, taxPrice: 99, demandDate: '2026-12-20' }],
    ...overrides,
  };
}

async function savedLine(body: Row): Promise<Row> {
  const saved = await orders(buyer, 'saveOrUpdate', body);
  expect(saved.status, saved.msg).toBe('S');
  return (saved.data.lines as Row[])[0];
}

async function act(client: SignedInClient, operation: string, record: Row, comment?: string): Promise<Row> {
  const answer = await agreements(client, operation, { id: record.agreementId, versionNum: record.versionNum, comment });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data;
}

beforeAll(async () => {
  server = await startTestServer();
  [buyer, approver, supplier1, supplier2] = await Promise.all((['buyer', 'approver', 'supplier1', 'supplier2'] as const).map((who) => signIn(server.baseUrl, who, 'EN')));
  for (const client of [buyer, approver, supplier1, supplier2]) {
    agreementMenus.set(client, await client.menu('PUR_AGREEMENT'));
    orderMenus.set(client, await client.menu('PO_LIST'));
  }
  supplierId = Number((await firstOf(buyer, 'srm', 'srmPosSupplierInfoRestful', { supplierNumber: 'S000001' })).supplierId);
  otherSupplierId = Number((await firstOf(buyer, 'srm', 'srmPosSupplierInfoRestful', { supplierNumber: 'S000002' })).supplierId);
  sh01 = Number((await firstOf(buyer, 'base', 'baseOrganizationRestful', { orgCode: 'SH01' })).orgId);
  hq = Number((await firstOf(buyer, 'base', 'baseOrganizationRestful', { orgCode: 'HQ' })).orgId);
  itemId = Number((await firstOf(buyer, 'base', 'baseMaterialItemRestful', { itemCode: '0101010002' })).itemId);
});
afterAll(async () => {
  await server?.stop();
});

describe('the agreement workflow', () => {
  it('is drafted by the buyer, submitted only with organisations, and approved only by an approver', async () => {
    const draft = await agreements(buyer, 'saveOrUpdate', { ...newAgreement(), orgs: [] });
    expect(draft.status, draft.msg).toBe('S');
    const noOrgs = await agreements(buyer, 'doSubmit', { id: draft.data.agreementId, versionNum: draft.data.versionNum });
    expect(noOrgs.status).toBe('E');
    const saved = await agreements(buyer, 'saveOrUpdate', { ...draft.data, orgs: [{ orgId: sh01 }] });
    expect(saved.status, saved.msg).toBe('S');
    expect(saved.data).toMatchObject({ status: 'DRAFT', agreementNumber: expect.stringMatching(/^PA\d{8}-\d{4}$/) });
    expect((saved.data.lines as Row[])[0]).toMatchObject({ itemCode: '0101010002', nonTaxPrice: 8.8496 });
    expect(((saved.data.lines as Row[])[0].steps as Row[]).map((step) => step.taxPrice)).toEqual([10, 9.5, 8.75]);
    const submitted = await act(buyer, 'doSubmit', saved.data);
    expect(submitted.status).toBe('SUBMITTED');
    const byBuyer = await agreements(buyer, 'doApprove', { id: submitted.agreementId, versionNum: submitted.versionNum });
    expect(byBuyer.status).toBe('E');
    const rejected = await agreements(approver, 'doReject', { id: submitted.agreementId, versionNum: submitted.versionNum });
    expect(rejected.status).toBe('E');
    const back = await act(approver, 'doReject', submitted, '第三阶梯价格请再议');
    expect(back).toMatchObject({ status: 'REJECTED', rejectReason: '第三阶梯价格请再议' });
    const again = await act(buyer, 'doSubmit', back);
    agreement = await act(approver, 'doApprove', again);
    expect(agreement).toMatchObject({ status: 'APPROVED', approvedBy: approver.login.user.userId, rejectReason: null });
    const edit = await agreements(buyer, 'saveOrUpdate', { ...agreement, agreementName: 'changed after approval' });
    expect(edit.status).toBe('E');
  });
});

describe('an order line takes the agreement price', () => {
  it('from the step matching the quantity, with the agreement named on the line, on every save', async () => {
    const small = await savedLine(newOrder({}, 50));
    expect(small).toMatchObject({ taxPrice: 10, agreementNumber: agreement.agreementNumber, agreementLineId: (agreement.lines as Row[])[0].agreementLineId, taxTotalPrice: 500 });
    const saved = await orders(buyer, 'findById', { id: small.poHeaderId });
    const header = saved.data;
    const lines = header.lines as Row[];
    const stepped = await savedLine({ ...header, lines: [{ ...lines[0], demandQty: 100 }] });
    expect(stepped).toMatchObject({ taxPrice: 9.5, taxTotalPrice: 950 });
    const reread = (await orders(buyer, 'findById', { id: small.poHeaderId })).data;
    const bulk = await savedLine({ ...reread, lines: [{ ...(reread.lines as Row[])[0], demandQty: 499.9999 }, { itemId, demandQty: 600, taxPrice: 1, demandDate: '2026-12-20' }] });
    expect(bulk).toMatchObject({ taxPrice: 9.5 });
    const last = (await orders(buyer, 'findById', { id: small.poHeaderId })).data.lines as Row[];
    expect(last[1]).toMatchObject({ taxPrice: 8.75, agreementNumber: agreement.agreementNumber });
  });

  it('only on an order date inside the validity, for the organisations, supplier and currency of the agreement', async () => {
    for (const overrides of [{ startDate: '2027-04-01' }, { startDate: '2026-10-31' }, { orgId: hq }, { supplierId: otherSupplierId }, { currencyCode: 'USD' }]) {
      const line = await savedLine(newOrder(overrides, 150));
      expect(line, JSON.stringify(overrides)).toMatchObject({ taxPrice: 99, agreementNumber: null, agreementLineId: null });
    }
  });

  it('lets go of a line whose item changes to one without agreement, and of every line once the agreement is invalid', async () => {
    const line = await savedLine(newOrder({}, 150));
    expect(line.taxPrice).toBe(9.5);
    const header = (await orders(buyer, 'findById', { id: line.poHeaderId })).data;
    const other = Number((await firstOf(buyer, 'base', 'baseMaterialItemRestful', { itemCode: '0101010003' })).itemId);
    const changed = await savedLine({ ...header, lines: [{ ...(header.lines as Row[])[0], itemId: other, taxPrice: 12 }] });
    expect(changed).toMatchObject({ taxPrice: 12, agreementNumber: null, agreementLineId: null });

    const answer = await call(buyer, 'srmPoLineRestful', 'findMatchFills', { record: { itemId, demandQty: 700 }, parent: newOrder() }, orderMenus.get(buyer));
    expect(answer.status, answer.msg).toBe('S');
    expect(answer.data).toMatchObject({ taxPrice: 8.75, agreementNumber: agreement.agreementNumber });

    const reread = (await agreements(buyer, 'findById', { id: agreement.agreementId })).data;
    await act(buyer, 'doInvalid', reread, '供应商停产该型号');
    const after = await savedLine(newOrder({}, 150));
    expect(after).toMatchObject({ taxPrice: 99, agreementNumber: null });
    const none = await call(buyer, 'srmPoLineRestful', 'findMatchFills', { record: { itemId, demandQty: 700 }, parent: newOrder() }, orderMenus.get(buyer));
    expect(none.data).toEqual({ agreementLineId: null, agreementNumber: null });
  });

  it('answers bad values plainly: a save names the field, findMatchFills matches nothing', async () => {
    const saved = await orders(buyer, 'saveOrUpdate', newOrder({ startDate: 'soon' }));
    expect(saved.status).toBe('E');
    expect(saved.errors?.map((error) => error.field)).toContain('startDate');
    const badItem = await orders(buyer, 'saveOrUpdate', { ...newOrder(), lines: [{ itemId: 'abc', itemName: 'x', demandQty: 'many', taxPrice: 1, demandDate: '2026-12-20' }] });
    expect(badItem.status).toBe('E');
    expect(badItem.errors?.map((error) => error.field)).toEqual(expect.arrayContaining(['itemId', 'demandQty']));
    const answer = await call(buyer, 'srmPoLineRestful', 'findMatchFills', { record: { itemId: 'abc', demandQty: 'x' }, parent: { ...newOrder(), startDate: 'soon' } }, orderMenus.get(buyer));
    expect(answer.status, answer.msg).toBe('S');
    expect(answer.data).toEqual({ agreementLineId: null, agreementNumber: null });
  });

  it('refuses a findMatchFills call without a record, naming it', async () => {
    const answer = await call(buyer, 'srmPoLineRestful', 'findMatchFills', { parent: newOrder() }, orderMenus.get(buyer));
    expect(answer.status).toBe('E');
    expect(answer.errors).toEqual([{ field: 'record', message: 'Send the record to match (record)' }]);
  });
});

describe('suppliers and agreements', () => {
  it('a supplier reads his own approved agreements only, and never writes them', async () => {
    const own = await supplier1.adapter.request<Row[]>({ service: 'srm', resource: 'srmPurAgreementRestful', operation: 'listByPage', body: { pageRows: 100 }, menu: agreementMenus.get(supplier1) });
    expect(own.status, own.msg).toBe('S');
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((row) => row.supplierId === supplierId && row.status === 'APPROVED')).toBe(true);
    const others = await supplier2.adapter.request<Row[]>({ service: 'srm', resource: 'srmPurAgreementRestful', operation: 'listByPage', body: { pageRows: 100 }, menu: agreementMenus.get(supplier2) });
    expect(others.data.some((row) => row.supplierId === supplierId)).toBe(false);
    const demo = own.data[0];
    const peek = await agreements(supplier2, 'findById', { id: demo.agreementId });
    expect(peek.status).toBe('E');
    const write = await agreements(supplier1, 'saveOrUpdate', { ...demo, agreementName: 'mine now' });
    expect(write.status).toBe('E');
  });

  it("a supplier asking for another supplier's agreement price learns nothing", async () => {
    const demoItem = Number((await firstOf(buyer, 'base', 'baseMaterialItemRestful', { itemCode: '0101010001' })).itemId);
    const asBuyer = await call(buyer, 'srmPoLineRestful', 'findMatchFills', { record: { itemId: demoItem, demandQty: 600 }, parent: newOrder() }, orderMenus.get(buyer));
    expect(asBuyer.data).toMatchObject({ taxPrice: 1.58 });
    const asOther = await call(supplier2, 'srmPoLineRestful', 'findMatchFills', { record: { itemId: demoItem, demandQty: 600 }, parent: newOrder() }, orderMenus.get(supplier2));
    expect(asOther.status, asOther.msg).toBe('S');
    expect(asOther.data).toEqual({ agreementLineId: null, agreementNumber: null });
  });
});

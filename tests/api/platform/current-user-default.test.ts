import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { loadEntitySchemas } from '../../../src/server/db/load-entity-schemas';
import { REPO_PATHS } from '../../../src/server/startup/repo-paths';
import { CURRENT_USER_DEFAULT } from '../../../src/shared/formats/field-default-rules';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown>;

/** How to create a record of each entity that declares a `$currentUser` default: its endpoint, menu and a valid record. */
interface Sample {
  service: string;
  menuCode: string;
  record: () => Row;
}

let server: TestServer;
let buyer: SignedInClient;
let approver: SignedInClient;
const menus = new Map<string, MenuContext>();
let orderRecord: Row;

const samples: Record<string, Sample> = {
  srmPoHeader: { service: 'srm', menuCode: 'PO_LIST', record: () => ({ ...orderRecord, lines: [] }) },
  srmDeliveryNotice: { service: 'srm', menuCode: 'DELIVERY_NOTICE', record: () => ({ supplierId: orderRecord.supplierId, orgId: orderRecord.orgId, requiredDate: '2026-12-10', lines: [] }) },
  srmPurAgreement: {
    service: 'srm',
    menuCode: 'PUR_AGREEMENT',
    record: () => ({ agreementName: 'buyer by default', supplierId: orderRecord.supplierId, currencyCode: 'CNY', taxRateCode: 'VAT13', startDate: '2026-12-01', endDate: '2027-11-30', lines: [], orgs: [] }),
  },
  srmPurForecast: { service: 'srm', menuCode: 'PUR_FORECAST', record: () => ({ forecastTitle: 'buyer by default', orgId: orderRecord.orgId, supplierId: orderRecord.supplierId, periodType: 'MONTH', lines: [] }) },
  srmPurPlanHeader: { service: 'srm', menuCode: 'PURCHASE_PLAN', record: () => ({ planTitle: 'buyer by default', orgId: orderRecord.orgId, periodFrom: '2027-01-01', periodTo: '2027-03-31', currencyCode: 'CNY', lines: [] }) },
  srmPurCustomerOrder: {
    service: 'srm',
    menuCode: 'PUR_CUSTOMER_ORDER',
    record: () => ({ orderTitle: 'buyer by default', customerCode: 'C001', customerName: '客户', customerPoNumber: 'CPO-1', orderDate: '2026-11-27', deliveryDate: '2026-12-27', orgId: orderRecord.orgId, lines: [] }),
  },
  srmPurRequisitionHeader: { service: 'srm', menuCode: 'PR_LIST', record: () => ({ prTitle: 'buyer by default', prType: 'STANDARD', orgId: orderRecord.orgId, requestDate: '2026-11-27', currencyCode: 'CNY', lines: [] }) },
};

/** Every field of the repo's entities whose default is the creating user. */
const declared = loadEntitySchemas(REPO_PATHS.schemas).flatMap((entity) =>
  entity.fields.filter((field) => field.default === CURRENT_USER_DEFAULT).map((field) => ({ entity, field: field.name })),
);

async function firstRow(service: string, resource: string, body: Row, menu: MenuContext): Promise<Row> {
  const answer = await buyer.adapter.request<Row[]>({ service, resource, operation: 'listByPage', body, menu });
  expect(answer.status).toBe('S');
  return answer.data[0];
}

beforeAll(async () => {
  server = await startTestServer();
  [buyer, approver] = await Promise.all((['buyer', 'approver'] as const).map((who) => signIn(server.baseUrl, who, 'EN')));
  for (const code of new Set(Object.values(samples).map((sample) => sample.menuCode))) menus.set(code, await buyer.menu(code));
  const menu = menus.get('PO_LIST') as MenuContext;
  const supplier = await firstRow('srm', 'srmPosSupplierInfoRestful', { supplierName: '华东精密机械有限公司' }, menu);
  const org = await firstRow('base', 'baseOrganizationRestful', {}, menu);
  orderRecord = { poType: 'STANDARD', orgId: org.orgId, supplierId: supplier.supplierId, currencyCode: 'CNY', taxRateCode: 'VAT13', startDate: '2026-12-01', description: 'buyer by default' };
});
afterAll(async () => {
  await server?.stop();
});

describe('an entity field defaulting to the current user, created through the API', () => {
  it('is declared on the purchase order\'s buyer, and every declaring entity has a sample here', () => {
    expect(declared.map(({ entity, field }) => `${entity.name}.${field}`)).toContain('srmPoHeader.buyerId');
    for (const { entity } of declared) expect(Object.keys(samples)).toContain(entity.name);
  });

  it.each(declared.map(({ entity, field }) => [`${entity.name}.${field}`, entity.name, field, entity.primaryKey]))(
    '%s: the creating user when absent or empty, never over a sent value',
    async (_title, entityName, field, primaryKey) => {
      const sample = samples[entityName];
      const save = async (record: Row): Promise<Row> => {
        const menu = menus.get(sample.menuCode);
        const saved = await buyer.adapter.request<Row>({ service: sample.service, resource: `${entityName}Restful`, operation: 'saveOrUpdate', body: record, menu });
        expect(saved.status, JSON.stringify(saved)).toBe('S');
        const read = await buyer.adapter.request<Row>({ service: sample.service, resource: `${entityName}Restful`, operation: 'findById', body: { id: saved.data[primaryKey] }, menu });
        expect(read.status).toBe('S');
        return read.data;
      };
      const buyerId = buyer.login.user.userId;
      expect((await save(sample.record()))[field]).toBe(buyerId);
      expect((await save({ ...sample.record(), [field]: '' }))[field]).toBe(buyerId);
      expect((await save({ ...sample.record(), [field]: null }))[field]).toBe(buyerId);
      const sent = approver.login.user.userId;
      expect(sent).not.toBe(buyerId);
      expect((await save({ ...sample.record(), [field]: sent }))[field]).toBe(sent);
    },
  );

  it('names the buyer on an order created without one', async () => {
    const menu = menus.get('PO_LIST');
    const saved = await buyer.adapter.request<Row>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'saveOrUpdate', body: { ...orderRecord, lines: [] }, menu });
    const read = await buyer.adapter.request<Row>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'findById', body: { id: saved.data.poHeaderId }, menu });
    expect(read.data).toMatchObject({ buyerId: buyer.login.user.userId, buyerName: buyer.login.user.userFullName });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { Database } from '../../../src/server/db/database.types';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * An order's supplier bank account (a cascading reference to the order supplier's accounts, its primary one by
 * default: `ref.defaultWhere`) and its payment term (a reference to the payment term master).
 */
type Row = Record<string, unknown>;

let server: TestServer;
let database: Database;
let buyer: SignedInClient;
let supplier1: SignedInClient;
const menus = new Map<SignedInClient, MenuContext>();
let supplierId: number;
let otherSupplierId: number;
let orgId: number;

function order(client: SignedInClient, operation: string, body: Row) {
  return client.adapter.request<Row>({ service: 'srm', resource: 'srmPoHeaderRestful', operation, body, menu: menus.get(client) });
}

async function accountsOf(id: number): Promise<Row[]> {
  return database.db.selectFrom('srm_pos_supplier_bank_accounts').selectAll().where('supplierId', '=', id).orderBy('bankAccountId').execute();
}

function newOrder(extra: Row): Row {
  return {
    orgId, supplierId, buyerId: buyer.login.user.userId, startDate: '2026-12-01', description: 'bank account default',
    lines: [{ itemName: '测试物料', demandQty: 2, taxPrice: 50, demandDate: '2026-12-10' }],
    ...extra,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  database = await server.database.open();
  [buyer, supplier1] = await Promise.all((['buyer', 'supplier1'] as const).map((who) => signIn(server.baseUrl, who, 'EN')));
  for (const client of [buyer, supplier1]) menus.set(client, await client.menu('PO_LIST'));
  supplierId = Number(supplier1.login.user.supplierId);
  const other = await database.db.selectFrom('srm_pos_supplier_info').select('supplierId').where('supplierId', '!=', supplierId).orderBy('supplierId').executeTakeFirstOrThrow();
  otherSupplierId = Number(other.supplierId);
  const org = await database.db.selectFrom('base_organizations').select('orgId').where('orgCode', '=', 'SH01').executeTakeFirstOrThrow();
  orgId = Number(org.orgId);
});
afterAll(async () => {
  await database?.close();
  await server?.stop();
});

describe('an order\'s supplier bank account and payment term', () => {
  it('takes the supplier\'s primary account when none is chosen, shown to buyer and supplier', async () => {
    const primary = (await accountsOf(supplierId)).find((row) => row.primaryFlag === 'Y')!;
    const saved = await order(buyer, 'saveOrUpdate', newOrder({}));
    expect(saved.status, saved.msg).toBe('S');
    expect(saved.data).toMatchObject({ supplierBankAccountId: Number(primary.bankAccountId), supplierAccountNumber: primary.accountNumber });
    // The supplier sees orders from their approval on: a confirmed demo order shows it the account too.
    const confirmed = await database.db.selectFrom('srm_po_headers').select('poHeaderId').where('supplierId', '=', supplierId).where('status', '=', 'CONFIRMED').executeTakeFirstOrThrow();
    const seen = await order(supplier1, 'findById', { id: confirmed.poHeaderId });
    expect(seen.status, seen.msg).toBe('S');
    expect(seen.data.supplierAccountNumber).toBe(primary.accountNumber);
  });

  it('refuses another supplier\'s account, and a disabled one, on the field', async () => {
    const [foreign] = await accountsOf(otherSupplierId);
    const refused = await order(buyer, 'saveOrUpdate', newOrder({ supplierBankAccountId: foreign.bankAccountId }));
    expect(refused.status).toBe('E');
    expect(refused.errors?.map((error) => error.field)).toEqual(['supplierBankAccountId']);
    const [own] = await accountsOf(supplierId);
    const disabled = await database.db.insertInto('srm_pos_supplier_bank_accounts')
      .values({ ...own, bankAccountId: undefined, accountNumber: '6222000099990000', primaryFlag: 'N', enabledFlag: 'N' })
      .returning('bankAccountId').executeTakeFirstOrThrow();
    const closed = await order(buyer, 'saveOrUpdate', newOrder({ supplierBankAccountId: disabled.bankAccountId }));
    expect(closed.errors?.map((error) => error.field)).toEqual(['supplierBankAccountId']);
  });

  it('names its payment term from the master; the demo orders have theirs and the supplier\'s account', async () => {
    const term = await database.db.selectFrom('srm_payment_terms').selectAll().where('termCode', '=', 'NET60').executeTakeFirstOrThrow();
    const saved = await order(buyer, 'saveOrUpdate', newOrder({ paymentTermId: term.termId }));
    expect(saved.status, saved.msg).toBe('S');
    expect(saved.data).toMatchObject({ paymentTermName: term.termName, paymentTermCode: 'NET60' });
    const unknown = await order(buyer, 'saveOrUpdate', newOrder({ paymentTermId: 987654 }));
    expect(unknown.errors?.map((error) => error.field)).toEqual(['paymentTermId']);

    const demo = await database.db.selectFrom('srm_po_headers').select(['paymentTermId', 'supplierBankAccountId', 'supplierId']).where('description', '=', '数控车床备件年度补货').executeTakeFirstOrThrow();
    const net30 = await database.db.selectFrom('srm_payment_terms').select('termId').where('termCode', '=', 'NET30').executeTakeFirstOrThrow();
    expect(Number(demo.paymentTermId)).toBe(Number(net30.termId));
    const account = (await accountsOf(Number(demo.supplierId))).find((row) => row.primaryFlag === 'Y')!;
    expect(Number(demo.supplierBankAccountId)).toBe(Number(account.bankAccountId));
  });
});

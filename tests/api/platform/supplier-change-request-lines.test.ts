import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { Database } from '../../../src/server/db/database.types';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Change requests on the supplier's own lines (docs/authoring.md "Change requests"): srmPosSupplierChange copies
 * the bank accounts, contacts, sites and addresses of srmPosSupplierInfo; the supplier adds, edits and removes
 * them in the request, and nothing reaches the supplier record before a buyer approves.
 */
type Row = Record<string, unknown>;

let server: TestServer;
let database: Database;
let buyer: SignedInClient;
let supplier1: SignedInClient;
let supplier2: SignedInClient;
const menus = new Map<SignedInClient, MenuContext>();
let supplierId: number;
let bank: { bankId: number; branchId: number };

function call(client: SignedInClient, operation: string, body: Row) {
  return client.adapter.request<Row>({ service: 'srm', resource: 'srmPosSupplierChangeRestful', operation, body, menu: menus.get(client) });
}

async function ok(client: SignedInClient, operation: string, body: Row): Promise<Row> {
  const answer = await call(client, operation, body);
  expect(answer.status, answer.msg).toBe('S');
  return answer.data;
}

async function accounts(): Promise<Row[]> {
  return database.db.selectFrom('srm_pos_supplier_bank_accounts').selectAll().where('supplierId', '=', supplierId).orderBy('bankAccountId').execute();
}

async function contacts(): Promise<Row[]> {
  return database.db.selectFrom('srm_pos_supplier_contacts').selectAll().where('supplierId', '=', supplierId).orderBy('supplierContactId').execute();
}

async function addresses(): Promise<Row[]> {
  return database.db.selectFrom('srm_pos_supplier_addresses').selectAll().where('supplierId', '=', supplierId).orderBy('supplierAddressId').execute();
}

function changesOf(request: Row, part: string): Row[] {
  return (request.changes as Row[])
    .filter((change) => change.partName === part)
    .map(({ changeType, fieldName, oldValue, newValue }) => ({ changeType, fieldName, oldValue, newValue }));
}

/** A request opened by the supplier with a new primary account, the finance contact's new phone and one address fewer. */
async function requestNewAccount(reason: string, accountNumber: string): Promise<Row> {
  const opened = await ok(supplier1, 'saveOrUpdate', { supplierId, changeReason: reason });
  const copiedAccounts = (opened.bankAccounts as Row[]).map((line) => ({ ...line, primaryFlag: 'N' }));
  const copiedContacts = (opened.contacts as Row[]).map((line) => (line.contactName === '刘芳' ? { ...line, mobilePhone: '13800001111' } : line));
  return ok(supplier1, 'saveOrUpdate', {
    ...opened,
    bankAccounts: [...copiedAccounts, { ...bank, accountName: '华东精密机械有限公司', accountNumber, currencyCode: 'CNY', primaryFlag: 'Y', enabledFlag: 'Y' }],
    contacts: copiedContacts,
    addresses: (opened.addresses as Row[]).slice(0, -1),
  });
}

beforeAll(async () => {
  server = await startTestServer();
  database = await server.database.open();
  [buyer, supplier1, supplier2] = await Promise.all((['buyer', 'supplier1', 'supplier2'] as const).map((who) => signIn(server.baseUrl, who, 'EN')));
  for (const client of [buyer, supplier1, supplier2]) menus.set(client, await client.menu('SUPPLIER_CHANGE'));
  supplierId = Number(supplier1.login.user.supplierId);
  const [account] = await accounts();
  bank = { bankId: Number(account.bankId), branchId: Number(account.branchId) };
  // The finance contact holds a portal user: a request cannot change it, and applying one keeps it.
  await database.db.updateTable('srm_pos_supplier_contacts').set({ userId: Number(supplier1.login.user.userId) })
    .where('supplierId', '=', supplierId).where('contactName', '=', '刘芳').execute();
});
afterAll(async () => {
  await database?.close();
  await server?.stop();
});

describe('a supplier change request on lines', () => {
  it('copies the bank accounts, contacts, sites and addresses, each knowing the line it copies', async () => {
    const opened = await ok(supplier1, 'saveOrUpdate', { supplierId, changeReason: 'Look only' });
    const copied = [['bankAccounts', await accounts(), 'bankAccountId'], ['contacts', await contacts(), 'supplierContactId'], ['addresses', await addresses(), 'supplierAddressId']] as const;
    for (const [part, stored, key] of copied) {
      expect((opened[part] as Row[]).map((line) => Number(line.sourceLineId)), part).toEqual(stored.map((row) => Number(row[key])));
    }
    expect((opened.sites as Row[]).length).toBeGreaterThan(0);
    expect(opened.changes).toEqual([]);
    await ok(supplier1, 'delete', { id: opened.changeId, versionNum: opened.versionNum });
  });

  it('shows each added, changed and removed line field old -> new, and applies nothing until approved', async () => {
    const accountsBefore = await accounts();
    const addressesBefore = await addresses();
    const saved = await requestNewAccount('New settlement account', '6222000011112222');
    const old = accountsBefore.find((row) => row.primaryFlag === 'Y')!;
    expect(changesOf(saved, 'bankAccounts')).toEqual(expect.arrayContaining([
      { changeType: 'CHANGE', fieldName: 'primaryFlag', oldValue: 'Yes', newValue: 'No' },
      { changeType: 'ADD', fieldName: 'accountNumber', oldValue: null, newValue: '6222000011112222' },
      { changeType: 'ADD', fieldName: 'primaryFlag', oldValue: null, newValue: 'Yes' },
    ]));
    expect(changesOf(saved, 'contacts')).toEqual([{ changeType: 'CHANGE', fieldName: 'mobilePhone', oldValue: '13817000000', newValue: '13800001111' }]);
    expect(changesOf(saved, 'addresses')).toEqual(expect.arrayContaining([
      { changeType: 'REMOVE', fieldName: 'detailAddress', oldValue: addressesBefore.at(-1)!.detailAddress, newValue: null },
    ]));
    const lineLabels = (saved.changes as Row[]).filter((change) => change.partName === 'bankAccounts').map((change) => change.lineLabel);
    expect(lineLabels).toContain(`Line ${accountsBefore.length + 1}: 6222000011112222`);
    expect(lineLabels).toContain(`Line ${accountsBefore.indexOf(old) + 1}: ${String(old.accountNumber)}`);

    const submitted = await ok(supplier1, 'doSubmit', { id: saved.changeId, versionNum: saved.versionNum });
    expect(await accounts()).toEqual(accountsBefore);
    expect(await addresses()).toEqual(addressesBefore);

    const rejected = await ok(buyer, 'doReject', { id: saved.changeId, versionNum: submitted.versionNum, comment: 'Send the bank letter first' });
    expect(rejected.status).toBe('REJECTED');
    expect(await accounts()).toEqual(accountsBefore);
    expect(await addresses()).toEqual(addressesBefore);
    await ok(supplier1, 'delete', { id: saved.changeId, versionNum: rejected.versionNum });
  });

  it('applies every line change in the approval, with an audit of each field', async () => {
    const accountsBefore = await accounts();
    const addressesBefore = await addresses();
    const saved = await requestNewAccount('New settlement account, bank letter attached', '6222000033334444');
    const submitted = await ok(supplier1, 'doSubmit', { id: saved.changeId, versionNum: saved.versionNum });
    await ok(buyer, 'doApprove', { id: saved.changeId, versionNum: submitted.versionNum });

    const after = await accounts();
    expect(after).toHaveLength(accountsBefore.length + 1);
    // Copied lines update the line they copy (their ids stay, so nothing pointing at them breaks).
    expect(after.slice(0, accountsBefore.length).map((row) => row.bankAccountId)).toEqual(accountsBefore.map((row) => row.bankAccountId));
    expect(after.filter((row) => row.primaryFlag === 'Y').map((row) => row.accountNumber)).toEqual(['6222000033334444']);
    const finance = (await contacts()).find((row) => row.contactName === '刘芳')!;
    expect(finance.mobilePhone).toBe('13800001111');
    expect(Number(finance.userId)).toBe(Number(supplier1.login.user.userId));
    expect(await addresses()).toEqual(addressesBefore.slice(0, -1));

    const log = await database.db.selectFrom('base_user_operate_logs').selectAll()
      .where('entityName', '=', 'srmPosSupplierInfo').where('recordId', '=', String(supplierId)).where('operation', '=', 'applyChangeRequest').execute();
    expect(log).toHaveLength(1);
    expect(String(log[0].changedFields)).toContain('6222000033334444');
    expect(String(log[0].changedFields)).toContain('13800001111');
  });

  it('applies nothing when one line is refused on approval: the whole approval is rolled back', async () => {
    const opened = await ok(supplier1, 'saveOrUpdate', { supplierId, changeReason: 'Second head office site' });
    const [site] = opened.sites as Row[];
    const saved = await ok(supplier1, 'saveOrUpdate', {
      ...opened,
      companyPhone: '021-99990000',
      sites: [...(opened.sites as Row[]), { siteCode: site.siteCode, siteName: 'Duplicate code', orgId: site.orgId, purchasingFlag: 'Y', paymentFlag: 'Y', siteStatus: 'ACTIVE' }],
    });
    expect(changesOf(saved, 'sites')).toEqual(expect.arrayContaining([{ changeType: 'ADD', fieldName: 'siteName', oldValue: null, newValue: 'Duplicate code' }]));
    const submitted = await ok(supplier1, 'doSubmit', { id: saved.changeId, versionNum: saved.versionNum });
    const before = await database.db.selectFrom('srm_pos_supplier_info').select(['companyPhone', 'versionNum']).where('supplierId', '=', supplierId).executeTakeFirstOrThrow();

    const refused = await call(buyer, 'doApprove', { id: saved.changeId, versionNum: submitted.versionNum });
    expect(refused.status).toBe('E');
    expect(refused.msg).toContain(String(site.siteCode));
    const still = await ok(buyer, 'findById', { id: saved.changeId });
    expect(still.status).toBe('SUBMITTED');
    expect(await database.db.selectFrom('srm_pos_supplier_info').select(['companyPhone', 'versionNum']).where('supplierId', '=', supplierId).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('is never seen by another supplier', async () => {
    const saved = await requestNewAccount('Private to supplier 1', '6222000055556666');
    expect((await call(supplier2, 'findById', { id: saved.changeId })).status).toBe('E');
    const listed = (await call(supplier2, 'listByPage', { pageIndex: 1, pageRows: 100 })).data as unknown as Row[];
    expect(listed.map((row) => row.changeId)).not.toContain(saved.changeId);
    expect(listed.every((row) => Number(row.supplierId) === Number(supplier2.login.user.supplierId))).toBe(true);
    const edited = await call(supplier2, 'saveOrUpdate', { ...saved, changeReason: 'Hijack' });
    expect(edited.status).toBe('E');
  });
});

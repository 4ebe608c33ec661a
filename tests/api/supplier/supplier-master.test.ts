import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import { requestLogin, signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { mailsTo, publicCall } from '../identity/identity-support';

/**
 * The supplier master (spec 2.7): duplicate names and credit codes refused on every path naming the
 * supplier that holds them, one primary bank account, the credit code's format, the bank branch cascade,
 * the portal account of an existing supplier, and the registration approval making a complete supplier.
 */
type Row = Record<string, unknown>;
let server: TestServer;
let buyer: SignedInClient;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await signIn(server.baseUrl, 'buyer', 'EN');
});
afterAll(async () => {
  await server?.stop();
});

async function call<T = Row>(operation: string, body: Row, menuCode = 'SUPPLIER_INFO', resource = 'srmPosSupplierInfoRestful'): Promise<ApiEnvelope<T>> {
  return buyer.adapter.request<T>({ service: 'srm', resource, operation, body, menu: await buyer.menu(menuCode) });
}

async function firstRow(entity: string, service: 'srm' | 'base', menuCode: string, search: Row): Promise<Row> {
  const answer = await buyer.adapter.request<Row[]>({ service, resource: `${entity}Restful`, operation: 'listByPage', body: { pageIndex: 1, pageRows: 5, ...search }, menu: await buyer.menu(menuCode) });
  expect(answer.status).toBe('S');
  return answer.data[0];
}

const errorOn = (answer: ApiEnvelope<unknown>, field: string) => answer.errors?.find((error) => error.field === field)?.message;

describe('supplier master', () => {
  it('refuses a duplicate name and credit code on create, edit and import, naming the supplier holding them', async () => {
    const holder = await firstRow('srmPosSupplierInfo', 'srm', 'SUPPLIER_INFO', { supplierName: '上海沪东轴承有限公司' });
    expect(holder.creditCode).toMatch(/^91/);
    const byName = await call('saveOrUpdate', { supplierName: '上海沪东轴承有限公司' });
    expect(byName.status).toBe('E');
    expect(errorOn(byName, 'supplierName')).toBe(`Supplier name "上海沪东轴承有限公司" already exists: Supplier number ${String(holder.supplierNumber)}`);
    const byCode = await call('saveOrUpdate', { supplierName: 'Brand New Bearings Ltd', creditCode: holder.creditCode });
    expect(errorOn(byCode, 'creditCode')).toBe(`Unified social credit code "${String(holder.creditCode)}" already exists: Supplier number ${String(holder.supplierNumber)}`);

    const other = await firstRow('srmPosSupplierInfo', 'srm', 'SUPPLIER_INFO', { supplierName: '宁波永固紧固件有限公司' });
    const edit = await call('saveOrUpdate', { supplierId: other.supplierId, versionNum: other.versionNum, supplierName: other.supplierName, creditCode: holder.creditCode });
    expect(errorOn(edit, 'creditCode')).toContain(String(holder.supplierNumber));

    const admin = await signIn(server.baseUrl, 'admin', 'EN');
    const imported = await admin.adapter.request({ service: 'srm', resource: 'srmPosSupplierInfoRestful', operation: 'doImport', body: { data: [{ supplierName: '上海沪东轴承有限公司' }] }, menu: await admin.menu('SUPPLIER_INFO') });
    expect(imported.status).toBe('E');
    expect(imported.msg).toContain(String(holder.supplierNumber));
  });

  it('checks the credit code format and its check character', async () => {
    const format = await call('saveOrUpdate', { supplierName: 'Format Test Ltd', creditCode: '91310000ABC' });
    expect(errorOn(format, 'creditCode')).toBe('Unified social credit code must be 18 digits or capital letters (no I, O, S, V, Z)');
    const check = await call('saveOrUpdate', { supplierName: 'Format Test Ltd', creditCode: '91440300708461136A' });
    expect(errorOn(check, 'creditCode')).toMatch(/check character is wrong/);
  });

  it('keeps one primary bank account per supplier and a branch of the chosen bank', async () => {
    const icbc = await firstRow('baseBank', 'base', 'BASE_BANK', { bankCode: 'ICBC' });
    const boc = await firstRow('baseBank', 'base', 'BASE_BANK', { bankCode: 'BOC' });
    const icbcBranch = await firstRow('baseBankBranch', 'base', 'BASE_BANK', { bankId: icbc.bankId });
    const bocBranch = await firstRow('baseBankBranch', 'base', 'BASE_BANK', { bankId: boc.bankId });
    const account = (branch: Row, bank: Row, number: string, primaryFlag: string) => ({ bankId: bank.bankId, branchId: branch.branchId, accountName: 'Primary Test Ltd', accountNumber: number, primaryFlag });
    const two = await call('saveOrUpdate', { supplierName: 'Primary Test Ltd', bankAccounts: [account(icbcBranch, icbc, '1001', 'Y'), account(bocBranch, boc, '1002', 'Y')] });
    expect(two.status).toBe('E');
    expect(two.errors?.find((error) => error.field === 'primaryFlag')?.line).toMatchObject({ collection: 'bankAccounts', index: 1 });
    const wrongBranch = await call('saveOrUpdate', { supplierName: 'Primary Test Ltd', bankAccounts: [account(bocBranch, icbc, '1001', 'Y')] });
    expect(errorOn(wrongBranch, 'branchId')).toBeDefined();
    const saved = await call<Row>('saveOrUpdate', { supplierName: 'Primary Test Ltd', bankAccounts: [account(icbcBranch, icbc, '1001', 'Y'), account(bocBranch, boc, '1002', 'N')] });
    expect(saved.status).toBe('S');
    expect((saved.data.bankAccounts as Row[]).map((line) => line.branchName)).toEqual([icbcBranch.branchName, bocBranch.branchName]);
  });

  it('opens a portal account for an existing supplier and mails a temporary password', async () => {
    const created = await call<Row>('saveOrUpdate', { supplierName: 'Portal Test Ltd', contacts: [{ contactName: 'Han Mei', mobilePhone: '13912345678', primaryFlag: 'Y' }] });
    expect(created.status).toBe('S');
    const id = created.data.supplierId;
    const missing = await call('doOpenPortalAccount', { id }, 'SUPPLIER_TO_PORTAL');
    expect(errorOn(missing, 'portalUserName')).toBe('Fill in and save the portal sign-in name first');
    const saved = await call<Row>('saveOrUpdate', { ...created.data, portalUserName: 'portaltest', portalEmail: 'portal.test@example.com' }, 'SUPPLIER_TO_PORTAL');
    expect(saved.status).toBe('S');
    const opened = await call<Row>('doOpenPortalAccount', { id }, 'SUPPLIER_TO_PORTAL');
    expect(opened.status).toBe('S');
    expect(opened.data.portalUserId).toEqual(expect.any(Number));
    const [mail] = await mailsTo(server, 'portal.test@example.com');
    const password = /Temporary password: (\S+)/.exec(mail.body)?.[1] ?? '';
    const login = await requestLogin(server.baseUrl, 'portaltest', password, 'EN');
    expect(login.status).toBe('S');
    expect(login.data.user).toMatchObject({ userType: 'supplier', supplierName: 'Portal Test Ltd' });
    expect((await call('doOpenPortalAccount', { id }, 'SUPPLIER_TO_PORTAL')).status).toBe('E');
  });

  it('approving a registration makes a complete supplier, and refuses a credit code already held', async () => {
    const register = async (supplierName: string, creditCode: string, userName: string) => {
      const token = await publicCall<{ registerToken: string }>(server, 'srm', 'supplierRegisterRestful', 'issueRegisterToken', {});
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      for (const fileKind of ['LICENSE', 'ID_CARD']) {
        const query = new URLSearchParams({ registerToken: token.data.registerToken, fileKind, fileName: `${fileKind}.png` });
        await fetch(`${server.baseUrl}/api/srm/v1/supplierRegisterRestful/uploadRegisterFile?${query}`, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: new Uint8Array(png) });
      }
      const submitted = await publicCall<{ registerNumber: string }>(server, 'srm', 'supplierRegisterRestful', 'submitRegister', {
        registerToken: token.data.registerToken, supplierName, creditCode, contactName: 'Wei Na', contactPhone: '13800001111', contactEmail: `${userName}@example.com`, userName, password: 'Winter2026!',
      });
      expect(submitted.status).toBe('S');
      const row = await firstRow('srmSupplierRegister', 'srm', 'SUPPLIER_REGISTER_INFO_APPROVAL', { registerNumber: submitted.data.registerNumber });
      return call<Row>('doApproveRegister', { id: row.registerId, versionNum: row.versionNum }, 'SUPPLIER_REGISTER_INFO_APPROVAL', 'srmSupplierRegisterRestful');
    };
    const approved = await register('Complete Supplier Ltd', '91440300708461136T', 'completesup');
    expect(approved.status).toBe('S');
    const supplier = await call<Row>('findById', { id: approved.data.supplierId });
    expect(supplier.data).toMatchObject({ supplierName: 'Complete Supplier Ltd', creditCode: '91440300708461136T', registerId: approved.data.registerId, portalUserName: 'completesup' });
    expect(supplier.data.contacts).toEqual([expect.objectContaining({ contactName: 'Wei Na', mobilePhone: '13800001111', primaryFlag: 'Y', contactUserName: 'completesup' })]);

    const holder = await firstRow('srmPosSupplierInfo', 'srm', 'SUPPLIER_INFO', { supplierName: '宁波永固紧固件有限公司' });
    const duplicate = await register('Another Name Ltd', String(holder.creditCode), 'dupcode');
    expect(duplicate.status).toBe('E');
    expect(duplicate.msg).toContain(String(holder.supplierNumber));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogin, signIn, type SignedInClient } from '../support/signed-client';
import { createHttpFileTransfer } from '../../../renderer/data/http-file-transfer';
import { startTestServer, type TestServer } from '../support/test-server';
import { mailsTo, publicCall } from './identity-support';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const VALID_CODE = '91440300708461136T';

let server: TestServer;
let buyer: SignedInClient;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await signIn(server.baseUrl, 'buyer', 'EN');
});
afterAll(async () => {
  await server?.stop();
});

async function newToken(): Promise<string> {
  const answer = await publicCall<{ registerToken: string }>(server, 'srm', 'supplierRegisterRestful', 'issueRegisterToken', {});
  expect(answer.status).toBe('S');
  return answer.data.registerToken;
}

async function upload(token: string, fileKind: string, bytes: Buffer, fileName = 'licence.png') {
  const query = new URLSearchParams({ registerToken: token, fileKind, fileName });
  const response = await fetch(`${server.baseUrl}/api/srm/v1/supplierRegisterRestful/uploadRegisterFile?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', 'SAAF-Language': 'EN' },
    body: new Uint8Array(bytes),
  });
  return (await response.json()) as { status: string; msg: string; errors?: { field: string }[] };
}

function form(token: string, overrides: Record<string, string> = {}) {
  return {
    registerToken: token,
    supplierName: 'Shenzhen Test Components Co., Ltd.',
    creditCode: VALID_CODE,
    contactName: 'Li Lei',
    contactPhone: '13800000000',
    contactEmail: 'li.lei@example.com',
    userName: 'newsupplier',
    password: 'Winter2026!',
    ...overrides,
  };
}

async function approvalMenu() {
  return buyer.menu('SUPPLIER_REGISTER_APPROVAL');
}

async function registrationId(registerNumber: string): Promise<{ id: number; versionNum: number }> {
  const menu = await approvalMenu();
  const list = await buyer.adapter.request<{ registerId: number; versionNum: number }[]>({
    service: 'srm',
    resource: 'srmSupplierRegisterRestful',
    operation: 'listByPage',
    body: { registerNumber },
    menu,
  });
  expect(list.status).toBe('S');
  expect(list.data).toHaveLength(1);
  return { id: list.data[0].registerId, versionNum: list.data[0].versionNum };
}

describe('supplier registration checks', () => {
  it('refuses a wrong credit code check character, a weak password and missing attachments, by field', async () => {
    const token = await newToken();
    const answer = await publicCall(server, 'srm', 'supplierRegisterRestful', 'submitRegister', form(token, { creditCode: '91440300708461136A', password: 'password' }));
    expect(answer.status).toBe('E');
    const fields = Object.fromEntries((answer.errors ?? []).map((error) => [error.field, error.message]));
    expect(fields.creditCode).toBe('The check character of the unified social credit code is wrong; compare it with the business licence');
    expect(fields.password).toBe('The password needs at least three of: capital letters, small letters, digits, other characters');
    expect(fields.licenseFile).toBe('Upload the business licence');
    expect(fields.idCardFile).toBe('Upload the identity card');
  });

  it('refuses a password containing the user name', async () => {
    const token = await newToken();
    const answer = await publicCall(server, 'srm', 'supplierRegisterRestful', 'submitRegister', form(token, { userName: 'acme', password: 'Acme2026xyz' }));
    expect(answer.errors?.find((error) => error.field === 'password')?.message).toBe('The password must not contain the user name');
  });

  it('refuses files that are not JPG, PNG or PDF by their bytes, and an unknown draft token', async () => {
    const token = await newToken();
    const fake = await upload(token, 'LICENSE', Buffer.from('<html>not an image</html>'), 'licence.png');
    expect(fake).toMatchObject({ status: 'E', msg: 'Only JPG, PNG or PDF files can be uploaded' });
    const badToken = await upload('short', 'LICENSE', PNG);
    expect(badToken.status).toBe('E');
    expect(badToken.errors?.[0].field).toBe('registerToken');
  });

  it('reports a company name that is already a supplier', async () => {
    const answer = await publicCall<{ available: boolean }>(server, 'srm', 'supplierRegisterRestful', 'checkSupplierName', { supplierName: '华东精密机械有限公司' });
    expect(answer.status).toBe('S');
    expect(answer.data.available).toBe(false);
  });
});

describe('registration → approval → supplier signs in', () => {
  it('creates the supplier and its user with the password chosen at registration', async () => {
    const token = await newToken();
    expect((await upload(token, 'LICENSE', PNG)).status).toBe('S');
    expect((await upload(token, 'ID_CARD', JPEG, 'id.jpg')).status).toBe('S');
    const submitted = await publicCall<{ registerNumber: string }>(server, 'srm', 'supplierRegisterRestful', 'submitRegister', form(token));
    expect(submitted.status).toBe('S');
    const { registerNumber } = submitted.data;
    expect(registerNumber).toMatch(/^R\d{14}$/);

    const again = await publicCall(server, 'srm', 'supplierRegisterRestful', 'submitRegister', form(await newToken(), { userName: 'other1' }));
    expect(again.errors?.find((error) => error.field === 'supplierName')?.message).toBe('This company is already registered or awaiting approval');

    const beforeApproval = await requestLogin(server.baseUrl, 'newsupplier', 'Winter2026!', 'EN');
    expect(beforeApproval.status).toBe('E');

    const { id, versionNum } = await registrationId(registerNumber);
    const menu = await approvalMenu();
    const detail = await buyer.adapter.request<Record<string, unknown>>({ service: 'srm', resource: 'srmSupplierRegisterRestful', operation: 'findById', body: { id }, menu });
    expect(detail.data.passwordHash).toBeUndefined();
    expect((detail.data.attachments as unknown[]).length).toBe(2);
    const licence = (detail.data.attachments as { registerFileId: number; fileKind: string }[]).find((file) => file.fileKind === 'LICENSE');
    const download = await createHttpFileTransfer({ baseUrl: server.baseUrl, getSession: () => buyer.login, getLanguage: () => 'EN', fetchImpl: fetch }).download({
      method: 'POST',
      path: '/api/srm/v1/supplierRegisterRestful/downloadRegisterFile',
      body: { registerId: id, registerFileId: licence?.registerFileId },
      menu,
    });
    expect(download.kind).toBe('file');
    if (download.kind === 'file') {
      expect(Buffer.from(await download.blob.arrayBuffer()).equals(PNG)).toBe(true);
      expect(download.fileName).toBe('licence.png');
    }
    const approved = await buyer.adapter.request({ service: 'srm', resource: 'srmSupplierRegisterRestful', operation: 'doApproveRegister', body: { id, versionNum }, menu });
    expect(approved.status).toBe('S');

    const login = await requestLogin(server.baseUrl, 'newsupplier', 'Winter2026!', 'EN');
    expect(login.status).toBe('S');
    expect(login.data.user).toMatchObject({ userType: 'supplier', supplierName: 'Shenzhen Test Components Co., Ltd.' });
    const mails = await mailsTo(server, 'li.lei@example.com');
    expect(mails[0]).toMatchObject({ subject: 'Supplier registration approved', messageStatus: 'OUTBOX' });

    const twice = await buyer.adapter.request({ service: 'srm', resource: 'srmSupplierRegisterRestful', operation: 'doApproveRegister', body: { id }, menu });
    expect(twice.status).toBe('E');
  });
});

describe('rejection → reason visible → correction → resubmit', () => {
  it('tells the applicant why and lets them correct and submit again', async () => {
    const token = await newToken();
    await upload(token, 'LICENSE', PNG);
    await upload(token, 'ID_CARD', PNG);
    const submitted = await publicCall<{ registerNumber: string }>(
      server,
      'srm',
      'supplierRegisterRestful',
      'submitRegister',
      form(token, { supplierName: 'Wrong Name Ltd', userName: 'rejected1', contactEmail: 'r1@example.com', password: 'Spring2026#' }),
    );
    const { registerNumber } = submitted.data;
    const { id, versionNum } = await registrationId(registerNumber);
    const menu = await approvalMenu();
    const noReason = await buyer.adapter.request({ service: 'srm', resource: 'srmSupplierRegisterRestful', operation: 'doRejectRegister', body: { id, versionNum }, menu });
    expect(noReason.status).toBe('E');
    const rejected = await buyer.adapter.request({ service: 'srm', resource: 'srmSupplierRegisterRestful', operation: 'doRejectRegister', body: { id, versionNum, comment: 'Name differs from the licence' }, menu });
    expect(rejected.status).toBe('S');
    expect((await mailsTo(server, 'r1@example.com'))[0].body).toContain('Name differs from the licence');

    const wrongPassword = await publicCall(server, 'srm', 'supplierRegisterRestful', 'findMyRegister', { registerNumber, password: 'Nope2026#x' });
    expect(wrongPassword).toMatchObject({ status: 'E', msg: 'Wrong registration number or password' });
    const unknown = await publicCall(server, 'srm', 'supplierRegisterRestful', 'findMyRegister', { registerNumber: 'R00000000000000', password: 'Spring2026#' });
    expect(unknown).toMatchObject({ status: 'E', msg: 'Wrong registration number or password' });

    const own = await publicCall<Record<string, unknown>>(server, 'srm', 'supplierRegisterRestful', 'findMyRegister', { registerNumber, password: 'Spring2026#' });
    expect(own.data).toMatchObject({ registerStatus: 'REJECTED', rejectReason: 'Name differs from the licence' });
    expect(own.data.passwordHash).toBeUndefined();
    expect(own.data.registerId).toBeUndefined();

    const corrected = { ...(own.data as Record<string, string>), supplierName: 'Right Name Ltd', registerNumber, password: 'Spring2026#' };
    const resubmitted = await publicCall(server, 'srm', 'supplierRegisterRestful', 'resubmitRegister', corrected);
    expect(resubmitted.status).toBe('S');
    const after = await publicCall<Record<string, unknown>>(server, 'srm', 'supplierRegisterRestful', 'findMyRegister', { registerNumber, password: 'Spring2026#' });
    expect(after.data).toMatchObject({ registerStatus: 'SUBMITTED', rejectReason: null, supplierName: 'Right Name Ltd' });
    const notAgain = await publicCall(server, 'srm', 'supplierRegisterRestful', 'resubmitRegister', corrected);
    expect(notAgain).toMatchObject({ status: 'E', msg: 'Only a rejected registration can be corrected and submitted again' });
  });
});

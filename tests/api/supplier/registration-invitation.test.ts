import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import { expireInvitationsProgram } from '../../../src/server/registration/expire-invitations-program';
import { mailsTo, publicCall } from '../identity/identity-support';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const VALID_CODE = '91440300708461136T';
const INVITES = { service: 'srm', resource: 'srmSupplierInviteRestful' } as const;

let server: TestServer;
let buyer: SignedInClient;
let menu: MenuContext;
let sh01: number;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await signIn(server.baseUrl, 'buyer', 'EN');
  menu = await buyer.menu('SUPPLIER_INVITE');
  const database = await server.database.open();
  const org = await database.db.selectFrom('base_organizations').select('orgId').where('orgCode', '=', 'SH01').executeTakeFirstOrThrow().finally(() => database.close());
  sh01 = Number(org.orgId);
});
afterAll(async () => {
  await server?.stop();
});

type Invite = Record<string, unknown> & { inviteId: number; versionNum: number; inviteStatus: string };

async function call<T = Invite>(operation: string, body: Record<string, unknown>) {
  return buyer.adapter.request<T>({ ...INVITES, operation, body, menu });
}

async function newInvite(email: string, overrides: Record<string, unknown> = {}): Promise<Invite> {
  const saved = await call('saveOrUpdate', { supplierName: `Invited ${email}`, contactName: 'Wang Fang', contactEmail: email, orgId: sh01, expiryDate: '2099-12-31', ...overrides });
  expect(saved.status, saved.msg).toBe('S');
  return saved.data;
}

async function send(invite: Invite, action = 'doSendInvite'): Promise<{ answer: ApiEnvelope<Invite>; token: string }> {
  const answer = await call<Invite>(action, { id: invite.inviteId, versionNum: invite.versionNum });
  const mail = (await mailsTo(server, String(invite.contactEmail)))[0];
  const token = /\/register\?invite=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
  return { answer, token };
}

function findInvitation(inviteToken: string) {
  return publicCall<Record<string, unknown>>(server, 'srm', 'supplierRegisterRestful', 'findInvitation', { inviteToken });
}

async function upload(token: string, fileKind: string, bytes: Buffer) {
  const query = new URLSearchParams({ registerToken: token, fileKind, fileName: `${fileKind}.bin` });
  const response = await fetch(`${server.baseUrl}/api/srm/v1/supplierRegisterRestful/uploadRegisterFile?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', 'SAAF-Language': 'EN' },
    body: new Uint8Array(bytes),
  });
  expect(((await response.json()) as { status: string }).status).toBe('S');
}

async function register(inviteToken: string, userName: string, supplierName: string) {
  const draft = await publicCall<{ registerToken: string }>(server, 'srm', 'supplierRegisterRestful', 'issueRegisterToken', {});
  const registerToken = draft.data.registerToken;
  await upload(registerToken, 'LICENSE', PNG);
  await upload(registerToken, 'ID_CARD', JPEG);
  return publicCall<{ registerNumber: string }>(server, 'srm', 'supplierRegisterRestful', 'submitRegister', {
    registerToken,
    inviteToken,
    supplierName,
    creditCode: VALID_CODE,
    contactName: 'Wang Fang',
    contactPhone: '13800000001',
    contactEmail: 'wang.fang@example.com',
    userName,
    password: 'Winter2026!',
    // Whatever the form says, the organisation is the invitation's.
    orgId: 1,
  });
}

describe('registration invitations', () => {
  it('sending mails a single-use link; registering through it records the organisation and marks the invitation registered', async () => {
    const invite = await newInvite('invited.one@example.com');
    expect(invite.inviteStatus).toBe('PENDING');
    const { answer, token } = await send(invite);
    expect(answer.status, answer.msg).toBe('S');
    expect(answer.msg).toBe('Invitation sent to invited.one@example.com');
    expect(answer.data.inviteStatus).toBe('SENT');
    expect(answer.data.tokenHash).toBeUndefined();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = (await mailsTo(server, 'invited.one@example.com'))[0];
    expect(mail.subject).toBe('上海制造有限公司 invites you to register as a supplier');

    const found = await findInvitation(token);
    expect(found.status, found.msg).toBe('S');
    expect(found.data).toMatchObject({ orgName: '上海制造有限公司', supplierName: 'Invited invited.one@example.com', contactName: 'Wang Fang', contactEmail: 'invited.one@example.com' });

    const registered = await register(token, 'invitedone', 'Invited Components Ltd.');
    expect(registered.status, registered.msg).toBe('S');
    const after = await call('findById', { id: invite.inviteId });
    expect(after.data).toMatchObject({ inviteStatus: 'REGISTERED', registerNumber: registered.data.registerNumber });
    expect(after.data.registeredDate).toBeTruthy();

    const approvalMenu = await buyer.menu('SUPPLIER_REGISTER_APPROVAL');
    const registration = await buyer.adapter.request<Record<string, unknown>>({ service: 'srm', resource: 'srmSupplierRegisterRestful', operation: 'findById', body: { id: after.data.registerId }, menu: approvalMenu });
    expect(registration.data).toMatchObject({ orgName: '上海制造有限公司', inviteNumber: after.data.inviteNumber });

    // Single use: the link refuses a second registration and says so.
    const again = await findInvitation(token);
    expect(again).toMatchObject({ status: 'E', msg: 'This invitation link was already used to register' });
    const second = await register(token, 'invitedtwo', 'Another Invited Ltd.');
    expect(second.status).toBe('E');
    expect(second.errors?.[0].field).toBe('inviteToken');

    // Approving makes the supplier serve the inviting organisation, and the invitation names it.
    const approved = await buyer.adapter.request({ service: 'srm', resource: 'srmSupplierRegisterRestful', operation: 'doApproveRegister', body: { id: registration.data.registerId, versionNum: registration.data.versionNum }, menu: approvalMenu });
    expect(approved.status, approved.msg).toBe('S');
    const linked = await call('findById', { id: invite.inviteId });
    expect(linked.data.registeredSupplierName).toBe('Invited Components Ltd.');
    const supplierMenu = await buyer.menu('SUPPLIER_INFO');
    const supplier = await buyer.adapter.request<Record<string, unknown>>({ service: 'srm', resource: 'srmPosSupplierInfoRestful', operation: 'findById', body: { id: linked.data.supplierId }, menu: supplierMenu });
    expect((supplier.data.organizations as { orgName: string }[]).map((org) => org.orgName)).toEqual(['上海制造有限公司']);
  });

  it('the duplicate-name check of registration still applies to an invited company', async () => {
    const invite = await newInvite('invited.dup@example.com');
    const { token } = await send(invite);
    const refused = await register(token, 'inviteddup', '华东精密机械有限公司');
    expect(refused.status).toBe('E');
    expect(refused.errors?.find((error) => error.field === 'supplierName')?.message).toBe('This company is already registered or awaiting approval');
    expect((await call('findById', { id: invite.inviteId })).data.inviteStatus).toBe('SENT');
  });

  it('a revoked invitation, a replaced link and an expired one are refused with a clear message', async () => {
    const revoked = await newInvite('invited.revoked@example.com');
    const first = await send(revoked);
    const revoke = await call('doRevokeInvite', { id: revoked.inviteId, versionNum: first.answer.data.versionNum });
    expect(revoke.data.inviteStatus).toBe('REVOKED');
    expect(await findInvitation(first.token)).toMatchObject({ status: 'E', msg: 'This invitation was revoked; contact the buyer if you still want to register' });
    expect((await register(first.token, 'invitedrev', 'Revoked Invited Ltd.')).msg).toBe('This invitation was revoked; contact the buyer if you still want to register');

    const resent = await newInvite('invited.resent@example.com');
    const old = await send(resent);
    const fresh = await send(old.answer.data, 'doResendInvite');
    expect(fresh.answer.status, fresh.answer.msg).toBe('S');
    expect(fresh.answer.data.sentCount).toBe(2);
    expect(fresh.token).not.toBe(old.token);
    expect(await findInvitation(old.token)).toMatchObject({ status: 'E', msg: 'This invitation link is not valid or was replaced by a newer one; ask the buyer to send it again' });
    expect((await findInvitation(fresh.token)).status).toBe('S');

    const expiring = await newInvite('invited.expired@example.com');
    const sent = await send(expiring);
    const database = await server.database.open();
    await database.db.updateTable('srm_supplier_invite').set({ expiryDate: '2020-01-31' }).where('inviteId', '=', expiring.inviteId).execute().finally(() => database.close());
    expect(await findInvitation(sent.token)).toMatchObject({ status: 'E', msg: 'This invitation link has expired; ask the buyer to send it again' });
    expect((await call('findById', { id: expiring.inviteId })).data.inviteStatus).toBe('EXPIRED');

    // Sending again needs a later validity date first, said on the field.
    const stale = await call('findById', { id: expiring.inviteId });
    const refused = await call('doResendInvite', { id: expiring.inviteId, versionNum: stale.data.versionNum });
    expect(refused).toMatchObject({ status: 'E', msg: 'The validity date has passed; change and save it before sending' });
    expect(refused.errors?.[0].field).toBe('expiryDate');

    expect(await findInvitation('not-a-token')).toMatchObject({ status: 'E', msg: 'This invitation link is not valid or was replaced by a newer one; ask the buyer to send it again' });
  });

  it('the daily program marks sent invitations past their day of expiry expired, and leaves the others', async () => {
    const overdue = await send(await newInvite('invited.overdue@example.com'));
    const current = await send(await newInvite('invited.current@example.com'));
    const draft = await newInvite('invited.draft@example.com');
    const database = await server.database.open();
    try {
      await database.db.updateTable('srm_supplier_invite').set({ expiryDate: '2020-01-31' }).where('inviteId', 'in', [overdue.answer.data.inviteId, draft.inviteId]).execute();
      const summary = await expireInvitationsProgram.run({}, { database, now: new Date(), log: pino({ level: 'silent' }), requestId: 0 });
      expect(summary.en).toMatch(/^Marked [1-9]\d* overdue registration invitation\(s\) expired$/);
    } finally {
      await database.close();
    }
    const status = async (id: number) => (await call('findById', { id })).data.inviteStatus;
    expect(await status(overdue.answer.data.inviteId)).toBe('EXPIRED');
    expect(await status(current.answer.data.inviteId)).toBe('SENT');
    // Never sent: nothing to expire, it can still be given a later date and sent.
    expect(await status(draft.inviteId)).toBe('PENDING');
    expect(await findInvitation(overdue.token)).toMatchObject({ status: 'E', msg: 'This invitation link has expired; ask the buyer to send it again' });
  });

  it('a supplier user can neither list invitations nor send them', async () => {
    const invite = await newInvite('invited.supplier@example.com');
    const supplier = await signIn(server.baseUrl, 'supplier1', 'EN');
    const list = await supplier.adapter.request({ ...INVITES, operation: 'listByPage', body: { pageIndex: 1, pageRows: 10 }, menu });
    expect(list.status).not.toBe('S');
    const sendAttempt = await supplier.adapter.request({ ...INVITES, operation: 'doSendInvite', body: { id: invite.inviteId, versionNum: invite.versionNum }, menu });
    expect(sendAttempt.status).not.toBe('S');
    expect(await mailsTo(server, 'invited.supplier@example.com')).toEqual([]);
  });
});

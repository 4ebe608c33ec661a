import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown>;

describe('the profile inquiry (route profile) shows each level and the value in force', () => {
  let server: TestServer;
  let admin: SignedInClient;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server.baseUrl, 'admin', 'EN');
    const database = await server.database.open();
    try {
      for (const userName of ['buyer', 'approver']) ids[userName] = Number((await database.db.selectFrom('base_users').select('userId').where('userName', '=', userName).executeTakeFirstOrThrow()).userId);
      ids.PUR_APPROVER = Number((await database.db.selectFrom('base_responsibility').select('responsibilityId').where('responsibilityCode', '=', 'PUR_APPROVER').executeTakeFirstOrThrow()).responsibilityId);
      ids.SZ01 = Number((await database.db.selectFrom('base_organizations').select('orgId').where('orgCode', '=', 'SZ01').executeTakeFirstOrThrow()).orgId);
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  const inquire = async (filters: Row) => {
    const answer = await admin.adapter.request<Row[]>({ service: 'base', resource: 'baseProfileValueRestful', operation: 'listByPage', body: { pageIndex: 1, pageRows: 100, ...filters }, menu: await admin.menu('PROFILE') });
    expect(answer.status).toBe('S');
    return answer.data;
  };

  it('takes the user value over the responsibility\'s, the responsibility\'s over the site\'s', async () => {
    const [forBuyer] = await inquire({ profileCode_like: 'LIST_PAGE_SIZE', userId: ids.buyer, responsibilityId: ids.PUR_APPROVER });
    expect(forBuyer).toMatchObject({ siteValue: '20', respValue: '30', userValue: '50', effectiveValue: '50', effectiveLevel: 'USER' });
    const [forApprover] = await inquire({ profileCode_like: 'LIST_PAGE_SIZE', userId: ids.approver, responsibilityId: ids.PUR_APPROVER });
    expect(forApprover).toMatchObject({ respValue: '30', userValue: null, effectiveValue: '30', effectiveLevel: 'RESP' });
  });

  it('takes the organisation\'s value over the site\'s', async () => {
    const [threshold] = await inquire({ profileCode_like: 'PO_APPROVAL_AMOUNT', orgId: ids.SZ01 });
    expect(threshold).toMatchObject({ siteValue: '100000', orgValue: '50000', effectiveValue: '50000', effectiveLevel: 'ORG' });
    const [siteOnly] = await inquire({ profileCode_like: 'PO_APPROVAL_AMOUNT' });
    expect(siteOnly).toMatchObject({ orgValue: null, effectiveValue: '100000', effectiveLevel: 'SITE' });
  });

  it('is the administrator\'s only: a buyer holds no menu for it', async () => {
    const buyer = await signIn(server.baseUrl, 'buyer', 'EN');
    await expect(buyer.menu('PROFILE')).rejects.toThrow(/no menu PROFILE/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BpmCaller, type Row } from '../bpm/bpm-support';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/** Procurement plans (采购计划): lines per item and month with planned amounts; submit, return, approve, close. */
let server: TestServer;
let buyer: BpmCaller;
let approver: BpmCaller;
let orgId: number;

beforeAll(async () => {
  server = await startTestServer();
  [buyer, approver] = (await Promise.all((['buyer', 'approver'] as const).map((who) => signIn(server.baseUrl, who, 'EN')))).map((client) => new BpmCaller(client));
  const orgs = await buyer.call<Row[]>('PURCHASE_PLAN', 'base', 'baseOrganizationRestful', 'listByPage', { orgCode: 'SH01' });
  orgId = Number(orgs.data[0].orgId);
});
afterAll(async () => {
  await server?.stop();
});

const plan = (caller: BpmCaller, operation: string, body: Row) => caller.call('PURCHASE_PLAN', 'srm', 'srmPurPlanHeaderRestful', operation, body);

describe('procurement plans', () => {
  it('total their lines, go back to the planner with a reason, and are approved and closed', async () => {
    const saved = await plan(buyer, 'saveOrUpdate', {
      planTitle: '二季度密封件计划', orgId, periodFrom: '2027-04-01', periodTo: '2027-06-30',
      lines: [
        { itemName: 'O型圈 NBR 20x2', planMonth: '2027-04-01', planQty: 1000, planPrice: 0.35 },
        { itemName: 'O型圈 NBR 20x2', planMonth: '2027-05-01', planQty: 1200.5, planPrice: 0.35 },
      ],
    });
    expect(saved.status, saved.msg).toBe('S');
    expect(saved.data).toMatchObject({ status: 'DRAFT', totalPlanQty: 2200.5, totalPlanAmount: 770.18 });
    expect(String(saved.data.planNumber)).toMatch(/^PP\d{8}-\d{4}$/);
    const id = saved.data.planHeaderId;
    expect((await plan(buyer, 'doSubmit', { id })).status).toBe('S');
    expect((await plan(buyer, 'doApproval', { id })).status).toBe('E');
    const returned = await plan(approver, 'doReturn', { id, comment: '五月数量偏高' });
    expect(returned.data).toMatchObject({ status: 'RETURNED', rejectReason: '五月数量偏高' });
    const edited = await plan(buyer, 'saveOrUpdate', { ...returned.data, lines: (returned.data.lines as Row[]).map((line) => ({ ...line, planQty: 1000 })) });
    expect(edited.data.totalPlanAmount).toBe(700);
    expect((await plan(buyer, 'doSubmit', { id, versionNum: edited.data.versionNum })).status).toBe('S');
    expect((await plan(approver, 'doApproval', { id })).data).toMatchObject({ status: 'APPROVED', rejectReason: null });
    expect((await plan(buyer, 'saveOrUpdate', { ...edited.data, planTitle: 'changed' })).status).toBe('E');
    expect((await plan(buyer, 'doClose', { id })).data).toMatchObject({ status: 'CLOSED' });
  });

  it('refuses a line without a month or quantity, naming the field', async () => {
    const refused = await plan(buyer, 'saveOrUpdate', { planTitle: '缺字段', orgId, periodFrom: '2027-04-01', periodTo: '2027-06-30', lines: [{ itemName: '垫片', planPrice: 1 }] });
    expect(refused.status).toBe('E');
    expect((refused.errors as { field: string }[]).map((error) => error.field).sort()).toEqual(['planMonth', 'planQty']);
  });
});

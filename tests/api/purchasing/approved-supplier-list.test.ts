import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { DemoUserName } from '../support/demo-users';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The approved supplier list (货源清单, srmPurAsl) is written only by approving its applications and
 * alterations (entity key `posts`), and purchase orders check their lines against it (`listChecks`), warning
 * or refusing as the configuration profile PUR_ASL_CONTROL says (the demo site value is WARN).
 */
type Row = Record<string, unknown>;

let server: TestServer;
const clients = new Map<DemoUserName, SignedInClient>();
const menus = new Map<string, MenuContext>();

async function call(who: DemoUserName, menuCode: string, resource: string, operation: string, body: Row) {
  const client = clients.get(who) as SignedInClient;
  const key = `${who}:${menuCode}`;
  if (!menus.has(key)) menus.set(key, await client.menu(menuCode));
  return client.adapter.request<Row>({ service: resource === 'baseConfigProfileRestful' ? 'base' : 'srm', resource, operation, body, menu: menus.get(key) as MenuContext });
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['admin', 'buyer', 'approver'] as const) clients.set(who, await signIn(server.baseUrl, who, 'EN'));
  await masterIds();
});
afterAll(async () => {
  await server?.stop();
});

/** The demo master data the tests use, by code. */
async function masterIds(): Promise<void> {
  const database = await server.database.open();
  try {
    const org = await database.db.selectFrom('base_organizations').select('orgId').where('orgCode', '=', 'SH01').executeTakeFirstOrThrow();
    ids.sh01 = Number(org.orgId);
    for (const row of await database.db.selectFrom('srm_pos_supplier_info').select(['supplierId', 'supplierNumber']).execute()) ids[String(row.supplierNumber)] = Number(row.supplierId);
    for (const [name, code] of [['resistor', '0102010001'], ['bearing', '0101010003']]) {
      const item = await database.db.selectFrom('base_material_items').select('itemId').where('itemCode', '=', code).executeTakeFirstOrThrow();
      ids[name] = Number(item.itemId);
    }
  } finally {
    await database.close();
  }
}

const order = (supplierId: number, itemId: number) => ({
  orgId: ids.sh01,
  supplierId,
  startDate: '2026-12-01',
  lines: [{ itemId, itemName: 'test item', demandQty: 10, taxPrice: 2, taxRateCode: 'VAT13', demandDate: '2026-12-20' }],
});

async function setControl(value: 'NONE' | 'WARN' | 'REFUSE'): Promise<void> {
  const found = await call('admin', 'CONFIG_PROFILE', 'baseConfigProfileRestful', 'listByPage', { pageIndex: 1, pageRows: 10, profileCode: 'PUR_ASL_CONTROL' });
  const site = (found.data as unknown as Row[]).find((row) => row.profileLevel === 'SITE') as Row;
  const saved = await call('admin', 'CONFIG_PROFILE', 'baseConfigProfileRestful', 'saveOrUpdate', { ...site, profileValue: value });
  expect(saved.status, saved.msg).toBe('S');
}

describe('approved supplier list', () => {
  it('adds the lines of an approved application to the list, linked to the application', async () => {
    const apply = await call('buyer', 'PUR_ASL_APPLY', 'srmPurAslApplyRestful', 'saveOrUpdate', {
      applyTitle: 'Resistors from Hongda for Shanghai',
      orgId: ids.sh01,
      lines: [{ supplierId: ids.S000002, itemId: ids.resistor, quotaPct: 40, dateFrom: '2026-01-01' }],
    });
    expect(apply.status, apply.msg).toBe('S');
    const id = apply.data.applyId;
    expect((apply.data.lines as Row[])[0].categoryId, 'the item fills its category').toBeTruthy();
    const submitted = await call('buyer', 'PUR_ASL_APPLY', 'srmPurAslApplyRestful', 'doSubmit', { id });
    expect(submitted.data.status).toBe('SUBMITTED');
    const refused = await call('buyer', 'PUR_ASL_APPLY', 'srmPurAslApplyRestful', 'doApprove', { id });
    expect(refused.status, 'the buyer is not granted the approval').toBe('E');
    const before = await call('approver', 'PUR_ASL', 'srmPurAslRestful', 'listByPage', { pageIndex: 1, pageRows: 50, supplierId: ids.S000002, orgId: ids.sh01 });
    expect(before.data).toEqual([]);
    const approved = await call('approver', 'PUR_ASL_APPLY', 'srmPurAslApplyRestful', 'doApprove', { id });
    expect(approved.status, approved.msg).toBe('S');
    expect(approved.data.status).toBe('APPROVED');
    const after = await call('approver', 'PUR_ASL', 'srmPurAslRestful', 'listByPage', { pageIndex: 1, pageRows: 50, supplierId: ids.S000002, orgId: ids.sh01 });
    const entries = after.data as unknown as Row[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ itemId: ids.resistor, quotaPct: 40, dateFrom: '2026-01-01', aslStatus: 'EFFECTIVE', sourceNumber: apply.data.applyNumber });
    ids.entry = Number(entries[0].aslId);
    const links = await call('buyer', 'PUR_ASL_APPLY', 'srmPurAslApplyRestful', 'findDocumentLinks', { id });
    expect((links.data as unknown as Row[]).map((link) => link.entity)).toEqual(['srmPurAsl']);
  });

  it('is never written directly, not even by an administrator', async () => {
    const answer = await call('admin', 'PUR_ASL', 'srmPurAslRestful', 'saveOrUpdate', { aslId: ids.entry, quotaPct: 99 });
    expect(answer.status).toBe('E');
    const stored = await call('admin', 'PUR_ASL', 'srmPurAslRestful', 'findById', { id: ids.entry });
    expect(stored.data.quotaPct).toBe(40);
  });

  it('changes the entry an approved alteration names, keeping the old values on the line', async () => {
    const alteration = await call('buyer', 'PUR_ASL_ALTERATION', 'srmPurAslAlterationRestful', 'saveOrUpdate', {
      alterationTitle: 'Hongda resistors on hold',
      orgId: ids.sh01,
      lines: [{ aslId: ids.entry, quotaPct: 25, dateFrom: '2026-01-01', dateTo: '2026-12-31', aslStatus: 'SUSPENDED' }],
    });
    expect(alteration.status, alteration.msg).toBe('S');
    expect((alteration.data.lines as Row[])[0]).toMatchObject({ oldQuotaPct: 40, oldAslStatus: 'EFFECTIVE', supplierId: ids.S000002 });
    const id = alteration.data.alterationId;
    expect((await call('buyer', 'PUR_ASL_ALTERATION', 'srmPurAslAlterationRestful', 'doSubmit', { id })).status).toBe('S');
    const rejected = await call('approver', 'PUR_ASL_ALTERATION', 'srmPurAslAlterationRestful', 'doReject', { id, comment: 'Keep the quota until the audit' });
    expect(rejected.data.status).toBe('REJECTED');
    expect((await call('approver', 'PUR_ASL', 'srmPurAslRestful', 'findById', { id: ids.entry })).data.quotaPct, 'a rejection changes nothing').toBe(40);
    expect((await call('buyer', 'PUR_ASL_ALTERATION', 'srmPurAslAlterationRestful', 'doSubmit', { id })).status).toBe('S');
    const approved = await call('approver', 'PUR_ASL_ALTERATION', 'srmPurAslAlterationRestful', 'doApprove', { id });
    expect(approved.status, approved.msg).toBe('S');
    const entry = await call('approver', 'PUR_ASL', 'srmPurAslRestful', 'findById', { id: ids.entry });
    expect(entry.data).toMatchObject({ quotaPct: 25, dateTo: '2026-12-31', aslStatus: 'SUSPENDED', lastChangeNumber: alteration.data.alterationNumber });
  });

  it('rolls the approval back, naming the line, when a posted line is refused', async () => {
    const alteration = await call('buyer', 'PUR_ASL_ALTERATION', 'srmPurAslAlterationRestful', 'saveOrUpdate', {
      alterationTitle: 'Bad dates',
      orgId: ids.sh01,
      lines: [{ aslId: ids.entry, dateFrom: '2026-01-01', aslStatus: 'EFFECTIVE', quotaPct: 30 }],
    });
    const id = alteration.data.alterationId;
    await call('buyer', 'PUR_ASL_ALTERATION', 'srmPurAslAlterationRestful', 'doSubmit', { id });
    const database = await server.database.open();
    try {
      await database.db.deleteFrom('srm_pur_asl').where('aslId', '=', ids.entry).execute();
    } finally {
      await database.close();
    }
    const approved = await call('approver', 'PUR_ASL_ALTERATION', 'srmPurAslAlterationRestful', 'doApprove', { id });
    expect(approved.status).toBe('E');
    expect(approved.msg).toBe('Line 1: the Approved supplier list entry to change does not exist');
    expect(approved.errors).toEqual([{ field: 'aslId', line: { collection: 'lines', index: 0 }, message: 'the Approved supplier list entry to change does not exist' }]);
    expect((await call('buyer', 'PUR_ASL_ALTERATION', 'srmPurAslAlterationRestful', 'findById', { id })).data.status).toBe('SUBMITTED');
  });
});

describe('orders against the approved supplier list', () => {
  it('WARN (the demo site value): the order is saved, the line flagged and the answer says why', async () => {
    const saved = await call('buyer', 'PO_LIST', 'srmPoHeaderRestful', 'saveOrUpdate', order(ids.S000002, ids.resistor));
    expect(saved.status, saved.msg).toBe('S');
    expect(saved.warnings).toHaveLength(1);
    expect(saved.warnings?.[0]).toMatch(/^Line 1: Item \(0102010001 .+\): the supplier is not on the approved supplier list/);
    expect(saved.msg).toContain(saved.warnings?.[0]);
    expect((saved.data.lines as Row[])[0].aslWarnFlag).toBe('Y');
  });

  it('a supplier listed for the item\'s category passes without a warning', async () => {
    const saved = await call('buyer', 'PO_LIST', 'srmPoHeaderRestful', 'saveOrUpdate', order(ids.S000001, ids.bearing));
    expect(saved.status, saved.msg).toBe('S');
    expect(saved.warnings).toBeUndefined();
    expect((saved.data.lines as Row[])[0].aslWarnFlag).toBe('N');
  });

  it('REFUSE: the save is refused naming the line and the field; NONE lets it pass unflagged', async () => {
    await setControl('REFUSE');
    const refused = await call('buyer', 'PO_LIST', 'srmPoHeaderRestful', 'saveOrUpdate', order(ids.S000002, ids.resistor));
    expect(refused.status).toBe('E');
    expect(refused.msg).toMatch(/^Line 1: Item \(0102010001 .+\): the supplier is not on the approved supplier list/);
    expect(refused.errors).toEqual([{ field: 'itemId', line: { collection: 'lines', index: 0 }, message: expect.stringContaining('approved supplier list') }]);
    const listed = await call('buyer', 'PO_LIST', 'srmPoHeaderRestful', 'saveOrUpdate', order(ids.S000001, ids.bearing));
    expect(listed.status, listed.msg).toBe('S');
    await setControl('NONE');
    const free = await call('buyer', 'PO_LIST', 'srmPoHeaderRestful', 'saveOrUpdate', order(ids.S000002, ids.resistor));
    expect(free.status, free.msg).toBe('S');
    expect(free.warnings).toBeUndefined();
    expect((free.data.lines as Row[])[0].aslWarnFlag).toBe('N');
    await setControl('WARN');
  });
});

describe('requisitions against the approved supplier list (the same listChecks, on the line\'s supplier)', () => {
  const requisition = (supplierId: number, itemId: number) => ({
    prTitle: 'ASL check',
    orgId: ids.sh01,
    requestDate: '2026-11-20',
    lines: [{ itemId, itemName: 'test item', uomCode: 'PCS', quantity: 10, needByDate: '2026-12-20', supplierId, estimatedPrice: 2 }],
  });

  it('warns, refuses naming the line\'s supplier, and passes a listed supplier', async () => {
    const warned = await call('buyer', 'PR_LIST', 'srmPurRequisitionHeaderRestful', 'saveOrUpdate', requisition(ids.S000002, ids.resistor));
    expect(warned.status, warned.msg).toBe('S');
    expect(warned.warnings?.[0]).toMatch(/^Line 1: Suggested supplier|^Line 1: Supplier/);
    expect((warned.data.lines as Row[])[0].aslWarnFlag).toBe('Y');
    await setControl('REFUSE');
    const refused = await call('buyer', 'PR_LIST', 'srmPurRequisitionHeaderRestful', 'saveOrUpdate', requisition(ids.S000002, ids.resistor));
    expect(refused.status).toBe('E');
    expect(refused.errors).toEqual([{ field: 'supplierId', line: { collection: 'lines', index: 0 }, message: expect.stringContaining('approved supplier list') }]);
    const listed = await call('buyer', 'PR_LIST', 'srmPurRequisitionHeaderRestful', 'saveOrUpdate', requisition(ids.S000001, ids.bearing));
    expect(listed.status, listed.msg).toBe('S');
    expect((listed.data.lines as Row[])[0].aslWarnFlag).toBe('N');
    await setControl('WARN');
  });
});

describe('the control is the profile value in force for the caller (user > responsibility > organisation > site)', () => {
  async function profile(level: 'RESP' | 'USER', key: Row, value: string): Promise<Row> {
    const saved = await call('admin', 'CONFIG_PROFILE', 'baseConfigProfileRestful', 'saveOrUpdate', {
      profileCode: 'PUR_ASL_CONTROL', profileName: '货源清单控制方式', profileLevel: level, valueType: 'STRING', profileValue: value, ...key,
    });
    expect(saved.status, saved.msg).toBe('S');
    return saved.data;
  }
  const disable = async (row: Row) => expect((await call('admin', 'CONFIG_PROFILE', 'baseConfigProfileRestful', 'saveOrUpdate', { ...row, enabledFlag: 'N' })).status).toBe('S');

  it('a buyer responsibility value refuses over the site\'s WARN; the buyer\'s own NONE passes over both; disabled values count for nothing', async () => {
    const database = await server.database.open();
    const resp = await database.db.selectFrom('base_responsibility').select('responsibilityId').where('responsibilityCode', '=', 'PUR_BUYER').executeTakeFirstOrThrow().finally(() => database.close());
    const byResp = await profile('RESP', { responsibilityId: Number(resp.responsibilityId) }, 'REFUSE');
    expect((await call('buyer', 'PO_LIST', 'srmPoHeaderRestful', 'saveOrUpdate', order(ids.S000002, ids.resistor))).status).toBe('E');
    const byUser = await profile('USER', { userId: (clients.get('buyer') as SignedInClient).login.user.userId }, 'NONE');
    const free = await call('buyer', 'PO_LIST', 'srmPoHeaderRestful', 'saveOrUpdate', order(ids.S000002, ids.resistor));
    expect(free.status, free.msg).toBe('S');
    expect(free.warnings).toBeUndefined();
    await disable(byUser);
    expect((await call('buyer', 'PO_LIST', 'srmPoHeaderRestful', 'saveOrUpdate', order(ids.S000002, ids.resistor))).status).toBe('E');
    await disable(byResp);
    const warned = await call('buyer', 'PO_LIST', 'srmPoHeaderRestful', 'saveOrUpdate', order(ids.S000002, ids.resistor));
    expect(warned.status, warned.msg).toBe('S');
    expect(warned.warnings).toHaveLength(1);
  });
});

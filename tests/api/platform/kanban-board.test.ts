import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScreenDescriptors, ScreenCoverage } from '../../../src/server/access/screen-coverage';
import { loadEntitySchemas } from '../../../src/server/db/load-entity-schemas';
import { REPO_PATHS } from '../../../src/server/startup/repo-paths';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { FILE_PATHS } from '../../../renderer/data/file-paths';
import { FileClient, SAMPLES } from '../files/support/file-client';
import { Orders } from '../files/support/order-fixture';
import { sendSigned } from '../support/raw-requests';
import { signIn, type SignedInClient } from '../support/signed-client';
import type { DemoUserName } from '../support/demo-users';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The purchase order board (menu PO_KANBAN, screen PurchaseOrderKb): a drag on it is the workflow action
 * through the board's menu, so the menu must grant each demo user exactly the actions the board offers
 * him, and the access guard must refuse the others. The edit screen a card opens runs under the same menu.
 */
type Row = Record<string, unknown>;

const ACTIONS = { doSubmit: 'btnSubmit', doApproval: 'btnApprove', doReject: 'btnReject', doCancel: 'btnCancel', doSupplierConfirm: 'btnSupplierConfirm', doSend: 'btnSend', doBuyerConfirm: 'btnBuyerConfirm', doHandUp: 'btnHandUp', doClose: 'btnClose' } as const;
type ActionName = keyof typeof ACTIONS;

/** Reading the attachments of an order opened from the board, as from the order list. */
const READ_FILES = ['btnDownloadAttachment', 'btnPreviewAttachment'];

/** What each demo user may do on the board, and therefore the only resource codes the board's menu grants him. */
const GRANTED: Record<Exclude<DemoUserName, 'supplier2'>, { codes: string[]; actions: ActionName[]; save: boolean }> = {
  admin: {
    codes: ['btnApprove', 'btnCancel', 'btnReject', 'btnSave', 'btnSubmit', 'btnSupplierConfirm', 'btnSend', 'btnBuyerConfirm', 'btnHandUp', 'btnClose', ...READ_FILES],
    actions: ['doSubmit', 'doApproval', 'doReject', 'doCancel', 'doSend', 'doBuyerConfirm', 'doHandUp', 'doClose'],
    save: true,
  },
  buyer: { codes: ['btnCancel', 'btnSubmit', 'btnSend', 'btnBuyerConfirm', 'btnHandUp', 'btnClose', ...READ_FILES], actions: ['doSubmit', 'doCancel', 'doSend', 'doBuyerConfirm', 'doHandUp', 'doClose'], save: false },
  approver: { codes: ['btnApprove', 'btnReject', ...READ_FILES], actions: ['doApproval', 'doReject'], save: false },
  // The countersigners of orders from 100,000 hold the approver's responsibility.
  director: { codes: ['btnApprove', 'btnReject', ...READ_FILES], actions: ['doApproval', 'doReject'], save: false },
  finance: { codes: ['btnApprove', 'btnReject', ...READ_FILES], actions: ['doApproval', 'doReject'], save: false },
  supplier1: { codes: ['btnSupplierConfirm', ...READ_FILES], actions: ['doSupplierConfirm'], save: false },
};
const USERS = Object.keys(GRANTED) as (keyof typeof GRANTED)[];
/** An id no order has: a granted call gets past the access guard and is answered "not found", a refused one is a 403. */
const NO_SUCH_ORDER = 987654321;

let server: TestServer;
const clients = new Map<DemoUserName, SignedInClient>();
const boards = new Map<DemoUserName, MenuContext>();

function client(who: DemoUserName): SignedInClient {
  const found = clients.get(who);
  if (!found) throw new Error(`${who} is not signed in`);
  return found;
}

function board(who: DemoUserName): MenuContext {
  const found = boards.get(who);
  if (!found) throw new Error(`${who} has no board`);
  return found;
}

function callOnBoard(who: DemoUserName, operation: string, body: Row) {
  return client(who).adapter.request<Row | Row[]>({ service: 'srm', resource: 'srmPoHeaderRestful', operation, body, menu: board(who) });
}

/** The HTTP status of an operation through the board's menu (signed by hand, so the 403 is seen as such). */
async function httpStatusOnBoard(who: DemoUserName, operation: string, body: Row): Promise<number> {
  const menu = board(who);
  const answer = await sendSigned(server.baseUrl, client(who).login, {
    path: `/api/srm/v1/srmPoHeaderRestful/${operation}`,
    body,
    headers: { menuId: String(menu.menuId), respId: String(menu.respId), 'SAAF-Language': 'EN' },
  });
  return answer.httpStatus;
}

/** A column of the board as the user's screen loads it. */
async function column(who: DemoUserName, status: string): Promise<Row[]> {
  const answer = await callOnBoard(who, 'listByPage', { status, pageIndex: 1, pageRows: 20 });
  expect(answer.status).toBe('S');
  return answer.data as Row[];
}

beforeAll(async () => {
  server = await startTestServer();
  for (const who of [...USERS, 'supplier2'] as DemoUserName[]) {
    const signedIn = await signIn(server.baseUrl, who, 'EN');
    clients.set(who, signedIn);
    boards.set(who, await signedIn.menu('PO_KANBAN'));
  }
});

afterAll(async () => {
  await server?.stop();
});

describe('the purchase order board menu', () => {
  it.each(USERS)('grants %s exactly the codes of the moves the board offers him', async (who) => {
    const menu = board(who);
    const answer = await client(who).adapter.request<{ resourceCode: string }[]>({
      service: 'base',
      resource: 'baseResourceRestful',
      operation: 'findResourcesByRespMenu',
      body: { menuId: menu.menuId, respId: menu.respId },
    });
    expect(answer.data.map((row) => row.resourceCode).sort()).toEqual([...GRANTED[who].codes].sort());
  });

  it.each(USERS)('lets %s run his actions through the board and refuses every other one with 403', async (who) => {
    const statuses: Record<string, number> = {};
    for (const action of Object.keys(ACTIONS) as ActionName[]) {
      statuses[action] = await httpStatusOnBoard(who, action, { id: NO_SUCH_ORDER, comment: 'test' });
    }
    statuses.saveOrUpdate = await httpStatusOnBoard(who, 'saveOrUpdate', { poHeaderId: NO_SUCH_ORDER, versionNum: 1 });
    const expected: Record<string, number> = {};
    for (const action of Object.keys(ACTIONS) as ActionName[]) expected[action] = GRANTED[who].actions.includes(action) ? 200 : 403;
    // The approving code also lets a save past the check: the save then refuses any record not waiting on the caller's open task.
    expected.saveOrUpdate = GRANTED[who].save || GRANTED[who].actions.includes('doApproval') ? 200 : 403;
    expect(statuses).toEqual(expected);
  });

  it('lets every user read the board and open a card (findById) under its menu', async () => {
    for (const who of USERS) {
      const rows = [...(await column(who, 'SENT')), ...(await column(who, 'SUBMITTED'))];
      expect(rows.length, `${who} sees sent or submitted orders`).toBeGreaterThan(0);
      const opened = await callOnBoard(who, 'findById', { id: rows[0].poHeaderId });
      expect(opened.status, who).toBe('S');
      expect((opened.data as Row).lines, who).toBeInstanceOf(Array);
    }
  });

  it('shows a supplier only its own orders in the statuses suppliers see', async () => {
    expect(await column('supplier1', 'DRAFT')).toEqual([]);
    expect(await column('supplier1', 'SUBMITTED')).toEqual([]);
    // Approved but not yet sent, an order is the buyer's alone.
    expect(await column('supplier1', 'APPROVED')).toEqual([]);
    const approved = await column('supplier1', 'SENT');
    expect(approved.length).toBeGreaterThan(0);
    expect(new Set(approved.map((row) => row.supplierName))).toEqual(new Set(['华东精密机械有限公司']));
    expect((await column('supplier2', 'SENT')).some((row) => approved.some((own) => own.poHeaderId === row.poHeaderId))).toBe(false);
  });
});

describe('moves on the board are workflow actions through its menu', () => {
  it('the approver approves a submitted order; he cannot submit or cancel one', async () => {
    // Under 100,000 the approver is the order's one approver (seed/bpm/poApproval.bpmn): his approval ends it.
    const submitted = (await column('approver', 'SUBMITTED')).find((row) => Number(row.taxTotalAmount) < 100_000);
    if (!submitted) throw new Error('the demo data has no submitted order under 100,000 for the approver');
    const refused = await callOnBoard('approver', 'doCancel', { id: submitted.poHeaderId, versionNum: submitted.versionNum });
    expect(refused).toMatchObject({ status: 'E', msg: 'you have no permission for this action' });
    const approved = await callOnBoard('approver', 'doApproval', { id: submitted.poHeaderId, versionNum: submitted.versionNum });
    expect(approved.status).toBe('S');
    expect((approved.data as Row).status).toBe('APPROVED');
    expect((await column('approver', 'APPROVED')).map((row) => row.poHeaderId)).toContain(submitted.poHeaderId);
  });

  it('the buyer submits a draft with lines; he cannot approve', async () => {
    const drafts = await column('buyer', 'DRAFT');
    let draft: Row | undefined;
    for (const row of drafts) {
      const opened = await callOnBoard('buyer', 'findById', { id: row.poHeaderId });
      if (((opened.data as Row).lines as Row[]).length > 0) draft = row;
    }
    if (!draft) throw new Error('the demo data has no draft with lines for the buyer');
    const submitted = await callOnBoard('buyer', 'doSubmit', { id: draft.poHeaderId, versionNum: draft.versionNum });
    expect(submitted.status).toBe('S');
    const refused = await callOnBoard('buyer', 'doApproval', { id: draft.poHeaderId, versionNum: (submitted.data as Row).versionNum });
    expect(refused).toMatchObject({ status: 'E', msg: 'you have no permission for this action' });
  });

  it('a supplier confirms its sent order; the other supplier cannot reach it', async () => {
    const [approved] = await column('supplier1', 'SENT');
    const other = await callOnBoard('supplier2', 'doSupplierConfirm', { id: approved.poHeaderId, versionNum: approved.versionNum });
    expect(other.status).toBe('E');
    const confirmed = await callOnBoard('supplier1', 'doSupplierConfirm', { id: approved.poHeaderId, versionNum: approved.versionNum });
    expect(confirmed.status).toBe('S');
    expect((confirmed.data as Row).status).toBe('CONFIRMED');
    expect((await column('supplier1', 'CONFIRMED')).map((row) => row.poHeaderId)).toContain(approved.poHeaderId);
  });

  it('refuses a move from a status the action does not start from, saying why', async () => {
    const [confirmed] = await column('admin', 'CONFIRMED');
    const answer = await callOnBoard('admin', 'doSubmit', { id: confirmed.poHeaderId, versionNum: confirmed.versionNum });
    expect(answer.status).toBe('E');
    expect(answer.msg).not.toBe('');
    expect(answer.msg).not.toBe('you have no permission for this action');
  });
});

describe('an order opened from the board', () => {
  it('lets the approver preview and download its attachments under the board\'s menu, as under the order list', async () => {
    const buyer = client('buyer');
    const buyerList = await buyer.menu('PO_LIST');
    const buyerFiles = new FileClient(server.baseUrl, buyer.login, 'EN');
    const file = await buyerFiles.uploadOne('图纸.pdf', SAMPLES.pdf, buyerList);
    const orders = new Orders(buyer, buyerList);
    const saved = await orders.save(await orders.draft({ attachmentIds: String(file.fileId) }));
    const submitted = await orders.call('doSubmit', { id: saved.poHeaderId, versionNum: saved.versionNum });
    expect(submitted.status).toBe('S');

    const approverFiles = new FileClient(server.baseUrl, client('approver').login, 'EN');
    const opened = await callOnBoard('approver', 'findById', { id: saved.poHeaderId });
    expect((opened.data as Row).attachmentIds).toBe(String(file.fileId));
    // A link to the file passes the same checks as the download itself (widget, resource code, the document's
    // scope) and answers JSON, so no streamed body is left to the server's close.
    for (const disposition of ['attachment', 'inline']) {
      const link = await approverFiles.call<{ url: string }>(FILE_PATHS.fileUrl, { fileId: file.fileId, disposition }, board('approver'));
      expect(link.status, `${disposition}: ${link.msg}`).toBe('S');
      expect(link.data.url).toMatch(/^\/api\/file\/v2\/file\/link\//);
    }
    // The supplier of the order does not see it yet (submitted, not approved): it is out of his reach.
    const supplierFiles = new FileClient(server.baseUrl, client('supplier1').login, 'EN');
    const refused = await supplierFiles.call(FILE_PATHS.fileUrl, { fileId: file.fileId, disposition: 'attachment' }, board('supplier1'));
    expect(refused.status).toBe('E');
  });
});

describe('the board\'s screen coverage', () => {
  it('covers the orders and their lines through the edit screen a card opens, with its attachment widgets', () => {
    const coverage = new ScreenCoverage(loadScreenDescriptors(REPO_PATHS.screens), new EntityCatalog(loadEntitySchemas(REPO_PATHS.schemas)));
    const { full, readOnly, attachments } = coverage.forRoute('PurchaseOrderKb');
    expect([...full].sort()).toEqual(['srmPoHeader', 'srmPoLine', 'srmPoLineSchedule', 'srmPoVersion', 'srmPoVersionChange']);
    expect([...readOnly].sort()).toEqual(['baseMaterialItem', 'baseOrganization', 'baseUsers', 'srmPaymentTerm', 'srmPosSupplierBankAccount', 'srmPosSupplierInfo']);
    expect([...attachments.keys()].sort()).toEqual(['srmPoHeader.attachmentIds', 'srmPoLine.drawingIds']);
  });
});

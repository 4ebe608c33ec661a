// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { stagedChanges, type Json } from './support/validate-changed-copy';

const BOARD = 'screens/purchasing/PurchaseOrderKb.json';
let staged = stagedChanges();
beforeEach(() => {
  staged = stagedChanges();
});
const edit = (file: string, change: (json: Json) => void) => staged.edit(file, change);
const problems = () => staged.problems();

describe('validating kanban screens', () => {
  it('accepts the purchase order board as committed', () => {
    expect(problems()).toBe('');
  });

  it('names a column status the workflow does not have, and a status with two columns', () => {
    edit(BOARD, (json) => {
      const columns = json.columns as { status: string }[];
      columns[1].status = 'SUBMITED';
      columns[2].status = 'DRAFT';
    });
    const text = problems();
    expect(text).toContain(`${BOARD}: $.columns[1].status: status \`SUBMITED\` is not a status of the workflow of srmPoHeader (DRAFT, SUBMITTED, APPROVED, REJECTED, CANCELLED, SENT, CONFIRMED, FEEDBACK, HOLD, CHANGING, CLOSED); did you mean \`SUBMITTED\`?`);
    expect(text).toContain(`${BOARD}: $.columns[2].status: status \`DRAFT\` already has a column`);
  });

  it('names card keys, display keys, lookups, search fields and params that are not of the entity', () => {
    edit(BOARD, (json) => {
      const card = json.card as { title: string; subtitle: string; fields: Record<string, unknown>[] };
      card.title = 'poNumbr';
      card.subtitle = 'supplierNme';
      card.fields[0].displayKey = 'orgNam';
      card.fields.push({ key: 'status', lookup: { typeCode: 'PO_STATU' } });
      (json.search as { field: string }[])[0].field = 'orgIds';
      json.params = { poTyp: 'STANDARD', startDate_gte: '2026-01-01' };
    });
    const text = problems();
    expect(text).toContain(`${BOARD}: $.card.title: field \`poNumbr\` is not in entity srmPoHeader; did you mean \`poNumber\`?`);
    expect(text).toContain(`${BOARD}: $.card.subtitle: field \`supplierNme\` is not in entity srmPoHeader; did you mean \`supplierName\`?`);
    expect(text).toContain(`${BOARD}: $.card.fields[0].displayKey: field \`orgNam\` is not in entity srmPoHeader; did you mean \`orgName\`?`);
    expect(text).toContain(`${BOARD}: $.card.fields[3].lookup.typeCode: lookup type \`PO_STATU\` is not in seed/system/lookups.json; did you mean \`PO_STATUS\`?`);
    expect(text).toContain(`${BOARD}: $.search[0].field: field \`orgIds\` is not in entity srmPoHeader; did you mean \`orgId\`?`);
    expect(text).toContain(`${BOARD}: $.params.poTyp: field \`poTyp\` is not in entity srmPoHeader; did you mean \`poType\`?`);
    expect(text).not.toContain('startDate_gte');
  });

  it('names an edit route without a screen', () => {
    edit(BOARD, (json) => {
      json.editRoute = 'purOrderManage/purchaseOrderEdt';
    });
    expect(problems()).toContain(`${BOARD}: $.editRoute: route \`purOrderManage/purchaseOrderEdt\` has no screen; did you mean \`purOrderManage/purchaseOrderEdit\`?`);
  });

  it('refuses a board of an entity without a workflow', () => {
    edit(BOARD, (json) => {
      json.entity = 'srmPosSupplierInfo';
      delete json.columns;
      json.card = { title: 'supplierName', fields: [] };
      json.search = [];
      json.editRoute = 'supplierInfoList';
    });
    expect(problems()).toContain(`${BOARD}: $.entity: entity srmPosSupplierInfo has no workflow, so a kanban screen has no statuses to lay out`);
  });

  it('refuses a board whose menu grants none of the workflow codes', () => {
    edit('seed/system/menus.json', (json) => {
      const [purchase] = json.menus as { children: { code: string; resources: { code: string }[] }[] }[];
      const board = purchase.children.find((menu) => menu.code === 'PO_KANBAN');
      if (!board) throw new Error('no PO_KANBAN menu');
      board.resources = [];
      for (const responsibility of json.responsibilities as { grants: Record<string, unknown> }[]) {
        if (Array.isArray(responsibility.grants.PO_KANBAN)) responsibility.grants.PO_KANBAN = [];
      }
    });
    expect(problems()).toContain(`${BOARD}: $.route: the menu of route PurchaseOrderKb holds none of the workflow's resource codes (btnSubmit, btnApprove, btnReject, btnWithdraw, btnCancel, btnSend, btnSupplierConfirm, btnSupplierFeedback, btnBuyerConfirm, btnBuyerReject, btnHandUp, btnChange, btnClose, btnCloseLine), so no card can be moved; add them to seed/system/menus.json`);
  });
});

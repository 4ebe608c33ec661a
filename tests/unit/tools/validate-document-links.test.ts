// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { at, stagedChanges, type Json } from './support/validate-changed-copy';

let staged = stagedChanges();

const edit = (file: string, change: (json: Json) => void) => staged.edit(file, change);

/** What the validator says once `change` has staged its edits. */
function problems(change: () => void): string {
  staged = stagedChanges();
  change();
  return staged.problems();
}

const field = (json: Json, name: string) => (json.fields as Json[]).find((candidate) => candidate.name === name) as Json;
const ref = (json: Json, name: string) => field(json, name).ref as Json;
const PO = 'schemas/srm/srmPoHeader.json';
const NOTE = 'schemas/srm/srmDeliveryHeader.json';

describe('the validator checks expressions, generate actions and consumptions, naming the field', () => {
  it('names a misspelt field of a mapping on the source and on the target', () => {
    const text = problems(() =>
      edit(PO, (json) => {
        at(json, 'generate', 'doCreateDelivery', 'header').supplierId = { field: 'supplierNo' };
        const map = at(json, 'generate', 'doCreateDelivery', 'lines', 0, 'map');
        map.shipQty = { field: 'openQtty' };
        map.shipQtyy = { field: 'openQty' };
      }),
    );
    expect(text).toContain(`${PO}: $.generate.doCreateDelivery.header.supplierId.field: field \`supplierNo\` is not in entity srmPoHeader (the record); did you mean \`supplierId\`?`);
    expect(text).toContain(`${PO}: $.generate.doCreateDelivery.lines[0].map.shipQty.field: field \`openQtty\` is not in entity srmPoLine (the record); did you mean \`openQty\`?`);
    expect(text).toContain(`${PO}: $.generate.doCreateDelivery.lines[0].map.shipQtyy: field \`shipQtyy\` is not in entity srmDeliveryLine; did you mean \`shipQty\`?`);
  });

  it('refuses a mapping into a field the server sets, and a required target field left unmapped', () => {
    const text = problems(() =>
      edit(PO, (json) => {
        const header = at(json, 'generate', 'doCreateDelivery', 'header');
        header.deliveryNumber = { value: 'DN1' };
        delete header.shipDate;
      }),
    );
    expect(text).toContain(`${PO}: $.generate.doCreateDelivery.header.deliveryNumber: field \`deliveryNumber\` of srmDeliveryHeader is set by the server; a mapping cannot fill it`);
    expect(text).toContain(`${PO}: $.generate.doCreateDelivery.header: required field \`shipDate\` of srmDeliveryHeader is not mapped, so every generated record would be refused`);
  });

  it('checks pickRecords (not on a line entity) and a sourceAction (a plain workflow action of the source, same actor)', () => {
    const CART = 'schemas/srm/srmCatalogCart.json';
    const text = problems(() => {
      edit(CART, (json) => {
        at(json, 'generate', 'doCheckout').sourceAction = 'doMarkOrderd';
      });
      edit(PO, (json) => {
        at(json, 'generate').doApproveInto = { label: { cn: '审批', en: 'Approve' }, resource: 'btnApprove', target: 'srmCatalogCart', sourceAction: 'doApproval', header: { skuOrgId: { field: 'poHeaderId' }, quantity: { value: 1 }, needDate: { field: 'startDate' } } };
      });
      edit('schemas/srm/srmPoLine.json', (json) => {
        json.generate = { doCopy: { label: { cn: '复制', en: 'Copy' }, resource: 'btnAdd', target: 'srmCatalogCart', pickRecords: true, header: { skuOrgId: { field: 'poLineId' }, quantity: { field: 'demandQty' }, needDate: { field: 'demandDate' } } } };
      });
      edit(NOTE, (json) => {
        json.generate = { doMark: { label: { cn: '标记', en: 'Mark' }, resource: 'btnAdd', target: 'srmCatalogCart', sourceAction: 'doSubmit', header: { skuOrgId: { field: 'deliveryHeaderId' }, quantity: { value: 1 }, needDate: { field: 'shipDate' } } } };
      });
    });
    expect(text).toContain('schemas/srm/srmCatalogCart.json: $.generate.doCheckout.sourceAction: `doMarkOrderd` is not a workflow action of srmCatalogCart; did you mean `doMarkOrdered`?');
    expect(text).toContain(`${PO}: $.generate.doApproveInto.sourceAction: \`doApproval\` belongs to an approval process; a generate action may only move a plain status`);
    expect(text).toContain('schemas/srm/srmPoLine.json: $.generate.doCopy.pickRecords: srmPoLine is a line entity: its actions start from picked lines already, so leave `pickRecords` out');
    expect(text).toContain(`${NOTE}: $.generate.doMark.sourceAction: \`doSubmit\` is an action of supplier users, the generate action one of internal users: run by the same kind of user`);
  });

  it('checks a consumption: its target field, its actions, and that it is read-only and not held while editable', () => {
    const text = problems(() => {
      edit(NOTE, (json) => {
        const onWay = at(json, 'consumes', 0);
        onWay.into = 'onWayQtty';
        onWay.apply = ['doSubmitt'];
        at(json, 'consumes', 1).apply = ['doSubmit'];
        (at(json, 'workflow').editableIn as string[]).push('SUBMITTED');
      });
      edit('schemas/srm/srmPoLine.json', (json) => {
        delete field(json, 'receivedQty').readOnly;
      });
    });
    expect(text).toContain(`${NOTE}: $.consumes[0].into: \`onWayQtty\` must be a number field of srmPoLine`);
    expect(text).toContain(`${NOTE}: $.consumes[0].apply[0]: \`doSubmitt\` is not a workflow action of srmDeliveryHeader; did you mean \`doSubmit\`?`);
    expect(text).toContain(`${NOTE}: $.consumes[1].into: a consumed quantity changes only through the actions that consume it: mark \`receivedQty\` of srmPoLine readOnly`);
    expect(text).toContain(`${NOTE}: $.consumes[1].apply[0]: \`doSubmit\` leads to SUBMITTED, where the document can still be edited while it holds what it consumed`);
  });

  it('checks a consumption\'s condition and a ledger posting: its ledger, fields, negated fields, lines and actions', () => {
    const RECEIPT = 'schemas/srm/srmReceiptHeader.json';
    const text = problems(() =>
      edit(RECEIPT, (json) => {
        at(json, 'consumes', 0).when = { field: 'deliveryLineIdd', op: 'notEmpty' };
        const received = at(json, 'posts', 0);
        received.when = { field: 'receiveQtty', op: 'gt', value: 0 };
        const map = at(json, 'posts', 0, 'map');
        map.trxQtty = { field: 'receiveQty' };
        map.poNumber = { field: 'poNumbr' };
        delete map.documentNumber;
        Object.assign(received, { reverse: ['itemCode'] });
        received.release = ['doSubmit'];
        const rejected = at(json, 'posts', 1);
        rejected.target = 'srmTransactions';
        rejected.name = 'received';
      }),
    );
    expect(text).toContain(`${RECEIPT}: $.consumes[0].when.field: field \`deliveryLineIdd\` is not in entity srmReceiptLine (the record); did you mean \`deliveryLineId\`?`);
    expect(text).toContain(`${RECEIPT}: $.posts[0].when.field: field \`receiveQtty\` is not in entity srmReceiptLine (the record); did you mean \`receiveQty\`?`);
    expect(text).toContain(`${RECEIPT}: $.posts[0].map.trxQtty: field \`trxQtty\` is not in entity srmTransaction; did you mean \`trxQty\`?`);
    expect(text).toContain(`${RECEIPT}: $.posts[0].map.poNumber.field: field \`poNumbr\` is not in entity srmReceiptLine (the record); did you mean \`poNumber\`?`);
    expect(text).toContain(`${RECEIPT}: $.posts[0].map: required field \`documentNumber\` of srmTransaction is not mapped, so every posting would be refused`);
    expect(text).toContain(`${RECEIPT}: $.posts[0].reverse[0]: \`itemCode\` must be a mapped number field of srmTransaction, so that a reversal can negate it`);
    expect(text).toContain(`${RECEIPT}: $.posts[0].release[0]: \`doSubmit\` is not a workflow action of srmReceiptHeader`);
    expect(text).toContain(`${RECEIPT}: $.posts[1].name: posting \`received\` is declared twice`);
    expect(text).toContain(`${RECEIPT}: $.posts[1].target: entity \`srmTransactions\` does not exist; did you mean \`srmTransaction\`?`);
  });

  it('allows groupBy only on a line entity\'s action and only over mapped header fields', () => {
    const PR_LINE = 'schemas/srm/srmPurRequisitionLine.json';
    const text = problems(() => {
      edit(PR_LINE, (json) => {
        at(json, 'generate', 'generatePurOrder').groupBy = ['supplierId', 'supplierSiteId'];
      });
      edit(PO, (json) => {
        at(json, 'generate', 'doCreateDelivery').groupBy = ['supplierId'];
      });
    });
    expect(text).toContain(`${PR_LINE}: $.generate.generatePurOrder.groupBy[1]: \`supplierSiteId\` is not a field the action's \`header\` maps; did you mean \`supplierId\`?`);
    expect(text).not.toContain('groupBy[0]');
    expect(text).toContain(`${PO}: $.generate.doCreateDelivery.groupBy: the action starts from one srmPoHeader record, so there is nothing to group; \`groupBy\` belongs to an action of a line entity`);
  });

  it('checks field rules, reference filters and fills', () => {
    const text = problems(() =>
      edit(NOTE, (json) => {
        field(json, 'trackingNumber').requiredWhen = { field: 'carier', op: 'notEmpty' };
        field(json, 'remark').readOnlyWhen = { field: '$sid', op: 'eq', value: 'supplier' };
        ref(json, 'orgId').filter = { orgTyp: { value: 'PLANT' } };
        ref(json, 'supplierId').fill = { remark: 'supplierNam' };
      }),
    );
    expect(text).toContain('field `carier` is not in entity srmDeliveryHeader (the record); did you mean `carrier`?');
    expect(text).toContain('.readOnlyWhen.field: `$sid` is not a context name; use $side or $new; did you mean `$side`?');
    expect(text).toContain('ref.filter.orgTyp: field `orgTyp` is not in entity baseOrganization; did you mean `orgType`?');
    expect(text).toContain('ref.fill.remark: field `supplierNam` is not in entity srmPosSupplierInfo; did you mean `supplierName`?');
  });

  it('checks a reference\'s default choice: fields of the referenced entity, and a filter to follow', () => {
    const text = problems(() =>
      edit(PO, (json) => {
        ref(json, 'supplierBankAccountId').defaultWhere = { primaryFlg: 'Y' };
        ref(json, 'orgId').defaultWhere = { orgType: 'PLANT' };
      }),
    );
    expect(text).toContain('ref.defaultWhere.primaryFlg: field `primaryFlg` is not in entity srmPosSupplierBankAccount; did you mean `primaryFlag`?');
    expect(text).toContain("ref.defaultWhere: a default choice needs a `filter`: it is taken when the filter's values change");
  });

  it('keeps line collections two deep', () => {
    const text = problems(() =>
      edit('schemas/srm/srmPoLineSchedule.json', (json) => {
        json.lines = [{ name: 'parts', entity: 'srmDeliveryLine', foreignKey: 'deliveryHeaderId' }];
      }),
    );
    expect(text).toContain('schemas/srm/srmPoLineSchedule.json: $.lines: line collections nest at most 2 deep (header -> lines -> lines of lines); srmPoLineSchedule is already at depth 2');
    expect(text).toContain('line entity srmDeliveryLine is already a line of srmDeliveryHeader; a line entity belongs to one header');
  });
});

describe('the validator checks postings and list checks', () => {
  const APPLY = 'schemas/srm/srmPurAslApply.json';
  const ALTERATION = 'schemas/srm/srmPurAslAlteration.json';

  it('names a posting\'s unknown action, a match that is no reference to the target, and a misspelt target field', () => {
    const text = problems(() => {
      edit(APPLY, (json) => {
        at(json, 'posts', 0).apply = ['doApprov'];
        at(json, 'posts', 0, 'map').quotaPc = { field: 'quotaPct' };
      });
      edit(ALTERATION, (json) => {
        at(json, 'posts', 0).match = 'remark';
      });
    });
    expect(text).toContain(`${APPLY}: $.posts[0].apply[0]: \`doApprov\` is not a workflow action of srmPurAslApply; did you mean \`doApprove\`?`);
    expect(text).toContain(`${APPLY}: $.posts[0].map.quotaPc: field \`quotaPc\` is not in entity srmPurAsl; did you mean \`quotaPct\`?`);
    expect(text).toContain(`${ALTERATION}: $.posts[0].match: \`remark\` must be a reference to srmPurAsl (ref.entity)`);
  });

  it('names a list check\'s unknown list field and a flag field the user could set', () => {
    const text = problems(() => {
      edit(PO, (json) => {
        at(json, 'listChecks', 0, 'match').supplierNo = { parentField: 'supplierId' };
        at(json, 'listChecks', 0).where = { aslStatuss: 'EFFECTIVE' };
      });
      edit('schemas/srm/srmPoLine.json', (json) => {
        delete field(json, 'aslWarnFlag').readOnly;
      });
    });
    expect(text).toContain(`${PO}: $.listChecks[0].match.supplierNo: field \`supplierNo\` is not in entity srmPurAsl; did you mean \`supplierId\`?`);
    expect(text).toContain(`${PO}: $.listChecks[0].where.aslStatuss: field \`aslStatuss\` is not in entity srmPurAsl; did you mean \`aslStatus\`?`);
    expect(text).toContain(`${PO}: $.listChecks[0].flagField: \`aslWarnFlag\` must be a readOnly flag field of srmPoLine: only the check sets it`);
  });
});

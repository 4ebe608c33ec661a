// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { at, problemsAfter, type Json } from './support/validate-changed-copy';

/** tools/validate/screens/check-edit-line-extras.ts and buttons' openRoute: lines of lines, pick dialogs, related documents, generate buttons. */
const PO_EDIT = 'screens/purchasing/purOrderManage/purchaseOrderEdit.json';
const PO_LIST = 'screens/purchasing/purchaseOrderList.json';
const NOTE_EDIT = 'screens/purchasing/deliveryNote/deliveryNoteEdit.json';
const USER_EDIT = 'screens/admin/userManage/userEdit.json';

const poGrid = (json: Json) => at(json, 'tabs', 0, 'lineGrids', 0);
const notePick = (json: Json) => at(json, 'tabs', 0, 'lineGrids', 0, 'pick');

describe('validator: lines of lines in a line grid', () => {
  it('wants a collection of the line entity, with its columns and totals', () => {
    const text = problemsAfter({
      [PO_EDIT]: (json) => {
        const children = at(poGrid(json), 'children');
        children.lines = 'schedule';
        at(poGrid(json), 'columns').push({ key: 'scheduleCount' });
      },
      [NOTE_EDIT]: (json) => {
        at(json, 'tabs', 0, 'lineGrids', 0).children = { lines: 'parts', title: { cn: '零件', en: 'Parts' }, columns: [{ key: 'partNo' }] };
      },
    });
    expect(text).toContain(`${PO_EDIT}: $.tabs[0].lineGrids[0].children.lines: line entity srmPoLine has no line collection \`schedule\`; did you mean \`schedules\`?`);
    expect(text).toContain(`${NOTE_EDIT}: $.tabs[0].lineGrids[0].children.lines: line entity srmDeliveryLine has no line collection \`parts\``);
  });

  it('checks the columns and totals of the lines of lines against their entity', () => {
    const text = problemsAfter({
      [PO_EDIT]: (json) => {
        const children = at(poGrid(json), 'children');
        at(children, 'columns', 1).key = 'planDat';
        children.summaryFields = ['planQty', 'scheduleNumber', 'planQtty'];
      },
    });
    expect(text).toContain(`${PO_EDIT}: $.tabs[0].lineGrids[0].children.columns[1].key: field \`planDat\` is not in entity srmPoLineSchedule; did you mean \`planDate\`?`);
    expect(text).toContain(`${PO_EDIT}: $.tabs[0].lineGrids[0].children.summaryFields[2]: field \`planQtty\` is not in entity srmPoLineSchedule`);
    expect(text).not.toContain('children.summaryFields[0]');
  });
});

describe('validator: pick from a source document', () => {
  it('accepts the shipped delivery note and order screens', () => {
    expect(problemsAfter({})).toBe('');
  });

  it('names an unknown source entity', () => {
    const text = problemsAfter({ [NOTE_EDIT]: (json) => void (notePick(json).entity = 'srmPoLines') });
    expect(text).toContain(`${NOTE_EDIT}: $.tabs[0].lineGrids[0].pick.entity: entity \`srmPoLines\` does not exist; did you mean \`srmPoLine\`?`);
  });

  it('checks search fields, columns and fixed parameters against the source and its header, and their expressions against the record', () => {
    const text = problemsAfter({
      [NOTE_EDIT]: (json) => {
        const pick = notePick(json);
        at(pick, 'search', 0).field = 'parent.poNumbr';
        at(pick, 'search', 1).field = 'itemNam';
        at(pick, 'columns', 2).key = 'itemCod';
        const params = at(pick, 'params');
        params['parent.orgIdd'] = { field: 'orgId' };
        params.openQtty_gt = 0;
        params['parent.supplierId'] = { field: 'supplierNo' };
      },
    });
    const at0 = `${NOTE_EDIT}: $.tabs[0].lineGrids[0].pick`;
    expect(text).toContain(`${at0}.search[0].field: field \`poNumbr\` is not in entity srmPoHeader; did you mean \`poNumber\`?`);
    expect(text).toContain(`${at0}.search[1].field: field \`itemNam\` is not in entity srmPoLine; did you mean \`itemName\`?`);
    expect(text).toContain(`${at0}.columns[2].key: field \`itemCod\` is not in entity srmPoLine; did you mean \`itemCode\`?`);
    expect(text).toContain(`${at0}.params.parent.orgIdd: \`parent.orgIdd\` filters field \`orgIdd\`, which is not in entity srmPoHeader; did you mean \`orgId\`?`);
    expect(text).toContain(`${at0}.params.openQtty_gt: \`openQtty_gt\` filters field \`openQtty\`, which is not in entity srmPoLine; did you mean \`openQty\`?`);
    expect(text).toContain(`${at0}.params.parent.supplierId.field: field \`supplierNo\` is not in entity srmDeliveryHeader (the record)`);
  });

  it('refuses parent. on a source that is no line entity', () => {
    const text = problemsAfter({
      [NOTE_EDIT]: (json) => {
        const pick: Json = notePick(json);
        pick.entity = 'srmPoHeader';
        pick.columns = [{ key: 'poNumber' }];
        pick.search = [{ field: 'parent.poNumber', op: 'like' }];
        pick.params = { 'parent.status': { value: 'CONFIRMED' } };
        pick.map = { poNumber: { field: 'poNumber' } };
        pick.key = { source: 'poHeaderId', line: 'poLineId' };
      },
    });
    expect(text).toContain(`${NOTE_EDIT}: $.tabs[0].lineGrids[0].pick.search[0].field: srmPoHeader is not a line entity, so it has no parent. fields`);
    expect(text).toContain(`${NOTE_EDIT}: $.tabs[0].lineGrids[0].pick.params.parent.status: \`parent.status\`: srmPoHeader is not a line entity, so it has no parent. filters`);
  });

  it('checks the mapping: line fields a caller may set (display keys too), read from the source row and the record', () => {
    const text = problemsAfter({
      [NOTE_EDIT]: (json) => {
        const map = at(notePick(json), 'map');
        map.shipQtty = { field: 'openQty' };
        map.lineNumber = 1;
        map.itemName = { field: 'itemNme' };
        map.batchNumber = { parentField: 'carrierr' };
        map.lineRemark = { field: 'poNumber' };
        const key = at(notePick(json), 'key');
        key.source = 'poLineIdd';
        key.line = 'poLine';
        notePick(json).resource = 'btnPick';
      },
    });
    const at0 = `${NOTE_EDIT}: $.tabs[0].lineGrids[0].pick`;
    expect(text).toContain(`${at0}.map.shipQtty: field \`shipQtty\` is not in entity srmDeliveryLine; did you mean \`shipQty\`?`);
    expect(text).toContain(`${at0}.map.lineNumber: field \`lineNumber\` is set by the server; a mapping cannot fill it`);
    expect(text).toContain(`${at0}.map.itemName.field: field \`itemNme\` is not in entity srmPoLine (the record); did you mean \`itemName\`?`);
    expect(text).toContain(`${at0}.map.batchNumber.parentField: field \`carrierr\` is not in entity srmDeliveryHeader (the header); did you mean \`carrier\`?`);
    // poNumber is a display key of the order line: a mapping may read it.
    expect(text).not.toContain('map.lineRemark');
    expect(text).toContain(`${at0}.key.source: field \`poLineIdd\` is not in entity srmPoLine; did you mean \`poLineId\`?`);
    expect(text).toContain(`${at0}.key.line: field \`poLine\` is not in entity srmDeliveryLine`);
    expect(text).toContain(`${at0}.resource: resource \`btnPick\` is not a resource of the menu of route deliveryNoteList`);
  });
});

describe('validator: related documents tabs', () => {
  it('wants an entity that generate actions link, and routes that edit the documents linked with it', () => {
    const text = problemsAfter({
      [PO_EDIT]: (json) => {
        at(json, 'tabs', 2).documentLinks = {
          routes: { srmDeliveryHeader: 'deliveryNote/deliveryNoteEdt', srmPoLine: 'deliveryNote/deliveryNoteEdit', srmPoHeader: 'purOrderManage/purchaseOrderEdit' },
        };
      },
      [NOTE_EDIT]: (json) => void (at(json, 'tabs', 2).documentLinks = { routes: { srmPoHeader: 'purchaseOrderList' } }),
      [USER_EDIT]: (json) => void (json.tabs = [{ key: 'links', title: { cn: '关联单据', en: 'Related documents' }, documentLinks: { routes: {} } }]),
    });
    expect(text).toContain(`${PO_EDIT}: $.tabs[2].documentLinks.routes.srmDeliveryHeader: route \`deliveryNote/deliveryNoteEdt\` has no screen; did you mean \`deliveryNote/deliveryNoteEdit\`?`);
    expect(text).toContain(`${PO_EDIT}: $.tabs[2].documentLinks.routes.srmPoLine: entity \`srmPoLine\` is not linked with srmPoHeader by a generate action`);
    expect(text).toContain(`${PO_EDIT}: $.tabs[2].documentLinks.routes.srmPoLine: route \`deliveryNote/deliveryNoteEdit\` is not an edit screen of srmPoLine: it is the edit screen of srmDeliveryHeader`);
    expect(text).toContain(`${PO_EDIT}: $.tabs[2].documentLinks.routes.srmPoHeader: entity \`srmPoHeader\` is not linked with srmPoHeader by a generate action`);
    expect(text).toContain(`${NOTE_EDIT}: $.tabs[2].documentLinks.routes.srmPoHeader: route \`purchaseOrderList\` is not an edit screen of srmPoHeader: it is the list screen of srmPoHeader`);
    expect(text).toContain(`${USER_EDIT}: $.tabs[0].documentLinks: entity baseUsers is no document that generate actions link, so it has no related documents`);
  });

  it('takes a tab that holds only the related documents, and still wants something in a tab', () => {
    const text = problemsAfter({ [PO_EDIT]: (json) => void delete at(json, 'tabs', 2).documentLinks });
    expect(text).toContain(`${PO_EDIT}: $.tabs[2]: a tab needs sections or line grids, or a documentLinks or approvalHistory panel`);
  });
});

describe('validator: generate buttons and openRoute', () => {
  it('wants openRoute on a generate action only, naming an edit screen of the entity it creates', () => {
    const text = problemsAfter({
      [PO_EDIT]: (json) => {
        const actions = at(json, 'actions');
        const generate = actions.find((button) => (button as Json).action === 'doCreateDelivery') as Json;
        generate.openRoute = 'purOrderManage/purchaseOrderEdit';
        (actions.find((button) => (button as Json).action === 'doSubmit') as Json).openRoute = 'deliveryNote/deliveryNoteEdit';
      },
      [PO_LIST]: (json) => {
        const generate = at(json, 'toolbar').find((button) => (button as Json).action === 'doCreateDelivery') as Json;
        generate.openRoute = 'deliveryNote/deliveryNote';
      },
    });
    expect(text).toContain(`${PO_EDIT}: $.actions[15].openRoute: route \`purOrderManage/purchaseOrderEdit\` is not an edit screen of srmDeliveryHeader, the entity \`doCreateDelivery\` creates: it is the edit screen of srmPoHeader`);
    expect(text).toContain(`${PO_EDIT}: $.actions[1].openRoute: openRoute belongs to a generate action; \`doSubmit\` is not one of srmPoHeader`);
    expect(text).toContain(`${PO_LIST}: $.toolbar[2].openRoute: route \`deliveryNote/deliveryNote\` has no screen; did you mean \`deliveryNote/deliveryNoteEdit\`?`);
  });

  it('wants the generate action’s resource on the menu', () => {
    const text = problemsAfter({
      'seed/system/menus.json': (json) => {
        const purchase = (json.menus as Json[]).find((menu) => menu.code === 'PURCHASE') as Json;
        const list = (purchase.children as Json[]).find((menu) => menu.code === 'PO_LIST') as Json;
        list.resources = (list.resources as Json[]).filter((resource) => resource.code !== 'btnCreateDelivery');
      },
    });
    expect(text).toContain(`${PO_LIST}: $.toolbar[2].resource: resource \`btnCreateDelivery\` is not a resource of the menu of route purchaseOrderList`);
    expect(text).toContain(`${PO_EDIT}: $.actions[15].resource: resource \`btnCreateDelivery\` is not a resource of the menu of route purchaseOrderList`);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { at, problemsAfter, type Json } from './support/validate-changed-copy';

/** tools/validate/screens/check-edit-screen.ts and the list's detail action: what the validator says about edit screens. */
const PO_EDIT = 'screens/purchasing/purOrderManage/purchaseOrderEdit.json';
const PO_LIST = 'screens/purchasing/purchaseOrderList.json';

describe('validator: edit screens', () => {
  it('checks fields and columns inside tabs, with their JSON paths', () => {
    const text = problemsAfter({
      [PO_EDIT]: (json) => {
        at(json, 'tabs', 0, 'lineGrids', 0, 'columns', 1).key = 'itemCod';
        at(json, 'tabs', 1, 'sections', 0, 'fields', 0).field = 'attachmentId';
      },
    });
    expect(text).toContain(`${PO_EDIT}: $.tabs[0].lineGrids[0].columns[1].key: field \`itemCod\` is not in entity srmPoLine; did you mean \`itemCode\`?`);
    expect(text).toContain(`${PO_EDIT}: $.tabs[1].sections[0].fields[0].field: field \`attachmentId\` is not in entity srmPoHeader`);
  });

  it('refuses a second grid of one collection, a tab key used twice, an empty tab and a collapsed section that cannot open', () => {
    const text = problemsAfter({
      [PO_EDIT]: (json) => {
        json.lineGrids = [at(json, 'tabs', 0, 'lineGrids', 0)];
        at(json, 'tabs', 1).key = 'lines';
        at(json, 'tabs').push({ key: 'empty', title: { cn: '空', en: 'Empty' } });
        at(json, 'sections', 0).collapsed = true;
      },
    });
    expect(text).toContain('$.tabs[0].lineGrids[0].lines: line collection `lines` already has a grid at $.lineGrids[0]; one grid per collection');
    expect(text).toContain('$.tabs[1].key: tab key `lines` is used twice');
    expect(text).toContain('$.tabs[5]: a tab needs sections or line grids');
    expect(text).toContain('$.sections[0].collapsed: a section starts collapsed only when it is `collapsible`');
  });

  it('refuses save and delete on a read-only (detail) screen', () => {
    const text = problemsAfter({ [PO_EDIT]: (json) => void (json.readOnly = true) });
    expect(text).toContain(`${PO_EDIT}: $.actions[0].action: \`save\` has no place on a read-only (detail) screen: remove it or the screen's readOnly`);
  });

  it('wants a print layout for the print button and checks the layout’s fields, lines, totals and codes', () => {
    const withoutLayout = problemsAfter({ [PO_EDIT]: (json) => void delete json.print });
    expect(withoutLayout).toContain(`${PO_EDIT}: $.actions[17]: the print button needs a \`print\` layout`);
    const text = problemsAfter({
      [PO_EDIT]: (json) => {
        at(json, 'print', 'sections', 0, 'fields', 0).field = 'poNumbr';
        at(json, 'print', 'lines', 0, 'columns', 2).key = 'itemNam';
        at(json, 'print', 'lines', 0, 'summaryFields').push('targetPrice');
        at(json, 'print', 'codes', 0).field = 'poNo';
        json.actions = at(json, 'actions').filter((button) => (button as Json).action !== 'print');
      },
    });
    expect(text).toContain('$.print.sections[0].fields[0].field: field `poNumbr` is not in entity srmPoHeader; did you mean `poNumber`?');
    expect(text).toContain('$.print.lines[0].columns[2].key: field `itemNam` is not in entity srmPoLine');
    expect(text).toContain('$.print.lines[0].summaryFields[3]: `targetPrice` is not one of the printed columns');
    expect(text).toContain('$.print.codes[0].field: field `poNo` is not in entity srmPoHeader');
    expect(text).toContain('$.print: the print layout is never shown: add `{ "action": "print" }` to actions');
  });

  it('takes detail as a row action and a cell action of a list', () => {
    const text = problemsAfter({
      [PO_LIST]: (json) => {
        at(json, 'columns')[0] = { key: 'poNumber', cellType: 'link', action: 'detail' };
        at(json, 'rowActions').push({ action: 'view' });
      },
    });
    expect(text).not.toContain('$.columns[0].action');
    expect(text).toContain(`${PO_LIST}: $.rowActions[2].action: action \`view\` is neither a standard action (edit, detail, delete)`);
  });
});

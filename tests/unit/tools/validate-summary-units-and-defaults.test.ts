// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { at, problemsAfter } from './support/validate-changed-copy';

/** tools/validate: a line grid's summaryUnits (check-edit-line-extras.ts) and a form field's default (check-form-default.ts). */
const PO_EDIT = 'screens/purchasing/purOrderManage/purchaseOrderEdit.json';

describe('validator: totals per unit', () => {
  it('wants each key among the summed columns and each unit a field of the lines, in grids, lines of lines and print', () => {
    const text = problemsAfter({
      [PO_EDIT]: (json) => {
        at(json, 'tabs', 0, 'lineGrids', 0).summaryUnits = { demandQty: 'uomCod', targetPrice: 'uomCode' };
        at(json, 'tabs', 0, 'lineGrids', 0, 'children').summaryUnits = { planQty: 'unit' };
        at(json, 'print', 'lines', 0).summaryUnits = { demandQty: 'uomCode', openQty: 'uomCode' };
      },
    });
    expect(text).toContain(`${PO_EDIT}: $.tabs[0].lineGrids[0].summaryUnits.demandQty: field \`uomCod\` is not in entity srmPoLine; did you mean \`uomCode\`?`);
    expect(text).toContain(`${PO_EDIT}: $.tabs[0].lineGrids[0].summaryUnits.targetPrice: \`targetPrice\` is not one of the summaryFields`);
    expect(text).toContain(`${PO_EDIT}: $.tabs[0].lineGrids[0].children.summaryUnits.planQty: field \`unit\` is not in entity srmPoLineSchedule`);
    expect(text).toContain(`${PO_EDIT}: $.print.lines[0].summaryUnits.openQty: \`openQty\` is not one of the summaryFields`);
    expect(text).not.toContain('$.print.lines[0].summaryUnits.demandQty');
  });
});

describe('validator: $currentUser defaults', () => {
  it('accepts the order’s buyer and refuses a field that does not hold a user or that the server sets', () => {
    expect(problemsAfter({})).toBe('');
    const text = problemsAfter({
      [PO_EDIT]: (json) => {
        at(json, 'sections', 0, 'fields', 4).default = '$currentUser';
        at(json, 'sections', 0, 'fields', 7).default = '$currentUser';
        at(json, 'sections', 1, 'fields', 2).default = '$currentUser';
      },
    });
    expect(text).toContain(`${PO_EDIT}: $.sections[0].fields[4].default: $currentUser is a user's id: \`supplierId\` must be an integer field referencing baseUsers, not srmPosSupplierInfo`);
    expect(text).toContain(`${PO_EDIT}: $.sections[0].fields[7].default: $currentUser is a user's id: \`currencyCode\` must be an integer field`);
    expect(text).toContain(`${PO_EDIT}: $.sections[1].fields[2].default: \`approvalUserId\` is set by the server or read-only here`);
  });
});

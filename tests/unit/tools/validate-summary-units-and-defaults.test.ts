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

describe('validator: fixed-value defaults', () => {
  it('wants the value to suit the field and the field to be one the form may set', () => {
    const edit = 'screens/receiving/storage/storageEdit.json';
    const text = problemsAfter({
      [edit]: (json) => {
        at(json, 'sections', 0, 'fields', 2).default = { value: 3 };
        at(json, 'sections', 0, 'fields', 0).default = { value: 'MV1' };
        at(json, 'sections', 0, 'fields', 5).default = { value: '2026-11-22' };
      },
    });
    expect(text).toContain(`${edit}: $.sections[0].fields[2].default: \`moveType\` is a string field: give a text value`);
    expect(text).toContain(`${edit}: $.sections[0].fields[0].default: \`moveNumber\` is set by the server: a default on the form never reaches it`);
    expect(text).not.toContain('$.sections[0].fields[5].default');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sampleRecords } from '../../../storybook/sample-data/sample-records';
import { openableRecordKey } from '../../../storybook/support/openable-record';
import { repoProject } from '../../../storybook/support/repo-project';
import { SAMPLE_SUPPLIER_ID } from '../../../storybook/support/viewer';
import { viewerResources } from '../../../storybook/support/viewer-resources';

type Row = Record<string, unknown>;

const records = sampleRecords(repoProject.entities, repoProject.lookups);
const entity = (name: string) => repoProject.entities.find((candidate) => candidate.name === name)!;
const codes = (type: string) => repoProject.lookups.types.find((candidate) => candidate.lookupType === type)!.values.map((value) => value.code);
const orders = records.srmPoHeader;

describe('sample records made from the entity schemas', () => {
  it('are the same on every run', () => {
    expect(sampleRecords(repoProject.entities, repoProject.lookups)).toEqual(records);
  });

  it('give every entity that is not a line its records', () => {
    const headers = repoProject.entities.filter((candidate) => !repoProject.entities.some((other) => other.lines?.some((l) => l.entity === candidate.name)));
    expect(Object.keys(records).sort()).toEqual(headers.map((candidate) => candidate.name).sort());
    expect(records.baseLookupType).toHaveLength(repoProject.lookups.types.length);
  });

  it('look like the business: auto numbers, company names, lookup codes, keys of other records', () => {
    expect(orders.map((order) => order.poNumber)).toEqual(orders.map((_, index) => `PO20261122-${String(index + 1).padStart(4, '0')}`));
    expect(records.srmPosSupplierInfo[0].supplierNumber).toBe('S000001');
    for (const supplier of records.srmPosSupplierInfo) expect(supplier.supplierName).toMatch(/^\p{Script=Han}+(股份)?有限公司$/u);
    for (const order of orders) {
      expect(codes('BASE_CURRENCY')).toContain(order.currencyCode);
      expect(order.supplierId).toBeGreaterThanOrEqual(1);
      expect(order.supplierId).toBeLessThanOrEqual(records.srmPosSupplierInfo.length);
      expect(order.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('compute lines and totals as the server does', () => {
    for (const order of orders) {
      const lines = order.lines as Row[];
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.map((line) => line.lineNumber)).toEqual(lines.map((_, index) => index + 1));
      for (const line of lines) {
        expect(Number.isInteger(line.demandQty)).toBe(true);
        expect(line.taxTotalPrice).toBeCloseTo(Number(line.demandQty) * Number(line.taxPrice), 2);
        expect(line.taxRateCode).toBe(order.taxRateCode);
      }
      const total = lines.reduce((sum, line) => sum + Number(line.taxTotalPrice), 0);
      expect(order.taxTotalAmount).toBeCloseTo(total, 2);
    }
  });

  it('show every status, with only the stamps the actions that lead there leave', () => {
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(codes('PO_STATUS')));
    for (const order of orders.filter((candidate) => candidate.status === 'DRAFT')) {
      expect(order).toMatchObject({ approvalUserId: null, approvedDate: null, rejectReason: null, supplierConfirmDate: null });
    }
    for (const order of orders.filter((candidate) => candidate.status === 'APPROVED')) expect(order.approvedDate).not.toBeNull();
  });

  it('give the supplier of the supplier view records in every status it may see', () => {
    const visible = entity('srmPoHeader').ownership!.supplierVisibleStatuses!;
    const own = orders.filter((order) => order.supplierId === SAMPLE_SUPPLIER_ID).map((order) => order.status);
    for (const status of visible) expect(own).toContain(status);
  });
});

describe('what a story opens and grants', () => {
  it('opens an editable record for a buyer and a visible one for a supplier', () => {
    const poHeader = entity('srmPoHeader');
    const forBuyer = orders.find((order) => String(order.poHeaderId) === openableRecordKey(poHeader, orders, 'buyer'));
    expect(poHeader.workflow!.editableIn).toContain(forBuyer?.status);
    const forSupplier = orders.find((order) => String(order.poHeaderId) === openableRecordKey(poHeader, orders, 'supplier'));
    expect(forSupplier?.supplierId).toBe(SAMPLE_SUPPLIER_ID);
    expect(poHeader.ownership!.supplierVisibleStatuses).toContain(forSupplier?.status);
  });

  it('grants the buttons the menus seed grants to the viewer kind of user', () => {
    expect(viewerResources(repoProject.system, 'purchaseOrderList', 'buyer')).toEqual([
      'btnAdd', 'btnSave', 'btnDelete', 'btnSubmit', 'btnCancel', 'btnApprove', 'btnReject', 'btnSupplierConfirm', 'btnImport', 'btnBackExport',
      'btnUploadAttachment', 'btnPreviewAttachment', 'btnDownloadAttachment', 'btnDelAttachment',
    ]);
    expect(viewerResources(repoProject.system, 'purchaseOrderList', 'supplier')).toEqual(['btnSupplierConfirm', 'btnPreviewAttachment', 'btnDownloadAttachment']);
    expect(viewerResources(repoProject.system, 'lookuptype', 'supplier')).toEqual([]);
    expect(viewerResources(repoProject.system, 'noMenuOpensThis', 'buyer')).toEqual([]);
  });
});

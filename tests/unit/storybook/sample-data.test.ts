// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import { sampleDocumentLinks } from '../../../storybook/sample-data/sample-document-links';
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
    // A draft may be an order changed after approval and withdrawn, so it may keep its approval and confirmation;
    // never a refusal's reason (submitting clears it).
    for (const order of orders.filter((candidate) => candidate.status === 'DRAFT')) expect(order.rejectReason).toBeNull();
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
      'btnAdd', 'btnSave', 'btnDelete', 'btnSubmit', 'btnCancel', 'btnWithdraw', 'btnApprove', 'btnReject', 'btnSupplierConfirm', 'btnSend', 'btnSupplierFeedback',
      'btnBuyerConfirm', 'btnBuyerReject', 'btnHandUp', 'btnChange', 'btnClose', 'btnCloseLine', 'btnCreateDelivery', 'btnSyncSap', 'btnImport', 'btnBackExport',
      'btnUploadAttachment', 'btnPreviewAttachment', 'btnDownloadAttachment', 'btnDelAttachment',
    ]);
    expect(viewerResources(repoProject.system, 'purchaseOrderList', 'supplier')).toEqual(['btnSupplierConfirm', 'btnSupplierFeedback', 'btnCreateDelivery', 'btnPreviewAttachment', 'btnDownloadAttachment']);
    expect(viewerResources(repoProject.system, 'lookuptype', 'supplier')).toEqual([]);
    expect(viewerResources(repoProject.system, 'noMenuOpensThis', 'buyer')).toEqual([]);
  });
});

describe('sample lines of lines and documents linked through their lines', () => {
  it('give every order line its delivery schedules, numbered, and the line their total', () => {
    for (const order of orders) {
      for (const line of order.lines as Row[]) {
        const schedules = line.schedules as Row[];
        expect(schedules.length).toBeGreaterThanOrEqual(1);
        expect(schedules.map((schedule) => schedule.scheduleNumber)).toEqual(schedules.map((_, index) => index + 1));
        expect(line.scheduledQty).toBe(schedules.reduce((sum, schedule) => sum + Number(schedule.planQty), 0));
      }
    }
    const keys = orders.flatMap((order) => (order.lines as Row[]).map((line) => line.poLineId));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('let delivery notes ship lines of confirmed orders of their own supplier and organisation, within what is ordered', () => {
    const orderLines = new Map(orders.flatMap((order) => (order.lines as Row[]).map((line) => [line.poLineId, { line, order }] as const)));
    for (const note of records.srmDeliveryHeader) {
      for (const line of note.lines as Row[]) {
        const source = orderLines.get(line.poLineId);
        expect(source, `note ${String(note.deliveryNumber)} line ${String(line.lineNumber)}`).toBeDefined();
        expect(source?.order).toMatchObject({ status: 'CONFIRMED', supplierId: note.supplierId, orgId: note.orgId, poNumber: line.poNumber });
        expect(line).toMatchObject({ itemName: source?.line.itemName, uomCode: source?.line.uomCode });
        expect(Number(line.shipQty)).toBeLessThanOrEqual(Number(source?.line.demandQty));
      }
      expect(note.totalShipQty).toBe((note.lines as Row[]).reduce((sum, line) => sum + Number(line.shipQty), 0));
    }
    const own = records.srmDeliveryHeader.filter((note) => note.supplierId === SAMPLE_SUPPLIER_ID).map((note) => note.status);
    expect(own).toContain('DRAFT');
  });

  it('link each delivery note to the orders of its lines, as the generate action would have', () => {
    const links = sampleDocumentLinks(new EntityCatalog([...repoProject.entities]), records).filter((link) => link.action === 'srmPoHeader.doCreateDelivery');
    expect(links.length).toBe(records.srmDeliveryHeader.length);
    for (const link of links) {
      const note = records.srmDeliveryHeader.find((candidate) => candidate.deliveryHeaderId === link.targetId) as Row;
      const order = orders.find((candidate) => candidate.poHeaderId === link.sourceId) as Row;
      expect(link).toMatchObject({ sourceEntity: 'srmPoHeader', targetEntity: 'srmDeliveryHeader', action: 'srmPoHeader.doCreateDelivery' });
      expect((note.lines as Row[]).every((line) => line.poNumber === order.poNumber)).toBe(true);
    }
  });
});

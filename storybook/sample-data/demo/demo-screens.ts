import type { z } from 'zod';
import type { EditScreenDescriptor } from '../../../renderer/renderers/edit-screen/edit-screen.schema';
import type { ListScreenDescriptor } from '../../../renderer/renderers/list-screen/list-screen.schema';

const text = (cn: string, en: string) => ({ cn, en });

export const DEMO_LIST_ROUTE = 'demoRequestList';
export const DEMO_EDIT_ROUTE = 'demoRequestEdit';

export interface DemoEditOptions {
  route?: string;
  /** A detail screen (readOnly): nothing edited, saved or deleted. */
  readOnly?: boolean;
  /** Whether the 其他信息 section folds, and starts folded. */
  collapsible?: boolean;
  collapsed?: boolean;
  /** Lines in tabs (two collections, two tabs) or both grids on the page. */
  linesInTabs?: boolean;
}

/**
 * The sample request's edit screen: a header with cascading supplier site and contact (the contact's phone
 * filled from the pick), field rules (urgency, buyer note, supplier reply, budget code), a collapsible
 * section, item lines (item pick fills unit, category and price; site of the header's supplier; live
 * amounts) and service lines in tabs, and a print layout.
 */
export function demoEditDescriptor(options: DemoEditOptions = {}): z.input<typeof EditScreenDescriptor> {
  const itemGrid = {
    lines: 'items',
    title: text('物料行', 'Item lines'),
    showSummary: true,
    summaryFields: ['qty', 'amount'],
    columns: [
      { key: 'lineNumber', width: 60, align: 'center' as const },
      { key: 'itemId', width: 200, isEdit: true, editType: 'reference' as const, validate: { required: true } },
      { key: 'siteId', width: 160, isEdit: true, editType: 'reference' as const },
      { key: 'uomCode', width: 90, isEdit: true, lookup: { typeCode: 'UOM' } },
      { key: 'categoryName', width: 100, isEdit: true },
      { key: 'qty', width: 100, isEdit: true, editType: 'number' as const, precision: 4 },
      { key: 'price', width: 110, isEdit: true, editType: 'number' as const, precision: 4, showThousandSeparator: true },
      { key: 'taxRateCode', width: 110, isEdit: true, lookup: { typeCode: 'TAX_RATE' } },
      { key: 'sample', width: 70, isEdit: true },
      { key: 'sampleNote', width: 140, isEdit: true },
      { key: 'netPrice', width: 110, precision: 4, showThousandSeparator: true },
      { key: 'amount', width: 120, precision: 2, showThousandSeparator: true },
    ],
  };
  const serviceGrid = {
    lines: 'services',
    title: text('服务行', 'Service lines'),
    showSummary: true,
    summaryFields: ['amount'],
    columns: [
      { key: 'lineNumber', width: 60, align: 'center' as const },
      { key: 'serviceName', width: 220, isEdit: true },
      { key: 'hours', width: 100, isEdit: true, editType: 'number' as const, precision: 2 },
      { key: 'rate', width: 100, isEdit: true, editType: 'number' as const, precision: 2 },
      { key: 'amount', width: 120, precision: 2, showThousandSeparator: true },
    ],
  };
  const inTabs = options.linesInTabs ?? true;
  return {
    version: 1,
    type: 'edit',
    route: options.route ?? DEMO_EDIT_ROUTE,
    title: text('示例采购申请', 'Sample purchase request'),
    entity: 'demoRequest',
    listRoute: DEMO_LIST_ROUTE,
    readOnly: options.readOnly ?? false,
    sections: [
      {
        title: text('申请信息', 'Request'),
        columns: 3,
        fields: [
          { field: 'requestNumber' },
          { field: 'status', readOnly: true },
          { field: 'taxRateCode' },
          { field: 'supplierId', editType: 'reference' },
          { field: 'siteId', editType: 'reference' },
          { field: 'contactId', editType: 'reference' },
          { field: 'contactPhone' },
          { field: 'urgentFlag' },
          { field: 'urgentReason' },
        ],
      },
      {
        title: text('其他信息', 'Other'),
        columns: 3,
        collapsible: options.collapsible ?? true,
        collapsed: options.collapsed ?? false,
        // The screen's own rule on top of the entity's: an urgent request explains itself to the supplier.
        fields: [{ field: 'buyerNote', requiredWhen: { field: 'urgentFlag', op: 'eq', value: 'Y' } }, { field: 'supplierReply' }, { field: 'budgetCode' }],
      },
      {
        title: text('金额', 'Amounts'),
        columns: 3,
        fields: [{ field: 'totalQty' }, { field: 'totalAmount' }, { field: 'serviceAmount' }],
      },
    ],
    lineGrids: inTabs ? [] : [itemGrid, serviceGrid],
    tabs: inTabs
      ? [
          { key: 'items', title: text('物料行', 'Item lines'), lineGrids: [itemGrid] },
          { key: 'services', title: text('服务行', 'Service lines'), lineGrids: [serviceGrid] },
        ]
      : [],
    print: {
      title: text('采购申请单', 'Purchase request'),
      paper: 'A4',
      orientation: 'portrait',
      sections: [
        {
          columns: 3,
          fields: [
            { field: 'requestNumber' },
            { field: 'supplierId' },
            { field: 'siteId' },
            { field: 'contactId' },
            { field: 'contactPhone' },
            { field: 'taxRateCode' },
            { field: 'totalAmount', precision: 2 },
            { field: 'serviceAmount', precision: 2 },
          ],
        },
      ],
      lines: [
        {
          lines: 'items',
          title: text('物料行', 'Item lines'),
          columns: [
            { key: 'lineNumber', width: 40 },
            { key: 'itemId', width: 160 },
            { key: 'uomCode', width: 60 },
            { key: 'qty', width: 80, precision: 4 },
            { key: 'price', width: 90, precision: 4 },
            { key: 'amount', width: 100, precision: 2 },
          ],
          showSummary: true,
          summaryFields: ['qty', 'amount'],
        },
      ],
      codes: [
        { field: 'requestNumber', type: 'qrcode', label: text('申请二维码', 'Request QR code'), place: 'header' },
        { field: 'requestNumber', type: 'code128', place: 'footer' },
      ],
      signatures: [text('申请人', 'Requester'), text('审批人', 'Approver')],
      note: text('示例打印布局。', 'A sample print layout.'),
    },
    actions: [
      ...(options.readOnly ? [] : [{ action: 'save', resource: 'btnSave', style: 'success' as const }]),
      { action: 'print' },
      { action: 'back' },
    ],
  };
}

export function demoListDescriptor(): z.input<typeof ListScreenDescriptor> {
  return {
    version: 1,
    type: 'list',
    route: DEMO_LIST_ROUTE,
    title: text('示例采购申请', 'Sample purchase requests'),
    entity: 'demoRequest',
    editRoute: DEMO_EDIT_ROUTE,
    // A cascading reference searches freely: the cascade belongs to the record being edited.
    search: [{ field: 'supplierId' }, { field: 'siteId' }],
    table: { name: 'demoRequestTable' },
    columns: [
      { key: 'requestNumber', width: 170, linkTag: 'detail' },
      { key: 'supplierId', width: 220, displayKey: 'supplierName' },
      { key: 'totalAmount', width: 140, precision: 2, showThousandSeparator: true },
    ],
    toolbar: [{ action: 'create', resource: 'btnAdd', style: 'primary' }],
    rowActions: [{ action: 'detail' }, { action: 'edit', resource: 'btnSave' }],
  };
}

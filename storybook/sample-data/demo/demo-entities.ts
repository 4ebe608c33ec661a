import { EntitySchema } from '../../../src/shared/formats/entity-format';

/*
 * Sample entities that show what the product's own entities do not use yet: cascading references
 * (`ref.filter`: a supplier's sites and contacts; a line's site of the header's supplier), defaults from a
 * picked record (`ref.fill`: an item's unit, category and last price), field rules by another field, by
 * side and by newness, two line collections, and computed amounts read through a tax rate's attribute1.
 * Stories and unit tests draw over them; they are not part of the product (no table, no menu).
 */
const text = (cn: string, en: string) => ({ cn, en });

const demoSupplier = {
  version: 1,
  name: 'demoSupplier',
  service: 'srm',
  table: 'demo_suppliers',
  label: text('示例供应商', 'Sample supplier'),
  primaryKey: 'supplierId',
  displayField: 'supplierName',
  codeField: 'supplierCode',
  fields: [
    { name: 'supplierCode', type: 'string', label: text('供应商编码', 'Supplier code'), length: 30 },
    { name: 'supplierName', type: 'string', label: text('供应商名称', 'Supplier name'), length: 200, required: true },
  ],
};

const demoSupplierSite = {
  version: 1,
  name: 'demoSupplierSite',
  service: 'srm',
  table: 'demo_supplier_sites',
  label: text('供应商地点', 'Supplier site'),
  primaryKey: 'siteId',
  displayField: 'siteName',
  codeField: 'siteCode',
  fields: [
    { name: 'siteCode', type: 'string', label: text('地点编码', 'Site code'), length: 30 },
    { name: 'siteName', type: 'string', label: text('地点名称', 'Site name'), length: 200, required: true },
    { name: 'supplierId', type: 'integer', label: text('供应商', 'Supplier'), required: true, ref: { entity: 'demoSupplier' } },
  ],
};

const demoContact = {
  version: 1,
  name: 'demoContact',
  service: 'srm',
  table: 'demo_contacts',
  label: text('供应商联系人', 'Supplier contact'),
  primaryKey: 'contactId',
  displayField: 'contactName',
  fields: [
    { name: 'contactName', type: 'string', label: text('联系人', 'Contact'), length: 60, required: true },
    { name: 'phone', type: 'string', label: text('电话', 'Phone'), length: 30 },
    { name: 'supplierId', type: 'integer', label: text('供应商', 'Supplier'), required: true, ref: { entity: 'demoSupplier' } },
  ],
};

const demoItem = {
  version: 1,
  name: 'demoItem',
  service: 'srm',
  table: 'demo_items',
  label: text('物料', 'Item'),
  primaryKey: 'itemId',
  displayField: 'itemName',
  codeField: 'itemCode',
  fields: [
    { name: 'itemCode', type: 'string', label: text('物料编码', 'Item code'), length: 60 },
    { name: 'itemName', type: 'string', label: text('物料名称', 'Item name'), length: 200, required: true },
    { name: 'primaryUomCode', type: 'string', label: text('主单位', 'Primary unit'), lookup: 'UOM' },
    { name: 'categoryName', type: 'string', label: text('品类', 'Category'), length: 60 },
    { name: 'lastPrice', type: 'number', label: text('最近价格', 'Last price'), precision: 4 },
  ],
};

const demoRequest = {
  version: 1,
  name: 'demoRequest',
  service: 'srm',
  table: 'demo_requests',
  label: text('示例采购申请', 'Sample purchase request'),
  primaryKey: 'requestId',
  displayField: 'requestNumber',
  codeField: 'requestNumber',
  fields: [
    { name: 'requestNumber', type: 'string', label: text('申请编号', 'Request number'), length: 30, autoNumber: { prefix: 'RQ', datePattern: 'yyyyMMdd', digits: 4 } },
    { name: 'status', type: 'string', label: text('状态', 'Status'), lookup: 'PO_STATUS', readOnly: true },
    { name: 'supplierId', type: 'integer', label: text('供应商', 'Supplier'), required: true, ref: { entity: 'demoSupplier', display: { supplierName: 'supplierName' } } },
    {
      name: 'siteId',
      type: 'integer',
      label: text('供应商地点', 'Supplier site'),
      ref: { entity: 'demoSupplierSite', display: { siteName: 'siteName' }, filter: { supplierId: { field: 'supplierId' } } },
    },
    {
      name: 'contactId',
      type: 'integer',
      label: text('联系人', 'Contact'),
      ref: { entity: 'demoContact', display: { contactName: 'contactName' }, filter: { supplierId: { field: 'supplierId' } }, fill: { contactPhone: 'phone' } },
    },
    { name: 'contactPhone', type: 'string', label: text('联系电话', 'Contact phone'), length: 30 },
    { name: 'taxRateCode', type: 'string', label: text('税率', 'Tax rate'), lookup: 'TAX_RATE', default: 'VAT13' },
    { name: 'urgentFlag', type: 'flag', label: text('加急', 'Urgent'), default: 'N' },
    {
      name: 'urgentReason',
      type: 'string',
      label: text('加急原因', 'Reason for urgency'),
      length: 200,
      visibleWhen: { field: 'urgentFlag', op: 'eq', value: 'Y' },
      requiredWhen: { field: 'urgentFlag', op: 'eq', value: 'Y' },
    },
    { name: 'buyerNote', type: 'string', label: text('采购方备注', 'Buyer note'), length: 200, visibleWhen: { field: '$side', op: 'eq', value: 'buyer' } },
    {
      name: 'supplierReply',
      type: 'string',
      label: text('供应商答复', 'Supplier reply'),
      length: 200,
      readOnlyWhen: { field: '$side', op: 'eq', value: 'buyer' },
      requiredWhen: { field: '$side', op: 'eq', value: 'supplier' },
    },
    { name: 'budgetCode', type: 'string', label: text('预算编号', 'Budget code'), length: 30, readOnlyWhen: { field: '$new', op: 'eq', value: false } },
    { name: 'totalQty', type: 'number', label: text('总数量', 'Total quantity'), precision: 4, computed: { sumLines: { lines: 'items', field: 'qty' } } },
    { name: 'totalAmount', type: 'number', label: text('物料金额', 'Item amount'), precision: 2, computed: { sumLines: { lines: 'items', field: 'amount' } } },
    { name: 'serviceAmount', type: 'number', label: text('服务金额', 'Service amount'), precision: 2, computed: { sumLines: { lines: 'services', field: 'amount' } } },
  ],
  lines: [
    { name: 'items', entity: 'demoRequestItem', foreignKey: 'requestId', numberField: 'lineNumber' },
    { name: 'services', entity: 'demoRequestService', foreignKey: 'requestId', numberField: 'lineNumber' },
  ],
  ownership: { supplierField: 'supplierId', supplierWritable: true },
  permissions: { create: 'btnAdd', update: 'btnSave', delete: 'btnDelete' },
};

const demoRequestItem = {
  version: 1,
  name: 'demoRequestItem',
  service: 'srm',
  table: 'demo_request_items',
  label: text('申请物料行', 'Item line'),
  primaryKey: 'itemLineId',
  fields: [
    { name: 'requestId', type: 'integer', label: text('申请', 'Request'), required: true, ref: { entity: 'demoRequest' } },
    { name: 'lineNumber', type: 'integer', label: text('行号', 'Line'), readOnly: true },
    {
      name: 'itemId',
      type: 'integer',
      label: text('物料', 'Item'),
      required: true,
      ref: {
        entity: 'demoItem',
        display: { itemName: 'itemName', itemCode: 'itemCode' },
        fill: { uomCode: 'primaryUomCode', categoryName: 'categoryName', price: 'lastPrice' },
      },
    },
    {
      name: 'siteId',
      type: 'integer',
      label: text('收货地点', 'Ship-to site'),
      ref: { entity: 'demoSupplierSite', display: { siteName: 'siteName' }, filter: { supplierId: { parentField: 'supplierId' } } },
    },
    { name: 'uomCode', type: 'string', label: text('单位', 'Unit'), lookup: 'UOM' },
    { name: 'categoryName', type: 'string', label: text('品类', 'Category'), length: 60 },
    { name: 'qty', type: 'number', label: text('数量', 'Quantity'), precision: 4, min: 0 },
    { name: 'price', type: 'number', label: text('含税单价', 'Unit price incl. tax'), precision: 4, min: 0 },
    { name: 'taxRateCode', type: 'string', label: text('税率', 'Tax rate'), lookup: 'TAX_RATE', inherit: 'taxRateCode' },
    { name: 'sample', type: 'flag', label: text('样品', 'Sample'), default: 'N' },
    { name: 'sampleNote', type: 'string', label: text('样品说明', 'Sample note'), length: 100, visibleWhen: { field: 'sample', op: 'eq', value: 'Y' } },
    { name: 'amount', type: 'number', label: text('含税金额', 'Amount incl. tax'), precision: 2, computed: { mul: [{ field: 'qty' }, { field: 'price' }] } },
    {
      name: 'netPrice',
      type: 'number',
      label: text('不含税单价', 'Unit price excl. tax'),
      precision: 4,
      computed: { div: [{ field: 'price' }, { add: [1, { lookupAttr: { field: 'taxRateCode', attr: 'attribute1' } }] }] },
    },
  ],
};

const demoRequestService = {
  version: 1,
  name: 'demoRequestService',
  service: 'srm',
  table: 'demo_request_services',
  label: text('申请服务行', 'Service line'),
  primaryKey: 'serviceLineId',
  fields: [
    { name: 'requestId', type: 'integer', label: text('申请', 'Request'), required: true, ref: { entity: 'demoRequest' } },
    { name: 'lineNumber', type: 'integer', label: text('行号', 'Line'), readOnly: true },
    { name: 'serviceName', type: 'string', label: text('服务内容', 'Service'), length: 200, required: true },
    { name: 'hours', type: 'number', label: text('工时', 'Hours'), precision: 2, min: 0 },
    { name: 'rate', type: 'number', label: text('费率', 'Rate'), precision: 2, min: 0 },
    { name: 'amount', type: 'number', label: text('金额', 'Amount'), precision: 2, computed: { mul: [{ field: 'hours' }, { field: 'rate' }] } },
  ],
};

export const DEMO_ENTITIES: EntitySchema[] = [demoSupplier, demoSupplierSite, demoContact, demoItem, demoRequest, demoRequestItem, demoRequestService].map(
  (entity) => EntitySchema.parse(entity),
);

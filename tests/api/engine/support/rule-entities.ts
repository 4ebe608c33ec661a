import { EntityCatalog } from '../../../../src/shared/entity/entity-catalog';
import { EntitySchema } from '../../../../src/shared/formats/entity-format';
import { loadEntitySchemas } from '../../../../src/server/db';
import { SCHEMAS_DIR } from '../engine-fixture';

/** Test-only entities for field rules, cascading references and fills: sites of suppliers, items, and a request using both. */
const testEntities: unknown[] = [
  {
    version: 1, name: 'testSupplierSite', service: 'srm', table: 'test_supplier_sites', label: { cn: '供应商地点', en: 'Supplier site' },
    primaryKey: 'siteId', displayField: 'siteName',
    fields: [
      { name: 'supplierId', type: 'integer', label: { cn: '供应商', en: 'Supplier' }, required: true, ref: { entity: 'srmPosSupplierInfo' } },
      { name: 'siteName', type: 'string', label: { cn: '地点名称', en: 'Site name' }, required: true, length: 100 },
    ],
    permissions: { create: 'btnAdd', update: 'btnSave' },
  },
  {
    version: 1, name: 'testItem', service: 'srm', table: 'test_items', label: { cn: '物料', en: 'Item' },
    primaryKey: 'itemId', displayField: 'itemName', codeField: 'itemCode',
    fields: [
      { name: 'itemCode', type: 'string', label: { cn: '物料编码', en: 'Item code' }, required: true, length: 30 },
      { name: 'itemName', type: 'string', label: { cn: '物料名称', en: 'Item name' }, required: true, length: 100 },
      { name: 'uomCode', type: 'string', label: { cn: '单位', en: 'Unit' }, lookup: 'UOM' },
      { name: 'lastPrice', type: 'number', label: { cn: '最近价格', en: 'Last price' }, precision: 4 },
      { name: 'costPrice', type: 'number', label: { cn: '成本价', en: 'Cost price' }, precision: 4, internal: true },
    ],
    permissions: { create: 'btnAdd', update: 'btnSave' },
  },
  {
    version: 1, name: 'testRequest', service: 'srm', table: 'test_requests', label: { cn: '测试申请', en: 'Test request' },
    primaryKey: 'requestId',
    fields: [
      { name: 'supplierId', type: 'integer', label: { cn: '供应商', en: 'Supplier' }, required: true, ref: { entity: 'srmPosSupplierInfo' } },
      { name: 'siteId', type: 'integer', label: { cn: '供应商地点', en: 'Supplier site' }, ref: { entity: 'testSupplierSite', filter: { supplierId: { field: 'supplierId' } } } },
      { name: 'itemId', type: 'integer', label: { cn: '物料', en: 'Item' }, ref: { entity: 'testItem', fill: { uomCode: 'uomCode', price: 'lastPrice', cost: 'costPrice' } } },
      { name: 'uomCode', type: 'string', label: { cn: '单位', en: 'Unit' }, lookup: 'UOM' },
      { name: 'price', type: 'number', label: { cn: '价格', en: 'Price' }, precision: 4 },
      { name: 'cost', type: 'number', label: { cn: '成本', en: 'Cost' }, precision: 4 },
      { name: 'urgent', type: 'flag', label: { cn: '加急', en: 'Urgent' }, default: 'N' },
      { name: 'urgentReason', type: 'string', label: { cn: '加急原因', en: 'Reason for urgency' }, length: 200, requiredWhen: { field: 'urgent', op: 'eq', value: 'Y' } },
      { name: 'buyerNote', type: 'string', label: { cn: '采购备注', en: 'Buyer note' }, length: 200, readOnlyWhen: { field: '$side', op: 'eq', value: 'supplier' } },
      { name: 'requestCode', type: 'string', label: { cn: '申请编码', en: 'Request code' }, length: 30, readOnlyWhen: { field: '$new', op: 'eq', value: false } },
    ],
    ownership: { supplierField: 'supplierId', supplierWritable: true },
    permissions: { create: 'btnAdd', update: 'btnSave' },
  },
];

/** The product's entities with the test entities above. */
export function ruleCatalog(): EntityCatalog {
  return new EntityCatalog([...loadEntitySchemas(SCHEMAS_DIR), ...testEntities.map((entity) => EntitySchema.parse(entity))]);
}

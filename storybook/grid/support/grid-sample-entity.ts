import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import { EntitySchema } from '../../../src/shared/formats/entity-format';
import { repoProject } from '../../support/repo-project';

/** Where the grid stories' entity sits among the project's schemas (the entity loader keys by path). */
export const GRID_ITEM_PATH = '/schemas/storybook/storyGridItem.json';
export const GRID_ITEM_ENTITY = 'storyGridItem';

/**
 * An order-line-like entity made for the grid stories only: one field of every type a column can show
 * or edit (text, numbers, the date types, lookups, a reference, Y/N flags, attachments) and the ten
 * flexfields, so one record type covers every cell, editor and rule of the grid. Parsed like a file.
 */
export const gridItemEntity: EntitySchema = EntitySchema.parse({
  version: 1,
  name: GRID_ITEM_ENTITY,
  service: 'srm',
  table: 'story_grid_items',
  label: { cn: '网格示例订单行', en: 'Grid sample order line' },
  primaryKey: 'itemLineId',
  displayField: 'itemName',
  codeField: 'itemCode',
  fields: [
    { name: 'orderNumber', type: 'string', label: { cn: '订单号', en: 'Order number' }, length: 30 },
    { name: 'lineNumber', type: 'integer', label: { cn: '行号', en: 'Line' }, min: 1 },
    { name: 'itemCode', type: 'string', label: { cn: '物料编码', en: 'Item code' }, length: 60 },
    { name: 'itemName', type: 'string', label: { cn: '物料名称', en: 'Item name' }, required: true, length: 200 },
    { name: 'itemSpec', type: 'string', label: { cn: '规格型号', en: 'Specification' }, length: 200 },
    {
      name: 'supplierId',
      type: 'integer',
      label: { cn: '供应商', en: 'Supplier' },
      ref: { entity: 'srmPosSupplierInfo', display: { supplierName: 'supplierName', supplierNumber: 'supplierNumber' } },
    },
    { name: 'uomCode', type: 'string', label: { cn: '单位', en: 'Unit' }, lookup: 'UOM', default: 'PCS' },
    { name: 'status', type: 'string', label: { cn: '行状态', en: 'Line status' }, lookup: 'PO_LINE_STATUS', default: 'OPEN' },
    { name: 'currencyCode', type: 'string', label: { cn: '币种', en: 'Currency' }, lookup: 'BASE_CURRENCY', default: 'CNY' },
    { name: 'settlementWays', type: 'string', label: { cn: '可选结算方式', en: 'Settlement ways' }, length: 200 },
    { name: 'demandQty', type: 'number', label: { cn: '需求数量', en: 'Quantity' }, required: true, min: 0.0001, max: 999999999, precision: 4 },
    { name: 'taxPrice', type: 'number', label: { cn: '含税单价', en: 'Unit price incl. tax' }, min: 0, max: 999999999, precision: 4 },
    { name: 'taxTotalPrice', type: 'number', label: { cn: '含税金额', en: 'Amount incl. tax' }, precision: 2 },
    { name: 'discountRate', type: 'number', label: { cn: '折扣率(%)', en: 'Discount (%)' }, precision: 2 },
    { name: 'packQty', type: 'integer', label: { cn: '包装数', en: 'Packs' } },
    { name: 'needDate', type: 'date', label: { cn: '需求日期', en: 'Need-by date' } },
    { name: 'confirmedAt', type: 'datetime', label: { cn: '确认时间', en: 'Confirmed at' } },
    { name: 'budgetYear', type: 'date', label: { cn: '预算年度', en: 'Budget year' } },
    { name: 'budgetPeriod', type: 'date', label: { cn: '预算期间', en: 'Budget period' } },
    { name: 'inspectFlag', type: 'flag', label: { cn: '需检验', en: 'Inspection' }, default: 'N' },
    { name: 'urgentFlag', type: 'flag', label: { cn: '加急', en: 'Urgent' }, default: 'N' },
    { name: 'drawingIds', type: 'attachment', label: { cn: '图纸', en: 'Drawings' } },
    { name: 'remark', type: 'string', label: { cn: '备注', en: 'Notes' }, length: 500 },
  ],
  permissions: { create: 'btnAdd', update: 'btnSave', delete: 'btnDelete' },
  defaultSort: { field: 'itemLineId', direction: 'asc' },
  flexfields: true,
});

/** The repository's entities and the grid stories' one: what columns are parsed against. */
export const gridCatalog = new EntityCatalog([...repoProject.entities, gridItemEntity]);

/**
 * Writes the demo items and their per-organisation settings from the catalogue (material-catalog.ts):
 * seed/demo/records/012-material-items.json and 013-org-materials.json. Deterministic: the same
 * catalogue always gives the same files. Run: npx tsx tools/demo/generate-material-items.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MATERIAL_CATALOG, type CatalogCategory } from './material-catalog';

const GENERATED_BY = 'tools/demo/generate-material-items.ts';
const RECORDS_DIR = fileURLToPath(new URL('../../seed/demo/records/', import.meta.url));

type Row = Record<string, unknown>;

const ref = (entity: string, by: string, value: string): Row => ({ ref: entity, by, value });

/** Categories whose items are made to the buyer's drawings: every third item carries drawings. */
const DRAWN_CATEGORIES = new Set(['010101', '010103', '010104', '010202', '010401', '010402']);

function drawingsOf(itemCode: string, position: number): Row[] {
  const drawingNumber = `DWG-${itemCode}`;
  if (position % 2 === 0) {
    return [{ drawingNumber, drawingVersion: 'A', drawingName: '零件图', currentFlag: 'Y', effectiveDate: '2026-03-01', remark: '首版发布' }];
  }
  return [
    { drawingNumber, drawingVersion: 'A', drawingName: '零件图', currentFlag: 'N', effectiveDate: '2025-09-15', remark: '首版发布' },
    { drawingNumber, drawingVersion: 'B', drawingName: '零件图', currentFlag: 'Y', effectiveDate: '2026-06-01', remark: 'ECN-2026-031：调整公差与表面处理' },
    { drawingNumber: `${drawingNumber}-PK`, drawingVersion: '1.0', drawingName: '包装图', currentFlag: 'Y', effectiveDate: '2026-06-01', remark: '包装方式与标签位置' },
  ];
}

function itemsOf(category: CatalogCategory): Row[] {
  return category.items.map((entry, index) => {
    const [itemName, itemSpec, weight] = entry.split('|');
    const itemCode = `${category.category}${String(index + 1).padStart(4, '0')}`;
    const record: Row = {
      itemCode,
      itemName,
      itemSpec,
      uomCode: category.uom,
      categoryId: ref('basePurchaseCategory', 'categoryCode', category.category),
      itemType: category.itemType,
      enabledFlag: index === 9 && category.itemType === 'MRO' ? 'N' : 'Y',
    };
    if (category.brands.length > 0) record.brand = category.brands[index % category.brands.length];
    if (weight) record.unitWeight = Number(weight);
    if (DRAWN_CATEGORIES.has(category.category) && index % 3 === 0) record.drawings = drawingsOf(itemCode, index / 3);
    return record;
  });
}

/** Purchasing settings of an item category in a plant: lead time, order quantities, inspection. */
const PLANNING: Record<string, { lead: number; moq: number; multiple: number }> = {
  PART: { lead: 14, moq: 100, multiple: 50 },
  RAW: { lead: 10, moq: 500, multiple: 25 },
  PACKING: { lead: 5, moq: 200, multiple: 50 },
  MRO: { lead: 7, moq: 1, multiple: 1 },
  ASSET: { lead: 21, moq: 1, multiple: 1 },
};

const PLANTS = [
  { orgCode: 'SH01', every: 2, warehouses: { PART: '上海工厂 零部件仓 A区', RAW: '上海工厂 原材料仓 B区', PACKING: '上海工厂 包材仓 C区', MRO: '上海工厂 备件仓', ASSET: '上海工厂 行政库' } },
  { orgCode: 'SZ01', every: 3, warehouses: { PART: '深圳装配工厂 电子料仓', RAW: '深圳装配工厂 原料仓', PACKING: '深圳装配工厂 包材仓', MRO: '深圳装配工厂 五金仓', ASSET: '深圳装配工厂 行政库' } },
];

function orgSettings(items: Row[]): Row[] {
  const rows: Row[] = [];
  for (const plant of PLANTS) {
    items.forEach((item, index) => {
      const type = item.itemType as keyof typeof plant.warehouses;
      if (type === ('SERVICE' as string) || index % plant.every !== 0) return;
      const plan = PLANNING[type];
      rows.push({
        orgId: ref('baseOrganization', 'orgCode', plant.orgCode),
        itemId: ref('baseMaterialItem', 'itemCode', String(item.itemCode)),
        enabledFlag: item.enabledFlag,
        buyerId: ref('baseUsers', 'userName', 'buyer'),
        leadTimeDays: plan.lead + (index % 4) * 2,
        minOrderQty: plan.moq,
        orderMultiple: plan.multiple,
        shipToLocation: plant.warehouses[type],
        inspectionFlag: type === 'PART' || type === 'RAW' ? 'Y' : 'N',
      });
    });
  }
  return rows;
}

function write(file: string, entity: string, key: string[], records: Row[]): void {
  const body = { $schema: '../../../schemas/demo-records.schema.json', version: 1, generatedBy: GENERATED_BY, entity, user: 'admin', key, records };
  const lines = records.map((record) => `    ${JSON.stringify(record)}`).join(',\n');
  const head = JSON.stringify({ ...body, records: [] }, null, 2).replace(/"records": \[\]\n}$/, '');
  writeFileSync(`${RECORDS_DIR}${file}`, `${head}"records": [\n${lines}\n  ]\n}\n`);
}

const items = MATERIAL_CATALOG.flatMap(itemsOf);
write('012-material-items.json', 'baseMaterialItem', ['itemCode'], items);
write('013-org-materials.json', 'baseOrgMaterial', ['orgId', 'itemId'], orgSettings(items));
console.log(`wrote ${items.length} items and their organisation settings`);

import { sql } from 'kysely';
import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import { insertBatches } from '../db/batched-inserts';
import type { Database } from '../db/database.types';
import { DOCUMENT_ORG_FIELD, documentOrgSource } from '../db/document-org-column';
import { roundDecimal } from '../../shared/numbers/round-decimal';
import { autoNumberDate } from '../../shared/entity/auto-number-format';
import { formatDate, formatDateTime } from '../entities/engine-clock';

const DEFAULT_LINES_PER_ORDER = 2;
const BULK_PREFIX = 'PB';
const TAX_RATE = 0.13;
const STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'CONFIRMED', 'REJECTED'] as const;
const ITEMS = [
  { itemName: '深沟球轴承', itemSpec: '6205-2RS', taxPrice: 11.3 },
  { itemName: '内六角螺栓', itemSpec: 'M10x40 12.9级', taxPrice: 0.86 },
  { itemName: '电解电容', itemSpec: '100uF 25V', taxPrice: 0.12 },
  { itemName: '五层瓦楞纸箱', itemSpec: '600x400x400', taxPrice: 6.8 },
  { itemName: '开关电源模块', itemSpec: '24V 5A', taxPrice: 96 },
];

type Row = Record<string, unknown>;

async function someIds(database: Database, table: string, key: string): Promise<number[]> {
  const rows = await database.db.selectFrom(table).select(key).orderBy(key).limit(20).execute();
  return rows.map((row) => Number(row[key]));
}

function dayOffset(now: Date, days: number): Date {
  const moment = new Date(now);
  moment.setDate(moment.getDate() - days);
  return moment;
}

/**
 * Inserts in batches, as many rows per statement as the bound-value limit allows (fewer round trips make
 * a million lines a matter of seconds); with `returning` [key, code] answers code -> id (RETURNING order is
 * not guaranteed).
 */
async function insertRows(database: Database, table: string, rows: Row[], returning?: [string, string]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of insertBatches(rows)) {
    if (!returning) {
      await database.db.insertInto(table).values(batch).execute();
      continue;
    }
    const [key, code] = returning;
    const inserted = await database.db.insertInto(table).values(batch).returning([key, code]).execute();
    for (const row of inserted) ids.set(String(row[code]), Number(row[key]));
  }
  return ids;
}

/**
 * Synthetic purchase orders for benchmarks (listByPage over 10,000 orders, the load benchmark's million
 * lines): batched inserts that bypass the engine for speed but write what it would (numbers, computed
 * amounts, audit fields), two lines each unless told. Needs organisations, suppliers and users to exist
 * (seedDemoData first). One transaction per call. Answers how many were added.
 */
export async function seedBulkOrders(
  database: Database,
  catalog: EntityCatalog,
  count: number,
  now: Date = new Date(),
  linesPerOrder: number = DEFAULT_LINES_PER_ORDER,
): Promise<number> {
  if (!Number.isInteger(count) || count < 1) return 0;
  const header = catalog.get('srmPoHeader');
  const line = catalog.get('srmPoLine');
  const orgIds = await someIds(database, tableOf(catalog.get('baseOrganization')), 'orgId');
  const supplierIds = await someIds(database, tableOf(catalog.get('srmPosSupplierInfo')), 'supplierId');
  const userIds = await someIds(database, tableOf(catalog.get('baseUsers')), 'userId');
  if (orgIds.length === 0 || supplierIds.length === 0 || userIds.length === 0) {
    throw new Error('bulk orders need organisations, suppliers and users: seed the demo data first');
  }
  const stem = `${BULK_PREFIX}${autoNumberDate(now, 'yyyyMMdd')}-`;
  const existing = await database.db
    .selectFrom(tableOf(header))
    .select(sql<number>`count(*)`.as('total'))
    .where('poNumber', 'like', `${stem}%`)
    .executeTakeFirst();
  const first = Number(existing?.total ?? 0) + 1;
  const stamp = formatDateTime(now);

  return database.db.transaction().execute(async (trx) => {
    const inTransaction: Database = { ...database, db: trx };
    const headers: Row[] = [];
    const linesPerHeader: Row[][] = [];
    for (let i = 0; i < count; i += 1) {
      const status = STATUSES[i % STATUSES.length];
      const buyerId = userIds[i % userIds.length];
      const items = Array.from({ length: linesPerOrder }, (_, index) => ITEMS[(i + index * 2) % ITEMS.length]);
      const lines = items.map((item, index) => {
        const demandQty = 1 + ((i * 7 + index * 3) % 500);
        const gross = demandQty * item.taxPrice;
        return {
          lineNumber: index + 1, itemName: item.itemName, itemSpec: item.itemSpec, uomCode: 'PCS', demandQty, taxPrice: item.taxPrice,
          taxRateCode: 'VAT13', nonTaxPrice: roundDecimal(item.taxPrice / (1 + TAX_RATE), 4), taxTotalPrice: roundDecimal(gross, 2),
          nonTaxTotalPrice: roundDecimal(gross / (1 + TAX_RATE), 2), demandDate: formatDate(dayOffset(now, -30 + (i % 60))), status: 'OPEN',
          receivedQty: 0, returnQty: 0, onWayQty: 0, openQty: demandQty, scheduledQty: 0, versionNum: 1, creationDate: stamp, createdBy: buyerId, lastUpdatedBy: buyerId, lastUpdateDate: stamp,
        };
      });
      linesPerHeader.push(lines);
      const approved = status === 'APPROVED' || status === 'CONFIRMED';
      headers.push({
        poNumber: `${stem}${String(first + i).padStart(6, '0')}`, poType: 'STANDARD', orgId: orgIds[i % orgIds.length],
        supplierId: supplierIds[i % supplierIds.length], currencyCode: 'CNY', taxRateCode: 'VAT13', buyerId, poVersions: 1, status,
        approvalUserId: approved ? buyerId : null, approvedDate: approved ? stamp : null, startDate: formatDate(dayOffset(now, i % 365)),
        description: `批量测试订单 ${first + i}`,
        taxTotalAmount: roundDecimal(lines.reduce((sum, row) => sum + row.taxTotalPrice, 0), 2),
        nonTaxTotalAmount: roundDecimal(lines.reduce((sum, row) => sum + row.nonTaxTotalPrice, 0), 2),
        versionNum: 1, creationDate: stamp, createdBy: buyerId, lastUpdatedBy: buyerId, lastUpdateDate: stamp,
      });
    }
    const headerIds = await insertRows(inTransaction, tableOf(header), headers, [header.primaryKey, 'poNumber']);
    // The organisation each line keeps of its order, as the engine writes it (src/server/db/document-org-column.ts).
    const documentOrg = (row: Row) => (documentOrgSource(line, catalog) ? { [DOCUMENT_ORG_FIELD]: row.orgId } : {});
    const lineRows = headers.flatMap((row, index) =>
      linesPerHeader[index].map((lineRow) => ({ ...lineRow, poHeaderId: headerIds.get(String(row.poNumber)), ...documentOrg(row) })),
    );
    await insertRows(inTransaction, tableOf(line), lineRows);
    return headerIds.size;
  });
}

/**
 * `npx tsx tools/bench/excel-export.ts`: exports 10,000 and 100,000 purchase orders of 20 columns through
 * exportExcel on the real server process, as
 * the list toolbar asks (lookup meanings, reference names, dates, amounts), on SQLite. Prints wall time to
 * the last byte, rows per second, file size, the rows and sheets the file holds (read back afterwards) and
 * the server's resident memory before and at its peak (sampled from /proc every 50 ms).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { MenuContext } from '../../renderer/data/data-adapter';
import { signedHeaders } from '../../renderer/data/signed-headers';
import { createDatabase, loadEntitySchemas } from '../../src/server/db';
import { seedBulkOrders } from '../../src/server/seed/demo-bulk-orders';
import { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import { startServer, type RunningServer } from '../support/server-process';
import { signInTo, type SignedSession } from '../support/signed-session';

const COLUMNS = [
  { key: 'poNumber' },
  { key: 'status', lookup: { typeCode: 'PO_STATUS' } },
  { key: 'poType', lookup: { typeCode: 'PO_TYPE' } },
  { key: 'supplierId', displayKey: 'supplierName' },
  { key: 'supplierNumber', title: 'Supplier number' },
  { key: 'orgId', displayKey: 'orgName' },
  { key: 'buyerId', displayKey: 'buyerName' },
  { key: 'currencyCode', lookup: { typeCode: 'BASE_CURRENCY' } },
  { key: 'taxRateCode', lookup: { typeCode: 'TAX_RATE' } },
  { key: 'paymentCondition', lookup: { typeCode: 'PAYMENT_CONDITION' } },
  { key: 'poVersions' },
  { key: 'nonTaxTotalAmount', precision: 2, showThousandSeparator: true },
  { key: 'taxTotalAmount', precision: 2, showThousandSeparator: true },
  { key: 'startDate', format: 'yyyy-MM-dd' },
  { key: 'endDate', format: 'yyyy-MM-dd' },
  { key: 'approvedDate', format: 'yyyy-MM-dd HH:mm:ss' },
  { key: 'description' },
  { key: 'prNumber' },
  { key: 'creationDate', format: 'yyyy-MM-dd HH:mm:ss' },
  { key: 'lastUpdateDate', format: 'yyyy-MM-dd HH:mm:ss' },
];
const EXPORT_PATH = '/api/export/v1/exportExcelRestful/exportExcel';

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

interface Measurement {
  rows: number;
  sheets: number;
  seconds: number;
  fileMb: number;
  beforeMb: number;
  peakMb: number;
}

/** A server whose database holds the demo data and `orders` synthetic orders of one line each. */
async function serverWith(orders: number): Promise<RunningServer> {
  const first = await startServer();
  await first.stop(false);
  const database = await createDatabase({ dataDir: first.dataDir });
  const catalog = new EntityCatalog(loadEntitySchemas(resolve(import.meta.dirname, '../../schemas')));
  await seedBulkOrders(database, catalog, orders, new Date(), 1);
  await database.close();
  return startServer({}, first.dataDir);
}

/** Rows (headers excluded) and sheets of a workbook, read streaming. */
async function countRows(bytes: Buffer): Promise<{ rows: number; sheets: number }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { worksheets: 'emit', sharedStrings: 'cache' });
  let rows = 0;
  let sheets = 0;
  for await (const sheet of reader) {
    sheets += 1;
    for await (const row of sheet) if (row.number > 1) rows += 1;
  }
  return { rows, sheets };
}

async function exportOnce(server: RunningServer, session: SignedSession, menu: MenuContext): Promise<Measurement> {
  const pid = server.pid;
  if (pid === undefined) throw new Error('the server process has no pid');
  const body = JSON.stringify({ requestUrl: '/api/srm/v1/srmPoHeaderRestful/listByPage', requestParams: {}, columns: COLUMNS, lan: 'CN' });
  const beforeMb = residentMb(pid);
  let peakMb = beforeMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, residentMb(pid));
  }, 50);
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}${EXPORT_PATH}`, {
    method: 'POST',
    headers: { ...signedHeaders({ session: session.credentials, language: 'CN' }, { method: 'POST', path: EXPORT_PATH, body, menu }), 'Content-Type': 'application/json' },
    body,
  });
  const file = Buffer.from(await response.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peakMb = Math.max(peakMb, residentMb(pid));
  if (!(response.headers.get('content-type') ?? '').includes('spreadsheetml')) throw new Error(`export answered ${response.status} ${response.headers.get('content-type')}`);
  return { ...(await countRows(file)), seconds, fileMb: file.length / 1024 / 1024, beforeMb, peakMb };
}

export async function measureExcelExport(): Promise<string[]> {
  const lines = ['excel export (exportExcel, 20 columns, SQLite, real server process; rows = synthetic + demo orders)'];
  lines.push('| synthetic orders | rows in file | sheets | seconds | rows/s | file MB | server RSS before MB | server RSS peak MB |');
  lines.push('|---|---|---|---|---|---|---|---|');
  for (const orders of [10_000, 100_000]) {
    const server = await serverWith(orders);
    try {
      const session = await signInTo(server.baseUrl, 'admin', 'Admin@123');
      const menu = await session.menu('PO_LIST');
      const result = await exportOnce(server, session, menu);
      lines.push(
        `| ${orders.toLocaleString('en-US')} | ${result.rows} | ${result.sheets} | ${result.seconds.toFixed(1)} | ${Math.round(result.rows / result.seconds)} | ${result.fileMb.toFixed(1)} | ${result.beforeMb.toFixed(0)} | ${result.peakMb.toFixed(0)} |`,
      );
    } finally {
      await server.stop();
    }
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await measureExcelExport()) console.log(line);
}

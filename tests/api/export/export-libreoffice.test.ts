// Dialect-neutral: LibreOffice reading an exported workbook.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { libreOfficeAvailable } from '../../support/real-tool';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { ExportClient } from './support/export-client';

/**
 * An exported workbook as a spreadsheet program reads it: LibreOffice (headless) turns it into CSV,
 * which shows every cell as formatted for display, and that must be what the list's API answers.
 */
type Row = Record<string, unknown>;

const run = promisify(execFile);
const hasLibreOffice = libreOfficeAvailable();

/** Minimal CSV reading: LibreOffice quotes fields holding commas or quotes, doubling the quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

function thousands(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

describe.skipIf(!hasLibreOffice)('an export opened in LibreOffice', () => {
  let server: TestServer;
  let admin: SignedInClient;
  let menu: MenuContext;
  let directory: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server.baseUrl, 'admin', 'EN');
    menu = await admin.menu('PO_LIST');
    directory = await mkdtemp(join(tmpdir(), 'srm-export-lo-'));
  });
  afterAll(async () => {
    await server?.stop();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('shows the rows the list answers, with meanings, names, two-decimal amounts and dates', async () => {
    const listed = await admin.adapter.request<Row[]>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage', body: { pageRows: 500, sortField: 'poHeaderId', sortOrder: 'asc' }, menu });
    const statuses = await admin.adapter.request<Row[]>({ service: 'base', resource: 'baseLookupValuesRestful', operation: 'findDic', body: { lookupType: 'PO_STATUS' } });
    const meaning = new Map(statuses.data.map((value) => [value.lookupCode, value.meaningEn]));
    const answer = await new ExportClient(server.baseUrl, admin.login, 'EN').exportExcel(
      {
        requestUrl: '/api/srm/v1/srmPoHeaderRestful/listByPage',
        requestParams: { sortField: 'poHeaderId', sortOrder: 'asc' },
        columns: [
          { key: 'poNumber' },
          { key: 'status', lookup: { typeCode: 'PO_STATUS' } },
          { key: 'supplierId', displayKey: 'supplierName' },
          { key: 'taxTotalAmount', precision: 2, showThousandSeparator: true },
          { key: 'startDate', format: 'yyyy-MM-dd' },
        ],
      },
      menu,
    );
    expect(answer.httpStatus, answer.envelope?.msg).toBe(200);
    const workbook = join(directory, 'orders.xlsx');
    await writeFile(workbook, answer.bytes);
    await run('soffice', ['--headless', '--norestore', `-env:UserInstallation=file://${join(directory, 'profile')}`, '--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76,1', '--outdir', directory, workbook], { timeout: 120_000 });
    const csv = parseCsv(await readFile(join(directory, 'orders.csv'), 'utf8'));
    expect(csv[0]).toEqual(['PO number', 'Status', 'Supplier', 'Total incl. tax', 'Start date']);
    const expected = listed.data.map((row) => [
      String(row.poNumber),
      String(meaning.get(String(row.status))),
      String(row.supplierName),
      row.taxTotalAmount === null || row.taxTotalAmount === undefined ? '' : thousands(Number(row.taxTotalAmount)),
      String(row.startDate),
    ]);
    expect(expected.length).toBeGreaterThan(0);
    expect(csv.slice(1)).toEqual(expected);
  }, 180_000);
});

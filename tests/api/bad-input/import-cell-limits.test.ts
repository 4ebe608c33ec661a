// Dialect-neutral: workbook cell limits, refused while reading, before any query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { INPUT_LIMITS } from '../../../src/server/http/input-limits';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { ImportClient } from '../import/support/import-client';
import { hugeCellWorkbook } from './support/huge-cell-workbook';

const HEADER = ['Supplier number', '*Supplier name', 'Supplier type'];
const MB = 1024 * 1024;

let server: TestServer;
let client: ImportClient;
let menu: MenuContext;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await signIn(server.baseUrl, 'admin', 'EN');
  menu = await admin.menu('SUPPLIER_INFO');
  client = new ImportClient(server.baseUrl, admin.login, 'EN');
  // The server seeds its demo data on a fresh database: minutes on a loaded shared runner (PostgreSQL).
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

/** Peak resident memory of this process (the server runs in it), in MB. */
function peakRssMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

/** Imports the file while asking /api/health every few milliseconds: the answer, and the slowest health answer. */
async function importWatchingHealth(file: Buffer) {
  let importing = true;
  let slowestHealthMs = 0;
  const watch = (async () => {
    while (importing) {
      const started = performance.now();
      const health = await fetch(`${server.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
    }
  })();
  try {
    return { answer: await client.importExcel({ entity: 'srmPosSupplierInfo' }, file, menu), slowestHealthMs: () => slowestHealthMs };
  } finally {
    importing = false;
    await watch;
  }
}

describe('Excel import: cells beyond Excel\'s own limit (issue 22)', () => {
  for (const where of ['worksheet', 'sharedStrings'] as const) {
    it(`refuses a 300 MB cell written in the ${where} with a 400 naming it, the server's memory flat`, async () => {
      const file = await hugeCellWorkbook(HEADER, 300 * MB, where);
      const before = peakRssMb();
      const { answer, slowestHealthMs } = await importWatchingHealth(file);
      const after = peakRssMb();
      console.log(`300 MB cell in the ${where} (${Math.round(file.length / 1024)} kB compressed): peak RSS ${before} -> ${after} MB, slowest /api/health ${Math.round(slowestHealthMs())} ms`);
      expect(answer.httpStatus).toBe(400);
      expect(answer.envelope.status).toBe('E');
      expect(answer.envelope.errors?.map((error) => error.field)).toEqual(['file']);
      expect(answer.envelope.msg).toContain(where === 'worksheet' ? 'Cell B2 (row 2)' : 'Shared text No. 2');
      // The 300 MB never lands in memory: the refusal comes within a chunk of the cap.
      expect(after - before).toBeLessThan(100);
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    }, 120_000);
  }

  it('refuses a cell one character over the limit, naming the cell and the limit', async () => {
    const file = await hugeCellWorkbook(HEADER, INPUT_LIMITS.importCellChars + 1, 'worksheet');
    const answer = await client.importExcel({ entity: 'srmPosSupplierInfo' }, file, menu);
    expect(answer.httpStatus).toBe(400);
    expect(answer.envelope.msg).toBe(`Cell B2 (row 2) holds more than ${INPUT_LIMITS.importCellChars} characters (Excel's limit for a cell): shorten it and import again`);
  });
});

/**
 * `npx tsx tools/bench/excel-import.ts`: imports 10,000 and 50,000 supplier rows through importExcel on the
 * real server process (SQLite, or PostgreSQL with BENCH_DATABASE_URL), and one 10,000-row file whose last
 * row is bad (checked, rolled back, marked workbook stored). Prints wall time, rows per second and the
 * server's resident memory before and at its peak during each import (sampled from /proc every 50 ms).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { ApiEnvelope } from '../../src/shared/api/envelope';
import type { ImportDone, ImportRejected } from '../../src/shared/api/import-answer';
import type { MenuContext } from '../../renderer/data/data-adapter';
import { signedHeaders } from '../../renderer/data/signed-headers';
import { startServer, type RunningServer } from '../support/server-process';
import { signInTo, type SignedSession } from '../support/signed-session';

const HEADER = ['*供应商名称', '供应商简称', '供应商类型', '供应商状态', '所属行业', '公司电话', '黑名单', '注册资本(万元)', '注册地址'];
const TYPES = ['生产商', '贸易商', '服务商'];

/** A supplier import file of `rows` rows written streaming (exceljs WorkbookWriter); the last row bad if asked. */
async function writeFile(path: string, rows: number, run: string, badLastRow: boolean): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('供应商');
  sheet.addRow(HEADER).commit();
  for (let i = 0; i < rows; i++) {
    const bad = badLastRow && i === rows - 1;
    sheet
      .addRow([
        bad ? null : `基准导入供应商${run}-${i}`,
        `简称${i}`,
        TYPES[i % TYPES.length],
        '合格',
        '机械制造',
        `021-${String(10_000_000 + i)}`,
        i % 10 === 0 ? '是' : '否',
        (i % 1000) * 10.5,
        `上海市浦东新区张江路${i}号`,
      ])
      .commit();
  }
  await sheet.commit();
  await workbook.commit();
}

function residentMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

interface Measurement {
  label: string;
  rows: number;
  fileMb: number;
  seconds: number;
  beforeMb: number;
  peakMb: number;
}

async function importOnce(server: RunningServer, session: SignedSession, menu: MenuContext, label: string, rows: number, badLastRow: boolean): Promise<Measurement> {
  const pid = server.pid;
  if (pid === undefined) throw new Error('the server process has no pid');
  const dir = await mkdtemp(join(tmpdir(), 'srm-bench-import-'));
  try {
    const file = join(dir, 'suppliers.xlsx');
    await writeFile(file, rows, label.replace(/\W/g, ''), badLastRow);
    const bytes = readFileSync(file);
    const path = '/api/export/v1/importExcelRestful/importExcel?entity=srmPosSupplierInfo';
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(bytes)]), 'suppliers.xlsx');
    const beforeMb = residentMb(pid, 'VmRSS');
    let peakMb = beforeMb;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, residentMb(pid, 'VmRSS'));
    }, 50);
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: signedHeaders({ session: session.credentials, language: 'CN' }, { method: 'POST', path, body: '', menu }),
      body: form,
    });
    const answer = (await response.json()) as ApiEnvelope<ImportDone | ImportRejected>;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peakMb = Math.max(peakMb, residentMb(pid, 'VmRSS'));
    const expected = badLastRow ? 'E' : 'S';
    if (answer.status !== expected) throw new Error(`${label}: expected ${expected}, got ${answer.status}: ${answer.msg}`);
    return { label, rows, fileMb: (await stat(file)).size / 1024 / 1024, seconds, beforeMb, peakMb };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function measureExcelImport(): Promise<string[]> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const server = await startServer({ IMPORT_MAX_ROWS: '100000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  try {
    const session = await signInTo(server.baseUrl, 'admin', 'Admin@123');
    const menu = await session.menu('SUPPLIER_INFO');
    const results = [
      await importOnce(server, session, menu, '10,000 rows', 10_000, false),
      await importOnce(server, session, menu, '50,000 rows', 50_000, false),
      await importOnce(server, session, menu, '10,000, last bad', 10_000, true),
    ];
    const lines = [`excel import (importExcel, ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, real server process)`];
    lines.push('| import | file MB | seconds | rows/s | server RSS before MB | server RSS peak MB |');
    lines.push('|---|---|---|---|---|---|');
    for (const result of results) {
      lines.push(
        `| ${result.label} | ${result.fileMb.toFixed(2)} | ${result.seconds.toFixed(1)} | ${Math.round(result.rows / result.seconds)} | ${result.beforeMb.toFixed(0)} | ${result.peakMb.toFixed(0)} |`,
      );
    }
    return lines;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await measureExcelImport()) console.log(line);
}

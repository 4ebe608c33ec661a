/**
 * `npx tsx tools/bench/excel-import.ts`: imports 10,000 and 50,000 supplier rows through importExcel on the
 * real server process, on SQLite and on PostgreSQL in one run, and one 10,000-row file whose last row is bad
 * (checked, rolled back, marked workbook stored). Prints wall time beside its target (issue 15: 50,000 rows
 * < 10 s, growing linearly), rows per second, the 10k -> 50k ratio of the time per row, and the server's
 * resident memory before and at its peak during each import (sampled from /proc every 50 ms).
 * PostgreSQL runs on a database of its own (BENCH_IMPORT_DATABASE_URL, srm_bench_import by default),
 * dropped and created again each run so every run imports into the same empty tables.
 * BENCH_IMPORT_ROWS=2000,10000 measures smaller files while developing.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import type { ApiEnvelope } from '../../src/shared/api/envelope';
import type { ImportDone, ImportRejected } from '../../src/shared/api/import-answer';
import type { MenuContext } from '../../renderer/data/data-adapter';
import { signedHeaders } from '../../renderer/data/signed-headers';
import { startServer, type RunningServer } from '../support/server-process';
import { signInTo, type SignedSession } from '../support/signed-session';

const HEADER = ['*供应商名称', '供应商简称', '供应商类型', '供应商状态', '所属行业', '公司电话', '黑名单', '注册资本(万元)', '注册地址'];
const TYPES = ['生产商', '贸易商', '服务商'];
const PG_URL = process.env.BENCH_IMPORT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/srm_bench_import';
/** The two file sizes whose time per row is compared; the larger one has the target. */
const [SMALL, LARGE] = (process.env.BENCH_IMPORT_ROWS ?? '10000,50000').split(',').map(Number);
/** Issue 15: 50,000 rows in under 10 s; smaller files in proportion (the import grows linearly). */
const SECONDS_PER_ROW_TARGET = 10 / 50_000;

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

/**
 * Posts a multipart form and answers the JSON envelope, with no time limit (node:http): fetch gives up
 * waiting for the answer's headers after 300 s, and a slow import on a loaded machine takes longer.
 */
async function postForm(url: string, headers: Record<string, string>, form: FormData): Promise<ApiEnvelope<ImportDone | ImportRejected>> {
  const encoded = new Request(url, { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const contentType = encoded.headers.get('content-type') ?? '';
  return new Promise((resolveAnswer, reject) => {
    const sent = request(url, { method: 'POST', headers: { ...headers, 'content-type': contentType, 'content-length': body.length } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolveAnswer(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
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
    const headers = signedHeaders({ session: session.credentials, language: 'CN' }, { method: 'POST', path, body: '', menu });
    const answer = await postForm(`${server.baseUrl}${path}`, headers, form);
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

/** A fresh, empty PostgreSQL database for this run (the server migrates and seeds it on start). */
async function recreatePostgres(): Promise<void> {
  const url = new URL(PG_URL);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const identifier = client.escapeIdentifier(name);
    await client.query(`drop database if exists ${identifier} with (force)`);
    await client.query(`create database ${identifier}`);
  } finally {
    await client.end();
  }
}

function rowsLabel(rows: number): string {
  return `${rows.toLocaleString('en-US')} rows`;
}

/** The three imports on one database, as table lines with targets and the linearity ratio. */
async function measureOn(label: string, env: Record<string, string>): Promise<string[]> {
  const server = await startServer({ IMPORT_MAX_ROWS: String(Math.max(100_000, LARGE)), ...env });
  let results: Measurement[];
  try {
    const session = await signInTo(server.baseUrl, 'admin', 'Admin@123');
    const menu = await session.menu('SUPPLIER_INFO');
    results = [];
    for (const [name, rows, badLastRow] of [[rowsLabel(SMALL), SMALL, false], [rowsLabel(LARGE), LARGE, false], [`${rowsLabel(SMALL)}, last bad`, SMALL, true]] as const) {
      const result = await importOnce(server, session, menu, name, rows, badLastRow);
      console.error(`${label}: ${name} ${result.seconds.toFixed(1)} s`);
      results.push(result);
    }
  } finally {
    await server.stop();
  }
  const lines = [`excel import (importExcel, ${label}, real server process)`];
  lines.push('| import | file MB | seconds (target) | rows/s | server RSS before MB | server RSS peak MB |');
  lines.push('|---|---|---|---|---|---|');
  for (const result of results) {
    const target = `< ${(result.rows * SECONDS_PER_ROW_TARGET).toFixed(0)} s`;
    lines.push(
      `| ${result.label} | ${result.fileMb.toFixed(2)} | ${result.seconds.toFixed(1)} s (target ${target}) | ${Math.round(result.rows / result.seconds)} | ${result.beforeMb.toFixed(0)} | ${result.peakMb.toFixed(0)} |`,
    );
  }
  const [small, large] = results;
  const ratio = large.seconds / large.rows / (small.seconds / small.rows);
  lines.push(`${label}: time per row ${rowsLabel(SMALL)} -> ${rowsLabel(LARGE)} grows x${ratio.toFixed(2)} (target about 1, linear)`);
  return lines;
}

export async function measureExcelImport(): Promise<string[]> {
  const sqlite = await measureOn('SQLite', {});
  await recreatePostgres();
  const postgres = await measureOn('PostgreSQL', { DATABASE_URL: PG_URL });
  return [...sqlite, '', ...postgres];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await measureExcelImport()) console.log(line);
}

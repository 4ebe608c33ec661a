/**
 * The grid benchmark (`npx tsx tools/bench/grid/run.ts`, README.md beside it): our DataGrid against Arco's
 * Table, plain and virtualized, at 200, 10,000 and 100,000 rows × 30 columns in headless Chromium; and,
 * with --variants=editLinesTab, the purchase order's edit screen with 2,000 lines in a tab.
 * Options: --sizes=200,10000 --variants=dataGrid,arcoVirtual --timeout=60 (seconds per step).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildBenchPage } from './build-page';
import { measureVariant, timedOut } from './measure-variant';
import { DEFAULT_VARIANTS, GRID_VARIANTS, LINES_TAB_SIZE, ROW_COUNTS, type GridVariant } from './page/bench-protocol';
import { linesTabVerdict, resultTable, verdict, type SizeResults } from './report';
import { serveDirectory } from './static-server';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function parseSizes(variants: readonly GridVariant[]): number[] {
  const text = option('sizes');
  if (!text) return variants.every((variant) => variant === 'editLinesTab') ? [LINES_TAB_SIZE] : [...ROW_COUNTS];
  const sizes = text.split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size <= 0)) throw new Error(`--sizes: positive whole numbers, got ${text}`);
  return sizes;
}

function parseVariants(): GridVariant[] {
  const text = option('variants');
  if (!text) return [...DEFAULT_VARIANTS];
  return text.split(',').map((name) => {
    const variant = GRID_VARIANTS.find((candidate) => candidate === name);
    if (!variant) throw new Error(`--variants: one of ${GRID_VARIANTS.join(', ')}, got ${name}`);
    return variant;
  });
}

function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_FLAGS });
}

const variants = parseVariants();
const sizes = parseSizes(variants);
const timeoutS = Number(option('timeout') ?? 60);
const outDir = mkdtempSync(join(tmpdir(), 'srm-grid-bench-'));
try {
  const buildStarted = Date.now();
  await buildBenchPage(outDir);
  console.log(`bench page built in ${Date.now() - buildStarted} ms (${outDir}, removed afterwards)`);
  const server = await serveDirectory(outDir);
  let browser = await launch();
  const all = new Map<number, SizeResults>();
  try {
    for (const size of sizes) {
      const results: SizeResults = {};
      for (const variant of variants) {
        process.stdout.write(`measuring ${variant} at ${size} rows… `);
        const started = Date.now();
        const figures = await measureVariant(browser, server.baseUrl, variant, size, timeoutS * 1000);
        results[variant] = figures;
        console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
        if (timedOut(figures)) {
          // The page may still be running the step that timed out: start from a fresh browser.
          await browser.close().catch(() => undefined);
          browser = await launch();
        }
      }
      all.set(size, results);
    }
  } finally {
    await browser.close().catch(() => undefined);
    await server.close();
  }
  console.log('');
  for (const [size, results] of all) console.log(`${resultTable(size, results, variants)}\n`);
  if (variants.includes('dataGrid')) for (const line of verdict(all)) console.log(line);
  if (variants.includes('editLinesTab')) for (const line of linesTabVerdict(all)) console.log(line);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

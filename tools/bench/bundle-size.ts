/**
 * What the first screens download, measured in headless Chromium on the built app (`npx vite build` first):
 * the login page, then (the same visit going on) the main frame after sign-in with the first list shown.
 * Every script and style the browser asked for is counted by the size of the .gz and .br files the build
 * wrote beside it (what the server sends), and as it is.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startServer } from '../support/server-process';

const webDir = resolve(import.meta.dirname, '../../dist/web');
const CHROMIUM_PATH = '/usr/bin/chromium';

export interface Transfer {
  /** Each file's gzip size in kB, by path under webDir. */
  gzipKbByFile: Map<string, number>;
  files: number;
  rawKb: number;
  gzipKb: number;
  brotliKb: number;
}

export interface BundleFigures {
  login: Transfer;
  firstList: Transfer;
  /** Every script and style of the build, whether a screen asks for it or not. */
  all: Transfer;
}

function kb(path: string): number {
  return existsSync(path) ? statSync(path).size / 1024 : 0;
}

/** Sizes of built assets (paths under webDir), sent compressed when the build wrote a smaller copy. */
function transferOf(files: Iterable<string>): Transfer {
  const total: Transfer = { gzipKbByFile: new Map(), files: 0, rawKb: 0, gzipKb: 0, brotliKb: 0 };
  for (const file of files) {
    const path = join(webDir, file);
    const raw = kb(path);
    const gzip = kb(`${path}.gz`) || raw;
    total.gzipKbByFile.set(file, gzip);
    total.files += 1;
    total.rawKb += raw;
    total.gzipKb += gzip;
    total.brotliKb += kb(`${path}.br`) || raw;
  }
  return total;
}

/** One line of totals; with `byFile`, then each file, largest first. */
export function describeTransfer(name: string, transfer: Transfer, byFile = false): string {
  const { files, rawKb, gzipKb, brotliKb } = transfer;
  const total = `${name}: ${files} scripts and styles, ${gzipKb.toFixed(1)} kB gzip, ${brotliKb.toFixed(1)} kB brotli (${rawKb.toFixed(1)} kB as built)`;
  if (!byFile) return total;
  const rows = [...transfer.gzipKbByFile].sort((a, b) => b[1] - a[1]).map(([file, gzip]) => `  ${gzip.toFixed(1).padStart(7)} kB gzip  ${file}`);
  return [total, ...rows].join('\n');
}

/** The built scripts and styles the page has asked for so far, as paths under webDir. */
function recordAssets(page: Page): Set<string> {
  const assets = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/assets\/.+\.(js|css)$/.test(path)) assets.add(path.slice(1));
  });
  return assets;
}

export async function measureBundle(): Promise<BundleFigures> {
  statSync(join(webDir, 'index.html'));
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const assets = recordAssets(page);
    await page.goto(`${server.baseUrl}/login`);
    await page.locator('#userName_input').waitFor();
    await page.waitForLoadState('networkidle');
    const login = transferOf(assets);

    await page.locator('#userName_input').fill('buyer');
    await page.locator('input[type=password]').fill('Buyer@123');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/main\/inHome/);
    await page.locator('.arco-menu').getByText('采购订单', { exact: true }).click();
    await page.locator('.srm-tab-pane:not([hidden]) .srm-data-table .srm-grid-body [role="row"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const firstList = transferOf(assets);

    const all = transferOf(readdirSync(join(webDir, 'assets')).filter((f) => /\.(js|css)$/.test(f)).map((f) => `assets/${f}`));
    return { login, firstList, all };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // --files: each file of the two screens too.
  const byFile = process.argv.includes('--files');
  const { login, firstList, all } = await measureBundle();
  console.log(describeTransfer('bundle: login page', login, byFile));
  console.log(describeTransfer('bundle: login, sign-in, main frame with the first list', firstList, byFile));
  console.log(describeTransfer('bundle: whole build', all));
}

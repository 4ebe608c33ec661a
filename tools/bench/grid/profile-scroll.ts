/**
 * Where a scroll step's main-thread time goes (issue 22), beside the bench's totals:
 *   npx tsx tools/bench/grid/profile-scroll.ts [--variants=dataGrid,tanstackBare] [--rows=100000] [--functions=12]
 * Builds the bench page unminified (readable function names), runs its scroll measure under a Chromium trace and
 * the V8 sampling profiler, and prints per step: the main thread's top-level events by name in thread (CPU) time
 * (EventDispatch is the scroll handlers with React's render and commit; then style recalculation, Layout, PrePaint,
 * Paint, Layerize) and the JS functions with the most self time (sampled in wall time: noisy on a busy machine).
 */
import react from '@vitejs/plugin-react';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { SCROLL_STEPS } from './page/bench-protocol';
import { serveDirectory } from './static-server';

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  pid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) duration, microseconds. */
  tdur?: number;
  args?: { name?: string };
}

function option(name: string, fallback: string): string {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
}

function perStep(us: number): string {
  return (us / 1000 / SCROLL_STEPS).toFixed(3).padStart(8);
}

/** Thread time of the renderer main thread's top-level events, by name (events nested in another are in its time). */
function topLevelEvents(events: TraceEvent[]): Map<string, number> {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const byName = new Map<string, number>();
  if (!main) return byName;
  const own = events.filter((event) => event.tid === main.tid && event.pid === main.pid && event.ph === 'X').sort((a, b) => a.ts - b.ts);
  let lastEnd = 0;
  for (const event of own) {
    if (event.ts < lastEnd) continue;
    lastEnd = event.ts + (event.dur ?? 0);
    byName.set(event.name, (byName.get(event.name) ?? 0) + (event.tdur ?? event.dur ?? 0));
  }
  return byName;
}

async function profileVariant(browser: Browser, baseUrl: string, variant: string, rows: number, functions: number): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/index.html?variant=${variant}&rows=${rows}`);
    await page.waitForFunction(() => window.gridBench !== undefined);
    await page.evaluate(() => window.gridBench?.mount());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing'] });
    await cdp.send('Profiler.start');
    await page.evaluate(() => window.gridBench?.scroll());
    const { profile } = await cdp.send('Profiler.stop');
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };

    const byName = topLevelEvents(trace.traceEvents);
    const total = [...byName.values()].reduce((sum, us) => sum + us, 0);
    console.log(`${variant} at ${rows} rows: main-thread top-level events, thread ms per step`);
    console.log(`  ${perStep(total)}  (all)`);
    for (const [name, us] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${perStep(us)}  ${name}`);

    const self = new Map<string, number>();
    const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples?.length ?? 1);
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    for (const id of profile.samples ?? []) {
      const frame = nodes.get(id)?.callFrame;
      if (!frame) continue;
      const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + interval);
    }
    const jsOnly = [...self].filter(([name]) => !name.startsWith('(program)') && !name.startsWith('(idle)'));
    console.log(`JS self time, ms per step (all JS: ${perStep(jsOnly.reduce((sum, [, us]) => sum + us, 0)).trim()})`);
    for (const [name, us] of jsOnly.sort((a, b) => b[1] - a[1]).slice(0, functions)) console.log(`  ${perStep(us)}  ${name}`);
  } finally {
    await context.close();
  }
}

const variants = option('variants', 'dataGrid,tanstackBare').split(',');
const rows = Number(option('rows', '100000'));
const functions = Number(option('functions', '12'));
const outDir = mkdtempSync(join(tmpdir(), 'srm-grid-profile-'));
try {
  await build({
    configFile: false,
    root: resolve(import.meta.dirname, 'page'),
    base: './',
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, minify: false, chunkSizeWarningLimit: 10_000, reportCompressedSize: false },
  });
  const server = await serveDirectory(outDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    for (const variant of variants) await profileVariant(browser, server.baseUrl, variant, rows, functions);
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { median, percentile } from './frame-stats';
import { withScrollStepCpu } from './scroll-step-cpu';
import type { GridBenchApi, GridVariant } from './page/bench-protocol';

/** A figure, or why there is none: the step ran out of time, failed, or was not reached. */
export type Figure = { value: number } | { timeoutS: number } | { error: string } | { skipped: true };

export interface VariantFigures {
  renderMs: Figure;
  scrollMedianMs: Figure;
  scrollP95Ms: Figure;
  /** Main-thread CPU time of a scroll step's frame (scroll-step-cpu.ts). */
  scrollWorkMedianMs: Figure;
  scrollWorkP95Ms: Figure;
  /** DOM elements per body row drawn, after the scroll: what each row mounted on a step costs. */
  elementsPerRow: Figure;
  /** JS heap the mounted grid added to the page with its data (after a full garbage collection). */
  gridHeapMb: Figure;
  /** JS heap of the page with its generated rows, before the grid: the same for every variant of a size. */
  dataHeapMb: Figure;
  selectAllMs: Figure;
  editMs: Figure;
}

class StepTimeout extends Error {}

type PageMethod = Exclude<keyof GridBenchApi, 'variant' | 'rows'>;

/** Runs one measure of the page's API (page/bench-protocol.ts) and answers its result. */
function callPage<M extends PageMethod>(page: Page, method: M): Promise<Awaited<ReturnType<GridBenchApi[M]>>> {
  return page.evaluate((name) => {
    const api = window.gridBench;
    if (!api) throw new Error('the bench page has no API');
    return api[name]() as Promise<Awaited<ReturnType<GridBenchApi[M]>>>;
  }, method);
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepTimeout()), timeoutMs);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  return usage.usedSize / (1024 * 1024);
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 120);
}

export function timedOut(figures: VariantFigures): boolean {
  return Object.values(figures).some((figure: Figure) => 'timeoutS' in figure);
}

/**
 * Loads the bench page for one variant and size in a fresh browser context and measures, in order:
 * first render, JS heap, select all, inline edit, scrolling (last: the slowest step where a grid struggles). A step that runs out of time stops the
 * run (the page is stuck in it); the steps after it are reported as not reached.
 */
export async function measureVariant(
  browser: Browser,
  baseUrl: string,
  variant: GridVariant,
  rows: number,
  timeoutMs: number,
): Promise<VariantFigures> {
  const figures: VariantFigures = {
    renderMs: { skipped: true },
    scrollMedianMs: { skipped: true },
    scrollP95Ms: { skipped: true },
    scrollWorkMedianMs: { skipped: true },
    scrollWorkP95Ms: { skipped: true },
    elementsPerRow: { skipped: true },
    gridHeapMb: { skipped: true },
    dataHeapMb: { skipped: true },
    selectAllMs: { skipped: true },
    editMs: { skipped: true },
  };
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const step = async <T,>(keys: (keyof VariantFigures)[], work: () => Promise<T>): Promise<T | null> => {
      try {
        return await withTimeout(work(), timeoutMs);
      } catch (error) {
        const failed: Figure = error instanceof StepTimeout ? { timeoutS: timeoutMs / 1000 } : { error: messageOf(error) };
        for (const key of keys) figures[key] = failed;
        return null;
      }
    };
    const loaded = await step(['renderMs'], async () => {
      await page.goto(`${baseUrl}/index.html?variant=${variant}&rows=${rows}`);
      await page.waitForFunction(() => window.gridBench !== undefined || window.gridBenchError !== undefined, undefined, { timeout: timeoutMs });
      const failure = await page.evaluate(() => window.gridBenchError);
      if (failure) throw new Error(failure);
      return true;
    });
    if (!loaded) return figures;
    const dataHeap = await heapMb(cdp);
    figures.dataHeapMb = { value: dataHeap };
    const render = await step(['renderMs'], () => callPage(page, 'mount'));
    if (render === null) return figures;
    figures.renderMs = { value: render };
    const gridHeap = await step(['gridHeapMb'], () => heapMb(cdp));
    if (gridHeap === null) return figures;
    figures.gridHeapMb = { value: gridHeap - dataHeap };
    const selectAll = await step(['selectAllMs'], () => callPage(page, 'selectAll').then((ms) => ms ?? ('none' as const)));
    if (selectAll === null) return figures;
    // A grid without row selection (a line grid) has no figure here.
    if (selectAll !== 'none') figures.selectAllMs = { value: selectAll };
    const edit = await step(['editMs'], () => callPage(page, 'editCell').then((ms) => ms ?? ('none' as const)));
    if (edit === null) return figures;
    // A grid without inline editing (the bare grid) has no figure here.
    if (edit !== 'none') figures.editMs = { value: edit };
    const scrollKeys: (keyof VariantFigures)[] = ['scrollMedianMs', 'scrollP95Ms', 'scrollWorkMedianMs', 'scrollWorkP95Ms'];
    const measured = await step(scrollKeys, () => withScrollStepCpu(browser, page, () => callPage(page, 'scroll')));
    if (measured === null) return figures;
    const { result: scroll, stepsMs } = measured;
    if (scroll.scrolledPx <= 0) {
      for (const key of scrollKeys) figures[key] = { error: 'the body did not scroll' };
    } else {
      figures.scrollMedianMs = { value: median(scroll.frames) };
      figures.scrollP95Ms = { value: percentile(scroll.frames, 95) };
      figures.scrollWorkMedianMs = { value: median(stepsMs) };
      figures.scrollWorkP95Ms = { value: percentile(stepsMs, 95) };
      if (scroll.elementsPerRow !== null) figures.elementsPerRow = { value: scroll.elementsPerRow };
    }
    return figures;
  } finally {
    // A page stuck in a long task may not answer; the caller starts a new browser after a timeout anyway.
    await withTimeout(context.close(), 15_000).catch(() => undefined);
  }
}

import type { Browser, Page } from 'playwright-core';
import { SCROLL_STEP_MARK } from './page/bench-protocol';

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  /** The thread's CPU clock (microseconds) when the event happened. */
  tts?: number;
}

/**
 * Runs `work` (the page's scroll measure) under a Chromium trace of its user timing marks, and answers the
 * main thread's CPU milliseconds between consecutive SCROLL_STEP_MARKs: the work of each scroll step's frame
 * (the grid's scroll handler, React, style, layout, paint). CPU time, not wall time: on a shared machine the
 * waits for a core do not count, so the figure is the page's own cost.
 */
export async function withScrollStepCpu<T>(browser: Browser, page: Page, work: () => Promise<T>): Promise<{ result: T; stepsMs: number[] }> {
  await browser.startTracing(page, { categories: ['blink.user_timing'] });
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await browser.stopTracing().catch(() => undefined);
    throw error;
  }
  const trace = await browser.stopTracing();
  const parsed = JSON.parse(trace.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const marks = events.filter((event) => event.name === SCROLL_STEP_MARK && event.ph === 'I' && event.tts !== undefined);
  const stepsMs: number[] = [];
  for (let index = 1; index < marks.length; index += 1) {
    if (marks[index].tid !== marks[index - 1].tid) throw new Error('scroll step marks on different threads');
    stepsMs.push(((marks[index].tts ?? 0) - (marks[index - 1].tts ?? 0)) / 1000);
  }
  if (stepsMs.length === 0) throw new Error('the trace has no scroll step marks (no thread clock on this platform?)');
  return { result, stepsMs };
}

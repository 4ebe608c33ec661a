/**
 * The unit project's DOM: vitest's jsdom environment, torn down only after the timers a test file left
 * running have fired. A toast's exit animation, a select closing its popup or a request answered by the
 * in-memory adapter sets React state from a timer; when that timer fires after the teardown removed
 * `window`, React throws "window is not defined" (it reads `window.event` to rank the update, and its
 * scheduler renders in a later immediate) and vitest fails the whole run for it although every test passed.
 * Timers and immediates that keep the process alive are waited for,
 * up to SETTLE_LIMIT_MS; an interval never ends, so a file that leaves one costs that limit once.
 */
import { builtinEnvironments, type Environment } from 'vitest/runtime';

const SETTLE_LIMIT_MS = 5_000;
const POLL_MS = 10;
/** Timers, and the immediates React's scheduler renders in (a render left pending reads `window` too). */
const PENDING_WORK = new Set(['Timeout', 'Immediate']);

async function leftTimersFired(): Promise<void> {
  const until = Date.now() + SETTLE_LIMIT_MS;
  while (process.getActiveResourcesInfo().some((kind) => PENDING_WORK.has(kind)) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  if (Date.now() >= until) console.warn(`a timer still ran after ${SETTLE_LIMIT_MS} ms (an interval left running?); the DOM goes anyway`);
}

const jsdom = builtinEnvironments.jsdom;

const settledJsdom: Environment = {
  ...jsdom,
  async setup(global, options) {
    const environment = await jsdom.setup(global, options);
    return {
      async teardown(teardownGlobal) {
        await leftTimersFired();
        await environment.teardown(teardownGlobal);
      },
    };
  },
};

export default settledJsdom;

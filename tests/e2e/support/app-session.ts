import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../../tools/support/server-process';
import { startAppServer } from './app-server';
import { launchBrowser } from './browser';

/** Arco 2.66 logs this under React 19 from its own code; every other console error fails a test. */
const KNOWN_ARCO_WARNING = 'element.ref was removed';

export interface AppSession {
  server: RunningServer;
  browser: Browser;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  consoleErrors: string[];
  close(): Promise<void>;
}

/** The built app on a fresh server (app-server.ts), and one Chromium page on it that records console errors. */
export async function openAppSession(): Promise<AppSession> {
  const server = await startAppServer();
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes(KNOWN_ARCO_WARNING)) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return {
    server,
    browser,
    page,
    consoleErrors,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeOfDescriptorPath } from '../../../renderer/loading/screen-routes';
import type { RunningServer } from '../../../tools/support/server-process';
import { chromiumAvailable } from '../../support/real-tool';
import { startAppServer } from './app-server';
import { blockingViolations, type Violation } from './axe';
import { launchBrowser } from './browser';
import { signIn } from './ui';

const run = chromiumAvailable();
const SCREENS_DIR = resolve(import.meta.dirname, '../../../screens');

/** Every screen route of the descriptors under screens/. */
function descriptorRoutes(dir = SCREENS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return descriptorRoutes(path);
    return entry.name.endsWith('.json') ? [routeOfDescriptorPath(`screens/${relative(SCREENS_DIR, path)}`)] : [];
  });
}

/** One kind of user each: the administrator holds every internal menu; a supplier sees the supplier's side. */
const USERS = [
  { name: 'admin', password: 'Admin@123' },
  { name: 'supplier1', password: 'Supplier@123' },
];

interface Audit {
  screen: string;
  violations: Violation[];
}

/**
 * Waits until the visible pane shows its screen as a person sees it once it is still: no loading spinner, no
 * grid still loading, no colour still changing (a toolbar's buttons fade back in once its list has loaded).
 */
async function screenShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const pane = document.querySelector('.srm-tab-pane:not([hidden])');
    return (
      !!pane &&
      (pane.textContent ?? '').trim() !== '' &&
      !pane.querySelector('.srm-page-loading, .arco-spin-icon, [aria-busy="true"]') &&
      !document.getAnimations().some((animation) => animation instanceof CSSTransition && animation.playState === 'running')
    );
  });
}

const SELECTED_TAB = '.srm-tabs-bar [role="tab"][aria-selected="true"]';

/**
 * Opens a screen inside the running app (as a link would), without loading the page again, and waits for its
 * new tab to be the selected one and its pane the visible one: the address changes before React has drawn the
 * tab, and until then the pane shown is still the one before (which Delete would not close).
 */
async function openScreen(page: Page, route: string): Promise<void> {
  const before = await page.locator(SELECTED_TAB).getAttribute('id');
  await page.evaluate((href) => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/main/${route}`);
  await page.waitForFunction(
    ({ path, selector, previous }) => {
      const tab = document.querySelector(selector);
      const pane = document.querySelector('.srm-tab-pane:not([hidden])');
      return window.location.pathname === path && !!tab && tab.id !== previous && pane?.getAttribute('aria-labelledby') === tab.id;
    },
    { path: `/main/${route}`, selector: SELECTED_TAB, previous: before },
  );
  await screenShown(page);
}

function report(audits: Audit[]): string {
  return audits
    .map(({ screen, violations }) => {
      const critical = violations.filter((v) => v.impact === 'critical').reduce((sum, v) => sum + v.count, 0);
      const serious = violations.filter((v) => v.impact === 'serious').reduce((sum, v) => sum + v.count, 0);
      const rules = violations.map((v) => `\n    ${v.impact} ${v.rule} x${v.count}: ${v.example}`).join('');
      return `  ${screen.padEnd(48)} critical ${critical}  serious ${serious}${rules}`;
    })
    .join('\n');
}

/**
 * The axe-core audit of every screen for each kind of user, split in `parts` files that each audit every
 * `parts`-th screen (this one: those at `part`), so the end-to-end workers share the screens; the public
 * pages go with part 0.
 */
export function describeAccessibility(part: number, parts: number): void {
  describe.runIf(run)(`accessibility of every screen (axe-core, in Chromium), part ${part + 1} of ${parts}`, () => {
    let server: RunningServer;
    let browser: Browser;
    const audits: Audit[] = [];

    beforeAll(async () => {
      server = await startAppServer();
      browser = await launchBrowser();
    });

    afterAll(async () => {
      if (audits.length > 0) console.log(`axe-core critical and serious violations per screen:\n${report(audits)}`);
      await browser?.close();
      await server?.stop();
    });

    it.runIf(part === 0)('the public pages: login, supplier registration, password recovery', async () => {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      for (const path of ['/login', '/register', '/forget']) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.locator('input:visible').first().waitFor();
        // A lazily linked sheet fades its buttons in: audit the colours once they are still.
        await page.waitForFunction(() => !document.getAnimations().some((animation) => animation instanceof CSSTransition && animation.playState === 'running'));
        audits.push({ screen: path, violations: await blockingViolations(page) });
      }
      await page.close();
      expect(audits.filter((audit) => audit.violations.length > 0).map((audit) => audit.screen)).toEqual([]);
    });

    // One test per screen and user, on one signed-in page per user: the time limit is a screen's, whatever
    // the number of screens.
    describe.each(USERS)('every screen $name can open', ({ name, password }) => {
      let page: Page;
      let opened = 0;

      beforeAll(async () => {
        page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
        await signIn(page, server.baseUrl, name, password);
        await screenShown(page);
      });

      afterAll(async () => {
        await page?.close();
      });

      it('home', async () => {
        const audit = { screen: `${name}: home`, violations: await blockingViolations(page) };
        audits.push(audit);
        expect(audit.violations).toEqual([]);
      });

      it.each(descriptorRoutes().filter((_, index) => index % parts === part))('%s', async (route) => {
        await openScreen(page, route);
        // A screen none of the user's menus leads to says so, and is not the user's to check.
        const mine = (await page.locator('.srm-tab-pane:not([hidden]) .srm-no-screen-access').count()) === 0;
        const audit = mine ? { screen: `${name}: ${route}`, violations: await blockingViolations(page) } : undefined;
        // Closed again (Delete on the shown tab), so the tab limit is never reached.
        await page.locator(SELECTED_TAB).press('Delete');
        await page.waitForFunction((path) => window.location.pathname !== path, `/main/${route}`);
        if (!audit) return;
        opened += 1;
        audits.push(audit);
        expect(audit.violations).toEqual([]);
      });

      it('opened at least one screen', () => {
        expect(opened).toBeGreaterThan(0);
      });
    });
  });
}

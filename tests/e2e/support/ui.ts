import type { Locator, Page } from 'playwright-core';

/** Signs in through the login page and waits for the user's home. */
export async function signIn(page: Page, baseUrl: string, userName: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.locator('#userName_input').fill(userName);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/main\/(inHome|exHome)/);
}

export async function signOut(page: Page): Promise<void> {
  // By role: a closed confirmation that stays in the page may also hold the words 退出登录.
  await page.getByRole('button', { name: '退出登录', exact: true }).click();
  await page.locator('.arco-popconfirm .arco-btn-primary').click();
  await page.waitForURL(/\/login|\/$/);
}

/** Opens a function menu of the side menu by its name. */
export async function openMenu(page: Page, name: string): Promise<void> {
  await page.locator('.arco-menu').getByText(name, { exact: true }).click();
}

/** The titles of the open tabs, in order. */
export function tabTitles(page: Page): Promise<string[]> {
  return page.locator('.srm-tabs-bar .arco-tabs-header-title').allInnerTexts();
}

/** Shows an open tab by clicking its title. */
export async function showTab(page: Page, title: string): Promise<void> {
  await page.locator('.srm-tabs-bar .arco-tabs-header-title', { hasText: title }).first().click();
}

/** The visible tab pane: kept-alive tabs stay in the DOM but hidden. */
export function activePane(page: Page): Locator {
  return page.locator('.srm-tab-pane:not([hidden])');
}

/** Chooses an option of the select inside `[data-field=field]`, searching by `text` when the select searches. */
export async function chooseOption(page: Page, field: string, text: string, search = false): Promise<void> {
  const select = activePane(page).locator(`[data-field="${field}"] .arco-select`);
  await select.click();
  if (search) await select.locator('input').fill(text);
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: text }).first().click();
}

/** Chooses the option `text` of the select in a cell of the active screen's line grid (0-based line), typing it to search. */
export async function chooseInCell(page: Page, line: number, column: string, text: string): Promise<void> {
  const select = lineCell(page, line, column).locator('.arco-select');
  await select.click();
  await select.locator('input').fill(text);
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: text }).first().click();
}

/** Types a date into a date picker and confirms it. */
export async function typeDate(page: Page, picker: Locator, date: string): Promise<void> {
  const input = picker.locator('input');
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await page.keyboard.press('Escape');
}

/** The cell of the n-th line (0-based) for a column key, in the active edit screen. */
export function lineCell(page: Page, line: number, column: string): Locator {
  return activePane(page).locator(`.srm-lines-grid .srm-grid-body [role="row"][aria-rowindex="${line + 1}"] [data-cell$=":${column}"]`);
}

/**
 * Scrolls the active screen's line grid back to its first columns: a grid draws only the columns in view,
 * and typing in a cell far right (a date) scrolls it there.
 */
export async function scrollLinesToStart(page: Page): Promise<void> {
  await activePane(page).locator('.srm-lines-grid .srm-grid-scroller').first().evaluate((scroller) => {
    scroller.scrollLeft = 0;
  });
}

/** Scrolls the active screen's line grid to its right end (amounts, quantities, the per-line buttons). */
export async function scrollLinesToEnd(page: Page): Promise<void> {
  await activePane(page).locator('.srm-lines-grid .srm-grid-scroller').first().evaluate((scroller) => {
    scroller.scrollLeft = scroller.scrollWidth;
  });
}

/** The rows a grid of the active screen draws (those in view), in order. */
export function gridRows(page: Page, within = '.srm-data-table'): Locator {
  return activePane(page).locator(`${within} .srm-grid-body [role="row"]`);
}

/** The cell of a grid row (0-based, by its place among all rows) for a column key. */
export function gridCell(page: Page, row: number, column: string, within = '.srm-data-table'): Locator {
  return activePane(page).locator(`${within} .srm-grid-body [role="row"][aria-rowindex="${row + 1}"] [data-cell$=":${column}"]`);
}

/** Shows a tab of the active edit screen (订单行, 附件, ...) by its title, and waits until its panel shows. */
export async function showEditTab(page: Page, title: string): Promise<void> {
  const tab = activePane(page).locator('.srm-edit-tab-title', { hasText: title });
  await tab.click();
  const key = await tab.getAttribute('data-tab');
  await activePane(page).locator(`[data-tab-panel="${key}"]:not([hidden])`).waitFor();
}

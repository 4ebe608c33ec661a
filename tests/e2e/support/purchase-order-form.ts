import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { activePane, chooseOption, gridRows, lineCell, openMenu, scrollLinesToStart, typeDate } from './ui';

export interface OrderLineInput {
  item: string;
  qty: string;
  price: string;
  date: string;
}

/** Opens 采购订单 and its 新增 form, as a buyer does. */
export async function openNewOrder(page: Page): Promise<void> {
  await openMenu(page, '采购订单');
  // The list's first page: its renderer, schemas and rows come after the click (about 0.8 s here, unloaded),
  // too close to expect.poll's default 1 s on a shared machine.
  await expect.poll(() => gridRows(page).count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await activePane(page).getByRole('button', { name: '新增', exact: true }).click();
  await page.waitForURL(/purchaseOrderEdit/);
}

/** Opens the order of the order list with this text in its row (its description) by its number; that number. */
export async function openOrderByText(page: Page, text: string): Promise<string> {
  await openMenu(page, '采购订单');
  const row = gridRows(page).filter({ hasText: text });
  await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
  const number = (await row.locator('[data-cell$=":poNumber"]').innerText()).trim();
  await row.locator('[data-cell$=":poNumber"]').getByText(number).click();
  await page.waitForURL(/purchaseOrderEdit\?.*id=\d+/);
  await expect.poll(() => activePane(page).locator('[data-field="poNumber"]').innerText(), { timeout: 10_000 }).toBe(number);
  return number;
}

/** Fills the header of a new order of 上海制造有限公司 by 王采购 for `supplier`, starting 2026-12-01. */
export async function fillOrderHeader(page: Page, supplier: string): Promise<void> {
  await chooseOption(page, 'orgId', '上海制造有限公司', true);
  await chooseOption(page, 'supplierId', supplier, true);
  await chooseOption(page, 'buyerId', '王采购', true);
  await typeDate(page, activePane(page).locator('[data-field="startDate"]'), '2026-12-01');
}

/** Adds a line and fills it in (the `index`-th line, from 0). */
export async function addOrderLine(page: Page, index: number, line: OrderLineInput): Promise<void> {
  await activePane(page).getByRole('button', { name: '添加行' }).click();
  // The previous line's date scrolled the grid to its right: its first columns are drawn again.
  await scrollLinesToStart(page);
  await lineCell(page, index, 'itemName').locator('input').fill(line.item);
  await lineCell(page, index, 'demandQty').locator('input').fill(line.qty);
  await lineCell(page, index, 'taxPrice').locator('input').fill(line.price);
  await typeDate(page, lineCell(page, index, 'demandDate'), line.date);
}

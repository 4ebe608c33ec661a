import type { Locator, Page } from 'playwright-core';

/** The middle of an element (of its top 320 px for a tall one): where a pointer presses it or drops on it. */
async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element is not shown');
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 160) };
}

/** Presses the mouse on a card and carries it over a column, a real pointer drag; the caller drops it. */
export async function carry(page: Page, card: Locator, target: Locator): Promise<void> {
  const from = await centre(card);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // Past the 6 px the pointer sensor waits for, so a click stays a click.
  await page.mouse.move(from.x + 12, from.y + 4, { steps: 4 });
  const to = await centre(target);
  await page.mouse.move(to.x, to.y, { steps: 20 });
}

/** Drags a card over a column and drops it there. */
export async function dragCard(page: Page, card: Locator, target: Locator): Promise<void> {
  await carry(page, card, target);
  await page.mouse.up();
}

/**
 * Waits until the page has drawn a frame and run the tasks queued before it: dnd-kit listens for the keys that
 * carry a picked-up card only from the task after the pick-up, and Chromium runs a key press sent at once ahead
 * of that task, so the key would be lost (a person is never that fast).
 */
export async function pickUpSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

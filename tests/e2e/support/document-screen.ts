import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { activePane } from './ui';

/** The parts of the active document screen a test reaches for; `page` is read at each call (it is set in beforeAll). */
export interface DocumentScreen {
  /** A field of the form by its key. */
  field(name: string): Locator;
  /** A button of the screen's header (its workflow and its own buttons), by its exact name. */
  button(name: string): Locator;
  /** A toast message with this text. */
  message(text: string | RegExp): Locator;
  /** The dialog open now (a confirmation, a comment). */
  dialog(): Locator;
  /** Clicks a header button whose action asks for confirmation, and confirms. */
  runConfirmed(name: string): Promise<void>;
}

export function documentScreen(page: () => Page): DocumentScreen {
  const screen: DocumentScreen = {
    field: (name) => activePane(page()).locator(`[data-field="${name}"]`),
    button: (name) => activePane(page()).locator('.srm-edit-header').getByRole('button', { name, exact: true }),
    message: (text) => page().locator('.arco-message').filter({ hasText: text }),
    dialog: () => page().locator('.arco-modal:visible'),
    async runConfirmed(name) {
      await screen.button(name).click();
      await expect.poll(() => screen.dialog().count()).toBe(1);
      await screen.dialog().locator('.arco-btn-primary').click();
    },
  };
  return screen;
}

/** Types a value into a line grid's cell and leaves it with `key` (Enter keeps the row in edit, Tab moves on). */
export async function typeInCell(cell: Locator, value: string, key: 'Enter' | 'Tab' = 'Enter'): Promise<void> {
  await cell.click();
  const input = cell.locator('input');
  await input.fill(value);
  await input.press(key);
}

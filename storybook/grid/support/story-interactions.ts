import { expect, userEvent, waitFor } from 'storybook/test';

/**
 * What the play functions of the list stories do as a user would: wait for rows, pick from the pager's
 * page-size select, type a custom size. Arco draws its popups at the end of the page, so options are
 * looked up in the whole document.
 */
export async function waitForRows(root: HTMLElement): Promise<void> {
  await waitFor(() => expect(root.querySelector('.srm-grid-body [role="row"]')).not.toBeNull(), { timeout: 8000 });
}

function byText(selector: string, texts: readonly string[], scope: ParentNode = document): HTMLElement {
  const found = [...scope.querySelectorAll<HTMLElement>(selector)].find((element) => texts.includes(element.textContent?.trim() ?? ''));
  if (!found) throw new Error(`no ${selector} reading ${texts.join(' or ')}`);
  return found;
}

/** Opens the pager's page-size select; the option list stays open for a designer to see. */
export async function openPageSizes(root: HTMLElement): Promise<void> {
  const select = root.querySelector<HTMLElement>('.srm-grid-page-size');
  if (!select) throw new Error('no page-size select in the pager');
  await userEvent.click(select);
  await waitFor(() => expect(document.querySelector('.arco-select-option')).not.toBeNull());
}

/** Chooses 自定义 / Custom, types the size and applies it. */
export async function applyCustomSize(root: HTMLElement, size: string): Promise<void> {
  await openPageSizes(root);
  const custom = byText('.arco-select-option', ['自定义', 'Custom']);
  // The list takes clicks once its opening animation is over.
  await waitFor(() => expect(getComputedStyle(custom).pointerEvents).not.toBe('none'));
  await userEvent.click(custom);
  const input = await waitFor(() => {
    const found = root.querySelector<HTMLInputElement>('.srm-grid-custom-size input');
    if (!found) throw new Error('no custom size input yet');
    return found;
  });
  await userEvent.type(input, size);
  await userEvent.click(byText('.srm-grid-pager button', ['确定', 'Apply'], root));
}

/** Clicks a toolbar tool of the table (the gear, full screen) by its class. */
export async function clickTool(root: HTMLElement, className: string): Promise<void> {
  await waitForRows(root);
  const button = root.querySelector<HTMLElement>(`.${className}`);
  if (!button) throw new Error(`no .${className} in the table toolbar`);
  await userEvent.click(button);
}

import type { ButtonModel } from './button-model';

/**
 * A destructive button: a danger one that asks for confirmation first (cancel an order, delete). It stands
 * apart at the end of its bar, never beside a harmless one such as back, where a hurried click lands.
 */
export function isDestructive(button: ButtonModel): boolean {
  return button.style === 'danger' && button.confirm !== undefined;
}

/** The buttons in their order, the destructive ones moved to the end. */
export function destructiveLast(buttons: readonly ButtonModel[]): { regular: ButtonModel[]; destructive: ButtonModel[] } {
  return { regular: buttons.filter((button) => !isDestructive(button)), destructive: buttons.filter(isDestructive) };
}

/** Gives each group title without a role the role of a menu item that opens its group. */
function giveGroupTitlesMenuRole(menu: HTMLElement): void {
  for (const title of menu.querySelectorAll<HTMLElement>('[aria-expanded]:not([role])')) {
    title.setAttribute('role', 'menuitem');
  }
}

/**
 * Ref of the element holding an Arco Menu. Arco draws a group's title (inline or pop-up) as a focusable element with aria-expanded
 * but no role, which a menu may not hold: the titles get their role whenever Arco draws them (anew when the
 * menu folds or its groups change, without the owner rendering).
 */
export function menuGroupTitleRoles(menu: HTMLElement | null): (() => void) | undefined {
  if (!menu) return undefined;
  giveGroupTitlesMenuRole(menu);
  const observer = new MutationObserver(() => giveGroupTitlesMenuRole(menu));
  // Arco adds a title's aria-controls after drawing it: attributes are watched too.
  observer.observe(menu, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-expanded', 'aria-controls'] });
  return () => observer.disconnect();
}

import type { UserMenu } from '../context/user-menus-context';
import type { ScreenLinks } from './screen-links';

/**
 * The user's menu a screen works under (spec 000 §7): the function menu whose route is the screen's
 * own, else, for an edit screen, the menu of the list it belongs to (its listRoute); with
 * `responsibilities`, only a menu granted through one of them. Null when none leads there: every call
 * of the screen would be refused.
 */
export function findRouteMenu(
  route: string,
  links: Pick<ScreenLinks, 'listRoute'>,
  menus: Iterable<UserMenu>,
  responsibilities?: readonly string[],
): UserMenu | null {
  const candidates = [...menus].filter(
    (menu) => !responsibilities || menu.responsibilities.some((code) => responsibilities.includes(code)),
  );
  for (const wanted of [route, links.listRoute]) {
    if (!wanted) continue;
    const menu = candidates.find((candidate) => candidate.route === wanted);
    if (menu) return menu;
  }
  return null;
}

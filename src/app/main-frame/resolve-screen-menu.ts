import type { MenuContext, ScreenLinks } from '../../../renderer/index';
import type { MenuNode } from '../../shared/tree/menu-tree';
import { menuRouteOf } from './menu-target';

/**
 * The menu context a screen opened without one (pasted link, bookmark, old tab) works under: the user's
 * function menu whose url is the screen's own route, else, for an edit screen, the menu of the list it
 * belongs to (its descriptor's listRoute). Null when none of the user's menus leads there: the screen would
 * be refused on every call.
 */
export function resolveScreenMenu(
  route: string,
  links: Pick<ScreenLinks, 'listRoute'>,
  functions: Iterable<Pick<MenuNode, 'url' | 'menuId' | 'respId'>>,
): MenuContext | null {
  const menus = [...functions];
  for (const wanted of [route, links.listRoute]) {
    if (!wanted) continue;
    const menu = menus.find((candidate) => menuRouteOf(candidate.url) === wanted);
    if (menu) return { menuId: menu.menuId, respId: menu.respId };
  }
  return null;
}

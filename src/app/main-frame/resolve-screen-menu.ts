import { findRouteMenu, type MenuContext, type ScreenLinks } from '../../../renderer/index';
import type { MenuNode } from '../../shared/tree/menu-tree';
import { routeMenusOf } from './route-menus';

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
  const menu = findRouteMenu(route, links, routeMenusOf(functions));
  return menu ? { menuId: menu.menuId, respId: menu.respId } : null;
}

import type { UserMenu } from '../../../renderer/index';
import type { MenuNode } from '../../shared/tree/menu-tree';
import { menuRouteOf } from './menu-target';

/** The user's function menus as screens see them (renderer's UserMenu): the route each opens, its context, what grants it. */
export function routeMenusOf(functions: Iterable<Pick<MenuNode, 'url' | 'menuId' | 'respId'> & Partial<Pick<MenuNode, 'respCodes'>>>): UserMenu[] {
  return [...functions].flatMap((menu) => {
    const route = menuRouteOf(menu.url);
    return route ? [{ route, menuId: menu.menuId, respId: menu.respId, responsibilities: menu.respCodes ?? [] }] : [];
  });
}

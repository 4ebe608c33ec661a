import type { MenuNode } from '../../shared/tree/menu-tree';
import { screenHref } from '../routes/main-paths';

/** Where a function menu leads: a screen tab, an external page in the embedded frame, or nowhere yet. */
export type MenuTarget = { kind: 'open'; href: string } | { kind: 'unavailable' };

const EXTERNAL_URL = /^https?:\/\//i;

/**
 * The screen route a menu url names, written with or without a leading slash or a query
 * (`/purchaseOrderList?type=STD` -> `purchaseOrderList`); null for external (http) urls and empty ones.
 */
export function menuRouteOf(url: string): string | null {
  const trimmed = url.trim();
  if (EXTERNAL_URL.test(trimmed)) return null;
  const [path] = trimmed.replace(/^\/+/, '').split('?', 1);
  return path || null;
}

/**
 * Resolves a function menu's url (htmlUrl). A screen route may be written with a leading slash or a query
 * (`/purchaseOrderList?type=STD`): the query becomes screen params next to the menu context. An http(s) url
 * opens in the embedded frame. Anything else (a screen not built yet) is unavailable.
 */
export function menuTarget(menu: Pick<MenuNode, 'url' | 'menuId' | 'respId'>, screenRoutes: ReadonlySet<string>): MenuTarget {
  const url = menu.url.trim();
  const menuParams = { menuId: String(menu.menuId), respId: String(menu.respId) };
  if (EXTERNAL_URL.test(url)) return { kind: 'open', href: screenHref('iframe', { url, ...menuParams }) };
  const [path, query = ''] = url.replace(/^\/+/, '').split('?', 2);
  if (!path || !screenRoutes.has(path)) return { kind: 'unavailable' };
  const params = Object.fromEntries(new URLSearchParams(query));
  return { kind: 'open', href: screenHref(path, { ...params, ...menuParams }) };
}

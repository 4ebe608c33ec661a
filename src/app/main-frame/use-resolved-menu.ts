import { useEffect, useState } from 'react';
import { loadScreenLinks, type MenuContext, type ScreenLinks } from '../../../renderer/index';
import { resolveScreenMenu } from './resolve-screen-menu';
import type { UserMenus } from './use-user-menus';

/** Where the search for a screen's menu context stands. */
export type MenuResolution =
  | { status: 'resolving' }
  | { status: 'found'; menu: MenuContext }
  /** None of the user's menus leads to the screen. */
  | { status: 'noAccess' }
  /** The menus could not be loaded: nothing can be decided. */
  | { status: 'menusFailed'; message: string }
  /** The route's descriptor could not be read: the renderer shows why. */
  | { status: 'unknownScreen' };

type LinksState = { route: string; links: ScreenLinks | null };

/**
 * Resolves the menu context of a screen opened without one, from the user's menus (see resolveScreenMenu).
 * `route` is null when the address already carries the context: nothing is loaded then.
 */
export function useResolvedMenu(route: string | null, menus: UserMenus): MenuResolution {
  const [loaded, setLoaded] = useState<LinksState | null>(null);
  useEffect(() => {
    if (route === null) return undefined;
    let live = true;
    loadScreenLinks(route).then(
      (links) => live && setLoaded({ route, links }),
      () => live && setLoaded({ route, links: null }),
    );
    return () => {
      live = false;
    };
  }, [route]);

  if (route === null || loaded?.route !== route || menus.loading) return { status: 'resolving' };
  if (menus.error !== null) return { status: 'menusFailed', message: menus.error };
  if (loaded.links === null) return { status: 'unknownScreen' };
  const menu = resolveScreenMenu(route, loaded.links, menus.functions.values());
  return menu ? { status: 'found', menu } : { status: 'noAccess' };
}

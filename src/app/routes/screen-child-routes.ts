import type { RouteObject } from 'react-router-dom';
import { routeName } from '../../shared/routes';
import { HOME_CHILDREN, IFRAME_CHILDREN } from './main-paths';

/** The main frame's id in the route table: screen routes are patched in as its children. */
export const MAIN_ROUTE_ID = 'main';

/** What a child of /main carries for the frame: which screen route it is, if any. */
export interface MainChildHandle {
  screenRoute?: string;
}

/**
 * One static child of /main per screen route, named by routeName (spec 000 §2). The children render nothing
 * themselves: the frame keeps every open tab mounted and shows the one the location names. A route whose
 * name another already took is left out with an error in the console rather than breaking every route.
 */
export function screenChildRoutes(routes: readonly string[]): RouteObject[] {
  const taken = new Set<string>([...HOME_CHILDREN, ...IFRAME_CHILDREN].map(routeName));
  const children: RouteObject[] = [];
  for (const route of routes) {
    const name = routeName(route);
    if (taken.has(name)) {
      console.error(`screen route "${route}" is skipped: its route name "${name}" is already taken`);
      continue;
    }
    taken.add(name);
    const handle: MainChildHandle = { screenRoute: route };
    children.push({ id: name, path: route, handle, element: null });
  }
  return children;
}

/** The fixed children of /main (spec 000 §2): the two work benches and the embedded-page hosts. */
export function fixedMainChildRoutes(): RouteObject[] {
  return [...HOME_CHILDREN, ...IFRAME_CHILDREN].map((path) => ({ id: routeName(path), path, element: null }));
}

export interface PatchArgs {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}

/**
 * Adds the screen routes under /main the first time a path under /main is not matched by the fixed routes.
 * The list comes from the renderer, which is loaded only then: the login page never downloads it.
 */
export function createScreenRoutePatcher(loadScreenRoutes: () => Promise<string[]>) {
  let patched = false;
  return async ({ path, patch }: PatchArgs): Promise<void> => {
    if (patched || !path.startsWith('/main/')) return;
    const routes = await loadScreenRoutes();
    if (patched) return;
    patch(MAIN_ROUTE_ID, screenChildRoutes(routes));
    patched = true;
  };
}

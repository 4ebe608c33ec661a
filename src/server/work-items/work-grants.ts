import type { AccessDirectory } from '../access/access-directory';
import type { ScreenCoverage } from '../access/screen-coverage';
import type { Actor } from '../entities/entity-engine.types';

/**
 * What a user's grants give him over the documents of every area, read from the same access model and screen
 * coverage the access guard uses (one rule: a menu covers the entities of its screens, its granted resource codes
 * allow their actions).
 */
export interface WorkGrants {
  /** Entity -> the resource codes granted to the user on the menus whose screens cover it. */
  codes: ReadonlyMap<string, ReadonlySet<string>>;
  /** Entity -> the edit screen that opens one of its documents, from a list screen of a menu the user holds. */
  documentRoutes: ReadonlyMap<string, string>;
  /** An approval screen with task buttons whose list menu the user holds (where he decides his tasks). */
  taskRoute?: string;
  /** Any approval instance screen whose list menu the user holds (where he sees an approval he took part in). */
  instanceRoute?: string;
}

export async function workGrantsOf(directory: AccessDirectory, coverage: ScreenCoverage, actor: Actor): Promise<WorkGrants> {
  const model = await directory.accessModel();
  const codes = new Map<string, Set<string>>();
  const heldRoutes = new Set<string>();
  for (const respId of await directory.heldResponsibilities({ userId: actor.userId, userType: actor.userType })) {
    for (const [menuId, resourceIds] of model.grants.get(respId) ?? []) {
      const menu = model.menus.get(menuId);
      if (!menu?.enabled || menu.menuType !== '20' || !menu.htmlUrl) continue;
      heldRoutes.add(menu.htmlUrl);
      const granted = [...resourceIds].flatMap((id) => model.resources.get(id)?.resourceCode ?? []);
      for (const entity of coverage.forRoute(menu.htmlUrl).full) {
        const known = codes.get(entity) ?? new Set<string>();
        for (const code of granted) known.add(code);
        codes.set(entity, known);
      }
    }
  }
  const documentRoutes = new Map<string, string>();
  let taskRoute: string | undefined;
  let instanceRoute: string | undefined;
  // Screens in route order, so the route chosen does not depend on the order menus were granted in.
  for (const route of [...heldRoutes].sort()) {
    const screen = coverage.screens.get(route);
    if (screen?.type === 'list' && screen.editRoute && !documentRoutes.has(screen.entity)) documentRoutes.set(screen.entity, screen.editRoute);
  }
  for (const [route, screen] of [...coverage.screens].sort(([a], [b]) => a.localeCompare(b))) {
    if (screen.type !== 'processInstance' || !heldRoutes.has(screen.listRoute)) continue;
    instanceRoute ??= route;
    if (screen.taskActions.length > 0) taskRoute ??= route;
  }
  return { codes, documentRoutes, taskRoute, instanceRoute };
}

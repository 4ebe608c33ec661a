import type { ModuleSources } from './entity-loader';

/**
 * The route of a descriptor file: its path under `screens/<area>/` without `.json`
 * (`/screens/purchasing/purOrderManage/purchaseOrderEdit.json` -> `purOrderManage/purchaseOrderEdit`).
 */
export function routeOfDescriptorPath(path: string): string {
  const match = /(?:^|\/)screens\/[^/]+\/(.+)\.json$/.exec(path);
  if (!match) throw new Error(`${path} is not a screen descriptor path (screens/<area>/<route>.json)`);
  return match[1];
}

/** Route -> module path; two areas declaring the same route is a configuration error. */
export function indexDescriptorSources(sources: ModuleSources): Map<string, string> {
  const byRoute = new Map<string, string>();
  for (const path of Object.keys(sources).sort()) {
    const route = routeOfDescriptorPath(path);
    const existing = byRoute.get(route);
    if (existing) throw new Error(`screen route "${route}" is declared twice: ${existing} and ${path}`);
    byRoute.set(route, path);
  }
  return byRoute;
}

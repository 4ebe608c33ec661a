/** A link cell that opens the screen its row names (column key `openRoute`): the row keys holding the route and the id. */
export interface RowRoute {
  routeKey: string;
  idKey: string;
}

const PREFIX = 'openRoute:';

/** The cell action of such a link: it carries its row keys, so the list knows what to open from the action alone. */
export function rowRouteAction({ routeKey, idKey }: RowRoute): string {
  return `${PREFIX}${routeKey}:${idKey}`;
}

/** The row keys of a cell action made by rowRouteAction; undefined for any other action. */
export function rowRouteOf(action: string): RowRoute | undefined {
  if (!action.startsWith(PREFIX)) return undefined;
  const [routeKey, idKey] = action.slice(PREFIX.length).split(':');
  return routeKey && idKey ? { routeKey, idKey } : undefined;
}

/**
 * The route and params a row opens, or undefined when the row names no route (the cell is then plain text).
 * A row naming a route and no id opens the screen itself (a collected list screen, 我的收藏).
 */
export function rowTarget(route: RowRoute, row: Readonly<Record<string, unknown>>): { route: string; params: Record<string, string> } | undefined {
  const target = row[route.routeKey];
  const id = row[route.idKey];
  if (typeof target !== 'string' || target === '') return undefined;
  return { route: target, params: id === undefined || id === null || id === '' ? {} : { id: String(id) } };
}

/** A static route's name: its path with slashes and any query removed, lower-cased (spec 000 §2). */
export function routeName(path: string): string {
  return path.split('?')[0].replace(/\//g, '').toLowerCase();
}

/** Where a screen route lives in the browser: under the main frame. */
export function screenPath(route: string): string {
  return `/main/${route}`;
}

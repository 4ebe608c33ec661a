/** What a path under /main shows: the home work bench, an embedded page, or a screen route. */
export type MainPane = { kind: 'home' } | { kind: 'iframe' } | { kind: 'screen'; route: string };

export const MAIN_PREFIX = '/main/';
export const HOME_CHILDREN = ['inHome', 'exHome'] as const;
export const IFRAME_CHILDREN = ['iframe', 'testIframes'] as const;

/** Classifies a path the router matched under /main (null for paths outside the main frame). */
export function mainPaneOf(pathname: string): MainPane | null {
  if (!pathname.startsWith(MAIN_PREFIX)) return null;
  const rest = pathname.slice(MAIN_PREFIX.length).replace(/\/$/, '');
  if (!rest) return null;
  if ((HOME_CHILDREN as readonly string[]).includes(rest)) return { kind: 'home' };
  if ((IFRAME_CHILDREN as readonly string[]).includes(rest)) return { kind: 'iframe' };
  return { kind: 'screen', route: rest };
}

/** The URL that opens a screen route with its params (menu context included). */
export function screenHref(route: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `${MAIN_PREFIX}${route}${query ? `?${query}` : ''}`;
}

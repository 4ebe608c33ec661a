import { linkedRoutesOf, screenEntityOf, screenLinksOf } from '../../../renderer/loading/screen-links';
import type { ScreenDescriptor } from '../../../renderer/screen-format';

/** A button that names no resource code (export of a plain list): anyone reading the list may run it. */
export const FREE_BUTTON = '';

/** The resource codes of a menu's buttons: "entity action" -> codes, FREE_BUTTON for a button without one. */
type ButtonCodes = Map<string, Set<string>>;

const byScreens = new WeakMap<ReadonlyMap<string, ScreenDescriptor>, Map<string, ButtonCodes>>();

/** A button of a screen (toolbar, row, form, cell action): the action it runs and the code it needs, if any. */
export interface ScreenButtonCode {
  action: string;
  resource?: string;
}

function buttonsIn(value: unknown, into: ScreenButtonCode[]): void {
  if (Array.isArray(value)) {
    for (const item of value) buttonsIn(item, into);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (typeof record.action === 'string') into.push({ action: record.action, resource: typeof record.resource === 'string' ? record.resource : undefined });
  // An approval history's task buttons run under the menu of its own route (myUpcoming), whose screen has them too.
  for (const [key, child] of Object.entries(record)) if (key !== 'approvalHistory') buttonsIn(child, into);
}

/** Every button of the screen's descriptor: every object in it naming an `action`. */
export function screenButtonsOf(screen: ScreenDescriptor): ScreenButtonCode[] {
  const found: ScreenButtonCode[] = [];
  buttonsIn(screen, found);
  return found;
}

function compute(screens: ReadonlyMap<string, ScreenDescriptor>, start: string): ButtonCodes {
  const codes: ButtonCodes = new Map();
  const routes = [start];
  const seen = new Set<string>();
  while (routes.length > 0) {
    const route = routes.pop() as string;
    const screen = screens.get(route);
    if (seen.has(route) || !screen) continue;
    seen.add(route);
    const entity = screenEntityOf(screen);
    for (const button of screenButtonsOf(screen)) {
      const key = `${entity ?? ''} ${button.action}`;
      const known = codes.get(key) ?? new Set<string>();
      known.add(button.resource ?? FREE_BUTTON);
      codes.set(key, known);
    }
    routes.push(...linkedRoutesOf(screenLinksOf(screen)));
  }
  return codes;
}

/**
 * The resource codes the buttons running `action` on `entity` carry on the screens of the menu of `route`
 * (its screen and the screens it opens, as screen-coverage.ts follows them). Empty when no button of
 * those screens runs it: the menu does not offer the action at all. Computed once per route.
 */
export function buttonResourcesOf(screens: ReadonlyMap<string, ScreenDescriptor>, route: string | null, entity: string, action: string): ReadonlySet<string> {
  if (!route) return new Set();
  let perRoute = byScreens.get(screens);
  if (!perRoute) {
    perRoute = new Map();
    byScreens.set(screens, perRoute);
  }
  let codes = perRoute.get(route);
  if (!codes) {
    codes = compute(screens, route);
    perRoute.set(route, codes);
  }
  return codes.get(`${entity} ${action}`) ?? new Set();
}

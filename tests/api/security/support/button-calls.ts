import { linkedRoutesOf, screenEntityOf, screenLinksOf } from '../../../../renderer/loading/screen-links';
import type { ScreenDescriptor } from '../../../../renderer/screen-format';
import { screenButtonsOf } from '../../../../src/server/access/screen-button-resources';
import type { EntityAccess } from '../../../../src/server/http/route-access';
import type { RegisteredRoute } from '../../../../src/server/http/route-registry';
import { isEntityAccess } from '../../../../src/server/http/route-access';
import { bodyFor, MISSING_ID } from './attack-bodies';
import { catalog, coverage } from './menu-coverage';

/** A button of a screen that names a resource code. */
export interface ScreenButton {
  route: string;
  entity: string;
  action: string;
  resource: string;
  /** In a list's toolbar or rows (many records) or on an edit screen (one). */
  screenType: string;
}

/** What the button sends to the server; for an entity operation, the access its route declares. */
export interface ButtonCall {
  path: string;
  body: Record<string, unknown>;
  access?: EntityAccess;
}

/** Buttons that only open or leave a screen: the calls made there (the save) are buttons of their own. */
export const NAVIGATION_ACTIONS = new Set(['create', 'edit', 'detail', 'addChild', 'addRoot', 'drill', 'print', 'back', 'refresh']);

const EXPORT_PATH = '/api/export/v1/exportExcelRestful/exportExcel';
const BACK_EXPORT_PATH = '/api/base/v1/baseReportBackExportRestful/doBackExport';

/** The buttons with a resource code of the screens a menu of `route` opens (its screen and the screens it links to). */
export function menuButtons(route: string): ScreenButton[] {
  const found: ScreenButton[] = [];
  const routes = [route];
  const seen = new Set<string>();
  while (routes.length > 0) {
    const next = routes.pop() as string;
    const screen: ScreenDescriptor | undefined = coverage.screens.get(next);
    if (seen.has(next) || !screen) continue;
    seen.add(next);
    const entity = screenEntityOf(screen);
    for (const button of screenButtonsOf(screen)) {
      if (entity && button.resource) found.push({ route: next, entity, action: button.action, resource: button.resource, screenType: screen.type });
    }
    routes.push(...linkedRoutesOf(screenLinksOf(screen)));
  }
  return found;
}

/** The export body of the screen's own list (or a report's aggregate). */
function exportBody(button: ScreenButton): Record<string, unknown> {
  const entity = catalog.get(button.entity);
  const report = button.screenType === 'report';
  return {
    requestUrl: `/api/${entity.service}/v1/${entity.name}Restful/${report ? 'aggregate' : 'listByPage'}`,
    requestParams: report ? { measures: [{ fn: 'count' }] } : {},
    columns: [{ key: entity.primaryKey, title: 'id' }],
  };
}

/** The operation of the entity a standard button runs, else the button's own action. */
function operationOf(button: ScreenButton): string {
  switch (button.action) {
    case 'save':
      return 'saveOrUpdate';
    case 'delete':
      return button.screenType === 'edit' ? 'delete' : 'doBatchDelete';
    case 'import':
      return 'doImport';
    default:
      return button.action;
  }
}

/**
 * The call a button makes, aimed at a record no one has (the answer past the access check is then a
 * plain "not found"); undefined when no registered route runs it (the test reports that).
 */
export function buttonCall(button: ScreenButton, routes: RegisteredRoute[]): ButtonCall | undefined {
  if (button.action === 'export') return { path: EXPORT_PATH, body: exportBody(button) };
  if (button.action === 'backExport') return { path: BACK_EXPORT_PATH, body: { paramsValue: JSON.stringify(exportBody(button)) } };
  const operation = operationOf(button);
  const covered = coverage.forRoute(button.route).full;
  const candidates = routes.filter((route): route is RegisteredRoute & { access: EntityAccess } => isEntityAccess(route.access) && route.access.operation === operation && covered.has(route.access.entity));
  const route = candidates.find((candidate) => candidate.access.entity === button.entity) ?? candidates[0];
  if (!route) return undefined;
  const entity = catalog.get(route.access.entity);
  const body = bodyFor(entity, operation, MISSING_ID, 1);
  // A save button carrying the create code saves a new record: no primary key.
  if (operation === 'saveOrUpdate' && button.resource === entity.permissions?.create) delete body[entity.primaryKey];
  return { path: route.url, body, access: route.access };
}

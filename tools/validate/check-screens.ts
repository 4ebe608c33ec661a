import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { menuRouteOf, screenEntityOf, screenLinksOf } from '../../renderer/loading/screen-links';
import { ScreenDescriptor } from '../../renderer/screen-format';
import type { ParsedEntity } from './check-entities';
import { schemaRefFor } from './check-schema-refs';
import type { MenuIndex } from './check-menus';
import type { JsonFile } from './project-files';
import { jsonPath, type ProblemList } from './problems';
import { checkEditScreen } from './screens/check-edit-screen';
import { checkKanbanScreen } from './screens/check-kanban-screen';
import { checkListScreen } from './screens/check-list-screen';
import { checkTreeScreen } from './screens/check-tree-screen';
import { checkDashboardScreen } from './screens/check-dashboard-screen';
import { checkReportScreen } from './screens/check-report-screen';
import { checkProcessDesignerScreen, checkProcessInstanceScreen } from './screens/check-process-screens';
import { checkChartBoardScreen } from './screens/check-chart-board-screen';
import type { ProjectCheckContext, ScreenCheckContext, ScreenChecker } from './screens/screen-check-context';
import { didYouMean } from './suggest';

export interface ParsedScreen {
  file: string;
  screen: ScreenDescriptor;
}

/** The checker of each screen type: the references its descriptor makes. */
const SCREEN_CHECKERS: { [T in ScreenDescriptor['type']]: ScreenChecker<Extract<ScreenDescriptor, { type: T }>> } = {
  list: checkListScreen,
  edit: checkEditScreen,
  tree: checkTreeScreen,
  kanban: checkKanbanScreen,
  report: checkReportScreen,
  dashboard: checkDashboardScreen,
  processDesigner: checkProcessDesignerScreen,
  processInstance: checkProcessInstanceScreen,
  chartBoard: checkChartBoardScreen,
};

/** The route a screen file must declare: its path below screens/<area>/ without .json. */
export function routeOfFile(file: string): string {
  return file.replace(/^screens\/[^/]+\//, '').replace(/\.json$/, '');
}

export function parseScreens(files: JsonFile[], problems: ProblemList): Map<string, ParsedScreen> {
  const screens = new Map<string, ParsedScreen>();
  for (const { file, json } of files) {
    const result = ScreenDescriptor.safeParse(json);
    if (!result.success) {
      for (const issue of result.error.issues) problems.add(file, jsonPath(issue.path), issue.message);
      continue;
    }
    const screen = result.data;
    const expected = routeOfFile(file);
    if (screen.route !== expected) problems.add(file, '$.route', `route \`${screen.route}\` must match the file path \`${expected}\``);
    const schemaRef = schemaRefFor(file, 'screen.schema.json');
    if (screen.$schema !== schemaRef) problems.add(file, '$.$schema', `must be "${schemaRef}" so editors can complete and check the file`);
    if (screens.has(screen.route)) problems.add(file, '$.route', `route \`${screen.route}\` is already used by ${screens.get(screen.route)?.file}`);
    else screens.set(screen.route, { file, screen });
  }
  return screens;
}

function runChecker(screen: ScreenDescriptor, project: ProjectCheckContext, entity: EntitySchema | undefined): void {
  const check = SCREEN_CHECKERS[screen.type] as (screen: ScreenDescriptor, context: ProjectCheckContext | ScreenCheckContext) => void;
  check(screen, entity ? { ...project, entity } : project);
}

/** Entities, fields, lookup types, routes, actions and resource codes named by screens must exist. */
export function checkScreens(
  screens: Map<string, ParsedScreen>,
  entities: Map<string, ParsedEntity>,
  lookupTypes: Set<string>,
  menus: MenuIndex,
  problems: ProblemList,
): void {
  const schemas = new Map<string, EntitySchema>([...entities].map(([name, parsed]) => [name, parsed.entity]));
  const routes = new Set(screens.keys());
  const descriptors = new Map([...screens].map(([route, parsed]) => [route, parsed.screen]));
  for (const { file, screen } of screens.values()) {
    const entityName = screenEntityOf(screen);
    const entity = entityName === undefined ? undefined : schemas.get(entityName);
    if (entityName !== undefined && !entity) {
      problems.add(file, '$.entity', `entity \`${entityName}\` does not exist${didYouMean(entityName, entities.keys())}`);
      continue;
    }
    const menuRoute = menuRouteOf(screen.route, screenLinksOf(screen));
    const project: ProjectCheckContext = {
      file,
      entities: schemas,
      lookupTypes,
      routes,
      menuResources: menus.resourcesByRoute.get(menuRoute),
      menuRoute,
      problems,
      menus,
      screens: descriptors,
    };
    runChecker(screen, project, entity);
  }
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EditScreenDescriptor } from '../../renderer/renderers/edit-screen/edit-screen.schema';
import { ListScreenDescriptor } from '../../renderer/renderers/list-screen/list-screen.schema';
import { screenEntityOf } from '../../renderer/loading/screen-links';
import { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { SystemConfig, type MenuEntry } from '../../src/shared/formats/system-format';
import { parseEntities, type ParsedEntity } from '../validate/check-entities';
import { schemaRefFor } from '../validate/check-schema-refs';
import { parseScreens, type ParsedScreen } from '../validate/check-screens';
import { ProblemList } from '../validate/problems';
import { readJsonFiles } from '../validate/project-files';
import { didYouMean } from '../validate/suggest';
import { formatJsonFile } from './descriptor-json';
import { editDescriptor } from './edit-descriptor';
import { listDescriptor } from './list-descriptor';
import { addMenuEntry, allMenus, menuEntryFor } from './menu-entry';
import { scaffoldNames } from './scaffold-names';

export const MENUS_FILE = 'seed/system/menus.json';


export interface ScaffoldRequest {
  entity: string;
  /** The node menu the new menu goes under; by default the one whose screens use the entity's service. */
  parentMenu?: string;
  /** The folder under screens/; by default the one the parent menu's screens are in. */
  area?: string;
}

/** What `npm run new:screen` writes: two descriptors, and menus.json with the new menu. */
export interface ScaffoldPlan {
  files: { path: string; text: string }[];
  menusText: string;
  listRoute: string;
  editRoute: string;
  menuCode: string;
  parentMenu: string;
}

/** A refusal the command prints as is: the request cannot be scaffolded as asked. */
export class ScaffoldError extends Error {}

interface Project {
  entities: Map<string, ParsedEntity>;
  screens: Map<string, ParsedScreen>;
  config: SystemConfig;
  menusText: string;
}

function readProject(root: string): Project {
  const problems = new ProblemList();
  const entities = parseEntities(readJsonFiles(root, 'schemas', problems), problems);
  const screens = parseScreens(readJsonFiles(root, 'screens', problems), problems);
  if (problems.items.length > 0) {
    throw new ScaffoldError(`the project has problems; fix them first (npm run validate):\n${problems.format()}`);
  }
  const menusText = readFileSync(join(root, MENUS_FILE), 'utf8');
  return { entities, screens, config: SystemConfig.parse(JSON.parse(menusText)), menusText };
}

function nodeMenus(menus: readonly MenuEntry[]): MenuEntry[] {
  return menus.flatMap((menu) => (menu.route ? [] : [menu, ...nodeMenus(menu.children ?? [])]));
}

/** The screens opened by a node menu's own function menus. */
function screensUnder(menu: MenuEntry, project: Project): ParsedScreen[] {
  return (menu.children ?? []).flatMap((child) => {
    const screen = child.route ? project.screens.get(child.route) : undefined;
    return screen ? [screen] : [];
  });
}

function chooseParent(request: ScaffoldRequest, entity: EntitySchema, project: Project): MenuEntry {
  const candidates = nodeMenus(project.config.menus);
  const codes = candidates.map((menu) => menu.code);
  if (request.parentMenu) {
    const chosen = candidates.find((menu) => menu.code === request.parentMenu);
    if (!chosen) throw new ScaffoldError(`--menu ${request.parentMenu} is not a menu with children${didYouMean(request.parentMenu, codes)} (menus: ${codes.join(', ')})`);
    return chosen;
  }
  // Entities, not screens: a list and a board of one entity are one subject.
  const sameService = (menu: MenuEntry) =>
    new Set(
      screensUnder(menu, project)
        .map((screen) => screenEntityOf(screen.screen))
        .filter((name): name is string => name !== undefined && project.entities.get(name)?.entity.service === entity.service),
    ).size;
  // Next to the entity's own screens first, then where screens of most entities of its service are.
  const ownScreens = (menu: MenuEntry) => screensUnder(menu, project).filter((screen) => screenEntityOf(screen.screen) === entity.name).length;
  const ranked = candidates
    .map((menu) => ({ menu, own: ownScreens(menu), score: sameService(menu) }))
    .sort((a, b) => b.own - a.own || b.score - a.score);
  if (!ranked[0] || ranked[0].score === 0) {
    throw new ScaffoldError(`no menu has screens of service ${entity.service}; choose one with --menu (${codes.join(', ')})`);
  }
  return ranked[0].menu;
}

/** The folder most of the parent menu's screens are in, else the service's name. */
function chooseArea(request: ScaffoldRequest, parent: MenuEntry, entity: EntitySchema, project: Project): string {
  if (request.area) {
    if (!/^[a-zA-Z][a-zA-Z0-9_-]*$/.test(request.area)) throw new ScaffoldError(`--area ${request.area} is not a folder name`);
    return request.area;
  }
  const areas = screensUnder(parent, project).map((screen) => screen.file.split('/')[1]);
  const counts = new Map<string, number>();
  for (const area of areas) counts.set(area, (counts.get(area) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? entity.service;
}

/**
 * Plans the list and edit screens of an entity from its schema, with their menu; refuses when the entity
 * does not exist, already has these routes or menu code, or a file would be overwritten.
 */
export function planScaffold(root: string, request: ScaffoldRequest): ScaffoldPlan {
  const project = readProject(root);
  const parsed = project.entities.get(request.entity);
  if (!parsed) throw new ScaffoldError(`entity \`${request.entity}\` does not exist${didYouMean(request.entity, project.entities.keys())}`);
  const entity = parsed.entity;
  const catalog = new EntityCatalog([...project.entities.values()].map((item) => item.entity));
  if (catalog.parentOf(entity.name)) {
    throw new ScaffoldError(`entity ${entity.name} is a line of ${catalog.parentOf(entity.name)?.header.name}: its lines are edited on that entity's edit screen`);
  }
  const names = scaffoldNames(entity);
  for (const route of [names.listRoute, names.editRoute]) {
    if (project.screens.has(route)) throw new ScaffoldError(`route \`${route}\` already has a screen: ${project.screens.get(route)?.file}`);
  }
  const parent = chooseParent(request, entity, project);
  const area = chooseArea(request, parent, entity, project);
  const listPath = `screens/${area}/${names.listRoute}.json`;
  const editPath = `screens/${area}/${names.editRoute}.json`;
  const list = listDescriptor(entity, catalog, names, schemaRefFor(listPath, 'screen.schema.json'));
  const edit = editDescriptor(entity, catalog, names, schemaRefFor(editPath, 'screen.schema.json'));
  // Written only when the format takes them: a failure here is a bug of the scaffold, not of the entity.
  ListScreenDescriptor.parse(list);
  EditScreenDescriptor.parse(edit);
  const files = [
    { path: listPath, text: formatJsonFile(list) },
    { path: editPath, text: formatJsonFile(edit) },
  ];
  for (const file of files) {
    if (existsSync(join(root, file.path))) throw new ScaffoldError(`${file.path} exists; new:screen never overwrites a file`);
  }
  const entry = menuEntryFor(entity, names, project.config);
  if (allMenus(project.config.menus).some((menu) => menu.code === entry.code)) {
    throw new ScaffoldError(`menu code ${entry.code} is already used in ${MENUS_FILE}`);
  }
  return {
    files,
    menusText: addMenuEntry(project.menusText, parent.code, entry),
    listRoute: names.listRoute,
    editRoute: names.editRoute,
    menuCode: entry.code,
    parentMenu: parent.code,
  };
}

import type { UserMenu } from '../../renderer/context/user-menus-context';
import type { MemoryPendingSource } from '../../renderer/data/memory/memory-pending';
import { indexDescriptorSources } from '../../renderer/loading/screen-routes';
import { ScreenDescriptor } from '../../renderer/screen-format';
import type { MenuEntry, SystemConfig } from '../../src/shared/formats/system-format';
import type { SampleProject } from './sample-project';
import { userTypeOf, type Viewer } from './viewer';
import { viewerResources } from './viewer-resources';

/** Menu ids of the stories: each function menu's position in seed/system/menus.json, from 1. */
function functionMenus(menus: readonly MenuEntry[]): MenuEntry[] {
  return menus.flatMap((menu) => [...(menu.route ? [menu] : []), ...functionMenus(menu.children ?? [])]);
}

/**
 * The function menus a user of the viewer's kind holds, as the shell gives them to screens: every menu a
 * responsibility of that user type grants, with the codes of those responsibilities (dashboards arrange
 * their widgets by them). The sample adapter answers any menu id, so ids are positions.
 */
export function viewerMenus(system: SystemConfig, viewer: Viewer): UserMenu[] {
  const responsibilities = system.responsibilities.filter((responsibility) => responsibility.userType === userTypeOf(viewer));
  return functionMenus(system.menus).flatMap((menu, index) => {
    const codes = responsibilities.filter((responsibility) => responsibility.grants[menu.code] !== undefined).map((responsibility) => responsibility.code);
    return codes.length > 0 && menu.route ? [{ route: menu.route, menuId: index + 1, respId: 1, responsibilities: codes }] : [];
  });
}

/**
 * What waits for the viewer (the memory twin of listPending): on each of his menus whose screen is a to-do
 * list, its rows; whose screen lists an entity with a workflow, the actions of his kind of user whose resource
 * code he is granted there.
 */
export async function viewerPendingSources(project: SampleProject, viewer: Viewer): Promise<MemoryPendingSource[]> {
  const paths = indexDescriptorSources(project.descriptorSources);
  const sources: MemoryPendingSource[] = [];
  for (const menu of viewerMenus(project.system, viewer)) {
    const path = paths.get(menu.route);
    const parsed = path ? ScreenDescriptor.safeParse(await project.descriptorSources[path]()) : undefined;
    if (!parsed?.success || parsed.data.type !== 'list') continue;
    const screen = parsed.data;
    const entity = project.entities.find((candidate) => candidate.name === screen.entity);
    if (entity && screen.todo) {
      const todo = { ...screen.todo, searchParams: screen.table.searchParams ?? {}, editKey: screen.editKey ?? entity.primaryKey };
      sources.push({ menuId: menu.menuId, respId: menu.respId, route: menu.route, editRoute: screen.editRoute, title: screen.title, entity: entity.name, actions: [], todo });
      continue;
    }
    const granted = new Set(viewerResources(project.system, menu.route, viewer));
    const actions = Object.entries(entity?.workflow?.actions ?? {})
      .filter(([, action]) => granted.has(action.resource) && action.actor === userTypeOf(viewer))
      .map(([name]) => name);
    if (entity && actions.length > 0) {
      sources.push({ menuId: menu.menuId, respId: menu.respId, route: menu.route, editRoute: screen.editRoute, title: screen.title, entity: entity.name, actions });
    }
  }
  return sources;
}

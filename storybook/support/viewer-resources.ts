import type { MenuEntry, SystemConfig } from '../../src/shared/formats/system-format';
import { userTypeOf, type Viewer } from './viewer';

function flatten(menus: readonly MenuEntry[]): MenuEntry[] {
  return menus.flatMap((menu) => [menu, ...flatten(menu.children ?? [])]);
}

/**
 * The resource (button) codes the viewer's kind of user is granted on the menu that opens `menuRoute`,
 * read from seed/system/menus.json: every responsibility of that user type counts ("*" grants all of
 * the menu's resources). A screen no menu opens grants nothing, so it shows without buttons.
 */
export function viewerResources(system: SystemConfig, menuRoute: string, viewer: Viewer): string[] {
  const menu = flatten(system.menus).find((candidate) => candidate.route === menuRoute);
  if (!menu) return [];
  const ofMenu = (menu.resources ?? []).map((resource) => resource.code);
  const granted = new Set<string>();
  for (const responsibility of system.responsibilities) {
    if (responsibility.userType !== userTypeOf(viewer)) continue;
    const grant = responsibility.grants[menu.code];
    if (grant === '*') ofMenu.forEach((code) => granted.add(code));
    else grant?.forEach((code) => granted.add(code));
  }
  return ofMenu.filter((code) => granted.has(code));
}

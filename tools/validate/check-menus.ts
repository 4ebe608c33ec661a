import { type MenuEntry, SystemConfig } from '../../src/shared/formats/system-format';
import type { JsonFile } from './project-files';
import { jsonPath, type ProblemList } from './problems';
import { didYouMean } from './suggest';

export interface MenuIndex {
  /** Resource codes of the menus that open each route. */
  resourcesByRoute: Map<string, Set<string>>;
  routes: Map<string, string>;
  /** Codes of the responsibilities (dashboard widgets name them). */
  responsibilities: Set<string>;
}

function flatten(menus: MenuEntry[], path: string): { menu: MenuEntry; path: string }[] {
  return menus.flatMap((menu, i) => {
    const here = `${path}[${i}]`;
    return [{ menu, path: here }, ...flatten(menu.children ?? [], `${here}.children`)];
  });
}

/** Menus and responsibilities: unique codes, routes that exist, grants that name real menus and buttons. */
export function checkMenus(file: JsonFile, screenRoutes: Set<string>, problems: ProblemList): MenuIndex {
  const index: MenuIndex = { resourcesByRoute: new Map(), routes: new Map(), responsibilities: new Set() };
  const parsed = SystemConfig.safeParse(file.json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.add(file.file, jsonPath(issue.path), issue.message);
    return index;
  }
  const menus = flatten(parsed.data.menus, '$.menus');
  const byCode = new Map<string, MenuEntry>();
  for (const { menu, path } of menus) {
    if (byCode.has(menu.code)) problems.add(file.file, `${path}.code`, `menu code \`${menu.code}\` is used twice`);
    byCode.set(menu.code, menu);
    const codes = (menu.resources ?? []).map((r) => r.code);
    codes.forEach((code, i) => {
      if (codes.indexOf(code) !== i) problems.add(file.file, `${path}.resources[${i}]`, `resource \`${code}\` is listed twice`);
    });
    if (menu.route) {
      if (!screenRoutes.has(menu.route)) {
        problems.add(file.file, `${path}.route`, `route \`${menu.route}\` has no screen under screens/${didYouMean(menu.route, screenRoutes)}`);
      }
      index.routes.set(menu.route, menu.code);
      const known = index.resourcesByRoute.get(menu.route) ?? new Set<string>();
      codes.forEach((code) => known.add(code));
      index.resourcesByRoute.set(menu.route, known);
    } else if (codes.length > 0) {
      problems.add(file.file, `${path}.resources`, 'only a function menu (one with a route) has resources');
    }
  }
  parsed.data.responsibilities.forEach((resp, i) => {
    index.responsibilities.add(resp.code);
    for (const [menuCode, granted] of Object.entries(resp.grants)) {
      const path = `$.responsibilities[${i}].grants.${menuCode}`;
      const menu = byCode.get(menuCode);
      if (!menu) {
        problems.add(file.file, path, `menu \`${menuCode}\` does not exist${didYouMean(menuCode, byCode.keys())}`);
        continue;
      }
      if (granted === '*') continue;
      const codes = new Set((menu.resources ?? []).map((r) => r.code));
      for (const code of granted) {
        if (!codes.has(code)) problems.add(file.file, path, `menu ${menuCode} has no resource \`${code}\`${didYouMean(code, codes)}`);
      }
    }
  });
  return index;
}

import { isDeepStrictEqual } from 'node:util';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import type { LocalizedText } from '../../src/shared/formats/common';
import type { MenuEntry, SystemConfig } from '../../src/shared/formats/system-format';
import { formatJsonValue } from './descriptor-json';
import { scanJsonSpans, spanAt, type JsonPath, type JsonSpan } from './json-spans';
import type { ScaffoldNames } from './scaffold-names';

/** The responsibility that gets every new menu: the administrator sees new screens at once. */
export const ADMIN_RESPONSIBILITY = 'SYS_ADMIN';

/** Wording of the standard buttons when no menu of the seed names them yet. */
const STANDARD_RESOURCE_NAMES: Record<string, LocalizedText> = {
  btnAdd: { cn: '新增', en: 'New' },
  btnSave: { cn: '保存', en: 'Save' },
  btnDelete: { cn: '删除', en: 'Delete' },
};

/** Every menu of the tree, nodes and function menus. */
export function allMenus(menus: readonly MenuEntry[]): MenuEntry[] {
  return menus.flatMap((menu) => [menu, ...allMenus(menu.children ?? [])]);
}

/** How a resource code is called: as another menu already calls it, else the workflow action's label. */
function resourceName(code: string, entity: EntitySchema, config: SystemConfig): LocalizedText {
  for (const menu of allMenus(config.menus)) {
    const known = menu.resources?.find((resource) => resource.code === code);
    if (known) return known.name;
  }
  const action = Object.values(entity.workflow?.actions ?? {}).find((candidate) => candidate.resource === code);
  return action?.label ?? STANDARD_RESOURCE_NAMES[code] ?? { cn: code, en: code };
}

/** The function menu of the new list screen, with every resource code its buttons use. */
export function menuEntryFor(entity: EntitySchema, names: ScaffoldNames, config: SystemConfig): MenuEntry {
  const permissions = entity.permissions ?? {};
  const codes = [permissions.create, permissions.update, permissions.delete, ...Object.values(entity.workflow?.actions ?? {}).map((a) => a.resource)];
  const unique = codes.filter((code, index): code is string => code !== undefined && codes.indexOf(code) === index);
  return {
    code: names.menuCode,
    name: { ...entity.label },
    route: names.listRoute,
    resources: unique.map((code) => ({ code, name: resourceName(code, entity, config) })),
  };
}

/** The JSON path of a menu found by code: ['menus', 1] or ['menus', 0, 'children', 2]. */
function menuPath(menus: readonly MenuEntry[], code: string, path: JsonPath = ['menus']): JsonPath | undefined {
  for (const [index, menu] of menus.entries()) {
    const here = [...path, index];
    if (menu.code === code) return here;
    const inChildren = menuPath(menu.children ?? [], code, [...here, 'children']);
    if (inChildren) return inChildren;
  }
  return undefined;
}

interface TextEdit {
  at: number;
  remove: number;
  insert: string;
}

function indentOf(text: string, offset: number): number {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^ */.exec(text.slice(lineStart))?.[0].length ?? 0;
}

/** Appends an item to an array in place, laid out like the items already there. */
function appendItem(text: string, array: JsonSpan & { kind: 'array' }, item: unknown): TextEdit {
  const last = array.items.at(-1);
  if (!last) {
    const indent = indentOf(text, array.start);
    const inner = ' '.repeat(indent + 2);
    return { at: array.start, remove: array.end - array.start, insert: `[\n${inner}${formatJsonValue(item, indent + 2, 0, false)}\n${' '.repeat(indent)}]` };
  }
  const indent = indentOf(text, last.start);
  return { at: last.end, remove: 0, insert: `,\n${' '.repeat(indent)}${formatJsonValue(item, indent, 0, false)}` };
}

/** Adds a property to an object in place: on the same line when the object is written on one line. */
function addProperty(text: string, object: JsonSpan & { kind: 'object' }, key: string, value: unknown): TextEdit {
  const entry = `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  const last = [...object.properties.values()].at(-1);
  if (!last) return { at: object.start, remove: object.end - object.start, insert: `{ ${entry} }` };
  const oneLine = !text.slice(object.start, object.end).includes('\n');
  return { at: last.end, remove: 0, insert: oneLine ? `, ${entry}` : `,\n${' '.repeat(indentOf(text, last.start))}${entry}` };
}

function applyEdits(text: string, edits: TextEdit[]): string {
  return [...edits].sort((a, b) => b.at - a.at).reduce((result, edit) => result.slice(0, edit.at) + edit.insert + result.slice(edit.at + edit.remove), text);
}

/**
 * seed/system/menus.json with the new function menu under its parent and granted ("*") to the
 * administrator, changed in place: every other line stays byte for byte as it was (other people edit
 * this file too). The result is checked to parse to exactly the intended configuration.
 */
export function addMenuEntry(text: string, parentCode: string, entry: MenuEntry): string {
  const config = JSON.parse(text) as SystemConfig;
  const parentPath = menuPath(config.menus, parentCode);
  if (!parentPath) throw new Error(`menu ${parentCode} is not in seed/system/menus.json`);
  const adminIndex = config.responsibilities.findIndex((responsibility) => responsibility.code === ADMIN_RESPONSIBILITY);
  if (adminIndex < 0) throw new Error(`responsibility ${ADMIN_RESPONSIBILITY} is not in seed/system/menus.json`);

  const spans = scanJsonSpans(text);
  const parent = spanAt(spans, parentPath);
  const edits: TextEdit[] = [];
  const children = parent.kind === 'object' ? parent.properties.get('children') : undefined;
  if (children?.kind !== 'array') throw new Error(`menu ${parentCode} is a function menu; choose a menu with children`);
  edits.push(appendItem(text, children, entry));
  const grants = spanAt(spans, ['responsibilities', adminIndex, 'grants']);
  if (grants.kind !== 'object') throw new Error(`the grants of ${ADMIN_RESPONSIBILITY} are not an object`);
  if (!grants.properties.has(parentCode)) edits.push(addProperty(text, grants, parentCode, []));
  edits.push(addProperty(text, grants, entry.code, '*'));
  const result = applyEdits(text, edits);

  const expected = structuredClone(config);
  const expectedParent = parentPath.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], expected) as MenuEntry;
  expectedParent.children = [...(expectedParent.children ?? []), entry];
  const adminGrants = expected.responsibilities[adminIndex].grants;
  adminGrants[parentCode] ??= [];
  adminGrants[entry.code] = '*';
  if (!isDeepStrictEqual(JSON.parse(result), expected)) throw new Error('editing seed/system/menus.json in place went wrong; nothing was written');
  return result;
}

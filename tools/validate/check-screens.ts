import type { Condition } from '../../src/shared/formats/common';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import type { ButtonDescriptor } from '../../renderer/descriptors/button.schema';
import type { TableColumn } from '../../renderer/descriptors/column.schema';
import { ScreenDescriptor } from '../../renderer/screen-format';
import { entityFieldNames, type ParsedEntity } from './check-entities';
import { schemaRefFor } from './check-schema-refs';
import type { MenuIndex } from './check-menus';
import type { JsonFile } from './project-files';
import { jsonPath, type ProblemList } from './problems';
import { didYouMean } from './suggest';

export interface ParsedScreen {
  file: string;
  screen: ScreenDescriptor;
}

const LIST_ACTIONS = ['create', 'edit', 'delete', 'refresh', 'import', 'export', 'backExport', 'save'];
/** What a link or button cell may run on its row. */
const CELL_ACTIONS = ['edit', 'delete'];
const EDIT_ACTIONS = ['save', 'back', 'delete'];

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

function conditionFields(condition: Condition): string[] {
  if ('and' in condition) return condition.and.flatMap(conditionFields);
  if ('or' in condition) return condition.or.flatMap(conditionFields);
  return [condition.field];
}

interface ScreenChecker {
  needField(path: string, name: string, entity: EntitySchema): void;
  needLookup(path: string, type: string): void;
  needCellAction(path: string, action: string): void;
}

function checkColumns(columns: TableColumn[], path: string, entity: EntitySchema, check: ScreenChecker): void {
  columns.forEach((column, i) => {
    const here = `${path}[${i}]`;
    if (column.children) return checkColumns(column.children, `${here}.children`, entity, check);
    check.needField(`${here}.key`, column.key, entity);
    if (column.displayKey) check.needField(`${here}.displayKey`, column.displayKey, entity);
    if (column.showIcon?.value) check.needField(`${here}.showIcon.value`, column.showIcon.value, entity);
    if (column.lookup) check.needLookup(`${here}.lookup.typeCode`, column.lookup.typeCode);
    if (column.action) check.needCellAction(`${here}.action`, column.action);
  });
}

/** Entities, fields, lookup types, routes, actions and resource codes named by screens must exist. */
export function checkScreens(
  screens: Map<string, ParsedScreen>,
  entities: Map<string, ParsedEntity>,
  lookupTypes: Set<string>,
  menus: MenuIndex,
  problems: ProblemList,
): void {
  for (const { file, screen } of screens.values()) {
    const entity = entities.get(screen.entity)?.entity;
    if (!entity) {
      problems.add(file, '$.entity', `entity \`${screen.entity}\` does not exist${didYouMean(screen.entity, entities.keys())}`);
      continue;
    }
    const workflowActions = [...Object.keys(entity.workflow?.actions ?? {}), ...Object.keys(entity.commands ?? {})];
    const check: ScreenChecker = {
      needField(path, name, target) {
        const known = new Set([...entityFieldNames(target), ...target.fields.flatMap((f) => Object.keys(f.ref?.display ?? {}))]);
        if (!known.has(name)) problems.add(file, path, `field \`${name}\` is not in entity ${target.name}${didYouMean(name, known)}`);
      },
      needLookup(path, type) {
        if (!lookupTypes.has(type)) problems.add(file, path, `lookup type \`${type}\` is not in seed/system/lookups.json${didYouMean(type, lookupTypes)}`);
      },
      needCellAction(path, action) {
        const allowed = [...CELL_ACTIONS, ...workflowActions];
        if (!allowed.includes(action)) problems.add(file, path, `cell action \`${action}\` is neither edit, delete nor a workflow action or command of ${entity.name}${didYouMean(action, allowed)}`);
      },
    };
    const needRoute = (path: string, route: string | undefined) => {
      if (route && !screens.has(route)) problems.add(file, path, `route \`${route}\` has no screen${didYouMean(route, screens.keys())}`);
    };
    const menuRoute = screen.type === 'list' ? screen.route : screen.listRoute ?? screen.route;
    const granted = menus.resourcesByRoute.get(menuRoute);
    const checkButtons = (buttons: ButtonDescriptor[], path: string, standard: string[]) =>
      buttons.forEach((button, i) => {
        const allowed = [...standard, ...workflowActions];
        if (!allowed.includes(button.action)) {
          problems.add(file, `${path}[${i}].action`, `action \`${button.action}\` is neither a standard action (${standard.join(', ')}) nor a workflow action or command of ${entity.name}${didYouMean(button.action, allowed)}`);
        }
        if (button.action === 'import' && !entity.import) {
          problems.add(file, `${path}[${i}].action`, `entity ${entity.name} has no \`import\` section, so it cannot be imported`);
        }
        if (button.resource && !granted) {
          problems.add(file, `${path}[${i}].resource`, `no menu in seed/system/menus.json opens route \`${menuRoute}\`, so resource \`${button.resource}\` cannot be granted`);
        } else if (button.resource && granted && !granted.has(button.resource)) {
          problems.add(file, `${path}[${i}].resource`, `resource \`${button.resource}\` is not a resource of the menu of route ${menuRoute}${didYouMean(button.resource, granted)}; add it to seed/system/menus.json`);
        }
      });
    if (screen.type === 'list') {
      screen.search.forEach((field, i) => check.needField(`$.search[${i}].field`, field.field, entity));
      checkColumns(screen.columns, '$.columns', entity, check);
      needRoute('$.editRoute', screen.editRoute);
      if (screen.editKey) check.needField('$.editKey', screen.editKey, entity);
      const { table } = screen;
      table.footerConfig?.summaryFields.forEach((name, i) => check.needField(`$.table.footerConfig.summaryFields[${i}]`, name, entity));
      table.footerConfig?.meanNumFields.forEach((name, i) => check.needField(`$.table.footerConfig.meanNumFields[${i}]`, name, entity));
      table.pageSelection?.keyFields.forEach((name, i) => check.needField(`$.table.pageSelection.keyFields[${i}]`, name, entity));
      table.rowSpanFields?.forEach((name, i) => check.needField(`$.table.rowSpanFields[${i}]`, name, entity));
      if (table.editableWhen) conditionFields(table.editableWhen).forEach((name) => check.needField('$.table.editableWhen', name, entity));
      if (table.expand) checkColumns(table.expand.fields, '$.table.expand.fields', entity, check);
      checkButtons(screen.toolbar, '$.toolbar', LIST_ACTIONS);
      checkButtons(screen.rowActions, '$.rowActions', LIST_ACTIONS);
    } else {
      needRoute('$.listRoute', screen.listRoute);
      screen.sections.forEach((section, s) =>
        section.fields.forEach((field, f) => {
          const path = `$.sections[${s}].fields[${f}]`;
          check.needField(`${path}.field`, field.field, entity);
          for (const key of ['visibleWhen', 'readOnlyWhen', 'requiredWhen'] as const) {
            const condition = field[key];
            if (condition) conditionFields(condition).forEach((name) => check.needField(`${path}.${key}`, name, entity));
          }
        }),
      );
      screen.lineGrids.forEach((grid, g) => {
        const collection = entity.lines?.find((l) => l.name === grid.lines);
        const lineEntity = collection && entities.get(collection.entity)?.entity;
        if (!lineEntity) {
          problems.add(file, `$.lineGrids[${g}].lines`, `entity ${entity.name} has no line collection \`${grid.lines}\``);
          return;
        }
        checkColumns(grid.columns, `$.lineGrids[${g}].columns`, lineEntity, check);
        grid.summaryFields.forEach((name, i) => check.needField(`$.lineGrids[${g}].summaryFields[${i}]`, name, lineEntity));
      });
      checkButtons(screen.actions, '$.actions', EDIT_ACTIONS);
    }
  }
}

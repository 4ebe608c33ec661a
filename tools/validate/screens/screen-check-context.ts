import { isNeverSent } from '../../../src/shared/entity/never-sent';
import { displayKeys } from '../../../src/shared/entity/entity-catalog';
import { screenEntityOf } from '../../../renderer/loading/screen-links';
import type { Condition } from '../../../src/shared/formats/common';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import type { ButtonDescriptor } from '../../../renderer/descriptors/button.schema';
import type { TableColumn } from '../../../renderer/descriptors/column.schema';
import type { ScreenDescriptor } from '../../../renderer/screen-format';
import { checkCondition } from '../check-expressions';
import { entityFieldNames } from '../entity-fields';
import type { MenuIndex } from '../check-menus';
import type { ProblemList } from '../problems';
import { didYouMean } from '../suggest';

/** What a screen checker works with: the screen's file, the project, and how to report. */
export interface ProjectCheckContext {
  file: string;
  entities: ReadonlyMap<string, EntitySchema>;
  lookupTypes: ReadonlySet<string>;
  /** Every screen route of the project. */
  routes: ReadonlySet<string>;
  /** Resource codes of the menu that opens `menuRoute`; undefined when no menu opens it. */
  menuResources: ReadonlySet<string> | undefined;
  menuRoute: string;
  problems: ProblemList;
  /** The menus and responsibilities of seed/system/menus.json. */
  menus: MenuIndex;
  /** Every screen descriptor by route (what another screen's menu covers). */
  screens: ReadonlyMap<string, ScreenDescriptor>;
}

/** The context of a screen of one entity (list, edit, report). */
export interface ScreenCheckContext extends ProjectCheckContext {
  entity: EntitySchema;
}

/** Actions the entity itself defines: workflow actions, commands and generate actions. */
export function entityActions(entity: EntitySchema): string[] {
  return [...Object.keys(entity.workflow?.actions ?? {}), ...Object.keys(entity.commands ?? {}), ...Object.keys(entity.generate ?? {})];
}

export function needField(context: ScreenCheckContext, path: string, name: string, target: EntitySchema): void {
  const known = new Set([...entityFieldNames(target), ...displayKeys(target)]);
  if (!known.has(name)) context.problems.add(context.file, path, `field \`${name}\` is not in entity ${target.name}${didYouMean(name, known)}`);
}

/**
 * A search field filters the list on the server, which filters only on the entity's own columns (not on the
 * display keys of its references, nor on server-only fields): the same rule as the engine's list filters.
 */
export function needFilterField(context: ScreenCheckContext, path: string, name: string, target: EntitySchema): void {
  const serverOnly = new Set(target.fields.filter((field) => isNeverSent(field)).map((field) => field.name));
  const filterable = new Set([...entityFieldNames(target)].filter((field) => !serverOnly.has(field)));
  if (filterable.has(name)) return;
  const why = displayKeys(target).includes(name) ? 'a display key of a reference: search by the reference field itself' : serverOnly.has(name) ? 'a server-only field' : undefined;
  if (why) context.problems.add(context.file, path, `field \`${name}\` cannot filter ${target.name} (${why})`);
  else context.problems.add(context.file, path, `field \`${name}\` is not in entity ${target.name}${didYouMean(name, filterable)}`);
}

export function needLookup(context: ProjectCheckContext, path: string, type: string): void {
  if (!context.lookupTypes.has(type)) {
    context.problems.add(context.file, path, `lookup type \`${type}\` is not in seed/system/lookups.json${didYouMean(type, context.lookupTypes)}`);
  }
}

export function needRoute(context: ProjectCheckContext, path: string, route: string | undefined): void {
  if (route && !context.routes.has(route)) context.problems.add(context.file, path, `route \`${route}\` has no screen${didYouMean(route, context.routes)}`);
}

/** A screen condition reads the record it is shown on (and $side / $new). */
export function needCondition(context: ScreenCheckContext, path: string, condition: Condition, target: EntitySchema): void {
  checkCondition(context.file, path, condition, { record: target, entities: context.entities, displayKeys: true }, context.problems);
}

/** Link and button cells run `edit`, `detail` (the edit screen read-only), `delete`, or an action of the entity. */
const CELL_ACTIONS = ['edit', 'detail', 'delete'];

export function checkColumns(context: ScreenCheckContext, columns: TableColumn[], path: string, target: EntitySchema): void {
  columns.forEach((column, i) => {
    const here = `${path}[${i}]`;
    if (column.children) return checkColumns(context, column.children, `${here}.children`, target);
    needField(context, `${here}.key`, column.key, target);
    if (column.displayKey) needField(context, `${here}.displayKey`, column.displayKey, target);
    if (column.showIcon?.value) needField(context, `${here}.showIcon.value`, column.showIcon.value, target);
    if (column.lookup) needLookup(context, `${here}.lookup.typeCode`, column.lookup.typeCode);
    if (column.action) {
      const allowed = [...CELL_ACTIONS, ...entityActions(context.entity)];
      if (!allowed.includes(column.action)) {
        context.problems.add(context.file, `${here}.action`, `cell action \`${column.action}\` is neither edit, detail, delete nor a workflow action or command of ${context.entity.name}${didYouMean(column.action, allowed)}`);
      }
    }
  });
}

/** `openRoute` belongs to a generate action and names an edit screen of the entity it creates. */
function checkOpenRoute(context: ScreenCheckContext, button: ButtonDescriptor, path: string): void {
  const { file, entity, problems, screens } = context;
  const route = button.openRoute ?? '';
  const generate = entity.generate && Object.prototype.hasOwnProperty.call(entity.generate, button.action) ? entity.generate[button.action] : undefined;
  if (!generate) {
    problems.add(file, `${path}.openRoute`, `openRoute belongs to a generate action; \`${button.action}\` is not one of ${entity.name}`);
    return;
  }
  const screen = screens.get(route);
  if (!screen) problems.add(file, `${path}.openRoute`, `route \`${route}\` has no screen${didYouMean(route, screens.keys())}`);
  else if (screen.type !== 'edit' || screen.entity !== generate.target) {
    problems.add(file, `${path}.openRoute`, `route \`${route}\` is not an edit screen of ${generate.target}, the entity \`${button.action}\` creates: it is the ${screen.type} screen of ${screenEntityOf(screen) ?? 'no entity'}`);
  }
}

/** Buttons run a standard action of the screen kind or an action of the entity, granted by the screen's menu. */
export function checkButtons(context: ScreenCheckContext, buttons: ButtonDescriptor[], path: string, standard: string[]): void {
  const { file, entity, problems, menuResources, menuRoute } = context;
  buttons.forEach((button, i) => {
    const allowed = [...standard, ...entityActions(entity)];
    if (button.operation) {
      // An operation written in code is not in the entity's schema; the button must name and grant it itself.
      if (!button.label) problems.add(file, `${path}[${i}].label`, `operation button \`${button.action}\` needs a label: the entity's schema does not know it`);
      if (!button.resource) problems.add(file, `${path}[${i}].resource`, `operation button \`${button.action}\` needs the resource code the server checks for it`);
    } else if (!allowed.includes(button.action)) {
      problems.add(file, `${path}[${i}].action`, `action \`${button.action}\` is neither a standard action (${standard.join(', ')}) nor a workflow action, command or generate action of ${entity.name}${didYouMean(button.action, allowed)}`);
    }
    if (button.action === 'import' && !entity.import) {
      problems.add(file, `${path}[${i}].action`, `entity ${entity.name} has no \`import\` section, so it cannot be imported`);
    }
    if (button.openRoute !== undefined) checkOpenRoute(context, button, `${path}[${i}]`);
    if (button.resource && !menuResources) {
      problems.add(file, `${path}[${i}].resource`, `no menu in seed/system/menus.json opens route \`${menuRoute}\`, so resource \`${button.resource}\` cannot be granted`);
    } else if (button.resource && menuResources && !menuResources.has(button.resource)) {
      problems.add(file, `${path}[${i}].resource`, `resource \`${button.resource}\` is not a resource of the menu of route ${menuRoute}${didYouMean(button.resource, menuResources)}; add it to seed/system/menus.json`);
    }
  });
}

/** One checker per screen type, below tools/validate/screens/; a screen without an entity (a dashboard) gets the project's context. */
export type ScreenChecker<T extends ScreenDescriptor = ScreenDescriptor> = (screen: T, context: T extends { entity: string } ? ScreenCheckContext : ProjectCheckContext) => void;

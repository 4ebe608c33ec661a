import type { TreeScreenDescriptor } from '../../../renderer/renderers/tree-screen/tree-screen.schema';
import { checkButtons, needCondition, needField, type ScreenChecker } from './screen-check-context';
import { checkFormDefault } from './check-form-default';

const TREE_ACTIONS = ['save', 'delete', 'addChild', 'addRoot'];

/**
 * A tree screen: its entity has a `tree` rule, the node form's fields exist, its buttons are allowed and
 * granted by the menu, and dragging (on by default) can be granted: it needs the entity's update resource
 * among the menu's resources.
 */
export const checkTreeScreen: ScreenChecker<TreeScreenDescriptor> = (screen, context) => {
  const { entity, problems, file, menuResources, menuRoute } = context;
  if (!entity.tree) {
    problems.add(file, '$.entity', `entity ${entity.name} has no \`tree\` rule: add "tree": { "parentField": ..., "orderField": ... } to its schema`);
  }
  screen.sections.forEach((section, s) =>
    section.fields.forEach((field, f) => {
      const path = `$.sections[${s}].fields[${f}]`;
      needField(context, `${path}.field`, field.field, entity);
      checkFormDefault(context, path, field, entity);
      for (const key of ['visibleWhen', 'readOnlyWhen', 'requiredWhen'] as const) {
        const condition = field[key];
        if (condition) needCondition(context, `${path}.${key}`, condition, entity);
      }
    }),
  );
  checkButtons(context, screen.actions, '$.actions', TREE_ACTIONS);
  screen.actions.forEach((button, i) => {
    if ((button.action === 'addChild' || button.action === 'addRoot') && !entity.permissions?.create) {
      problems.add(file, `$.actions[${i}].action`, `${entity.name} declares no permissions.create, so new nodes are never allowed`);
    }
  });
  if (screen.draggable) {
    const update = entity.permissions?.update;
    if (!update) problems.add(file, '$.draggable', `moving a node needs permissions.update of ${entity.name}; declare it or set "draggable": false`);
    else if (menuResources && !menuResources.has(update)) {
      problems.add(file, '$.draggable', `moving a node needs resource \`${update}\` on the menu of route ${menuRoute}; add it to seed/system/menus.json or set "draggable": false`);
    }
  }
};

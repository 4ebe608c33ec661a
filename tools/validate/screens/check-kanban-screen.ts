import { workflowStatuses } from '../../../src/shared/entity/workflow-statuses';
import type { KanbanScreenDescriptor } from '../../../renderer/renderers/kanban-screen/kanban-screen.schema';
import { didYouMean } from '../suggest';
import { needField, needFilterField, needLookup, needRoute, type ScreenChecker } from './screen-check-context';

/**
 * A board lays out the statuses of its entity's workflow: the entity needs one, each column is one of its
 * statuses (once), card keys are fields or display keys of the entity, search fields are fields it can be
 * filtered on, and the edit screen cards open exists. Moves run the workflow's actions, whose resource codes the board's menu must
 * grant: a board whose menu holds none of them can move nothing.
 */
export const checkKanbanScreen: ScreenChecker<KanbanScreenDescriptor> = (screen, context) => {
  const { entity, problems, file, menuResources, menuRoute } = context;
  needRoute(context, '$.editRoute', screen.editRoute);
  screen.search.forEach((field, i) => needFilterField(context, `$.search[${i}].field`, field.field, entity));
  needField(context, '$.card.title', screen.card.title, entity);
  if (screen.card.subtitle !== undefined) needField(context, '$.card.subtitle', screen.card.subtitle, entity);
  screen.card.fields.forEach((field, i) => {
    const path = `$.card.fields[${i}]`;
    needField(context, `${path}.key`, field.key, entity);
    if (field.displayKey) needField(context, `${path}.displayKey`, field.displayKey, entity);
    if (field.lookup) needLookup(context, `${path}.lookup.typeCode`, field.lookup.typeCode);
  });
  Object.keys(screen.params ?? {}).forEach((key) => {
    const field = key.replace(/_(like|gte|lte|in|ne)$/, '');
    needField(context, `$.params.${key}`, field, entity);
  });

  const workflow = entity.workflow;
  if (!workflow) {
    problems.add(file, '$.entity', `entity ${entity.name} has no workflow, so a kanban screen has no statuses to lay out`);
    return;
  }
  const statuses = workflowStatuses(workflow);
  const seen = new Set<string>();
  (screen.columns ?? []).forEach((column, i) => {
    if (!statuses.includes(column.status)) {
      problems.add(file, `$.columns[${i}].status`, `status \`${column.status}\` is not a status of the workflow of ${entity.name} (${statuses.join(', ')})${didYouMean(column.status, statuses)}`);
    } else if (seen.has(column.status)) {
      problems.add(file, `$.columns[${i}].status`, `status \`${column.status}\` already has a column`);
    }
    seen.add(column.status);
  });
  if (!menuResources) {
    problems.add(file, '$.route', `no menu in seed/system/menus.json opens route \`${menuRoute}\`; cards can only be moved through a menu that grants the workflow's resource codes`);
    return;
  }
  const codes = [...new Set(Object.values(workflow.actions).map((action) => action.resource))];
  if (!codes.some((code) => menuResources.has(code))) {
    problems.add(file, '$.route', `the menu of route ${menuRoute} holds none of the workflow's resource codes (${codes.join(', ')}), so no card can be moved; add them to seed/system/menus.json`);
  }
};

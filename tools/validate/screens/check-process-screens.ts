import type { ProcessDesignerDescriptor } from '../../../renderer/renderers/process-designer/process-designer.schema';
import type { ProcessInstanceDescriptor } from '../../../renderer/renderers/process-instance/process-instance.schema';
import { checkButtons, needRoute, type ScreenChecker } from './screen-check-context';

const TASK_ENTITY = 'bpmTask';

/** The designer: its list exists, and the menu of that list grants the deploy resource. */
export const checkProcessDesignerScreen: ScreenChecker<ProcessDesignerDescriptor> = (screen, context) => {
  needRoute(context, '$.listRoute', screen.listRoute);
  const { menuResources, menuRoute, problems, file } = context;
  if (menuResources && !menuResources.has(screen.deployResource)) {
    problems.add(file, '$.deployResource', `resource \`${screen.deployResource}\` is not a resource of the menu of route ${menuRoute}; add it to seed/system/menus.json`);
  }
};

/**
 * The instance view: its list exists, its task buttons are operation buttons granted by that list's menu,
 * and each document route names an edit screen of its entity.
 */
export const checkProcessInstanceScreen: ScreenChecker<ProcessInstanceDescriptor> = (screen, context) => {
  needRoute(context, '$.listRoute', screen.listRoute);
  const task = context.entities.get(TASK_ENTITY);
  if (!task) context.problems.add(context.file, '$.taskActions', `entity ${TASK_ENTITY} does not exist`);
  else checkButtons({ ...context, entity: task }, screen.taskActions, '$.taskActions', []);
  screen.taskActions.forEach((button, i) => {
    if (!button.operation) context.problems.add(context.file, `$.taskActions[${i}].operation`, `task action \`${button.action}\` must be an operation button (the approval platform's doApproveTask, doRejectTask)`);
  });
  for (const [entity, route] of Object.entries(screen.documentRoutes)) {
    const target = context.screens.get(route);
    if (!target) needRoute(context, `$.documentRoutes.${entity}`, route);
    else if (target.type !== 'edit' || target.entity !== entity) {
      context.problems.add(context.file, `$.documentRoutes.${entity}`, `route \`${route}\` is not an edit screen of ${entity}`);
    }
  }
};

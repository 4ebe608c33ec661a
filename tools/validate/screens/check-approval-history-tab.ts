import type { ApprovalHistoryTab } from '../../../renderer/bpm/history/approval-history-tab.schema';
import { menuRouteOf, screenLinksOf } from '../../../renderer/loading/screen-links';
import { checkButtons, needRoute, type ScreenCheckContext } from './screen-check-context';

const INSTANCE_ENTITY = 'bpmProcessInstance';
const TASK_ENTITY = 'bpmTask';

/**
 * An approvals tab works under the menu of its route: that route's screen reads tasks (bpmTask) and opens
 * an instance screen, and its menu grants the task buttons.
 */
export function checkApprovalHistoryTab(context: ScreenCheckContext, tab: ApprovalHistoryTab, path: string): void {
  const { problems, file, screens, menus } = context;
  needRoute(context, `${path}.route`, tab.route);
  const screen = screens.get(tab.route);
  if (!screen) return;
  const opened = screenLinksOf(screen).editRoute;
  const readsInstances = opened !== undefined && screens.get(opened)?.type === 'processInstance';
  if (screen.type !== 'list' || screen.entity !== TASK_ENTITY || !readsInstances) {
    problems.add(file, `${path}.route`, `route \`${tab.route}\` must be a list of ${TASK_ENTITY} whose editRoute is a processInstance screen (of ${INSTANCE_ENTITY}), like myUpcoming`);
  }
  const task = context.entities.get(TASK_ENTITY);
  if (!task) return;
  const menuRoute = menuRouteOf(tab.route, screenLinksOf(screen));
  checkButtons({ ...context, entity: task, menuRoute, menuResources: menus.resourcesByRoute.get(menuRoute) }, tab.taskActions, `${path}.taskActions`, []);
}

import { editScreenEntry } from '../renderers/edit-screen';
import { kanbanScreenEntry } from '../renderers/kanban-screen';
import { listScreenEntry } from '../renderers/list-screen';
import { treeScreenEntry } from '../renderers/tree-screen';
import { reportScreenEntry } from '../renderers/report-screen';
import { dashboardScreenEntry } from '../renderers/dashboard-screen';
import { processDesignerScreenEntry } from '../renderers/process-designer';
import { processInstanceScreenEntry } from '../renderers/process-instance';
import { ScreenRegistry } from './screen-registry';

/** Creates a registry holding every renderer the product ships. */
export function createDefaultScreenRegistry(): ScreenRegistry {
  const registry = new ScreenRegistry();
  registry.register('list', listScreenEntry);
  registry.register('edit', editScreenEntry);
  registry.register('tree', treeScreenEntry);
  registry.register('kanban', kanbanScreenEntry);
  registry.register('report', reportScreenEntry);
  registry.register('dashboard', dashboardScreenEntry);
  registry.register('processDesigner', processDesignerScreenEntry);
  registry.register('processInstance', processInstanceScreenEntry);
  return registry;
}

export const defaultScreenRegistry = createDefaultScreenRegistry();

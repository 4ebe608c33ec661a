import { listScreenEntry } from '../renderers/list-screen';
import { ScreenRegistry } from './screen-registry';

/**
 * Creates a registry holding every renderer the product ships. The list renderer, behind most menus and the
 * first screen a user opens, comes with the renderer; every other loads as its own chunk when first needed
 * (the kanban's drag and drop, the tree, the charts, the process designer's bpmn-js stay out of the list).
 */
export function createDefaultScreenRegistry(): ScreenRegistry {
  const registry = new ScreenRegistry();
  registry.register('list', listScreenEntry);
  registry.registerLazy('edit', async () => (await import('../renderers/edit-screen')).editScreenEntry);
  registry.registerLazy('tree', async () => (await import('../renderers/tree-screen')).treeScreenEntry);
  registry.registerLazy('kanban', async () => (await import('../renderers/kanban-screen')).kanbanScreenEntry);
  registry.registerLazy('report', async () => (await import('../renderers/report-screen')).reportScreenEntry);
  registry.registerLazy('dashboard', async () => (await import('../renderers/dashboard-screen')).dashboardScreenEntry);
  registry.registerLazy('processDesigner', async () => (await import('../renderers/process-designer')).processDesignerScreenEntry);
  registry.registerLazy('chartBoard', async () => (await import('../renderers/chart-board')).chartBoardScreenEntry);
  registry.registerLazy('processInstance', async () => (await import('../renderers/process-instance')).processInstanceScreenEntry);
  return registry;
}

export const defaultScreenRegistry = createDefaultScreenRegistry();

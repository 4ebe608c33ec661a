import type { ScreenRendererEntry } from '../../registry/screen-registry';
import { parseKanbanScreen, type KanbanScreenModel } from './kanban-model';
import { KanbanScreen } from './kanban-screen';

export const kanbanScreenEntry: ScreenRendererEntry<'kanban', KanbanScreenModel> = {
  parse: parseKanbanScreen,
  component: KanbanScreen,
};

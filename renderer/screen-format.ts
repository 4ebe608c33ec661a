import { z } from 'zod';
import { EditScreenDescriptor } from './renderers/edit-screen/edit-screen.schema';
import { KanbanScreenDescriptor } from './renderers/kanban-screen/kanban-screen.schema';
import { ListScreenDescriptor } from './renderers/list-screen/list-screen.schema';
import { TreeScreenDescriptor } from './renderers/tree-screen/tree-screen.schema';
import { ReportScreenDescriptor } from './renderers/report-screen/report-screen.schema';
import { DashboardScreenDescriptor } from './renderers/dashboard-screen/dashboard-screen.schema';
import { ProcessDesignerDescriptor } from './renderers/process-designer/process-designer.schema';
import { ProcessInstanceDescriptor } from './renderers/process-instance/process-instance.schema';
import { ChartBoardScreenDescriptor } from './renderers/chart-board/chart-board.schema';

/** The screen descriptor format: the union of every renderer's descriptor, keyed by `type`. */
export const ScreenDescriptor = z.discriminatedUnion('type', [
  ListScreenDescriptor,
  EditScreenDescriptor,
  TreeScreenDescriptor,
  KanbanScreenDescriptor,
  ReportScreenDescriptor,
  DashboardScreenDescriptor,
  ProcessDesignerDescriptor,
  ProcessInstanceDescriptor,
  ChartBoardScreenDescriptor,
]);
export type ScreenDescriptor = z.infer<typeof ScreenDescriptor>;
export type ScreenType = ScreenDescriptor['type'];

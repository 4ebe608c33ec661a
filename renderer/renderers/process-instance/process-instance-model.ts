import type { LocalizedText } from '../../../src/shared/formats/common';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { BPM_ENTITIES } from '../../../src/shared/bpm/bpm-entities';
import { resolveTaskActions, type TaskActionButton } from '../../bpm/task-action-buttons';
import type { EntityLoader } from '../../loading/entity-loader';
import type { ProcessInstanceDescriptor } from './process-instance.schema';

export interface ProcessInstanceModel {
  route: string;
  title: LocalizedText;
  entity: EntitySchema;
  taskActions: TaskActionButton[];
  adminTaskActions: TaskActionButton[];
  instanceActions: TaskActionButton[];
  documentRoutes: Readonly<Record<string, string>>;
}

export async function parseProcessInstanceScreen(descriptor: ProcessInstanceDescriptor, loader: EntityLoader): Promise<ProcessInstanceModel> {
  const [entity, task] = await Promise.all([loader.load(descriptor.entity), loader.load(BPM_ENTITIES.task)]);
  return {
    route: descriptor.route,
    title: descriptor.title,
    entity,
    taskActions: await resolveTaskActions(descriptor.taskActions, task, loader, `screen ${descriptor.route}`),
    adminTaskActions: await resolveTaskActions(descriptor.adminTaskActions, task, loader, `screen ${descriptor.route}`),
    instanceActions: await resolveTaskActions(descriptor.instanceActions, entity, loader, `screen ${descriptor.route}`),
    documentRoutes: descriptor.documentRoutes,
  };
}

import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { resolveButton, type ButtonModel } from '../buttons/button-model';
import type { ButtonDescriptor } from '../descriptors/button.schema';

export type TaskActionButton = Extract<ButtonModel, { kind: 'operation' }>;

/** The buttons of the viewer's own open task (approve, reject): operations of the task entity written in code. */
export function resolveTaskActions(buttons: readonly ButtonDescriptor[], taskEntity: EntitySchema, where: string): TaskActionButton[] {
  return buttons.map((button) => {
    const model = resolveButton(button, taskEntity, []);
    if (model.kind !== 'operation') throw new Error(`${where}: task action "${button.action}" must be an operation button (with "operation", label and resource)`);
    return model;
  });
}

import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { resolveButton, type ButtonModel } from '../buttons/button-model';
import { operationInputSpec } from '../buttons/operation-input-spec';
import type { ButtonDescriptor } from '../descriptors/button.schema';
import type { FieldSpec } from '../fields/field-spec';
import type { EntityLoader } from '../loading/entity-loader';

/** A task button with the editors of the values its dialog asks for besides the comment (operation.inputs). */
export type TaskActionButton = Extract<ButtonModel, { kind: 'operation' }> & { inputs: FieldSpec[] };

/** The buttons of a task (approve, reject, transfer, reassign): operations of the task entity written in code. */
export async function resolveTaskActions(buttons: readonly ButtonDescriptor[], taskEntity: EntitySchema, loader: EntityLoader, where: string): Promise<TaskActionButton[]> {
  return Promise.all(
    buttons.map(async (button) => {
      const model = resolveButton(button, taskEntity, []);
      if (model.kind !== 'operation') throw new Error(`${where}: task action "${button.action}" must be an operation button (with "operation", label and resource)`);
      return { ...model, inputs: await Promise.all(model.operation.inputs.map((input) => operationInputSpec(input, loader))) };
    }),
  );
}

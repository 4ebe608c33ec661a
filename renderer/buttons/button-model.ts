import type { LocalizedText } from '../../src/shared/formats/common';
import type { EntityCommand, EntitySchema, WorkflowAction } from '../../src/shared/formats/entity-format';
import type { GenerateAction } from '../../src/shared/formats/generate-format';
import { STANDARD_ACTION_LABELS, type StandardAction } from '../../src/shared/entity/standard-operation-labels';
import type { ButtonDescriptor, ButtonOperation } from '../descriptors/button.schema';

export type { StandardAction };

/** A button resolved against the entity: its kind, label, style and the resource code that shows it. */
export type ButtonModel = {
  action: string;
  label: LocalizedText;
  resource?: string;
  style: NonNullable<ButtonDescriptor['style']>;
  confirm?: LocalizedText;
} & (
  | { kind: StandardAction }
  | { kind: 'workflow'; workflow: WorkflowAction }
  | { kind: 'command'; command: EntityCommand }
  /** Creates another document from this one; `openRoute` edits the new document after success. */
  | { kind: 'generate'; generate: GenerateAction; openRoute?: string }
  /** A named operation of the entity written in code (the approval platform's doApproveTask, exportBpmn). */
  | { kind: 'operation'; operation: ButtonOperation }
);

function isStandard(action: string): action is StandardAction {
  return Object.prototype.hasOwnProperty.call(STANDARD_ACTION_LABELS, action);
}

/**
 * Resolves a descriptor button: a standard operation, a workflow action, a command or a generate action of the
 * entity. Anything else is a descriptor error, reported when the screen is parsed rather than when someone clicks.
 */
export function resolveButton(
  button: ButtonDescriptor,
  entity: EntitySchema,
  allowed: readonly StandardAction[],
): ButtonModel {
  const common = { action: button.action, confirm: button.confirm, style: button.style ?? 'default' };
  const generate = entity.generate && Object.prototype.hasOwnProperty.call(entity.generate, button.action) ? entity.generate[button.action] : undefined;
  if (button.openRoute !== undefined && !generate) {
    throw new Error(`button "${button.action}": openRoute belongs to a generate action of ${entity.name}`);
  }
  if (generate) {
    return {
      ...common,
      kind: 'generate',
      generate,
      openRoute: button.openRoute,
      label: button.label ?? generate.label,
      // The server grants the action by its own resource code; the descriptor may only restate it.
      resource: button.resource ?? generate.resource,
    };
  }
  if (button.operation) {
    // The entity's schema does not know the operation: the descriptor must say what the button is called and what grants it.
    if (!button.label || !button.resource) throw new Error(`button "${button.action}": an operation button needs its label and resource`);
    return { ...common, kind: 'operation', operation: button.operation, label: button.label, resource: button.resource };
  }
  if (isStandard(button.action)) {
    if (!allowed.includes(button.action)) {
      throw new Error(`button "${button.action}" is not available here (allowed: ${allowed.join(', ')})`);
    }
    if (button.action === 'import' && !entity.import) throw new Error(`button "import": ${entity.name} has no import definition`);
    const label = button.label ?? STANDARD_ACTION_LABELS[button.action];
    return { ...common, kind: button.action, label, resource: button.resource };
  }
  const command = entity.commands?.[button.action];
  if (command) {
    return { ...common, kind: 'command', command, label: button.label ?? command.label, resource: button.resource ?? command.resource };
  }
  const workflow = entity.workflow?.actions[button.action];
  if (!workflow) {
    throw new Error(`button "${button.action}" is neither a standard action nor a workflow action, command or generate action of ${entity.name}`);
  }
  return {
    ...common,
    kind: 'workflow',
    workflow,
    label: button.label ?? workflow.label,
    // The server grants the action by the workflow's resource; the descriptor may only restate it.
    resource: button.resource ?? workflow.resource,
  };
}

export const ARCO_BUTTON_PROPS: Record<ButtonModel['style'], { type: 'primary' | 'secondary'; status?: 'danger' | 'success' }> = {
  primary: { type: 'primary' },
  default: { type: 'secondary' },
  danger: { type: 'secondary', status: 'danger' },
  success: { type: 'primary', status: 'success' },
};

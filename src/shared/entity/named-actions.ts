import type { LocalizedText } from '../formats/common';
import type { EntityCommand, EntitySchema, WorkflowAction } from '../formats/entity-format';
import type { GenerateAction } from '../formats/generate-format';

/**
 * An operation an entity schema names beyond the standard ones: a workflow action (changes the
 * status), a command (a handler registered in code) or a generate action (creates another document).
 * Each is granted by its resource code to users of its actor kind: one rule for the whole class.
 */
export type NamedAction =
  | { kind: 'workflow'; name: string; label: LocalizedText; resource: string; actor: 'internal' | 'supplier'; workflow: WorkflowAction }
  | { kind: 'command'; name: string; label: LocalizedText; resource: string; actor: 'internal' | 'supplier'; command: EntityCommand }
  | { kind: 'generate'; name: string; label: LocalizedText; resource: string; actor: 'internal' | 'supplier'; generate: GenerateAction };

function own<T>(record: Record<string, T> | undefined, name: string): T | undefined {
  return record && Object.prototype.hasOwnProperty.call(record, name) ? record[name] : undefined;
}

export function namedActionOf(entity: EntitySchema, name: string): NamedAction | undefined {
  const workflow = own(entity.workflow?.actions, name);
  if (workflow) return { kind: 'workflow', name, label: workflow.label, resource: workflow.resource, actor: workflow.actor, workflow };
  const command = own(entity.commands, name);
  if (command) return { kind: 'command', name, label: command.label, resource: command.resource, actor: command.actor, command };
  const generate = own(entity.generate, name);
  if (generate) return { kind: 'generate', name, label: generate.label, resource: generate.resource, actor: generate.actor, generate };
  return undefined;
}

/** Every named action of the entity, workflow actions first. */
export function namedActionsOf(entity: EntitySchema): NamedAction[] {
  const names = [...Object.keys(entity.workflow?.actions ?? {}), ...Object.keys(entity.commands ?? {}), ...Object.keys(entity.generate ?? {})];
  return names.flatMap((name) => namedActionOf(entity, name) ?? []);
}

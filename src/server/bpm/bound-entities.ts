import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';

/** The process keys a workflow action's binding may start: its `choose` entries' and its default. */
function keysOf(binding: { processKey?: string; choose?: { processKey: string }[] }): string[] {
  return [...(binding.choose ?? []).map((choice) => choice.processKey), ...(binding.processKey ? [binding.processKey] : [])];
}

/**
 * The document types whose submit may start the process `key` (docs/authoring.md "Approval by a process"):
 * what a deploy checks approver fields and form permissions against. A model no document binds (started
 * only by hand) has none, and its fields are checked when a task is created.
 */
export function entitiesBoundTo(catalog: EntityCatalog, key: string): EntitySchema[] {
  return catalog.all().filter((entity) =>
    Object.values(entity.workflow?.actions ?? {}).some((action) => action.process !== undefined && keysOf(action.process).includes(key)),
  );
}

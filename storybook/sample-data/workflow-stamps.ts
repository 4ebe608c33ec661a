import type { EntitySchema, Workflow } from '../../src/shared/formats/entity-format';

type Row = Record<string, unknown>;

/** Statuses a record can reach from `start` without passing an action that clears `field`. */
function statusesKeeping(workflow: Workflow, field: string, start: string): Set<string> {
  const reached = new Set([start]);
  const pending = [start];
  while (pending.length > 0) {
    const status = pending.pop() as string;
    for (const action of Object.values(workflow.actions)) {
      const next = action.to ?? status;
      if (!action.from.includes(status) || action.stamp?.[field] === 'clear' || reached.has(next)) continue;
      reached.add(next);
      pending.push(next);
    }
  }
  return reached;
}

/**
 * Empties the fields a workflow action stamps (approved by, approved at, reject reason) on a sample record
 * whose status that action cannot have led to: a draft order shows no approver.
 */
export function keepPlausibleStamps(entity: EntitySchema, row: Row): void {
  const workflow = entity.workflow;
  if (!workflow) return;
  const status = String(row[workflow.statusField]);
  const plausible = new Map<string, boolean>();
  for (const action of Object.values(workflow.actions)) {
    for (const [field, how] of Object.entries(action.stamp ?? {})) {
      if (how === 'clear') continue;
      // A line action keeps the header's status: its stamps are plausible wherever it may run.
      const kept = (action.to === undefined ? action.from : [action.to]).some((start) => statusesKeeping(workflow, field, start).has(status));
      plausible.set(field, (plausible.get(field) ?? false) || kept);
    }
  }
  for (const [field, kept] of plausible) if (!kept) row[field] = null;
}

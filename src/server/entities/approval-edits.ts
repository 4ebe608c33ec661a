import type { FieldError } from '../../shared/api/envelope';
import { findField } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Actor, EntityRecord } from './entity-engine.types';
import { engineMessage, validationError } from './engine-messages';
import { entityLabel, fieldLabel } from './entity-fields';
import type { StoredRow } from './load-record';
import { normalizeForStorage } from './record-input';
import { rowToRecord } from './record-mapping';
import type { LinePlan } from './save-lines';

/** A value as compared: empty is null, structured values as their JSON, the rest as text (1 and 1.0 alike once normalised). */
function comparable(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function changedKeys(record: EntityRecord, stored: EntityRecord, keys: Iterable<string>): string[] {
  return [...keys].filter((key) => comparable(record[key]) !== comparable(stored[key]));
}

/** Whether a replaced line collection differs from what is stored: a line added, removed or changed, at any depth. */
function linesChanged(plan: LinePlan): boolean {
  if (!plan.replace) return false;
  if (plan.lines.length !== plan.storedIds.length) return true;
  return plan.lines.some((line) => {
    if (line.id === undefined || !line.stored || line.changed === 'all') return true;
    const keys = Object.keys(line.changed).filter((key) => key !== plan.collection.numberField && !findField(plan.entity, key)?.computed);
    return changedKeys(line.record, line.stored, keys).length > 0 || line.children.some(linesChanged);
  });
}

/**
 * A save of a document in approval (a RUNNING process on it) by its current approver: only the fields his
 * open task's form permissions open may change (docs/authoring.md "Approval by a process"); every other
 * field the caller changed, and any change of lines, is refused naming it. `header` and the plans are
 * normalised and computed already; `accepted` is what the caller sent (reference fills included).
 */
export function assertOnlyOpenedChanges(
  entity: EntitySchema,
  header: EntityRecord,
  accepted: EntityRecord,
  stored: StoredRow,
  plans: readonly LinePlan[],
  opened: ReadonlySet<string>,
  actor: Actor,
): void {
  const before = rowToRecord(entity, stored);
  normalizeForStorage(entity, before);
  const closed = changedKeys(header, before, Object.keys(accepted).filter((key) => !opened.has(key)));
  const errors: FieldError[] = closed.map((name) => {
    const field = findField(entity, name);
    return { field: name, message: engineMessage(actor.language, 'closedInApproval', { label: field ? fieldLabel(field, actor.language) : name }) };
  });
  for (const plan of plans.filter(linesChanged)) {
    errors.push({ field: plan.collection.name, message: engineMessage(actor.language, 'linesClosedInApproval', { label: entityLabel(plan.entity, actor.language) }) });
  }
  if (errors.length > 0) throw validationError(actor.language, errors);
}

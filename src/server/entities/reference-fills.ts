import { isNeverSent } from '../../shared/entity/never-sent';
import { findField, tableOf } from '../../shared/entity/entity-catalog';
import { referenceFillValues } from '../../shared/entity/field-rules';
import type { EntityField, EntitySchema } from '../../shared/formats/entity-format';
import { isEmptyValue } from '../../shared/validation/validate-record';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord } from './entity-engine.types';
import { seesInternalFields } from './internal-fields';
import { validId } from './load-record';
import { rowToRecord } from './record-mapping';
import type { RecordToCheck } from './record-checks';
import { recordScope } from './record-scope';

interface FillUse {
  item: RecordToCheck;
  field: EntityField;
  target: EntitySchema;
  id: number;
}

/** Whether the actor may receive this field of the referenced record (internal fields stay on the buying side). */
function mayRead(target: EntitySchema, source: string, actor: Actor): boolean {
  const field = findField(target, source);
  if (isNeverSent(field)) return false;
  return !field?.internal || seesInternalFields(actor);
}

/**
 * Reference fills (`ref.fill`, docs/authoring.md): a field the caller left empty takes the value of the
 * referenced record, as the browser fills it when the reference is picked, so an API caller gets the
 * same defaults (an item's unit and category). Only records the actor may see fill anything; a
 * reference he may not see is refused by the reference check afterwards.
 */
export async function applyReferenceFills(context: EngineContext, items: readonly RecordToCheck[], actor: Actor): Promise<void> {
  const uses: FillUse[] = [];
  for (const item of items) {
    for (const field of item.entity.fields) {
      if (!field.ref?.fill || !context.catalog.has(field.ref.entity)) continue;
      const id = validId(item.record[field.name]);
      if (id === undefined || (!field.ref.fillLocked && !Object.keys(field.ref.fill).some((own) => isEmptyValue(item.record[own])))) continue;
      uses.push({ item, field, target: context.catalog.get(field.ref.entity), id });
    }
  }
  const rowsByEntity = new Map<string, Map<number, EntityRecord>>();
  for (const target of new Set(uses.map((use) => use.target))) {
    const ids = [...new Set(uses.filter((use) => use.target === target).map((use) => use.id))];
    let query = context.db.selectFrom(tableOf(target)).selectAll().where(target.primaryKey, 'in', ids);
    const scope = recordScope(target, actor, context.catalog);
    if (scope) query = query.where(scope);
    const rows = await query.execute();
    rowsByEntity.set(target.name, new Map(rows.map((row) => [Number(row[target.primaryKey]), rowToRecord(target, row)])));
  }
  for (const use of uses) {
    const referenced = rowsByEntity.get(use.target.name)?.get(use.id);
    if (!referenced) continue;
    // A locked fill overrides whatever was sent: the values belong to the referenced record.
    const values = referenceFillValues(use.field, referenced, use.item.record, !use.field.ref?.fillLocked, (source) => mayRead(use.target, source, actor));
    Object.assign(use.item.record, values);
    if (use.item.changed && use.item.changed !== 'all') Object.assign(use.item.changed, values);
  }
}

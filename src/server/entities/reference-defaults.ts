import { tableOf } from '../../shared/entity/entity-catalog';
import { filterDependencies, referenceFilterParams } from '../../shared/entity/field-rules';
import type { EntityField } from '../../shared/formats/entity-format';
import { isEmptyValue } from '../../shared/validation/validate-record';
import type { EngineContext } from './engine-context';
import type { Actor } from './entity-engine.types';
import type { RecordToCheck } from './record-checks';
import { recordScope } from './record-scope';

/** Whether this save sets what the reference's filter reads: a new record, or a changed filter value. */
function filterSetNow(item: RecordToCheck, field: EntityField): boolean {
  if (item.id === undefined || item.changed === 'all') return true;
  const changed = item.changed ?? {};
  return filterDependencies(field).some((dependency) => !dependency.onHeader && dependency.name in changed);
}

/**
 * Default choices (`ref.defaultWhere`, docs/authoring.md "Cascading references and fills"): an empty cascading
 * reference takes the one referenced record meeting its filter and the declared values (the primary bank
 * account of the order's supplier), as the browser takes it when the filter's values change. Only when the
 * record is new or its filter values change in this save, so an approver's save never moves it; none or
 * several candidates leave it empty.
 */
export async function applyReferenceDefaults(context: EngineContext, items: readonly RecordToCheck[], actor: Actor): Promise<void> {
  for (const item of items) {
    for (const field of item.entity.fields) {
      const wanted = field.ref?.defaultWhere;
      if (!wanted || !field.ref || !context.catalog.has(field.ref.entity) || !isEmptyValue(item.record[field.name]) || !filterSetNow(item, field)) continue;
      const params = referenceFilterParams(field, item.record, item.parent);
      if (!params) continue;
      const target = context.catalog.get(field.ref.entity);
      let query = context.db.selectFrom(tableOf(target)).select(target.primaryKey).limit(2);
      for (const [name, value] of Object.entries({ ...params, ...wanted })) query = query.where(name, '=', value as never);
      const scope = recordScope(target, actor, context.catalog);
      if (scope) query = query.where(scope);
      const rows = await query.execute();
      if (rows.length !== 1) continue;
      const value = Number(rows[0][target.primaryKey]);
      item.record[field.name] = value;
      if (item.changed && item.changed !== 'all') item.changed[field.name] = value;
    }
  }
}

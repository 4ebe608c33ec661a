import type { LocalizedText } from '../formats/common';
import type { EntityField, EntitySchema } from '../formats/entity-format';
import type { AggregateFunction } from './aggregate-format';
import type { AggregatePlan, PlannedGroup, PlannedMeasure } from './aggregate-plan';

/** The key no result row has: a result has no primary key of its own. */
export const RESULT_ROW_KEY = '$row';

const FUNCTION_SUFFIX: Record<AggregateFunction, LocalizedText> = {
  sum: { cn: '', en: '' },
  count: { cn: '', en: '' },
  countDistinct: { cn: '（个数）', en: ' (distinct count)' },
  avg: { cn: '（平均）', en: ' (average)' },
  min: { cn: '（最小）', en: ' (minimum)' },
  max: { cn: '（最大）', en: ' (maximum)' },
};

function groupField(group: PlannedGroup): EntityField {
  const { field } = group;
  if (group.bucket) return { name: group.key, type: 'string', label: field.label };
  const result: EntityField = { name: group.key, type: field.type, label: field.label };
  if (field.precision !== undefined) result.precision = field.precision;
  if (field.lookup) result.lookup = field.lookup;
  if (field.ref) result.ref = { entity: field.ref.entity, display: field.ref.display };
  if (field.internal) result.internal = true;
  return result;
}

function measureField(measure: PlannedMeasure): EntityField {
  const { field, fn } = measure;
  if (!field || fn === 'count') return { name: measure.key, type: 'integer', label: { cn: '数量', en: 'Count' } };
  const suffix = FUNCTION_SUFFIX[fn];
  const label = { cn: field.label.cn + suffix.cn, en: field.label.en + suffix.en };
  if (fn === 'countDistinct') return { name: measure.key, type: 'integer', label };
  const dated = (fn === 'min' || fn === 'max') && (field.type === 'date' || field.type === 'datetime');
  if (dated) return { name: measure.key, type: field.type, label };
  const result: EntityField = { name: measure.key, type: measure.precision === 0 ? 'integer' : 'number', label };
  if (measure.precision !== undefined && measure.precision > 0) result.precision = measure.precision;
  if (field.internal) result.internal = true;
  return result;
}

/**
 * What a result row is, as an entity: a field per group key (the grouped field's type, lookup and
 * reference, so grids, exports and display keys treat it as they treat the field; a bucketed date is
 * text such as `2026-05`) and per measure key (a number with the measure's digits). Grids and the
 * export resolve a report's columns against it; it is never stored.
 */
export function aggregateResultEntity(plan: AggregatePlan): EntitySchema {
  const { entity } = plan;
  return {
    version: 1,
    name: `${entity.name}Aggregate`,
    service: entity.service,
    storage: 'service',
    label: entity.label,
    primaryKey: RESULT_ROW_KEY,
    fields: [...plan.groups.map(groupField), ...plan.measures.map(measureField)],
  };
}

import { isNeverSent } from '../entity/never-sent';
import { PARENT_FILTER_PREFIX, parseFilterKey } from '../api/search-params';
import { AUDIT_FIELD_LABELS, AUDIT_FIELD_TYPES } from '../entity/audit-field-labels';
import { AUDIT_FIELDS, FLEX_FIELDS, type EntityCatalog } from '../entity/entity-catalog';
import { MAX_AGGREGATE_GROUPS } from '../entity/entity-limits';
import type { LocalizedText } from '../formats/common';
import type { EntityField, EntitySchema, FieldType } from '../formats/entity-format';
import { type AggregateFunction, type DateBucket } from './aggregate-format';
import { AggregateInputError } from './aggregate-messages';
import type { AggregateRequest } from './aggregate-request';

/** A column a query may use, with what the result needs to know of it. */
export interface AggregateField {
  name: string;
  type: FieldType;
  label: LocalizedText;
  precision?: number;
  lookup?: string;
  ref?: EntityField['ref'];
  internal?: boolean;
}

export interface PlannedGroup {
  key: string;
  field: AggregateField;
  /** A field of the header (line entities), joined through the collection's foreign key. */
  parent: boolean;
  bucket?: DateBucket;
  /** Keys filled from the referenced record (a grouped supplierId brings supplierName). */
  displayKeys: string[];
}

export interface PlannedMeasure {
  key: string;
  fn: AggregateFunction;
  field?: AggregateField;
  /** Digits after the point the value is rounded to; undefined: 15 significant digits. */
  precision?: number;
}

export interface HeaderLink {
  entity: EntitySchema;
  /** The line's field holding the header's id. */
  foreignKey: string;
}

/** An aggregate request checked against its entity: what the server's SQL and the memory adapter compute. */
export interface AggregatePlan {
  entity: EntitySchema;
  header?: HeaderLink;
  groups: PlannedGroup[];
  measures: PlannedMeasure[];
  filters: Record<string, unknown>;
  parentFilters: Record<string, unknown>;
  sort: { key: string; direction: 'asc' | 'desc' }[];
  /** Groups answered at most; `limited` when the caller asked for the top ones (no refusal beyond). */
  limit: number;
  limited: boolean;
}

const NUMERIC: readonly FieldType[] = ['number', 'integer'];
const COMPARABLE: readonly FieldType[] = ['number', 'integer', 'date', 'datetime'];
const DATED: readonly FieldType[] = ['date', 'datetime'];

/** Every column of an entity a query may use (key, declared fields, flexfields, audit fields); serverOnly never. */
export function aggregateFields(entity: EntitySchema): Map<string, AggregateField> {
  const fields = new Map<string, AggregateField>();
  fields.set(entity.primaryKey, { name: entity.primaryKey, type: 'integer', label: { cn: 'ID', en: 'ID' } });
  for (const field of entity.fields) {
    if (isNeverSent(field)) continue;
    const { name, type, label, precision, lookup, ref, internal } = field;
    fields.set(name, { name, type, label, precision, lookup, ref, internal });
  }
  if (entity.flexfields) for (const name of FLEX_FIELDS) fields.set(name, { name, type: 'string', label: { cn: name, en: name } });
  for (const name of AUDIT_FIELDS) fields.set(name, { name, type: AUDIT_FIELD_TYPES[name], label: AUDIT_FIELD_LABELS[name] });
  return fields;
}

/** The field, unless it does not exist or the caller may not see it (internal fields for supplier users). */
function usable(fields: Map<string, AggregateField>, name: string, seesInternal: boolean): AggregateField | undefined {
  const field = fields.get(name);
  return field && (seesInternal || !field.internal) ? field : undefined;
}

function measurePrecision(fn: AggregateFunction, field: AggregateField | undefined): number | undefined {
  if (fn === 'count' || fn === 'countDistinct') return 0;
  if (!field) return undefined;
  const own = field.type === 'integer' ? 0 : field.precision;
  if (fn === 'avg') return own === undefined ? undefined : Math.max(own, 2);
  return own;
}

/** Suppliers filter as they list: an internal field answers like one that does not exist. */
function checkFilterFields(filters: Record<string, unknown>, fields: Map<string, AggregateField>, seesInternal: boolean, prefix: string): void {
  if (seesInternal) return;
  for (const key of Object.keys(filters)) {
    const { field } = parseFilterKey(key);
    if (fields.get(field)?.internal) throw new AggregateInputError('unknownField', prefix + key, { field: prefix + field, use: 'filter' });
  }
}

function planGroups(request: AggregateRequest, entity: EntitySchema, header: HeaderLink | undefined, seesInternal: boolean): PlannedGroup[] {
  const own = aggregateFields(entity);
  const headerFields = header ? aggregateFields(header.entity) : undefined;
  return request.query.groupBy.map((group, i) => {
    const path = `groupBy[${i}]`;
    if (group.parent && !headerFields) throw new AggregateInputError('noParent', `${path}.parent`, { entity: entity.name });
    const field = usable(group.parent && headerFields ? headerFields : own, group.field, seesInternal);
    if (!field) throw new AggregateInputError('unknownField', `${path}.field`, { field: group.field, use: 'group' });
    if (field.type === 'attachment') throw new AggregateInputError('cannotGroup', `${path}.field`, { field: group.field });
    if (group.bucket && !DATED.includes(field.type)) throw new AggregateInputError('bucketNeedsDate', `${path}.bucket`, { field: group.field });
    const displayKeys = !group.bucket && field.ref?.display ? Object.keys(field.ref.display) : [];
    return { key: group.as ?? group.field, field, parent: Boolean(group.parent), bucket: group.bucket, displayKeys };
  });
}

function planMeasures(request: AggregateRequest, entity: EntitySchema, seesInternal: boolean): PlannedMeasure[] {
  const fields = aggregateFields(entity);
  return request.query.measures.map((measure, i) => {
    const path = `measures[${i}]`;
    const { fn } = measure;
    if (fn === 'count') {
      if (measure.field) throw new AggregateInputError('fieldNotAllowed', `${path}.field`);
      return { key: measure.as ?? 'count', fn, precision: 0 };
    }
    if (!measure.field) throw new AggregateInputError('fieldRequired', `${path}.field`, { fn });
    const field = usable(fields, measure.field, seesInternal);
    if (!field) throw new AggregateInputError('unknownField', `${path}.field`, { field: measure.field, use: 'measure' });
    if ((fn === 'sum' || fn === 'avg') && !NUMERIC.includes(field.type)) throw new AggregateInputError('notNumeric', `${path}.field`, { fn, field: field.name });
    if ((fn === 'min' || fn === 'max') && !COMPARABLE.includes(field.type)) throw new AggregateInputError('notComparable', `${path}.field`, { fn, field: field.name });
    if (fn === 'countDistinct' && field.type === 'attachment') throw new AggregateInputError('cannotGroup', `${path}.field`, { field: field.name });
    return { key: measure.as ?? measure.field, fn, field, precision: measurePrecision(fn, field) };
  });
}

/** Every key of a result row must be unique: group keys, their display keys, measure keys. */
function checkKeys(groups: PlannedGroup[], measures: PlannedMeasure[]): void {
  const seen = new Set<string>();
  const claim = (key: string, path: string) => {
    if (seen.has(key)) throw new AggregateInputError('duplicateKey', path, { key });
    seen.add(key);
  };
  groups.forEach((group, i) => {
    claim(group.key, `groupBy[${i}].as`);
    group.displayKeys.forEach((key) => claim(key, `groupBy[${i}].field`));
  });
  measures.forEach((measure, i) => claim(measure.key, `measures[${i}].as`));
}

/**
 * Checks an aggregate request against its entity (and its header, for `parent` groups and filters): every
 * field exists and the caller may use it, the function fits the field, the keys are unique, the sort
 * names a key. What supplier users may not see (internal fields) answers like a field that does not exist.
 * The filters themselves are checked where they become conditions, as for lists.
 */
export function planAggregate(request: AggregateRequest, entity: EntitySchema, catalog: EntityCatalog, options: { seesInternal: boolean }): AggregatePlan {
  const relation = catalog.parentOf(entity.name);
  const header = relation ? { entity: relation.header, foreignKey: relation.collection.foreignKey } : undefined;
  const { seesInternal } = options;
  const groups = planGroups(request, entity, header, seesInternal);
  const measures = planMeasures(request, entity, seesInternal);
  checkKeys(groups, measures);
  checkFilterFields(request.filters, aggregateFields(entity), seesInternal, '');
  const firstParentFilter = Object.keys(request.parentFilters)[0];
  if (firstParentFilter !== undefined && !header) {
    throw new AggregateInputError('noParent', PARENT_FILTER_PREFIX + firstParentFilter, { entity: entity.name });
  }
  if (header) checkFilterFields(request.parentFilters, aggregateFields(header.entity), seesInternal, PARENT_FILTER_PREFIX);
  const { sortField, sortOrder, limit } = request.query;
  const keys = [...groups.map((group) => group.key), ...measures.map((measure) => measure.key)];
  let sort = groups.map((group) => ({ key: group.key, direction: sortOrder ?? ('asc' as const) }));
  if (sortField !== undefined) {
    if (!keys.includes(sortField)) throw new AggregateInputError('unknownSortKey', 'sortField', { key: sortField, keys: keys.join(', ') });
    sort = [{ key: sortField, direction: sortOrder ?? 'asc' }, ...sort.filter((entry) => entry.key !== sortField)];
  }
  return {
    entity,
    header: groups.some((group) => group.parent) || firstParentFilter !== undefined ? header : undefined,
    groups,
    measures,
    filters: request.filters,
    parentFilters: request.parentFilters,
    sort,
    limit: limit ?? MAX_AGGREGATE_GROUPS,
    limited: limit !== undefined,
  };
}

/** The refusal of a result with more groups than answered (the caller asked for no `limit`). */
export function tooManyGroups(): AggregateInputError {
  return new AggregateInputError('tooManyGroups', 'groupBy', { max: MAX_AGGREGATE_GROUPS });
}

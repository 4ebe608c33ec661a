import { parseFilters } from '../../shared/api/search-params';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Actor, EntityRecord } from './entity-engine.types';
import { engineError } from './engine-messages';

/**
 * What a caller who reaches an entity only through a reference (a picker) may read of it
 * (src/server/access/picker-views.ts decides): the record keys an answer keeps, and the fields he may
 * filter on besides them (a cascading reference's filter, a pick dialog's search and fixed parameters).
 */
export interface PickerView {
  fields: ReadonlySet<string>;
  filters: ReadonlySet<string>;
}

/** Keeps only the view's keys of each record (in place); lines and everything else go. */
export function projectToPickerView(records: EntityRecord[], actor: Actor): void {
  const view = actor.pickerView;
  if (!view) return;
  for (const record of records) {
    for (const key of Object.keys(record)) if (!view.fields.has(key)) delete record[key];
  }
}

/**
 * Refuses a filter or sort outside the view, with the message of a field that does not exist: a filter
 * on a field the answer leaves out would reveal its values one guess at a time.
 */
export function assertPickerQuery(entity: EntitySchema, params: Record<string, unknown>, actor: Actor): void {
  const view = actor.pickerView;
  if (!view) return;
  for (const { field } of parseFilters(params)) {
    if (!view.fields.has(field) && !view.filters.has(field)) throw engineError(actor.language, 'unknownField', { field, use: 'filter' });
  }
  const sortField = params.sortField;
  if (typeof sortField === 'string' && sortField !== '' && sortField !== entity.primaryKey && !view.fields.has(sortField)) {
    throw engineError(actor.language, 'unknownField', { field: sortField, use: 'sort' });
  }
}

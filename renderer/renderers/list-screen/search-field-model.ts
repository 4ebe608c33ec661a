import { PARENT_FILTER_PREFIX } from '../../../src/shared/api/search-params';
import type { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import type { SearchField } from '../../descriptors/form-field.schema';
import { resolveFieldSpec } from '../../fields/field-spec';
import type { SearchFieldModel } from './list-model';

/**
 * A search form field: `name` is the filter key (`parent.<field>` for a field of the header of a line
 * entity), `owner` the entity that holds the field; the descriptor's label and edit type win over the field's.
 */
export function searchFieldModel(name: string, field: SearchField, owner: EntitySchema, catalog: EntityCatalog): SearchFieldModel {
  const fieldName = name.startsWith(PARENT_FILTER_PREFIX) ? name.slice(PARENT_FILTER_PREFIX.length) : name;
  const spec = resolveFieldSpec(owner, catalog, fieldName, { label: field.label, editType: field.editType });
  return { id: `${name}_${field.op}`, field: name, op: field.op, label: field.label ?? spec.label, spec };
}

/** Refuses a form holding the same field with the same operator twice (their values would share one key). */
export function checkUniqueSearchFields(search: readonly SearchFieldModel[], where: string): void {
  const ids = new Set<string>();
  for (const field of search) {
    if (ids.has(field.id)) throw new Error(`${where}search field ${field.field} with op ${field.op} appears twice`);
    ids.add(field.id);
  }
}

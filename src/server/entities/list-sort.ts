import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Language } from '../../shared/formats/common';
import { engineError, engineMessage } from './engine-messages';
import { queryableFields } from './entity-fields';

/** The order of a list: one field, and the primary key in the same direction to break its ties. */
export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}

function unindexedSort(field: string, language: Language): never {
  throw engineError(language, 'unindexedSort', { field }, [{ field, message: engineMessage(language, 'unindexedSort', { field }) }]);
}

/**
 * The requested sort, else the entity's default, else newest first; only queryable fields and, when
 * `sortable` is given (a table's indexed fields: src/server/db/list-indexes.ts), only those.
 */
export function listSort(entity: EntitySchema, params: Record<string, unknown>, language: Language, sortable?: ReadonlySet<string>): ListSort {
  const requested = params.sortField;
  const order = params.sortOrder;
  let direction: 'asc' | 'desc' | undefined;
  if (order !== undefined && order !== null && order !== '') {
    const lower = typeof order === 'string' ? order.toLowerCase() : '';
    if (lower !== 'asc' && lower !== 'desc') throw engineError(language, 'badSortOrder');
    direction = lower;
  }
  if (typeof requested === 'string' && requested !== '') {
    if (!queryableFields(entity).has(requested)) throw engineError(language, 'unknownField', { field: requested, use: 'sort' });
    if (sortable && !sortable.has(requested)) unindexedSort(requested, language);
    return { field: requested, direction: direction ?? 'asc' };
  }
  if (requested !== undefined && requested !== null && requested !== '') {
    throw engineError(language, 'unknownField', { field: String(requested), use: 'sort' });
  }
  if (entity.defaultSort) return { field: entity.defaultSort.field, direction: direction ?? entity.defaultSort.direction };
  return { field: entity.primaryKey, direction: direction ?? 'desc' };
}

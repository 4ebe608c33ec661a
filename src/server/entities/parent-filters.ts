import { sql, type Expression, type SqlBool } from 'kysely';
import { PARENT_FILTER_PREFIX } from '../../shared/api/search-params';
import { tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { EngineContext } from './engine-context';
import type { Actor } from './entity-engine.types';
import { engineError } from './engine-messages';
import { assertNoInternalQuery } from './internal-fields';
import { listFilters } from './list-filters';

/**
 * Filters on the header of a line entity (`parent.status_in`, `parent.startDate_gte`: the listByPage
 * syntax behind the prefix) as one condition on the lines: their foreign key is among the headers that
 * match. The header's fields are checked as its own list checks them (unknown fields, values, internal
 * fields for supplier users); an entity that is no line entity has no `parent.` filters.
 */
export function parentFilterCondition(context: EngineContext, entity: EntitySchema, parent: Record<string, unknown>, actor: Actor): Expression<SqlBool> | undefined {
  const keys = Object.keys(parent);
  if (keys.length === 0) return undefined;
  const relation = context.catalog.parentOf(entity.name);
  if (!relation) throw engineError(actor.language, 'unknownField', { field: PARENT_FILTER_PREFIX + keys[0], use: 'filter' });
  const { header, collection } = relation;
  assertNoInternalQuery(header, parent, actor);
  const conditions = listFilters(header, parent, context.rules, actor.language);
  if (conditions.length === 0) return undefined;
  return sql<SqlBool>`${sql.ref(collection.foreignKey)} in (select ${sql.ref(header.primaryKey)} from ${sql.table(tableOf(header))} where ${sql.join(conditions, sql` and `)})`;
}

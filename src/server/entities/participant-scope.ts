import { sql, type Expression, type SqlBool } from 'kysely';
import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema, ParticipantScope } from '../../shared/formats/entity-format';
import type { Actor } from './entity-engine.types';
import { throughHeaders } from './header-chain';

/** Whether the actor holds a menu of a screen the scope opens every record to: he administers these records. */
function administersScope(scope: ParticipantScope, actor: Actor): boolean {
  return actor.menuRoutes?.some((route) => scope.allOnRoutes?.includes(route)) ?? false;
}

/** The fields of the entity only those who administer its records receive (`participantScope.adminFields`); none for them. */
export function scopeAdminFields(entity: EntitySchema, actor: Actor): Set<string> {
  const scope = entity.participantScope;
  if (!scope?.adminFields || administersScope(scope, actor)) return new Set();
  return new Set(scope.adminFields);
}

/** The entity's own rows the actor takes part in: named in one of its user fields or in a row of a `through` entity. */
function takesPart(entity: EntitySchema, scope: ParticipantScope, actor: Actor, catalog: EntityCatalog): Expression<SqlBool> {
  const own = scope.users.map((field) => sql<SqlBool>`${sql.ref(field)} = ${actor.userId}`);
  const related = (scope.through ?? []).map(
    (link) =>
      sql<SqlBool>`${sql.ref(entity.primaryKey)} in (select ${sql.ref(link.foreignKey)} from ${sql.table(tableOf(catalog.get(link.entity)))} where ${sql.ref(link.user)} = ${actor.userId})`,
  );
  return sql<SqlBool>`(${sql.join([...own, ...related], sql` or `)})`;
}

/**
 * The row filter of an entity with a `participantScope` (an approval instance) or a line of one (its
 * history): only what the actor takes part in, unless he holds a menu of a screen the scope opens
 * everything to (monitoring). Written against the unqualified columns of the entity's table; each
 * `through` entity is one `in (select ...)` read from its index on the user field.
 */
export function participantScope(entity: EntitySchema, actor: Actor, catalog: EntityCatalog): Expression<SqlBool> | undefined {
  return throughHeaders(entity, catalog, (candidate) => {
    const scope = candidate.participantScope;
    if (!scope) return undefined;
    if (administersScope(scope, actor)) return sql<SqlBool>`1 = 1`;
    return takesPart(candidate, scope, actor, catalog);
  });
}

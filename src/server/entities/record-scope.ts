import { sql, type Expression, type SqlBool } from 'kysely';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Actor } from './entity-engine.types';
import { orgScope } from './org-scope';
import { participantScope } from './participant-scope';
import { permitScope } from './permit-scope';
import { supplierScope } from './supplier-scope';

/** Entities with a `userScope`: the actor's own records only. */
function userScope(entity: EntitySchema, actor: Actor): Expression<SqlBool> | undefined {
  return entity.userScope ? sql<SqlBool>`${sql.ref(entity.userScope.field)} = ${actor.userId}` : undefined;
}

/**
 * Every row filter that limits what this actor reaches of the entity: a supplier user's own
 * supplier, an internal user's granted organisations and data permits (permitScope), anyone's own records (userScope), the records he takes part
 * in (participantScope). Applied on every path that reads a record
 * (lists, findById, the row an update, delete or action starts from, reference checks), so a record
 * outside it answers exactly like a missing one. Undefined when nothing limits the actor.
 * `participation` (a read by id only, load-record.ts) widens the organisation scope alone: a document the
 * actor takes or took part in the approval of is reached whatever its organisation.
 */
export function recordScope(entity: EntitySchema, actor: Actor, catalog: EntityCatalog, participation?: Expression<SqlBool>): Expression<SqlBool> | undefined {
  const org = orgScope(entity, actor, catalog);
  const reach = org && participation ? sql<SqlBool>`(${org} or ${participation})` : org;
  const parts = [supplierScope(entity, actor, catalog), reach, permitScope(entity, actor, catalog), userScope(entity, actor), participantScope(entity, actor, catalog)].filter(
    (part): part is Expression<SqlBool> => part !== undefined,
  );
  if (parts.length === 0) return undefined;
  if (parts.length === 1) return parts[0];
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

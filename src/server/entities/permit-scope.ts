import { sql, type Expression, type SqlBool } from 'kysely';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { PermitKind } from '../../shared/entity/permit-kinds';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Actor } from './entity-engine.types';
import { throughHeaders } from './header-chain';

/** The values of a kind the actor is limited to, or undefined when he is not limited (all-access flag, suppliers, the platform). */
export function grantedPermits(actor: Actor, kind: PermitKind): readonly (number | string)[] | undefined {
  if (actor.userType !== 'internal' || actor.permits === undefined) return undefined;
  const granted = actor.permits[kind];
  return granted === 'all' ? undefined : granted;
}

/** Whether a limited actor may keep or put a record at this value of the kind; an empty value belongs to nobody's permit. */
export function permitGranted(actor: Actor, kind: PermitKind, value: unknown): boolean {
  const granted = grantedPermits(actor, kind);
  if (granted === undefined) return true;
  if (value === null || value === undefined || value === '') return false;
  return granted.some((each) => String(each) === String(value));
}

/** The condition on an entity's own columns: for each kind its `permitScope` names, its field holds one of the actor's values (none: nothing passes). */
function ownPermitCondition(entity: EntitySchema, actor: Actor): Expression<SqlBool> | undefined {
  const parts: Expression<SqlBool>[] = [];
  for (const { permit, field } of entity.permitScope ?? []) {
    const granted = grantedPermits(actor, permit);
    if (granted === undefined) continue;
    parts.push(granted.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`${sql.ref(field)} in (${sql.join([...granted])})`);
  }
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/**
 * The row filter of an entity's `permitScope` for this actor, or of the first header above a line entity that
 * has one (lines follow their header). Undefined when nothing limits him. Written against the entity's own
 * columns, so lists, counts, reads by id, exports and the row a write starts from all apply it.
 */
export function permitScope(entity: EntitySchema, actor: Actor, catalog: EntityCatalog): Expression<SqlBool> | undefined {
  if (actor.userType !== 'internal' || actor.permits === undefined) return undefined;
  return throughHeaders(entity, catalog, (candidate) => ownPermitCondition(candidate, actor));
}

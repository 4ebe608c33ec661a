import { sql, type Expression, type SqlBool } from 'kysely';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntitySchema, Ownership, PublicToSuppliers } from '../../shared/formats/entity-format';
import type { Actor } from './entity-engine.types';
import { firstAbove, throughHeaders } from './header-chain';

/** An entity's ownership, or the first header's above it for a line entity (lines live in their header's scope). */
export function ownerOf(entity: EntitySchema, catalog: EntityCatalog): { owner: EntitySchema; ownership: Ownership } | undefined {
  const found = firstAbove(entity, catalog, (candidate) => candidate.ownership);
  return found ? { owner: found.owner, ownership: found.value } : undefined;
}

export function isSupplierScoped(entity: EntitySchema, actor: Actor, catalog: EntityCatalog): boolean {
  return actor.userType === 'supplier' && ownerOf(entity, catalog) !== undefined;
}

/** Conditions on the owning table's own columns: its supplier and, when set, the statuses suppliers see. */
function ownerCondition(owner: EntitySchema, ownership: Ownership, actor: Actor): Expression<SqlBool> {
  // A supplier user without a supplier owns nothing.
  if (actor.supplierId === null) return sql<SqlBool>`1 = 0`;
  const bySupplier = sql<SqlBool>`${sql.ref(ownership.supplierField)} = ${actor.supplierId}`;
  const statuses = ownership.supplierVisibleStatuses;
  const statusField = owner.workflow?.statusField;
  if (!statuses || !statusField) return bySupplier;
  if (statuses.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${bySupplier} and ${sql.ref(statusField)} in (${sql.join(statuses)})`;
}

/**
 * The row filter that keeps a supplier user inside its own records, or undefined when the actor or the
 * entity is not restricted. Written against unqualified columns of the entity's table.
 */
export function supplierScope(entity: EntitySchema, actor: Actor, catalog: EntityCatalog): Expression<SqlBool> | undefined {
  if (actor.userType !== 'supplier') return undefined;
  return throughHeaders(entity, catalog, (candidate) => {
    if (candidate.ownership) return ownerCondition(candidate, candidate.ownership, actor);
    if (candidate.publicToSuppliers) return publicCondition(candidate.publicToSuppliers);
    return undefined;
  });
}

/** The records a `publicToSuppliers` entity shows every supplier user: those whose field holds a public value. */
function publicCondition(rule: PublicToSuppliers): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(rule.field)} in (${sql.join(rule.in)})`;
}

/** The entity itself or the first header above it that is public to suppliers (lines follow their header). */
export function publicOf(entity: EntitySchema, catalog: EntityCatalog): { owner: EntitySchema; rule: PublicToSuppliers } | undefined {
  const found = firstAbove(entity, catalog, (candidate) => candidate.publicToSuppliers);
  return found ? { owner: found.owner, rule: found.value } : undefined;
}

/** May this actor create, change or delete records of the entity at all? Never a supplier on a public entity. */
export function supplierMayWrite(entity: EntitySchema, actor: Actor, catalog: EntityCatalog): boolean {
  if (actor.userType !== 'supplier') return true;
  const found = ownerOf(entity, catalog);
  if (found) return found.ownership.supplierWritable;
  return publicOf(entity, catalog) === undefined;
}

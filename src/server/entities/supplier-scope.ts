import { sql, type Expression, type SqlBool } from 'kysely';
import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import type { Audience, EntitySchema, Ownership, PublicToSuppliers } from '../../shared/formats/entity-format';
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

/**
 * On the columns of an audience line: the line addresses this supplier (its own id in a supplier field,
 * or a value the supplier has through another entity: one of its categories, one of its organisations).
 */
export function addressesSupplier(audience: Audience, supplierId: number, catalog: EntityCatalog): Expression<SqlBool> {
  const each = audience.match.map((match) => {
    if (!match.through) return sql<SqlBool>`${sql.ref(match.field)} = ${supplierId}`;
    const via = catalog.get(match.through.entity);
    return sql<SqlBool>`${sql.ref(match.field)} in (select ${sql.ref(match.through.valueField)} from ${sql.table(tableOf(via))} where ${sql.ref(match.through.supplierField)} = ${supplierId})`;
  });
  return sql<SqlBool>`(${sql.join(each, sql` or `)})`;
}

/** The audience collection's line entity and foreign key. */
function audienceLines(owner: EntitySchema, audience: Audience, catalog: EntityCatalog) {
  const collection = owner.lines?.find((candidate) => candidate.name === audience.lines);
  if (!collection) throw new Error(`${owner.name}: the audience names no line collection ${audience.lines}`);
  return { collection, entity: catalog.get(collection.entity) };
}

/** The owner's own rows addressed to the supplier: one of its audience lines addresses it. */
function addressedTo(owner: EntitySchema, audience: Audience, supplierId: number, catalog: EntityCatalog): Expression<SqlBool> {
  const { collection, entity } = audienceLines(owner, audience, catalog);
  return sql<SqlBool>`${sql.ref(owner.primaryKey)} in (select ${sql.ref(collection.foreignKey)} from ${sql.table(tableOf(entity))} where ${addressesSupplier(audience, supplierId, catalog)})`;
}

/** Conditions on the owning table's own columns: its supplier (or its audience) and, when set, the statuses suppliers see. */
function ownerCondition(owner: EntitySchema, ownership: Ownership, actor: Actor, catalog: EntityCatalog): Expression<SqlBool> {
  // A supplier user without a supplier owns nothing.
  if (actor.supplierId === null) return sql<SqlBool>`1 = 0`;
  const bySupplier = ownership.audience
    ? addressedTo(owner, ownership.audience, actor.supplierId, catalog)
    : sql<SqlBool>`${sql.ref(ownership.supplierField ?? owner.primaryKey)} = ${actor.supplierId}`;
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
  const scope = throughHeaders(entity, catalog, (candidate) => {
    if (candidate.ownership) return ownerCondition(candidate, candidate.ownership, actor, catalog);
    if (candidate.publicToSuppliers) return publicCondition(candidate.publicToSuppliers);
    return undefined;
  });
  const own = audienceLineCondition(entity, actor, catalog);
  return scope && own ? sql<SqlBool>`(${scope} and ${own})` : scope;
}

/**
 * On an audience line entity (a notice's receivers): a supplier sees only the lines that address it, never
 * the other receivers of the same record. Undefined for other entities.
 */
export function audienceLineCondition(entity: EntitySchema, actor: Actor, catalog: EntityCatalog): Expression<SqlBool> | undefined {
  if (actor.userType !== 'supplier') return undefined;
  const relation = catalog.parentOf(entity.name);
  const audience = relation?.header.ownership?.audience;
  if (!relation || !audience || audience.lines !== relation.collection.name) return undefined;
  return actor.supplierId === null ? sql<SqlBool>`1 = 0` : addressesSupplier(audience, actor.supplierId, catalog);
}

/** Supplier-side limits on the lines of a collection read with their header: the audience lines addressing it, or a line entity's own owner. */
export function lineReadScope(lineEntity: EntitySchema, actor: Actor, catalog: EntityCatalog): Expression<SqlBool> | undefined {
  if (actor.userType !== 'supplier') return undefined;
  if (lineEntity.ownership) return ownerCondition(lineEntity, lineEntity.ownership, actor, catalog);
  return audienceLineCondition(lineEntity, actor, catalog);
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

import { sql, type Expression, type SqlBool } from 'kysely';
import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';

/**
 * A row condition that a line entity inherits from the first header above it that has one: lines of
 * lines follow their line, which follows its header. `own` answers the condition an entity states on its
 * own columns (its supplier), or undefined. The result is written against the unqualified columns of
 * `entity`'s table, with one `in (select ...)` per level: it lists the matching headers once, which pays
 * when few match (one supplier's documents).
 */
export function throughHeaders(
  entity: EntitySchema,
  catalog: EntityCatalog,
  own: (candidate: EntitySchema) => Expression<SqlBool> | undefined,
): Expression<SqlBool> | undefined {
  const direct = own(entity);
  if (direct) return direct;
  const relation = catalog.parentOf(entity.name);
  if (!relation) return undefined;
  const above = throughHeaders(relation.header, catalog, own);
  if (!above) return undefined;
  const header = relation.header;
  return sql<SqlBool>`${sql.ref(relation.collection.foreignKey)} in (select ${sql.ref(header.primaryKey)} from ${sql.table(tableOf(header))} where ${above})`;
}

/** The first entity, the entity itself or a header above it, for which `pick` answers something. */
export function firstAbove<T>(entity: EntitySchema, catalog: EntityCatalog, pick: (candidate: EntitySchema) => T | undefined): { owner: EntitySchema; value: T } | undefined {
  for (const candidate of [entity, ...catalog.headersOf(entity.name).map((relation) => relation.header)]) {
    const value = pick(candidate);
    if (value !== undefined) return { owner: candidate, value };
  }
  return undefined;
}

/**
 * The rows of `entity` that belong to one document (its top header's id): the document's own row, its
 * lines, or lines of its lines, through one `in (select ...)` per level.
 */
export function belongsToDocument(entity: EntitySchema, catalog: EntityCatalog, documentId: number): Expression<SqlBool> {
  const relation = catalog.parentOf(entity.name);
  if (!relation) return sql<SqlBool>`${sql.ref(entity.primaryKey)} = ${documentId}`;
  if (!catalog.parentOf(relation.header.name)) return sql<SqlBool>`${sql.ref(relation.collection.foreignKey)} = ${documentId}`;
  const header = relation.header;
  return sql<SqlBool>`${sql.ref(relation.collection.foreignKey)} in (select ${sql.ref(header.primaryKey)} from ${sql.table(tableOf(header))} where ${belongsToDocument(header, catalog, documentId)})`;
}

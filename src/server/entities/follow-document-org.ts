import { sql, type Expression, type SqlBool } from 'kysely';
import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { documentOrgCarriers, fillDocumentOrg } from '../db/document-org-column';
import type { EngineContext } from './engine-context';

/** The rows of `entity` that are the records `ids` of `ancestor` or lie below them, one subquery per level. */
function rowsUnder(entity: EntitySchema, ancestor: EntitySchema, ids: readonly number[], catalog: EntityCatalog): Expression<SqlBool> {
  if (entity === ancestor) return sql<SqlBool>`${sql.ref(entity.primaryKey)} in (${sql.join([...ids])})`;
  const relation = catalog.parentOf(entity.name);
  if (!relation) throw new Error(`${entity.name} is not below ${ancestor.name}`);
  const { header, collection } = relation;
  if (header === ancestor) return sql<SqlBool>`${sql.ref(collection.foreignKey)} in (${sql.join([...ids])})`;
  return sql<SqlBool>`${sql.ref(collection.foreignKey)} in (select ${sql.ref(header.primaryKey)} from ${sql.table(tableOf(header))} where ${rowsUnder(header, ancestor, ids, catalog)})`;
}

/**
 * After records of `entity` were written: their lines (and the records themselves, when they are lines)
 * take their document's organisation (src/server/db/document-org-column.ts), in the write's own
 * transaction. Covers every way it changes: new lines, a header moved to another organisation (with its
 * lines left out of the input too), a line moved to another header. One statement per line level,
 * writing only rows whose value differs.
 */
export async function followDocumentOrg(context: EngineContext, entity: EntitySchema, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  for (const carrier of documentOrgCarriers(entity, context.catalog)) {
    await fillDocumentOrg(context.db, carrier, context.catalog, rowsUnder(carrier, entity, ids, context.catalog));
  }
}

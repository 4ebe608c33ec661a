import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { DatabaseTables } from './database.types';

/**
 * The column in which every row of a line entity (lines, lines of lines) keeps its document's
 * organisation when the organisation scope is declared on a header above it. A restricted user's list
 * of order lines is then filtered and counted on the line table's own columns and index: looking up
 * each line's header cost 20 ms and more a page at a million lines. The engine writes it in the same
 * transaction as the lines and the header (src/server/entities/follow-document-org.ts); the migration
 * that adds it fills it. It is no field: records never show it, callers never send it.
 */
export const DOCUMENT_ORG_FIELD = 'documentOrgId';

/** Where a line entity's documentOrgId comes from: its header's row, through the line's foreign key. */
export interface DocumentOrgSource {
  header: EntitySchema;
  foreignKey: string;
  /** The header's organisation-scope field, or its own documentOrgId when the scope is declared higher up. */
  column: string;
}

/**
 * The source of a line entity's documentOrgId, or undefined when the entity carries none: it declares
 * its own organisation scope, or no header above it declares one.
 */
export function documentOrgSource(entity: EntitySchema, catalog: EntityCatalog): DocumentOrgSource | undefined {
  if (entity.orgScope) return undefined;
  const chain = catalog.headersOf(entity.name);
  const owner = chain.findIndex((relation) => relation.header.orgScope);
  if (owner < 0) return undefined;
  const { header, collection } = chain[0];
  return { header, foreignKey: collection.foreignKey, column: owner === 0 ? (header.orgScope?.field as string) : DOCUMENT_ORG_FIELD };
}

/** Line entities that carry the column, the entity itself first when it does, then those below it, top down. */
export function documentOrgCarriers(entity: EntitySchema, catalog: EntityCatalog): EntitySchema[] {
  const below = (entity.lines ?? []).flatMap((collection) => documentOrgCarriers(catalog.get(collection.entity), catalog));
  return documentOrgSource(entity, catalog) ? [entity, ...below] : below;
}

/** The organisation of the header whose primary key `headerKey` gives, read by that key. */
function headerOrg(source: DocumentOrgSource, headerKey: Expression<unknown>): RawBuilder<unknown> {
  const { header } = source;
  return sql`(select ${sql.ref(`${tableOf(header)}.${source.column}`)} from ${sql.table(tableOf(header))} where ${sql.ref(`${tableOf(header)}.${header.primaryKey}`)} = ${headerKey})`;
}

/**
 * The column's value for a new row of `carrier` under the header `headerId`, as an insert writes it
 * (nothing when the entity carries none), so a new line is written once, not inserted and then updated.
 */
export function documentOrgOnInsert(carrier: EntitySchema, catalog: EntityCatalog, headerId: number): Record<string, RawBuilder<unknown>> {
  const source = documentOrgSource(carrier, catalog);
  return source ? { [DOCUMENT_ORG_FIELD]: headerOrg(source, sql.val(headerId)) } : {};
}

/**
 * Sets the column of `carrier`'s rows that match `where` (all rows without it) to their header's value,
 * writing only rows whose value differs. Headers are read by primary key, one per row.
 */
export async function fillDocumentOrg(db: Kysely<DatabaseTables>, carrier: EntitySchema, catalog: EntityCatalog, where?: Expression<SqlBool>): Promise<void> {
  const source = documentOrgSource(carrier, catalog);
  if (!source) return;
  const value = headerOrg(source, sql.ref(`${tableOf(carrier)}.${source.foreignKey}`));
  let update = db
    .updateTable(tableOf(carrier))
    .set({ [DOCUMENT_ORG_FIELD]: value })
    .where(sql<SqlBool>`${sql.ref(`${tableOf(carrier)}.${DOCUMENT_ORG_FIELD}`)} is distinct from ${value}`);
  if (where) update = update.where(where);
  await update.execute();
}

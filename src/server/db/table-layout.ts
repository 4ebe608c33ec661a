import { createHash } from 'node:crypto';
import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';
import { AUDIT_FIELDS, FLEX_FIELDS, tableOf, type EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { snakeCaseName } from './column-naming';
import type { DialectRules } from './dialect-rules';
import { DOCUMENT_ORG_FIELD, documentOrgSource } from './document-org-column';
import { isServedBy, listIndexCandidates } from './list-indexes';

/** One column of an entity table: camelCase name (the plugin maps it) and its SQL type. */
export interface ColumnLayout {
  name: string;
  type: RawBuilder<unknown>;
}

export interface IndexLayout {
  name: string;
  columns: string[];
  unique: boolean;
  /**
   * The single-column list index that earlier versions created for the same filter, before list indexes
   * went on with the primary key: this index serves everything it did, so the migration drops it.
   */
  replaces?: string;
}

const FLEX_CATEGORY_LENGTH = 30;
const FLEX_ATTRIBUTE_LENGTH = 240;
const DATETIME_LENGTH = 19;
/** PostgreSQL truncates identifiers at 63 bytes; longer names are shortened with a hash to stay unique. */
const MAX_IDENTIFIER = 63;

function auditColumn(name: (typeof AUDIT_FIELDS)[number], rules: DialectRules): ColumnLayout {
  switch (name) {
    case 'versionNum':
      return { name, type: sql.raw('integer') };
    case 'creationDate':
    case 'lastUpdateDate':
      return { name, type: sql.raw(`varchar(${DATETIME_LENGTH})`) };
    default:
      return { name, type: rules.idType };
  }
}

/** Every column after the primary key: declared fields, flexfields, audit fields, a line's document organisation. */
export function entityColumns(entity: EntitySchema, rules: DialectRules, catalog: EntityCatalog): ColumnLayout[] {
  const declared = entity.fields
    .filter((field) => field.name !== entity.primaryKey)
    .map((field) => ({
      name: field.name,
      // Reference ids use the id type so they match the primary keys they point at.
      type: field.ref ? rules.idType : rules.fieldType(field),
    }));
  const flex = entity.flexfields
    ? FLEX_FIELDS.map((name) => ({
        name,
        type: sql.raw(`varchar(${name === 'attributeCategory' ? FLEX_CATEGORY_LENGTH : FLEX_ATTRIBUTE_LENGTH})`),
      }))
    : [];
  const documentOrg = documentOrgSource(entity, catalog) ? [{ name: DOCUMENT_ORG_FIELD, type: rules.idType }] : [];
  return [...declared, ...flex, ...AUDIT_FIELDS.map((name) => auditColumn(name, rules)), ...documentOrg];
}

function indexName(prefix: string, table: string, columns: string[]): string {
  const name = [prefix, table, ...columns.map(snakeCaseName)].join('_');
  if (name.length <= MAX_IDENTIFIER) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, MAX_IDENTIFIER - 9)}_${hash}`;
}

/**
 * Declared indexes, a unique index per `unique` field, and the list indexes (src/server/db/list-indexes.ts)
 * that no index before them already serves.
 */
export function entityIndexes(entity: EntitySchema, catalog: EntityCatalog): IndexLayout[] {
  const table = tableOf(entity);
  const indexes: IndexLayout[] = (entity.indexes ?? []).map((index) => ({
    name: indexName(index.unique ? 'ux' : 'ix', table, index.fields),
    columns: index.fields,
    unique: Boolean(index.unique),
  }));
  for (const field of entity.fields.filter((candidate) => candidate.unique)) {
    indexes.push({ name: indexName('ux', table, [field.name]), columns: [field.name], unique: true });
  }
  for (const { columns } of listIndexCandidates(entity, catalog)) {
    if (isServedBy(columns, indexes)) continue;
    const replaces = columns[1] === entity.primaryKey ? indexName('ix', table, columns.slice(0, 1)) : undefined;
    indexes.push({ name: indexName('ix', table, columns), columns, unique: false, ...(replaces ? { replaces } : {}) });
  }
  return indexes;
}

import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { ColumnInfo } from '../datasources/external-database';

/** Columns the engine adds to every table: never proposed as fields. */
const ENGINE_COLUMNS = new Set(['version_num', 'creation_date', 'created_by', 'last_updated_by', 'last_update_date', 'last_update_login']);

export interface ProposedField {
  columnName: string;
  columnType: string;
  includeFlag: 'Y' | 'N';
  keyFlag: 'Y' | 'N';
  fieldName: string;
  fieldType: 'string' | 'text' | 'integer' | 'number' | 'date' | 'datetime' | 'flag';
  labelCn: string;
  labelEn: string;
  fieldLength: number | null;
  requiredFlag: 'Y' | 'N';
  uniqueFlag: 'Y' | 'N';
  lookupType: string | null;
  refEntity: string | null;
}

export interface ProposedHeader {
  entityName: string;
  labelCn: string;
  labelEn: string;
  primaryKeyName: string;
  displayFieldName: string | null;
  codeFieldName: string | null;
}

export function camelOf(snake: string): string {
  const words = snake.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return words.map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('') || 'field';
}

function wordsOf(snake: string): string {
  const text = snake.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The entity type a column's database type suggests; char(1), tinyint(1), boolean and *_flag are Y/N flags. */
function typeOf(column: ColumnInfo): ProposedField['fieldType'] {
  const type = column.dataType.toLowerCase();
  if (/_flag$/.test(column.columnName) || type === 'boolean' || /^tinyint\(1\)/.test(type) || /^(character|char|bpchar)\(1\)$/.test(type)) return 'flag';
  if (/^(big|small|tiny|medium)?int|^integer|^serial|^bigserial/.test(type)) return 'integer';
  if (/^(numeric|decimal|real|double|float|money)/.test(type)) return 'number';
  if (/^timestamp|^datetime/.test(type)) return 'datetime';
  if (/^date/.test(type)) return 'date';
  if (/^(text|longtext|mediumtext|json|jsonb|xml|clob)/.test(type)) return 'text';
  return 'string';
}

/**
 * A proposed entity field for each column: its camelCase name, a type from the database type, labels from
 * the comment (Chinese) and the column name (English), required from NOT NULL, unique from a unique key, a
 * lookup when the column name is a lookup type (result_status → RESULT_STATUS), a reference when an `_id`
 * column names the primary key of an entity (supplier_id → srmPosSupplierInfo).
 */
export function proposeFields(table: string, tableComment: string | null, columns: readonly ColumnInfo[], catalog: EntityCatalog, lookupTypes: ReadonlySet<string>, service: string): { header: ProposedHeader; fields: ProposedField[] } {
  const entityByKey = new Map<string, string>();
  for (const entity of catalog.all()) if (!entity.storage || entity.storage === 'table') if (!entityByKey.has(entity.primaryKey) && !catalog.parentOf(entity.name)) entityByKey.set(entity.primaryKey, entity.name);
  const primary = columns.find((column) => column.columnKey === 'PRI');
  const fields = columns.map((column): ProposedField => {
    const fieldName = camelOf(column.columnName);
    const fieldType = typeOf(column);
    const isKey = column === primary;
    const upper = column.columnName.toUpperCase();
    const lookup = fieldType === 'string' && lookupTypes.has(upper) ? upper : null;
    const refEntity = !isKey && fieldType === 'integer' && column.columnName.endsWith('_id') ? (entityByKey.get(fieldName) ?? null) : null;
    const english = wordsOf(column.columnName.replace(/_id$/, refEntity ? '' : '_id'));
    return {
      columnName: column.columnName,
      columnType: column.dataType,
      includeFlag: ENGINE_COLUMNS.has(column.columnName) || isKey ? 'N' : 'Y',
      keyFlag: isKey ? 'Y' : 'N',
      fieldName,
      fieldType,
      labelCn: column.columnComment?.trim().slice(0, 100) || english,
      labelEn: english.slice(0, 100),
      fieldLength: fieldType === 'string' ? Math.min(column.length ?? 200, 4000) : null,
      requiredFlag: !column.nullable && !isKey && column.columnDefault === null ? 'Y' : 'N',
      uniqueFlag: column.columnKey === 'UNI' ? 'Y' : 'N',
      lookupType: lookup,
      refEntity,
    };
  });
  const included = fields.filter((field) => field.includeFlag === 'Y');
  const strings = included.filter((field) => field.fieldType === 'string' && !field.lookupType);
  const code = strings.find((field) => field.uniqueFlag === 'Y' && /(_no|_code|_number|_num)$/.test(field.columnName)) ?? strings.find((field) => field.uniqueFlag === 'Y');
  const display = strings.find((field) => /(name|title)$/.test(field.columnName)) ?? strings.find((field) => field !== code) ?? code;
  const bare = table.replace(/^(t|tb|tbl)_/, '');
  const base = camelOf(bare);
  return {
    header: {
      entityName: `${service}${base.charAt(0).toUpperCase()}${base.slice(1)}`.slice(0, 60),
      labelCn: tableComment?.trim().slice(0, 100) || wordsOf(bare),
      labelEn: wordsOf(bare).slice(0, 100),
      primaryKeyName: primary ? camelOf(primary.columnName) : `${base}Id`,
      displayFieldName: display?.fieldName ?? null,
      codeFieldName: code?.fieldName ?? null,
    },
    fields,
  };
}

import { AUDIT_FIELDS, type EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntityField, EntitySchema } from '../../shared/formats/entity-format';

/** A JSON Schema object as OpenAPI 3.0 writes it. */
export type JsonSchema = Record<string, unknown>;

/** The component name of an entity's record schema: `#/components/schemas/<entity>`. */
export const recordRef = (entity: string): JsonSchema => ({ $ref: `#/components/schemas/${entity}` });

const TYPE_SCHEMAS: Record<EntityField['type'], JsonSchema> = {
  string: { type: 'string' },
  text: { type: 'string' },
  html: { type: 'string', description: 'rich text, sanitised on save' },
  attachment: { type: 'string', description: 'comma-joined file ids' },
  integer: { type: 'integer', format: 'int64' },
  number: { type: 'number' },
  date: { type: 'string', format: 'date' },
  datetime: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', example: '2026-11-27 09:30:00' },
  flag: { type: 'string', enum: ['Y', 'N'] },
};

/** What a field is, in words: its label in both languages and the rules JSON Schema cannot say. */
function fieldDescription(field: EntityField): string {
  const notes = [`${field.label.cn} / ${field.label.en}`];
  if (field.lookup) notes.push(`lookup ${field.lookup}`);
  if (field.ref) notes.push(`id of ${field.ref.entity}`);
  if (field.autoNumber) notes.push('numbered by the server');
  return notes.join('; ');
}

/** One field's schema: type, limits, and readOnly for what the server sets. */
export function fieldSchema(field: EntityField): JsonSchema {
  const schema: JsonSchema = { ...TYPE_SCHEMAS[field.type], description: fieldDescription(field) };
  if (field.length !== undefined && schema.type === 'string') schema.maxLength = field.length;
  if (field.min !== undefined) schema.minimum = field.min;
  if (field.max !== undefined) schema.maximum = field.max;
  if (field.readOnly || field.computed || field.autoNumber || field.createStamp) schema.readOnly = true;
  if (field.required && !schema.readOnly) schema.nullable = false;
  else schema.nullable = true;
  return schema;
}

/**
 * An entity's record as the API sends and takes it: its key, its fields (never server-only ones), the version
 * and audit fields, the display keys its references fill, and its line collections as arrays of their records.
 */
export function recordSchema(entity: EntitySchema, catalog: EntityCatalog): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  if (entity.storage !== 'service') properties[entity.primaryKey] = { type: 'integer', format: 'int64', readOnly: true, description: 'primary key' };
  for (const field of entity.fields) {
    if (field.serverOnly) continue;
    properties[field.name] = fieldSchema(field);
    for (const key of Object.keys(field.ref?.display ?? {})) properties[key] ??= { type: 'string', readOnly: true, nullable: true, description: `display of ${field.name}` };
  }
  if (entity.storage !== 'service') {
    properties.versionNum = { type: 'integer', description: 'optimistic lock: send the value read with an update' };
    for (const audit of AUDIT_FIELDS) properties[audit] ??= { type: audit.endsWith('Date') ? 'string' : 'integer', readOnly: true, nullable: true };
  }
  for (const lines of entity.lines ?? []) {
    if (catalog.has(lines.entity)) properties[lines.name] = { type: 'array', items: recordRef(lines.entity) };
  }
  // A line's link to its header and the values it inherits are filled by the server when the header saves it.
  const filled = new Set(catalog.all().flatMap((header) => (header.lines ?? []).filter((lines) => lines.entity === entity.name).map((lines) => lines.foreignKey)));
  const required = entity.fields
    .filter((field) => field.required && !field.serverOnly && !fieldSchema(field).readOnly && field.default === undefined && field.inherit === undefined && !filled.has(field.name))
    .map((field) => field.name);
  return {
    type: 'object',
    title: `${entity.label.cn} / ${entity.label.en}`,
    properties,
    ...(required.length > 0 && { required }),
  };
}

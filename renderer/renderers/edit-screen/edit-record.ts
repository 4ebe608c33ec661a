import type { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { EntityField, EntitySchema, LineCollection } from '../../../src/shared/formats/entity-format';
import { CURRENT_USER_DEFAULT } from '../../../src/shared/formats/field-default-rules';

export type RecordValues = Record<string, unknown>;

/** A line being edited; `key` identifies it on the client (new lines have no id yet). */
export interface EditLine {
  key: string;
  /** The line's own fields, without its line collections. */
  values: RecordValues;
  /** The line's own line collections (lines of lines: an order line's delivery schedules), by name. */
  lines?: Record<string, EditLine[]>;
}

export interface EditRecord {
  header: RecordValues;
  lines: Record<string, EditLine[]>;
}

let lineCounter = 0;
export function nextLineKey(): string {
  lineCounter += 1;
  return `line-${lineCounter}`;
}

/** Literal defaults; a `$currentUser` one is the form's to fill, with the user's display fields (form-defaults.ts). */
function defaultsOf(fields: readonly EntityField[]): RecordValues {
  const values: RecordValues = {};
  for (const field of fields) {
    if (field.default !== undefined && field.default !== CURRENT_USER_DEFAULT && !field.computed && !field.autoNumber) values[field.name] = field.default;
  }
  return values;
}

/** A new record: entity defaults, the workflow's initial status, no lines. */
export function newRecord(entity: EntitySchema): EditRecord {
  const header = defaultsOf(entity.fields);
  if (entity.workflow) header[entity.workflow.statusField] = entity.workflow.initial;
  const lines: Record<string, EditLine[]> = {};
  for (const collection of entity.lines ?? []) lines[collection.name] = [];
  return { header, lines };
}

/** A new line with the line entity's defaults and its own collections empty (the server sets the foreign key and line number). */
export function newLine(lineEntity: EntitySchema, collection: LineCollection): EditLine {
  const values = defaultsOf(lineEntity.fields.filter((field) => field.name !== collection.foreignKey));
  const line: EditLine = { key: nextLineKey(), values };
  if (lineEntity.lines?.length) line.lines = Object.fromEntries(lineEntity.lines.map((lines) => [lines.name, []]));
  return line;
}

/** A line from the server: its own collections (found through the catalog) split out of its values. */
function lineFromServer(data: RecordValues, lineEntity: EntitySchema | undefined, catalog: EntityCatalog | undefined): EditLine {
  const values: RecordValues = { ...data };
  const line: EditLine = { key: nextLineKey(), values };
  const collections = lineEntity?.lines ?? [];
  if (collections.length === 0) return line;
  line.lines = {};
  for (const collection of collections) {
    const rows = Array.isArray(data[collection.name]) ? (data[collection.name] as RecordValues[]) : [];
    const childEntity = catalog?.has(collection.entity) ? catalog.get(collection.entity) : undefined;
    line.lines[collection.name] = rows.map((row) => lineFromServer(row, childEntity, catalog));
    delete values[collection.name];
  }
  return line;
}

/**
 * Splits a record from the server into the header and its line collections; with the catalog, each line's
 * own collections (lines of lines) are split out of its values too.
 */
export function fromServer(entity: EntitySchema, data: RecordValues, catalog?: EntityCatalog): EditRecord {
  const header: RecordValues = { ...data };
  const lines: Record<string, EditLine[]> = {};
  for (const collection of entity.lines ?? []) {
    const rows = Array.isArray(data[collection.name]) ? (data[collection.name] as RecordValues[]) : [];
    const lineEntity = catalog?.has(collection.entity) ? catalog.get(collection.entity) : undefined;
    lines[collection.name] = rows.map((values) => lineFromServer(values, lineEntity, catalog));
    delete header[collection.name];
  }
  return { header, lines };
}

/** A line as the save sends it: its values and, nested, its own collections. */
export function lineBody(line: EditLine): RecordValues {
  if (!line.lines) return line.values;
  const body: RecordValues = { ...line.values };
  for (const [name, children] of Object.entries(line.lines)) body[name] = children.map(lineBody);
  return body;
}

/** The values of a line's own collections, as computed fields (sumLines) read them. */
export function childValues(line: EditLine): Record<string, RecordValues[]> {
  return Object.fromEntries(Object.entries(line.lines ?? {}).map(([name, children]) => [name, children.map((child) => child.values)]));
}

/** The saveOrUpdate body: header fields (with versionNum) and every line collection as an array, lines of lines nested (`lines[0].schedules`). */
export function toSaveBody(record: EditRecord): RecordValues {
  const body: RecordValues = { ...record.header };
  for (const [name, lines] of Object.entries(record.lines)) body[name] = lines.map(lineBody);
  return body;
}

export function idOf(entity: EntitySchema, record: EditRecord): unknown {
  const id = record.header[entity.primaryKey];
  return id === undefined || id === null || id === '' ? undefined : id;
}

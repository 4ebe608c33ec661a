import type { EntityField, EntitySchema, LineCollection } from '../../../src/shared/formats/entity-format';

export type RecordValues = Record<string, unknown>;

/** A line being edited; `key` identifies it on the client (new lines have no id yet). */
export interface EditLine {
  key: string;
  values: RecordValues;
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

function defaultsOf(fields: readonly EntityField[]): RecordValues {
  const values: RecordValues = {};
  for (const field of fields) {
    if (field.default !== undefined && !field.computed && !field.autoNumber) values[field.name] = field.default;
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

/** A new line with the line entity's defaults (the server sets the foreign key and line number). */
export function newLine(lineEntity: EntitySchema, collection: LineCollection): EditLine {
  const values = defaultsOf(lineEntity.fields.filter((field) => field.name !== collection.foreignKey));
  return { key: nextLineKey(), values };
}

/** Splits a record from the server into the header and its line collections. */
export function fromServer(entity: EntitySchema, data: RecordValues): EditRecord {
  const header: RecordValues = { ...data };
  const lines: Record<string, EditLine[]> = {};
  for (const collection of entity.lines ?? []) {
    const rows = Array.isArray(data[collection.name]) ? (data[collection.name] as RecordValues[]) : [];
    lines[collection.name] = rows.map((values) => ({ key: nextLineKey(), values: { ...values } }));
    delete header[collection.name];
  }
  return { header, lines };
}

/** The saveOrUpdate body: header fields (with versionNum) and every line collection as an array. */
export function toSaveBody(record: EditRecord): RecordValues {
  const body: RecordValues = { ...record.header };
  for (const [name, lines] of Object.entries(record.lines)) body[name] = lines.map((line) => line.values);
  return body;
}

export function idOf(entity: EntitySchema, record: EditRecord): unknown {
  const id = record.header[entity.primaryKey];
  return id === undefined || id === null || id === '' ? undefined : id;
}

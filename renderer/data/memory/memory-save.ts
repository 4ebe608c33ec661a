import type { FieldError, LineLocation } from '../../../src/shared/api/envelope';
import { createStampValues } from '../../../src/shared/entity/create-stamps';
import { declaredDefault } from '../../../src/shared/entity/field-default';
import { recordCheckErrors } from '../../../src/shared/entity/record-checks';
import { breaksReadOnlyRule, failedReferenceFilter, referenceFillValues } from '../../../src/shared/entity/field-rules';
import type { ConditionContext } from '../../../src/shared/expressions/evaluate-condition';
import type { EntitySchema, LineCollection } from '../../../src/shared/formats/entity-format';
import { isEmptyValue, isServerSetField, validateRecord } from '../../../src/shared/validation/validate-record';
import { validationMessage } from '../../../src/shared/validation/validation-messages';
import { toStoredDateTime } from '../../format/format-date';
import type { MemoryEntityStore, RecordKey } from './memory-entity-store';
import { memoryMessage } from './memory-messages';
import type { Row } from './memory-query';
import { assignAutoNumbers, computeFields, stampAudit } from './memory-record-rules';
import { refuseTreeLoop } from './memory-tree-rules';
import { listCheckOutcome } from './memory-list-checks';
import { MemoryApiError } from './memory-api-error';

/** A record of the save as it will be stored, with the lines planned below it. */
interface PlannedRecord {
  entity: EntitySchema;
  values: Row;
  stored?: Row;
  location?: LineLocation;
  parent?: Row;
  /** Collections replaced by the input (left out: the stored lines stay). */
  collections: { collection: LineCollection; lines: PlannedRecord[] }[];
}

/** Only writable fields of the input: no unknown keys, nothing the server sets. */
function writable(entity: EntitySchema, input: Row): Row {
  const clean: Row = {};
  for (const field of entity.fields) {
    if (isServerSetField(field) || !(field.name in input)) continue;
    clean[field.name] = input[field.name];
  }
  return clean;
}

function withDefaults(entity: EntitySchema, row: Row, parent: Row | undefined, userId: number): void {
  for (const field of entity.fields) {
    const value = declaredDefault(field, userId);
    if (value !== undefined && isEmptyValue(row[field.name])) row[field.name] = value;
    if (field.inherit && parent && isEmptyValue(row[field.name])) row[field.name] = parent[field.inherit];
  }
}

function plan(store: MemoryEntityStore, entity: EntitySchema, input: Row, stored: Row | undefined, parent: Row | undefined, location?: LineLocation): PlannedRecord {
  const values: Row = stored ? { ...stored, ...writable(entity, input) } : writable(entity, input);
  if (!stored) withDefaults(entity, values, parent, store.user.userId);
  const planned: PlannedRecord = { entity, values, stored, location, parent, collections: [] };
  for (const collection of entity.lines ?? []) {
    const given = Array.isArray(input[collection.name]) ? (input[collection.name] as Row[]) : undefined;
    if (!given) continue;
    const lineEntity = store.catalog.get(collection.entity);
    const table = store.table(collection.entity);
    const lines = given.map((line, index) => {
      const id = line[lineEntity.primaryKey];
      const storedLine = isEmptyValue(id) ? undefined : table.get(Number(id));
      const here: LineLocation = { collection: collection.name, index, ...(location ? { parent: location } : {}) };
      const planned = plan(store, lineEntity, line, storedLine, values, here);
      if (collection.numberField) planned.values[collection.numberField] = index + 1;
      return planned;
    });
    planned.collections.push({ collection, lines });
  }
  return planned;
}

function* allRecords(record: PlannedRecord): Generator<PlannedRecord> {
  yield record;
  for (const { lines } of record.collections) for (const line of lines) yield* allRecords(line);
}

/** Reference fills of empty fields, then every check the server makes: schema rules, read-only rules, reference filters. */
function check(store: MemoryEntityStore, top: PlannedRecord): FieldError[] {
  const errors: FieldError[] = [];
  for (const record of allRecords(top)) {
    const context: ConditionContext = { side: store.user.userType === 'supplier' ? 'supplier' : 'buyer', isNew: record.stored === undefined, userId: store.user.userId };
    const locate = (error: FieldError): FieldError => (record.location ? { ...error, line: record.location } : error);
    for (const field of record.entity.fields) {
      const referenced = field.ref && !isEmptyValue(record.values[field.name]) && store.catalog.has(field.ref.entity)
        ? store.table(field.ref.entity).get(Number(record.values[field.name]))
        : undefined;
      if (!referenced) continue;
      Object.assign(record.values, referenceFillValues(field, referenced, record.values, true));
      if (failedReferenceFilter(field, referenced, record.values, record.parent)) {
        errors.push(locate({ field: field.name, message: memoryMessage('outsideFilter', store.language, { label: label(store, field.label) }) }));
      }
    }
    const foreignKey = record.location ? store.catalog.parentOf(record.entity.name)?.collection.foreignKey : undefined;
    const schema = validateRecord(record.entity, record.values, { language: store.language, lookupCodes: (type) => store.lookups.codes(type), conditions: context })
      .filter((error) => error.field !== foreignKey);
    errors.push(...schema.map(locate));
    for (const field of record.entity.fields) {
      if (breaksReadOnlyRule(field, record.values, record.stored, record.parent, context)) {
        errors.push(locate({ field: field.name, message: validationMessage('locked', store.language, { label: label(store, field.label) }) }));
      }
    }
    // Record checks read the record with its replaced line collections (sumLines), as the server does.
    const withLines: Row = { ...record.values };
    for (const { collection, lines } of record.collections) withLines[collection.name] = lines.map((line) => line.values);
    errors.push(...recordCheckErrors(record.entity, withLines, store.language, context, record.parent).map(locate));
  }
  return errors;
}

function label(store: MemoryEntityStore, text: { cn: string; en: string }): string {
  return store.language === 'EN' ? text.en : text.cn;
}

/** Writes a planned record's collections below `id`, replacing the stored lines; computes bottom up. */
function writeLines(store: MemoryEntityStore, record: PlannedRecord, id: RecordKey): void {
  for (const { collection, lines } of record.collections) {
    const lineEntity = store.catalog.get(collection.entity);
    const table = store.table(collection.entity);
    const kept = lines.map((line) => line.stored?.[lineEntity.primaryKey]).filter((key) => key !== undefined) as RecordKey[];
    const removed = [...table.entries()].filter(([key, line]) => line[collection.foreignKey] === id && !kept.includes(key)).map(([key]) => key);
    store.deleteLines(lineEntity, removed);
    for (const line of lines) {
      const lineId = line.stored ? Number(line.stored[lineEntity.primaryKey]) : store.nextId(lineEntity.name);
      const row: Row = { ...line.values, [lineEntity.primaryKey]: lineId, [collection.foreignKey]: id };
      table.set(lineId, row);
      writeLines(store, line, lineId);
      const withLines = store.rawWithLines(lineEntity, row);
      computeFields(lineEntity, withLines, store.lookups, record.values);
      for (const sub of lineEntity.lines ?? []) delete withLines[sub.name];
      stampAudit(withLines, line.stored === undefined, store.user.userId, store.now());
      table.set(lineId, withLines);
    }
  }
}

/**
 * saveOrUpdate in memory: the stored record at the caller's version and in an editable status, the input's
 * writable fields with defaults, lines and lines of lines replaced where given; reference fills, validation
 * (requiredWhen included), read-only rules and reference filters; then numbering, computing and writing.
 */
export function saveInMemory(store: MemoryEntityStore, entity: EntitySchema, input: Row): Row {
  const id = input[entity.primaryKey];
  const existing = isEmptyValue(id) ? undefined : store.stored(entity, id);
  if (existing) {
    if (Number(input.versionNum) !== Number(existing.versionNum)) store.fail('stale');
    store.assertEditable(entity, existing);
  }
  const top = plan(store, entity, input, existing, undefined);
  if (existing) refuseTreeLoop(entity, top.values, existing, store.table(entity.name), store.language);
  if (!existing && entity.workflow) top.values[entity.workflow.statusField] = entity.workflow.initial;
  if (store.user.userType === 'supplier' && entity.ownership?.supplierField) top.values[entity.ownership.supplierField] = store.user.supplierId;
  const errors = check(store, top);
  if (errors.length > 0) store.fail('invalid', {}, errors);
  const planned = (name: string) =>
    top.collections.filter(({ collection }) => collection.name === name).flatMap(({ collection, lines }) => lines.map((line) => ({ entity: store.catalog.get(collection.entity), values: line.values, location: line.location })));
  const listed = listCheckOutcome(store, entity, top.values, planned, toStoredDateTime(store.now()).slice(0, 10));
  if (listed.errors.length > 0) {
    const text = listed.errors.map((error) => (error.line ? memoryMessage('linePrefix', store.language, { index: error.line.index + 1, message: error.message }) : error.message));
    throw new MemoryApiError(text.join(store.language === 'CN' ? '；' : '; '), listed.errors);
  }
  store.lastWarnings = listed.warnings;
  // Nothing is written before every check has passed: a refused save changes nothing.
  const headerId = existing ? store.keyOf(entity, id) : store.nextId(entity.name);
  const header = top.values;
  header[entity.primaryKey] = headerId;
  if (!existing) {
    assignAutoNumbers(entity, header, store.sequences, store.now());
    Object.assign(header, createStampValues(entity, store.user.userId, toStoredDateTime(store.now())));
  }
  writeLines(store, top, headerId);
  const withLines = store.rawWithLines(entity, header);
  computeFields(entity, withLines, store.lookups);
  for (const collection of entity.lines ?? []) delete withLines[collection.name];
  stampAudit(withLines, !existing, store.user.userId, store.now());
  store.table(entity.name).set(headerId, withLines);
  return store.findById(entity.name, headerId);
}

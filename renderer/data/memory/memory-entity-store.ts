import type { FieldError } from '../../../src/shared/api/envelope';
import { createStampValues } from '../../../src/shared/entity/create-stamps';
import { primaryKeyType, type EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { Language } from '../../../src/shared/formats/common';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { isEmptyValue, isServerSetField, validateRecord } from '../../../src/shared/validation/validate-record';
import { toStoredDateTime } from '../../format/format-date';
import type { MemoryLookups } from './memory-lookups';
import { memoryMessage, type MemoryMessageKey } from './memory-messages';
import { queryPage, type Row } from './memory-query';
import { assignAutoNumbers, computeFields, stampAudit } from './memory-record-rules';

/** A record's key: the engine's numeric ids, or a service entity's text keys. */
type RecordKey = number | string;

export interface MemoryUser {
  userId: number;
  userType: 'internal' | 'supplier';
  supplierId?: number | null;
}

/** A refusal answered as status E, with field errors when input was at fault. */
export class MemoryApiError extends Error {
  constructor(
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

/**
 * Entity tables in memory with the server's behaviour (src/server/entities/entity-engine.types.ts):
 * filters, sort and paging; defaults, initial status, auto numbers, computed fields, validation and the
 * optimistic lock on save; editable statuses on save and delete; workflow transitions; supplier scope.
 */
export class MemoryEntityStore {
  private readonly tables = new Map<string, Map<RecordKey, Row>>();
  private readonly sequences = new Map<string, number>();

  constructor(
    private readonly catalog: EntityCatalog,
    private readonly lookups: MemoryLookups,
    private readonly user: MemoryUser,
    private readonly language: Language,
    private readonly now: () => Date,
  ) {
    for (const entity of catalog.all()) this.tables.set(entity.name, new Map());
  }

  /** A key as the tables hold it: a number for the engine's ids, the text itself for text keys. */
  private keyOf(entity: EntitySchema, value: unknown): RecordKey {
    const type = primaryKeyType(entity);
    if (type === 'integer' || type === 'number') return Number(value);
    return value === undefined || value === null ? '' : String(value);
  }

  private fail(key: MemoryMessageKey, args?: Record<string, string | number>, errors?: FieldError[]): never {
    throw new MemoryApiError(memoryMessage(key, this.language, args), errors);
  }

  table(entity: string): Map<RecordKey, Row> {
    const table = this.tables.get(entity);
    if (!table) throw new Error(`unknown entity ${entity}`);
    return table;
  }

  /** Seeds rows as given (ids, statuses and audit fields kept); line arrays go to their line tables. */
  seed(entityName: string, rows: readonly Row[]): void {
    const entity = this.catalog.get(entityName);
    const table = this.table(entityName);
    for (const source of rows) {
      const row: Row = { versionNum: 1, ...source };
      let id = this.keyOf(entity, row[entity.primaryKey]);
      if (typeof id === 'number' && (!Number.isFinite(id) || id <= 0)) id = this.nextId(entityName);
      if (id === '') throw new Error(`a seeded ${entityName} row needs its key ${entity.primaryKey}`);
      row[entity.primaryKey] = id;
      for (const collection of entity.lines ?? []) {
        const lines = Array.isArray(row[collection.name]) ? (row[collection.name] as Row[]) : [];
        delete row[collection.name];
        this.seed(collection.entity, lines.map((line) => ({ ...line, [collection.foreignKey]: id })));
      }
      table.set(id, row);
    }
  }

  private nextId(entity: string): number {
    const ids = [...this.table(entity).keys()].filter((id): id is number => typeof id === 'number');
    return ids.length === 0 ? 1 : Math.max(...ids) + 1;
  }

  /** Supplier users see only their supplier's records (and, when set, only some statuses). */
  private inScope(entity: EntitySchema, row: Row): boolean {
    if (this.user.userType !== 'supplier') return true;
    const parent = this.catalog.parentOf(entity.name);
    if (parent) {
      const header = this.table(parent.header.name).get(Number(row[parent.collection.foreignKey]));
      return header !== undefined && this.inScope(parent.header, header);
    }
    const ownership = entity.ownership;
    if (!ownership) return true;
    if (row[ownership.supplierField] !== this.user.supplierId) return false;
    const status = entity.workflow ? row[entity.workflow.statusField] : undefined;
    return !ownership.supplierVisibleStatuses || ownership.supplierVisibleStatuses.includes(String(status));
  }

  /** A copy of the row with the display keys of its references filled in. */
  private withDisplay(entity: EntitySchema, row: Row): Row {
    const result: Row = { ...row };
    for (const field of entity.fields) {
      if (!field.ref?.display || !this.catalog.has(field.ref.entity)) continue;
      const referenced = this.table(field.ref.entity).get(Number(row[field.name]));
      for (const [key, source] of Object.entries(field.ref.display)) result[key] = referenced?.[source] ?? null;
    }
    return result;
  }

  list(entityName: string, params: Record<string, unknown>) {
    const entity = this.catalog.get(entityName);
    const visible = [...this.table(entityName).values()].filter((row) => this.inScope(entity, row));
    const { rows, page } = queryPage(entity, visible, params);
    return { rows: rows.map((row) => this.withDisplay(entity, row)), page };
  }

  private stored(entity: EntitySchema, id: unknown): Row {
    const row = this.table(entity.name).get(this.keyOf(entity, id));
    if (!row || !this.inScope(entity, row)) this.fail('notFound');
    return row;
  }

  findById(entityName: string, id: unknown): Row {
    const entity = this.catalog.get(entityName);
    const result = this.withDisplay(entity, this.stored(entity, id));
    for (const collection of entity.lines ?? []) {
      const lineEntity = this.catalog.get(collection.entity);
      const order = collection.numberField ?? lineEntity.primaryKey;
      result[collection.name] = [...this.table(collection.entity).values()]
        .filter((line) => line[collection.foreignKey] === result[entity.primaryKey])
        .sort((a, b) => Number(a[order]) - Number(b[order]))
        .map((line) => this.withDisplay(lineEntity, line));
    }
    return result;
  }

  private assertEditable(entity: EntitySchema, row: Row): void {
    const workflow = entity.workflow;
    if (!workflow) return;
    const status = String(row[workflow.statusField] ?? '');
    if (!workflow.editableIn.includes(status)) this.fail('notEditable', { status });
  }

  /** Only writable fields of the input: no unknown keys, nothing the server sets. */
  private writable(entity: EntitySchema, input: Row): Row {
    const clean: Row = {};
    for (const field of entity.fields) {
      if (isServerSetField(field) || !(field.name in input)) continue;
      clean[field.name] = input[field.name];
    }
    return clean;
  }

  private validate(entity: EntitySchema, row: Row, skip: ReadonlySet<string>): FieldError[] {
    return validateRecord(entity, row, { language: this.language, lookupCodes: (type) => this.lookups.codes(type) }).filter(
      (error) => !skip.has(error.field),
    );
  }

  save(entityName: string, input: Row): Row {
    const entity = this.catalog.get(entityName);
    const id = input[entity.primaryKey];
    const isNew = isEmptyValue(id);
    const existing = isNew ? undefined : this.stored(entity, id);
    if (existing) {
      if (Number(input.versionNum) !== Number(existing.versionNum)) this.fail('stale');
      this.assertEditable(entity, existing);
    }
    const header: Row = existing ? { ...existing, ...this.writable(entity, input) } : this.writable(entity, input);
    if (!existing) {
      for (const field of entity.fields) {
        if (field.default !== undefined && isEmptyValue(header[field.name])) header[field.name] = field.default;
      }
      if (entity.workflow) header[entity.workflow.statusField] = entity.workflow.initial;
    }
    const errors = this.validate(entity, header, new Set());
    const linesByCollection = new Map<string, Row[]>();
    for (const collection of entity.lines ?? []) {
      const lineEntity = this.catalog.get(collection.entity);
      const given = Array.isArray(input[collection.name]) ? (input[collection.name] as Row[]) : undefined;
      if (!given) continue;
      const lines = given.map((line, index) => {
        const clean: Row = { ...this.writable(lineEntity, line), [lineEntity.primaryKey]: line[lineEntity.primaryKey] };
        for (const field of lineEntity.fields) {
          if (field.default !== undefined && isEmptyValue(clean[field.name])) clean[field.name] = field.default;
          if (field.inherit && isEmptyValue(clean[field.name])) clean[field.name] = header[field.inherit];
        }
        if (collection.numberField) clean[collection.numberField] = index + 1;
        const lineErrors = this.validate(lineEntity, clean, new Set([collection.foreignKey]));
        errors.push(...lineErrors.map((error) => ({ ...error, line: { collection: collection.name, index } })));
        return clean;
      });
      linesByCollection.set(collection.name, lines);
    }
    if (errors.length > 0) this.fail('invalid', {}, errors);
    // Nothing is written before every check has passed: a refused save changes nothing.
    const headerId = existing ? this.keyOf(entity, id) : this.nextId(entity.name);
    header[entity.primaryKey] = headerId;
    if (!existing) {
      assignAutoNumbers(entity, header, this.sequences, this.now());
      Object.assign(header, createStampValues(entity, this.user.userId, toStoredDateTime(this.now())));
    }
    for (const collection of entity.lines ?? []) {
      const lines = linesByCollection.get(collection.name);
      if (!lines) continue;
      const lineEntity = this.catalog.get(collection.entity);
      const table = this.table(collection.entity);
      for (const [lineId, line] of table) if (line[collection.foreignKey] === headerId) table.delete(lineId);
      for (const line of lines) {
        const lineId = isEmptyValue(line[lineEntity.primaryKey]) ? this.nextId(lineEntity.name) : Number(line[lineEntity.primaryKey]);
        const row: Row = { ...line, [lineEntity.primaryKey]: lineId, [collection.foreignKey]: headerId };
        computeFields(lineEntity, row, this.lookups, header);
        stampAudit(row, true, this.user.userId, this.now());
        table.set(lineId, row);
      }
    }
    const withLines = this.findLinesInto(entity, header);
    computeFields(entity, withLines, this.lookups);
    for (const collection of entity.lines ?? []) delete withLines[collection.name];
    stampAudit(withLines, !existing, this.user.userId, this.now());
    this.table(entity.name).set(headerId, withLines);
    return this.findById(entity.name, headerId);
  }

  /** doBatchSaveOrUpdate: every record or none, an error naming the record it is in (like the server). */
  saveAll(entityName: string, inputs: readonly Row[]): Row[] {
    const tables = new Map([...this.tables].map(([name, rows]) => [name, new Map(rows)]));
    const sequences = new Map(this.sequences);
    const saved: Row[] = [];
    for (const [index, input] of inputs.entries()) {
      try {
        saved.push(this.save(entityName, input));
      } catch (error) {
        this.tables.clear();
        for (const [name, rows] of tables) this.tables.set(name, rows);
        this.sequences.clear();
        for (const [name, value] of sequences) this.sequences.set(name, value);
        if (!(error instanceof MemoryApiError)) throw error;
        const message = memoryMessage('recordPrefix', this.language, { index: index + 1, message: error.message });
        throw new MemoryApiError(message, error.errors.map((fieldError) => ({ ...fieldError, record: index })));
      }
    }
    return saved;
  }

  private findLinesInto(entity: EntitySchema, header: Row): Row {
    const result: Row = { ...header };
    for (const collection of entity.lines ?? []) {
      result[collection.name] = [...this.table(collection.entity).values()].filter(
        (line) => line[collection.foreignKey] === header[entity.primaryKey],
      );
    }
    return result;
  }

  batchDelete(entityName: string, ids: readonly unknown[]): void {
    const entity = this.catalog.get(entityName);
    const rows = ids.map((id) => this.stored(entity, id));
    for (const row of rows) this.assertEditable(entity, row);
    for (const row of rows) {
      const id = this.keyOf(entity, row[entity.primaryKey]);
      for (const collection of entity.lines ?? []) {
        const table = this.table(collection.entity);
        for (const [lineId, line] of table) if (line[collection.foreignKey] === id) table.delete(lineId);
      }
      this.table(entity.name).delete(id);
    }
  }

  runAction(entityName: string, actionName: string, input: Row): Row {
    const entity = this.catalog.get(entityName);
    const command = entity.commands?.[actionName];
    // Commands are carried out by server code (mail, passwords): the preview has none to run.
    if (command) this.fail('serverCommand', { action: this.language === 'EN' ? command.label.en : command.label.cn });
    const workflow = entity.workflow;
    const action = workflow?.actions[actionName];
    if (!workflow || !action) this.fail('unknownEndpoint', { path: `${entityName}/${actionName}` });
    const label = this.language === 'EN' ? action.label.en : action.label.cn;
    const row = this.stored(entity, input.id);
    if (input.versionNum !== undefined && Number(input.versionNum) !== Number(row.versionNum)) this.fail('stale');
    const status = String(row[workflow.statusField] ?? '');
    if (!action.from.includes(status)) this.fail('notAllowedFrom', { status, action: label });
    if (action.actor !== this.user.userType) this.fail('wrongActor', { action: label });
    const comment = typeof input.comment === 'string' ? input.comment.trim() : '';
    if (action.requiresComment && comment === '') this.fail('needsComment', { action: label });
    if (action.requiresLines) {
      const needed = entity.lines?.reduce((most, lines) => Math.max(most, lines.minLines ?? 1), 1) ?? 1;
      const header = this.findLinesInto(entity, row);
      const count = (entity.lines ?? []).reduce((total, lines) => total + (header[lines.name] as Row[]).length, 0);
      if (count < needed) this.fail('needsLines', { count: needed });
    }
    const updated: Row = { ...row, [workflow.statusField]: action.to };
    for (const [field, how] of Object.entries(action.stamp ?? {})) {
      updated[field] =
        how === 'currentUser' ? this.user.userId : how === 'now' ? toStoredDateTime(this.now()) : how === 'comment' ? comment : null;
    }
    stampAudit(updated, false, this.user.userId, this.now());
    this.table(entity.name).set(this.keyOf(entity, row[entity.primaryKey]), updated);
    return this.findById(entity.name, row[entity.primaryKey]);
  }
}

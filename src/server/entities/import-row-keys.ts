import type { FieldError } from '../../shared/api/envelope';
import { findField, tableOf } from '../../shared/entity/entity-catalog';
import type { EntityField, EntitySchema, ImportDefinition } from '../../shared/formats/entity-format';
import { isEmptyValue, isServerSetField } from '../../shared/validation/validate-record';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord } from './entity-engine.types';
import { validationError } from './engine-messages';
import { fieldLabel, isNumericType } from './entity-fields';
import { importMessage } from './import-messages';
import { applyInherited } from './record-input';
import { rowToRecord } from './record-mapping';
import { recordScope } from './record-scope';

/** A row ready to save, with the problems found on the way (references that name no record). */
export interface PreparedRow {
  record: EntityRecord;
  errors: FieldError[];
  /**
   * The places (explainedKey) whose save errors these explain: the references themselves, and what a
   * missing header would have filled.
   */
  explained: Set<string>;
}

/** Where an error is: its field, within its line when it is a line's. */
export function explainedKey(error: Pick<FieldError, 'field' | 'line'>): string {
  return error.line ? `${error.line.collection}#${error.line.index}.${error.field}` : error.field;
}

interface RefColumn {
  field: EntityField;
  target: EntitySchema;
  /** The field of the referenced entity the cell holds. */
  by: EntityField;
}

/** A key as SQL compares it: numbers for numeric fields, text otherwise. */
function keyValue(field: EntityField, value: unknown): string | number {
  return isNumericType(field.type) && Number.isFinite(Number(value)) ? Number(value) : String(value).trim();
}

/**
 * Turns an import row into the record the engine saves, inside the import's transaction: business codes
 * of reference columns become ids (only records the actor may see), a line record imported on its own
 * copies its header's inherited fields, and a row whose match-by key finds a record becomes its update.
 * Lookups are cached per import: a file names the same few parents thousands of times.
 */
export class ImportRowKeys {
  private readonly refs: RefColumn[];
  private readonly refCache = new Map<string, number | null>();
  private readonly headerCache = new Map<number, EntityRecord | null>();
  /** Match-by keys of the rows so far: a key given twice would silently merge two rows into one record. */
  private readonly keysSeen = new Set<string>();
  /** The line sheets of a header import (import.lines): each collection's lines prepared by their own keys. */
  private readonly lineKeys: { collection: string; keys: ImportRowKeys }[];

  constructor(
    private readonly context: EngineContext,
    private readonly entity: EntitySchema,
    private readonly definition: ImportDefinition,
    private readonly actor: Actor,
  ) {
    this.refs = definition.columns.flatMap((column) => {
      if (typeof column === 'string' || !column.refBy) return [];
      const field = findField(entity, column.field);
      const target = field?.ref ? context.catalog.get(field.ref.entity) : undefined;
      const by = target ? findField(target, column.refBy) : undefined;
      if (!field || !target || !by) throw new Error(`${entity.name}: import column ${column.field} refers by an unknown field`);
      return [{ field, target, by }];
    });
    this.lineKeys = (definition.lines ?? []).map((sheet) => {
      const collection = (entity.lines ?? []).find((candidate) => candidate.name === sheet.collection);
      if (!collection) throw new Error(`${entity.name}: import line sheet ${sheet.collection} is no line collection`);
      const line = context.catalog.get(collection.entity);
      return { collection: sheet.collection, keys: new ImportRowKeys(context, line, { columns: sheet.columns }, actor) };
    });
  }

  /**
   * The record to save, and the errors of the references that do not resolve: those are left empty, so
   * the save still checks (and names) everything else of the row. A repeated or unknown match-by key throws.
   */
  async prepare(input: EntityRecord, findExisting: boolean): Promise<PreparedRow> {
    const record: EntityRecord = { ...input };
    // Import rows never address records by id: only by the definition's match-by key.
    delete record[this.entity.primaryKey];
    delete record.versionNum;
    const errors: FieldError[] = [];
    for (const ref of this.refs) {
      const value = record[ref.field.name];
      if (isEmptyValue(value)) continue;
      const id = await this.resolve(ref, value);
      record[ref.field.name] = id;
      if (id === null) {
        const message = importMessage(this.actor.language, 'importReferenceMissing', { label: fieldLabel(ref.field, this.actor.language), value: String(value) });
        errors.push({ field: ref.field.name, message });
      }
    }
    await this.inheritFromHeader(record);
    if (findExisting) await this.matchExisting(record, input);
    const explained = new Set(errors.map((error) => error.field));
    const foreignKey = this.context.catalog.parentOf(this.entity.name)?.collection.foreignKey;
    if (foreignKey && explained.has(foreignKey)) {
      for (const field of this.entity.fields) if (field.inherit) explained.add(field.name);
    }
    await this.prepareLines(record, errors, explained);
    return { record, errors, explained };
  }

  /**
   * The lines a header row brings (import.lines), each prepared like a row of its own: their errors carry
   * the line. Lines come with new headers only: replacing the stored lines of a matched record is no import.
   */
  private async prepareLines(record: EntityRecord, errors: FieldError[], explained: Set<string>): Promise<void> {
    const given = this.lineKeys.filter(({ collection }) => Array.isArray(record[collection]) && (record[collection] as unknown[]).length > 0);
    if (given.length === 0) return;
    if (!isEmptyValue(record[this.entity.primaryKey])) {
      const link = this.definition.linkBy ? findField(this.entity, this.definition.linkBy) : undefined;
      const shown = link ?? findField(this.entity, this.entity.codeField ?? this.entity.primaryKey);
      const sheets = given.map(({ collection }) => this.collectionLabel(collection)).join(this.actor.language === 'CN' ? '、' : ', ');
      const label = shown ? fieldLabel(shown, this.actor.language) : this.entity.primaryKey;
      const message = importMessage(this.actor.language, 'importLinesOnUpdate', { label, value: String(shown ? record[shown.name] : ''), sheets });
      throw validationError(this.actor.language, [{ field: shown?.name ?? '', message }]);
    }
    for (const { collection, keys } of given) {
      const lines = record[collection] as EntityRecord[];
      const prepared: EntityRecord[] = [];
      for (const [index, line] of lines.entries()) {
        const row = await keys.prepare(line, false);
        prepared.push(row.record);
        for (const error of row.errors) errors.push({ ...error, line: { collection, index } });
        for (const field of row.explained) explained.add(explainedKey({ field, line: { collection, index } }));
      }
      record[collection] = prepared;
    }
  }

  private collectionLabel(collection: string): string {
    const entityName = (this.entity.lines ?? []).find((candidate) => candidate.name === collection)?.entity;
    const sheet = this.definition.lines?.find((candidate) => candidate.collection === collection);
    const label = sheet?.title ?? (entityName ? this.context.catalog.get(entityName).label : undefined);
    if (!label) return collection;
    return this.actor.language === 'EN' ? label.en : label.cn;
  }

  /**
   * Whether the row names by code a record of the imported entity itself that has not been looked up yet:
   * it may be one of the rows not written so far (an import writing new records in batches writes those first).
   */
  mayReferToUnwritten(input: EntityRecord): boolean {
    return this.refs.some((ref) => ref.target.name === this.entity.name && !isEmptyValue(input[ref.field.name]) && !this.refCache.has(this.cacheKey(ref, input[ref.field.name])));
  }

  private cacheKey(ref: RefColumn, value: unknown): string {
    return `${ref.field.name}\u0000${keyValue(ref.by, value)}`;
  }

  private async resolve(ref: RefColumn, value: unknown): Promise<number | null> {
    const key = keyValue(ref.by, value);
    const cacheKey = this.cacheKey(ref, value);
    const cached = this.refCache.get(cacheKey);
    if (cached !== undefined) return cached;
    let query = this.context.db.selectFrom(tableOf(ref.target)).select(ref.target.primaryKey).where(ref.by.name, '=', key);
    const scope = recordScope(ref.target, this.actor, this.context.catalog);
    if (scope) query = query.where(scope);
    const rows = await query.limit(2).execute();
    // A code that names two records names none of them for sure.
    const id = rows.length === 1 ? Number(rows[0][ref.target.primaryKey]) : null;
    this.refCache.set(cacheKey, id);
    return id;
  }

  /** A line entity imported record by record (lookup values) takes its header's inherited fields, as when saved as lines. */
  private async inheritFromHeader(record: EntityRecord): Promise<void> {
    const relation = this.context.catalog.parentOf(this.entity.name);
    if (!relation || this.definition.intoHeader) return;
    const headerId = Number(record[relation.collection.foreignKey]);
    if (isEmptyValue(record[relation.collection.foreignKey]) || !Number.isInteger(headerId)) return;
    let header = this.headerCache.get(headerId);
    if (header === undefined) {
      const row = await this.context.db
        .selectFrom(tableOf(relation.header))
        .selectAll()
        .where(relation.header.primaryKey, '=', headerId)
        .executeTakeFirst();
      header = row ? rowToRecord(relation.header, row) : null;
      this.headerCache.set(headerId, header);
    }
    if (header) applyInherited(this.entity, record, header);
  }

  /**
   * With every match-by value given, a record holding them (within the actor's scope) is updated at its
   * stored version. No match creates a record, unless a key field is one the server sets (an auto number):
   * such a key can only name an existing record.
   */
  private async matchExisting(record: EntityRecord, input: EntityRecord): Promise<void> {
    const fields = (this.definition.matchBy ?? []).map((name) => findField(this.entity, name));
    if (fields.length === 0 || fields.some((field) => !field || isEmptyValue(record[field.name]))) return;
    const keyFields = fields as EntityField[];
    const key = JSON.stringify(keyFields.map((field) => keyValue(field, record[field.name])));
    if (this.keysSeen.has(key)) {
      const last = keyFields[keyFields.length - 1];
      const labels = keyFields.map((field) => fieldLabel(field, this.actor.language)).join('/');
      // As the row gave them: a reference's code rather than the id it resolved to.
      const value = keyFields.map((field) => String(input[field.name] ?? record[field.name])).join('/');
      throw validationError(this.actor.language, [{ field: last.name, message: importMessage(this.actor.language, 'importDuplicateKey', { label: labels, value }) }]);
    }
    this.keysSeen.add(key);
    let query = this.context.db.selectFrom(tableOf(this.entity)).select([this.entity.primaryKey, 'versionNum']);
    for (const field of keyFields) query = query.where(field.name, '=', keyValue(field, record[field.name]));
    const scope = recordScope(this.entity, this.actor, this.context.catalog);
    if (scope) query = query.where(scope);
    const found = await query.limit(1).executeTakeFirst();
    if (found) {
      record[this.entity.primaryKey] = Number(found[this.entity.primaryKey]);
      record.versionNum = Number(found.versionNum);
      return;
    }
    const serverSet = keyFields.find(isServerSetField);
    if (serverSet) {
      const label = fieldLabel(serverSet, this.actor.language);
      const message = importMessage(this.actor.language, 'importNoMatch', { label, value: String(record[serverSet.name]) });
      throw validationError(this.actor.language, [{ field: serverSet.name, message }]);
    }
  }
}

import type { FieldError } from '../../../src/shared/api/envelope';
import { PARENT_FILTER_PREFIX, splitParentFilters } from '../../../src/shared/api/search-params';
import { primaryKeyType, type EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { Language } from '../../../src/shared/formats/common';
import type { Audience, EntitySchema } from '../../../src/shared/formats/entity-format';
import type { MemoryLookups } from './memory-lookups';
import { memoryMessage, type MemoryMessageKey } from './memory-messages';
import { filterRows, QueryError, queryPage, type Row } from './memory-query';
import { MemoryApiError } from './memory-api-error';
import { generateInMemory, memoryDocumentLinks, type MemoryLink } from './memory-generate';
import { stampAudit } from './memory-record-rules';
import { saveInMemory } from './memory-save';
import { refuseTreeParentDelete } from './memory-tree-rules';
import { runActionInMemory } from './memory-workflow';

/** A record's key: the engine's numeric ids, or a service entity's text keys. */
export type RecordKey = number | string;

export interface MemoryUser {
  userId: number;
  userType: 'internal' | 'supplier';
  supplierId?: number | null;
}

export { MemoryApiError };

/**
 * Entity tables in memory with the server's behaviour (src/server/entities/entity-engine.types.ts):
 * filters, sort and paging; defaults, initial status, auto numbers, computed fields, validation, field
 * rules and the optimistic lock on save, lines of lines included; editable statuses on save and delete;
 * workflow transitions with their consumptions; generate actions and document links; supplier scope.
 * The save, the workflow and generate actions live in their own modules over this store.
 */
export class MemoryEntityStore {
  private readonly tables = new Map<string, Map<RecordKey, Row>>();
  /** Auto-number counters by stem. */
  readonly sequences = new Map<string, number>();
  /** Generate links and what documents consumed: the server's sys_document_links and sys_consumptions. */
  readonly links: MemoryLink[] = [];
  readonly ledger: { consumption: string; consumerEntity: string; documentId: RecordKey; targetId: number; amount: string }[] = [];

  constructor(
    readonly catalog: EntityCatalog,
    readonly lookups: MemoryLookups,
    private viewer: MemoryUser,
    readonly language: Language,
    readonly now: () => Date,
  ) {
    for (const entity of catalog.all()) this.tables.set(entity.name, new Map());
  }

  /** Who calls: the scope, the actor kind of actions and the audit fields follow him. */
  get user(): MemoryUser {
    return this.viewer;
  }

  /** Another user calls from now on, over the same rows (a buyer approves what a supplier shipped). */
  actAs(user: MemoryUser): void {
    this.viewer = user;
  }

  /** A key as the tables hold it: a number for the engine's ids, the text itself for text keys. */
  keyOf(entity: EntitySchema, value: unknown): RecordKey {
    const type = primaryKeyType(entity);
    if (type === 'integer' || type === 'number') return Number(value);
    return value === undefined || value === null ? '' : String(value);
  }

  fail(key: MemoryMessageKey, args?: Record<string, string | number>, errors?: FieldError[]): never {
    throw new MemoryApiError(memoryMessage(key, this.language, args), errors);
  }

  table(entity: string): Map<RecordKey, Row> {
    const table = this.tables.get(entity);
    if (!table) throw new Error(`unknown entity ${entity}`);
    return table;
  }

  /** Seeds rows as given (ids, statuses and audit fields kept); line arrays (and theirs) go to their line tables. */
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

  nextId(entity: string): number {
    const ids = [...this.table(entity).keys()].filter((id): id is number => typeof id === 'number');
    return ids.length === 0 ? 1 : Math.max(...ids) + 1;
  }

  /** The header row a line belongs to. */
  headerOf(entity: EntitySchema, row: Row): { entity: EntitySchema; row: Row } | undefined {
    const parent = this.catalog.parentOf(entity.name);
    if (!parent) return undefined;
    const header = this.table(parent.header.name).get(Number(row[parent.collection.foreignKey]));
    return header ? { entity: parent.header, row: header } : undefined;
  }

  /** Supplier users see only their supplier's records (and, when set, only some statuses); lines follow their headers. */
  inScope(entity: EntitySchema, row: Row): boolean {
    if (this.user.userType !== 'supplier') return true;
    if (this.catalog.parentOf(entity.name)) {
      const header = this.headerOf(entity, row);
      return header !== undefined && this.inScope(header.entity, header.row);
    }
    const ownership = entity.ownership;
    const publicRule = entity.publicToSuppliers;
    if (publicRule) return publicRule.in.includes(String(row[publicRule.field] ?? ''));
    if (!ownership) return true;
    if (ownership.audience ? !this.addressed(entity, ownership.audience, row) : row[ownership.supplierField ?? entity.primaryKey] !== this.user.supplierId) return false;
    const status = entity.workflow ? row[entity.workflow.statusField] : undefined;
    return !ownership.supplierVisibleStatuses || ownership.supplierVisibleStatuses.includes(String(status));
  }

  /** The server's audience rule (supplier-scope.ts) on a sample record: one of its audience lines addresses the supplier. */
  private addressed(entity: EntitySchema, audience: Audience, row: Row): boolean {
    const collection = entity.lines?.find((candidate) => candidate.name === audience.lines);
    if (!collection) return false;
    const supplierId = this.user.supplierId;
    const lines = [...this.table(collection.entity).values()].filter((line) => line[collection.foreignKey] === row[entity.primaryKey]);
    return lines.some((line) =>
      audience.match.some((match) => {
        if (!match.through) return line[match.field] === supplierId;
        const { entity: via, supplierField, valueField } = match.through;
        return [...this.table(via).values()].some((own) => own[supplierField] === supplierId && own[valueField] === line[match.field]);
      }),
    );
  }

  /** A copy of the row with the display keys of its references filled in. */
  withDisplay(entity: EntitySchema, row: Row): Row {
    const result: Row = { ...row };
    for (const field of entity.fields) {
      if (!field.ref?.display || !this.catalog.has(field.ref.entity)) continue;
      const referenced = this.table(field.ref.entity).get(Number(row[field.name]));
      for (const [key, source] of Object.entries(field.ref.display)) result[key] = referenced?.[source] ?? null;
    }
    // The server's read marker (read-receipts.ts): whether this supplier user has a receipt of the record.
    const receipts = entity.readReceipts;
    if (receipts?.readKey && this.user.userType === 'supplier') {
      const read = [...this.table(receipts.entity).values()].some((receipt) => receipt[receipts.foreignKey] === row[entity.primaryKey] && receipt.userId === this.user.userId);
      result[receipts.readKey] = read ? 'Y' : 'N';
    }
    return result;
  }

  /** Every record of the entity this user may see, with display keys, unpaged (the tree operations read levels from it). */
  scopedRows(entityName: string): Row[] {
    const entity = this.catalog.get(entityName);
    return [...this.table(entityName).values()].filter((row) => this.inScope(entity, row)).map((row) => this.withDisplay(entity, row));
  }

  /** Sets fields of a stored record as the server's own write does: audit fields and versionNum follow. */
  touch(entityName: string, id: RecordKey, values: Row): void {
    const table = this.table(entityName);
    const row = table.get(id);
    if (!row) return;
    const updated = { ...row, ...values };
    stampAudit(updated, false, this.user.userId, this.now());
    table.set(id, updated);
  }

  /**
   * The rows of an entity the user reaches, kept by the `parent.` filters of a line entity (its header's
   * fields, filtered as the header's own list filters them).
   */
  visibleRows(entityName: string, parentFilters: Record<string, unknown> = {}): Row[] {
    const entity = this.catalog.get(entityName);
    const visible = [...this.table(entityName).values()].filter((row) => this.inScope(entity, row));
    const keys = Object.keys(parentFilters);
    if (keys.length === 0) return visible;
    const relation = this.catalog.parentOf(entityName);
    if (!relation) throw new QueryError(PARENT_FILTER_PREFIX + keys[0]);
    const headers = filterRows(relation.header, this.visibleRows(relation.header.name), parentFilters);
    const ids = new Set(headers.map((header) => header[relation.header.primaryKey]));
    return visible.filter((row) => ids.has(row[relation.collection.foreignKey]));
  }

  list(entityName: string, params: Record<string, unknown>) {
    const entity = this.catalog.get(entityName);
    const { own, parent } = splitParentFilters(params);
    const { rows, page } = queryPage(entity, this.visibleRows(entityName, parent), own);
    return { rows: rows.map((row) => this.withDisplay(entity, row)), page };
  }

  stored(entity: EntitySchema, id: unknown): Row {
    const row = this.table(entity.name).get(this.keyOf(entity, id));
    if (!row || !this.inScope(entity, row)) throw new MemoryApiError(memoryMessage('notFound', this.language), [], 'notFound');
    return row;
  }

  /** Stored lines of one collection of a record, in line order. */
  linesOf(entity: EntitySchema, collectionName: string, id: RecordKey): Row[] {
    const collection = entity.lines?.find((lines) => lines.name === collectionName);
    if (!collection) return [];
    const lineEntity = this.catalog.get(collection.entity);
    const order = collection.numberField ?? lineEntity.primaryKey;
    return [...this.table(collection.entity).values()]
      .filter((line) => line[collection.foreignKey] === id)
      .sort((a, b) => Number(a[order]) - Number(b[order]));
  }

  /** A stored row with its line arrays (lines of lines too), as computed fields read it. */
  rawWithLines(entity: EntitySchema, row: Row): Row {
    const result: Row = { ...row };
    for (const collection of entity.lines ?? []) {
      const lineEntity = this.catalog.get(collection.entity);
      result[collection.name] = this.linesOf(entity, collection.name, this.keyOf(entity, row[entity.primaryKey])).map((line) => this.rawWithLines(lineEntity, line));
    }
    return result;
  }

  /** A row as clients see it: display keys and every line collection (lines of lines too). */
  withLines(entity: EntitySchema, row: Row): Row {
    const result = this.withDisplay(entity, row);
    for (const collection of entity.lines ?? []) {
      // Buyer-side collections never reach a supplier (internal-fields.ts on the server).
      if (collection.internal && this.user.userType === 'supplier') continue;
      const lineEntity = this.catalog.get(collection.entity);
      result[collection.name] = this.linesOf(entity, collection.name, this.keyOf(entity, row[entity.primaryKey])).map((line) => this.withLines(lineEntity, line));
    }
    return result;
  }

  findById(entityName: string, id: unknown): Row {
    const entity = this.catalog.get(entityName);
    return this.withLines(entity, this.stored(entity, id));
  }

  /** Save and delete only in the editable statuses of the record's workflow, or of the first header above with one. */
  assertEditable(entity: EntitySchema, row: Row): void {
    let current: { entity: EntitySchema; row: Row } | undefined = { entity, row };
    while (current && !current.entity.workflow) current = this.headerOf(current.entity, current.row);
    const workflow = current?.entity.workflow;
    if (!current || !workflow) return;
    const status = String(current.row[workflow.statusField] ?? '');
    if (!workflow.editableIn.includes(status)) this.fail('notEditable', { status });
  }

  /** What the last save let through with a warning (list checks under WARN), for its answer. */
  lastWarnings: string[] = [];

  save(entityName: string, input: Row): Row {
    return saveInMemory(this, this.catalog.get(entityName), input);
  }

  /** doBatchSaveOrUpdate: every record or none, an error naming the record it is in (like the server). */
  saveAll(entityName: string, inputs: readonly Row[]): Row[] {
    const restore = this.snapshot();
    const saved: Row[] = [];
    for (const [index, input] of inputs.entries()) {
      try {
        saved.push(this.save(entityName, input));
      } catch (error) {
        restore();
        if (!(error instanceof MemoryApiError)) throw error;
        const message = memoryMessage('recordPrefix', this.language, { index: index + 1, message: error.message });
        throw new MemoryApiError(message, error.errors.map((fieldError) => ({ ...fieldError, record: index })));
      }
    }
    return saved;
  }

  /** A way back to the tables as they are now: what a refused call that wrote several rows undoes. */
  snapshot(): () => void {
    const tables = new Map([...this.tables].map(([name, rows]) => [name, new Map([...rows].map(([id, row]) => [id, { ...row }]))]));
    const sequences = new Map(this.sequences);
    const links = [...this.links];
    const ledger = [...this.ledger];
    return () => {
      this.tables.clear();
      for (const [name, rows] of tables) this.tables.set(name, rows);
      this.sequences.clear();
      for (const [name, value] of sequences) this.sequences.set(name, value);
      this.links.splice(0, this.links.length, ...links);
      this.ledger.splice(0, this.ledger.length, ...ledger);
    };
  }

  /** Deletes rows of a line entity with everything below them. */
  deleteLines(entity: EntitySchema, ids: readonly RecordKey[]): void {
    for (const collection of entity.lines ?? []) {
      const table = this.table(collection.entity);
      const below = [...table.entries()].filter(([, line]) => ids.includes(line[collection.foreignKey] as RecordKey)).map(([id]) => id);
      this.deleteLines(this.catalog.get(collection.entity), below);
    }
    for (const id of ids) this.table(entity.name).delete(id);
  }

  batchDelete(entityName: string, ids: readonly unknown[]): void {
    const entity = this.catalog.get(entityName);
    const rows = ids.map((id) => this.stored(entity, id));
    for (const row of rows) this.assertEditable(entity, row);
    for (const row of rows) refuseTreeParentDelete(entity, row, this.table(entity.name), this.language);
    for (const row of rows) {
      const id = this.keyOf(entity, row[entity.primaryKey]);
      if (this.ledger.some((entry) => entry.consumerEntity === entity.name && entry.documentId === id)) this.fail('holdsConsumptions');
    }
    this.deleteLines(entity, rows.map((row) => this.keyOf(entity, row[entity.primaryKey])));
  }

  runAction(entityName: string, actionName: string, input: Row): Row | Row[] {
    const entity = this.catalog.get(entityName);
    if (entity.generate?.[actionName]) return generateInMemory(this, entity, actionName, input);
    return runActionInMemory(this, entity, actionName, input);
  }

  findDocumentLinks(entityName: string, id: unknown) {
    return memoryDocumentLinks(this, this.catalog.get(entityName), id);
  }
}

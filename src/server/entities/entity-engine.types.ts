import type { PermitAccess } from '../../shared/entity/permit-kinds';
import type { FieldError, PageInfo } from '../../shared/api/envelope';
import type { Language } from '../../shared/formats/common';
import type { DocumentLink } from './links/document-links';
import type { GenerateInput } from './links/run-generate';
import type { EngineKit } from './engine-kit';
import type { PickerView } from './picker-view';

/**
 * The organisations an internal user may see and write on entities with an `orgScope`: every one
 * (administrators: baseUsers.allOrgAccessFlag) or those granted to him (baseUserOrgPermit).
 */
export type OrganizationAccess = 'all' | readonly number[];

/** Who is calling: set by the auth layer, used by the engine for audit fields, the operation log and the scopes. */
export interface Actor {
  userId: number;
  userName: string;
  userType: 'internal' | 'supplier';
  /** Set for supplier users: the only supplier whose records they may see or touch. */
  supplierId: number | null;
  language: Language;
  /** The login session, written to lastUpdateLogin. */
  sessionId: number;
  /** Internal users: the organisations whose records they reach (no effect on supplier users). */
  organizations: OrganizationAccess;
  /** The HTTP request the call serves, written to the operation log beside the server's own log lines. */
  requestId?: string;
  /** The screen routes of the function menus the user holds (set on calls the access guard checked); a participant scope may open to them. */
  menuRoutes?: readonly string[];
  /** Granted an update only as an approver (request-identity.ts): a record not in approval at his open task is refused. */
  approvalUpdateOnly?: boolean;
  /** Reads the entity only through a reference (set by the access guard): answers keep the picker's fields only (picker-view.ts). */
  pickerView?: PickerView;
  /** Internal users: the values of each permit kind they reach on entities with a `permitScope` (user-permits.ts); absent: not limited (the platform's own actors). */
  permits?: PermitAccess;
  /** The responsibility the call works under (the menu call's respId, checked by the access guard): what RESP-level profiles read. */
  responsibilityId?: number;
}

export type EntityRecord = Record<string, unknown>;

export interface PageResult {
  rows: EntityRecord[];
  page: PageInfo;
}

/** A record of an import that cannot be saved: its position among the records given, and why. */
export interface ImportFailure {
  index: number;
  message: string;
  errors: FieldError[];
}

/** Everything saved, or nothing (the failures; at most `maxFailures` of them kept, all counted). */
export type ImportOutcome =
  | { ok: true; created: number; updated: number }
  | { ok: false; failures: ImportFailure[]; failureCount: number };

export interface ImportOptions {
  /** Imports into a header (`import.intoHeader`): the header record the records become lines of. */
  headerId?: number;
  /** Failures kept for the answer (default 1000); the rest are counted only. */
  maxFailures?: number;
  /** The caller found problems outside the records (a line sheet row naming no header): check every record, save none. */
  refuseAll?: boolean;
}

export interface SaveOptions {
  /** Receives what the save let through with a warning (list checks under WARN), to tell the caller. */
  warnings?: string[];
}

export interface ActionInput {
  id: number;
  /** When given, must match the stored versionNum (optimistic lock). */
  versionNum?: number;
  comment?: string;
  /** A line action (`line` on the workflow action): the id of the document's line it runs on. */
  lineId?: number;
}

/**
 * How a record is reached by id: `write` only inside the actor's scope (supplier, organisations, own
 * records); `read` also, for an organisation-restricted user, a document he takes or took part in the
 * approval of (held a task of an instance on it or wrote a line of its history), whatever its organisation.
 */
export type RecordReach = 'read' | 'write';

/**
 * The schema-driven entity service (DESIGN §3): validation, query, optimistic lock, audit, workflow,
 * supplier scope. Transport-free: every method throws ApiError (src/server/http/api-error.ts) for
 * anything the caller did wrong, with messages in actor.language. Records come back with their line
 * collections (findById, save, actions) and the display keys of their references; serverOnly fields never.
 * A record outside the actor's supplier scope behaves exactly like a missing one.
 */
export interface EntityEngine {
  /** What the engine lends the features built on it (src/server/entities/engine-kit.ts). */
  readonly kit: EngineKit;
  /** `reach` read (the default): also a document the actor takes or took part in the approval of; write: a guard before changing it or its files. */
  findById(entity: string, id: number, actor: Actor, reach?: RecordReach): Promise<EntityRecord>;
  /**
   * params: {pageIndex (from 1), pageRows, sortField, sortOrder, afterKey or beforeKey, ...filters} (src/shared/api/search-params.ts).
   * Pages hold at most MAX_PAGE_ROWS rows unless the server's own caller (an export) allows more.
   */
  listByPage(entity: string, params: Record<string, unknown>, actor: Actor, options?: { maxPageRows?: number }): Promise<PageResult>;
  /** Insert (no primary key) or update (primary key + versionNum); header and lines in one transaction. */
  saveOrUpdate(entity: string, record: EntityRecord, actor: Actor, options?: SaveOptions): Promise<EntityRecord>;
  /** All or nothing. */
  batchSaveOrUpdate(entity: string, records: EntityRecord[], actor: Actor): Promise<EntityRecord[]>;
  delete(entity: string, id: number, actor: Actor, versionNum?: number): Promise<void>;
  batchDelete(entity: string, ids: number[], actor: Actor): Promise<void>;
  /**
   * doImport (entity schema `import`): every record in one transaction or none; every record is checked
   * and every failure answered by position. Records may stream in.
   */
  importRecords(
    entity: string,
    records: AsyncIterable<EntityRecord> | Iterable<EntityRecord>,
    actor: Actor,
    options?: ImportOptions,
  ): Promise<ImportOutcome>;
  /**
   * A workflow action of the entity schema; refuses a transition not allowed from the current status.
   * The consumptions the action applies or releases move in the same transaction.
   */
  runAction(entity: string, action: string, input: ActionInput, actor: Actor): Promise<EntityRecord>;
  /**
   * A generate action: creates and answers the new document (entity `target`), linked to its sources; with
   * `groupBy` (`grouped`), one per group: `records`, `record` being the first.
   */
  generate(entity: string, action: string, input: GenerateInput, actor: Actor): Promise<{ record: EntityRecord; records: EntityRecord[]; grouped: boolean; target: string }>;
  /** The documents a record was generated from and those generated from it, as the actor may see them. */
  findDocumentLinks(entity: string, id: unknown, actor: Actor): Promise<DocumentLink[]>;
}

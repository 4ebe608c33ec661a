import type { PageInfo } from '../../shared/api/envelope';
import type { Language } from '../../shared/formats/common';

/** Who is calling: set by the auth layer, used by the engine for audit fields and supplier scope. */
export interface Actor {
  userId: number;
  userName: string;
  userType: 'internal' | 'supplier';
  /** Set for supplier users: the only supplier whose records they may see or touch. */
  supplierId: number | null;
  language: Language;
  /** The login session, written to lastUpdateLogin. */
  sessionId: number;
}

export type EntityRecord = Record<string, unknown>;

export interface PageResult {
  rows: EntityRecord[];
  page: PageInfo;
}

export interface ActionInput {
  id: number;
  /** When given, must match the stored versionNum (optimistic lock). */
  versionNum?: number;
  comment?: string;
}

/**
 * The schema-driven entity service (DESIGN §3): validation, query, optimistic lock, audit, workflow,
 * supplier scope. Transport-free: every method throws ApiError (src/server/http/api-error.ts) for
 * anything the caller did wrong, with messages in actor.language. Records come back with their line
 * collections (findById, save, actions) and the display keys of their references; serverOnly fields never.
 * A record outside the actor's supplier scope behaves exactly like a missing one.
 */
export interface EntityEngine {
  findById(entity: string, id: number, actor: Actor): Promise<EntityRecord>;
  /** params: {pageIndex (from 1), pageRows, sortField, sortOrder, ...filters} (src/shared/api/search-params.ts). */
  listByPage(entity: string, params: Record<string, unknown>, actor: Actor): Promise<PageResult>;
  /** Insert (no primary key) or update (primary key + versionNum); header and lines in one transaction. */
  saveOrUpdate(entity: string, record: EntityRecord, actor: Actor): Promise<EntityRecord>;
  /** All or nothing. */
  batchSaveOrUpdate(entity: string, records: EntityRecord[], actor: Actor): Promise<EntityRecord[]>;
  delete(entity: string, id: number, actor: Actor, versionNum?: number): Promise<void>;
  batchDelete(entity: string, ids: number[], actor: Actor): Promise<void>;
  /** A workflow action of the entity schema; refuses a transition not allowed from the current status. */
  runAction(entity: string, action: string, input: ActionInput, actor: Actor): Promise<EntityRecord>;
}

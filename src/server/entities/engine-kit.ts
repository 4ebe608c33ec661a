import type { EntitySchema } from '../../shared/formats/entity-format';
import type { ApiError } from '../http/api-error';
import type { EngineContext } from './engine-context';
import type { ActionInput, Actor, EntityRecord } from './entity-engine.types';

/**
 * What the engine lends the features built on it (imports, trees, aggregates, generate actions): the
 * context outside any transaction, a transaction, the save every write goes through (validation, scopes,
 * reload, operation log) and its form for many new records at once, the operation-log entry of a write,
 * and what suppliers may see of records.
 */
export interface EngineKit {
  base: EngineContext;
  transaction<T>(work: (context: EngineContext) => Promise<T>): Promise<T>;
  /** Inserts or updates one record with its lines inside the transaction; answers it as stored, logged. */
  save(context: EngineContext, entity: EntitySchema, record: unknown, actor: Actor, operation: string): Promise<EntityRecord>;
  /**
   * New records of an entity createsInBatches allows, created with save's rules in a few statements for all
   * of them inside the transaction, and logged; answers each one's refusal by position (undefined: created).
   */
  createMany(context: EngineContext, entity: EntitySchema, records: EntityRecord[], actor: Actor, operation: string): Promise<(ApiError | undefined)[]>;
  /** A record as stored, with its lines, whatever the actor's scope (the caller checked it). */
  stored(context: EngineContext, entity: EntitySchema, id: unknown): Promise<EntityRecord | undefined>;
  /** The operation-log entry of one record written, in the write's own transaction. */
  journal(context: EngineContext, entity: EntitySchema, operation: string, actor: Actor, id: number, before?: EntityRecord, after?: EntityRecord): Promise<void>;
  /**
   * A workflow action's status change inside the transaction, with its consumptions, logged; answers the
   * record after it. Never a process step: what the approval platform runs when a process ends.
   */
  act(context: EngineContext, entity: EntitySchema, action: string, input: ActionInput, actor: Actor): Promise<EntityRecord>;
  /** Records as this actor may see them: internal fields removed for supplier users. */
  visible<T extends EntityRecord[]>(entity: EntitySchema, records: T, actor: Actor): T;
}

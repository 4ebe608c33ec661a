import type { Expression, SqlBool } from 'kysely';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { ProcessOutcome } from '../../shared/formats/process-binding-format';
import type { EngineContext } from './engine-context';
import type { EngineKit } from './engine-kit';
import type { ActionInput, Actor, EntityRecord } from './entity-engine.types';
import type { StoredRow } from './load-record';

/**
 * What the engine asks of the approval platform (src/server/bpm) for workflow actions bound to a process
 * (entity-format `process` / `processOutcome`). Both run inside the action's transaction, so a refusal
 * leaves the document as it was.
 */
export interface WorkflowProcesses {
  /** After the submit action moved the document's status: starts the process its binding chooses. */
  submitted(context: EngineContext, entity: EntitySchema, actionName: string, document: EntityRecord, actor: Actor): Promise<void>;
  /**
   * An outcome action called by a user (approve / reject / withdraw / stop on the document): decides the
   * user's open task of the document's running process, or withdraws or stops that process, instead; the
   * document's status follows only when the process ends.
   */
  decide(context: EngineContext, entity: EntitySchema, outcome: ProcessOutcome, input: ActionInput & { id: number }, actor: Actor): Promise<void>;
  /**
   * A save of a stored record: undefined when no approval process runs on it (the usual rules apply);
   * else the fields the caller's open task of it opens (possibly none). A caller holding no open task of
   * it is refused.
   */
  openedFields(context: EngineContext, entity: EntitySchema, row: StoredRow, actor: Actor): Promise<ReadonlySet<string> | undefined>;
  /**
   * A read by id (findById, and the files of the record): the rows of `entity` the actor takes or took part
   * in the approval of, as a condition on the entity's table that widens his organisation scope; undefined
   * when no process runs on entities of this kind. Never asked for lists or writes.
   */
  participation(entity: EntitySchema, actor: Actor): Expression<SqlBool> | undefined;
}

/** Built from the engine's kit: ending a process runs the document's outcome action through it. */
export type WorkflowProcessesFactory = (kit: EngineKit) => WorkflowProcesses;

import type { Kysely } from 'kysely';
import { insertInBatches } from '../db/batched-inserts';
import { formatDateTime } from '../entities/engine-clock';
import type { Actor } from '../entities/entity-engine.types';
import { SYSTEM_TABLES } from '../system-tables';
import type { FieldChanges } from './record-changes';
import { creationAudit } from './creation-audit';

/** The entity whose records are the operation log (schemas/base/baseUserOperateLog.json, screen userOperateLogList). */
export const OPERATION_LOG_ENTITY = SYSTEM_TABLES.operationLogs.entity;
const OPERATION_LOG_TABLE = SYSTEM_TABLES.operationLogs.table;

/** Values of the OPERATE_RESULT lookup: a write done, an attempt refused (permission, scope, input), a crash. */
export type OperationResult = 'SUCCESS' | 'REFUSED' | 'FAILED';

/** The longest message and record-id list kept (the columns' lengths in the entity schema). */
const MESSAGE_LENGTH = 1000;
const RECORD_ID_LENGTH = 200;

export interface OperationEntry {
  actor: Pick<Actor, 'userId' | 'userName' | 'userType' | 'sessionId' | 'requestId'>;
  entity: string;
  /** The record written, or the ids an attempt named (comma-joined); null when it named none. */
  recordId: string | null;
  /** The endpoint operation: saveOrUpdate, doBatchDelete, a workflow action such as doSubmit, ... */
  operation: string;
  result: OperationResult;
  /** Field -> [before, after] of a write; absent for refusals, which changed nothing. */
  changes?: FieldChanges;
  message?: string;
  at: Date;
}

function clip(text: string | null | undefined, length: number): string | null {
  if (text === null || text === undefined || text === '') return null;
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

function rowOf(entry: OperationEntry): Record<string, unknown> {
  const stamp = formatDateTime(entry.at);
  const { actor } = entry;
  return {
    operateTime: stamp,
    userId: actor.userId,
    userName: actor.userName,
    userType: actor.userType,
    entityName: entry.entity,
    recordId: clip(entry.recordId, RECORD_ID_LENGTH),
    operation: entry.operation,
    result: entry.result,
    changedFields: entry.changes && Object.keys(entry.changes).length > 0 ? JSON.stringify(entry.changes) : null,
    message: clip(entry.message, MESSAGE_LENGTH),
    requestId: actor.requestId ?? null,
    sessionId: actor.sessionId,
    ...creationAudit(stamp, actor),
  };
}

/**
 * Writes entries with the given connection, many per statement (an import logs thousands of records): the
 * engine passes its open transaction, so an entry of a write exists exactly when the write committed;
 * refusals are written on their own afterwards. The audit columns are those of any engine row, stamped
 * with the acting user.
 */
export async function writeOperationLogs(db: Kysely<Record<string, Record<string, unknown>>>, entries: readonly OperationEntry[]): Promise<void> {
  await insertInBatches(db, OPERATION_LOG_TABLE, entries.map(rowOf));
}

/** Writes one entry (writeOperationLogs). */
export async function writeOperationLog(db: Kysely<Record<string, Record<string, unknown>>>, entry: OperationEntry): Promise<void> {
  await writeOperationLogs(db, [entry]);
}

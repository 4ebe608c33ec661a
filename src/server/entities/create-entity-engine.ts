import type { SecretBox } from '../secrets/secret-box';
import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { OPERATION_LOG_ENTITY, writeOperationLogs } from '../audit/operation-log';
import { recordChanges } from '../audit/record-changes';
import type { Database } from '../db/database.types';
import { dialectRules } from '../db/dialect-rules';
import { GuardedWrites, type CommitGuard } from './commit-guards';
import type { RecordChecks } from './custom-record-checks';
import { deleteRecord } from './delete-record';
import { entityNamed, inTransaction, type EngineContext } from './engine-context';
import type { EngineKit } from './engine-kit';
import type { ActionInput, Actor, EntityEngine, EntityRecord } from './entity-engine.types';
import { ApiError } from '../http/api-error';
import { engineError, inBatchRecord } from './engine-messages';
import { importRecords } from './import-records';
import { runConsumptions } from './links/consumptions';
import { findDocumentLinks } from './links/document-links';
import { runGenerate } from './links/run-generate';
import { runPostings } from './links/postings';
import { hideInternalFields } from './internal-fields';
import { assertPickerQuery, projectToPickerView } from './picker-view';
import { listByPage } from './list-by-page';
import { findRecord, recordsWithLines, recordWithLines, validId } from './load-record';
import { markOpenedRead, markReadByActor, recordReadReceipt } from './read-receipts';
import { checkAction, runAction } from './run-action';
import type { WorkflowProcessesFactory } from './workflow-processes';
import { saveRecord } from './save-record';
import { createRecords } from './create-records';
import { applyChangeRequest, changeRequestPlanOf } from './change-requests/change-requests';
import { afterVersionedAction } from './versions/document-versions';
import type { EngineEvent, EngineEvents } from './engine-events';

export interface EntityEngineOptions {
  /** The clock for audit fields, auto numbers and action stamps (tests pin it). */
  now?: () => Date;
  /** Checks beyond the schemas, by entity name (custom-record-checks.ts). */
  recordChecks?: RecordChecks;
  /** Rules over the data as a whole that no write may break (commit-guards.ts). */
  commitGuards?: readonly CommitGuard[];
  /**
   * The approval platform, for workflow actions bound to a process. The server and the demo seed always
   * give it; an engine built without it (tests of other engine features) runs those actions as the plain
   * status changes they declare.
   */
  processes?: WorkflowProcessesFactory;
  /** Seals the fields declared `"secret": true` before they are written; without it such a write is refused. */
  secrets?: SecretBox;
  /** Hears every workflow action in its transaction, and its commit (engine-events.ts: the message centre). */
  events?: EngineEvents;
}

function isRecord(value: unknown): value is EntityRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A record as stored, with its lines, whatever the actor's scope (the write itself checks the scope). */
async function storedRecord(context: EngineContext, entity: EntitySchema, id: unknown): Promise<EntityRecord | undefined> {
  const key = validId(id);
  if (key === undefined) return undefined;
  const row = await context.db.selectFrom(tableOf(entity)).selectAll().where(entity.primaryKey, '=', key).executeTakeFirst();
  return row ? recordWithLines(context, entity, row) : undefined;
}

/** A record just written, read back inside the same transaction without the scope (the write was checked). */
async function reload(context: EngineContext, entity: EntitySchema, id: number): Promise<EntityRecord> {
  const record = await storedRecord(context, entity, id);
  if (!record) throw new Error(`${entity.name} ${id} is gone inside the transaction that wrote it`);
  return record;
}

/**
 * The schema-driven entity service over one database. Every write runs in one transaction: any error
 * (validation, stale version, a failing line) rolls back everything the call did, its operation-log
 * entry included. What supplier users get back never holds internal fields.
 */
export function createEntityEngine(database: Database, catalog: EntityCatalog, options: EntityEngineOptions = {}): EntityEngine {
  const base: EngineContext = {
    db: database.db,
    rules: dialectRules(database.dialect),
    catalog,
    now: options.now ?? (() => new Date()),
    recordChecks: options.recordChecks ?? new Map(),
    secrets: options.secrets,
  };
  const guards = options.commitGuards ?? [];
  const transaction = <T>(work: (context: EngineContext) => Promise<T>): Promise<T> =>
    base.db
      .transaction()
      .execute(async (trx) => {
        const guarded = new GuardedWrites(guards, trx, database.dialect, base.now);
        const events: EngineEvent[] = [];
        const context: EngineContext = { ...inTransaction(base, trx), guarded, events };
        const result = await work(context);
        if (events.length > 0 && options.events) await options.events.dispatch(context, events);
        await guarded.beforeCommit();
        return { result, heard: events.length > 0 };
      })
      .then(({ result, heard }) => {
        if (heard) options.events?.committed();
        return result;
      });
  const logging = catalog.has(OPERATION_LOG_ENTITY);

  /** The operation-log entries of records created by one call, in the write's own transaction. */
  const journalCreated = async (context: EngineContext, entity: EntitySchema, operation: string, actor: Actor, created: EntityRecord[]) => {
    if (!logging) return;
    const at = context.now();
    const entries = created.map((after) => {
      const changes = recordChanges(catalog, entity, undefined, after);
      return { actor, entity: entity.name, recordId: String(after[entity.primaryKey]), operation, result: 'SUCCESS' as const, changes, at };
    });
    await writeOperationLogs(context.db, entries);
  };

  /** The operation-log entry of one record written, in the write's own transaction. */
  const journal = async (context: EngineContext, entity: EntitySchema, operation: string, actor: Actor, id: number, before?: EntityRecord, after?: EntityRecord) => {
    if (!logging) return;
    const changes = recordChanges(catalog, entity, before, after);
    await writeOperationLogs(context.db, [{ actor, entity: entity.name, recordId: String(id), operation, result: 'SUCCESS', changes, at: context.now() }]);
  };

  const saveAndReload = async (context: EngineContext, entity: EntitySchema, record: unknown, actor: Actor, operation: string) => {
    if (!isRecord(record)) throw engineError(actor.language, 'badRecord');
    const before = await storedRecord(context, entity, record[entity.primaryKey]);
    const id = await saveRecord(context, entity, record, actor);
    const after = await reload(context, entity, id);
    await journal(context, entity, operation, actor, id, before, after);
    return after;
  };

  const createAndLog = async (context: EngineContext, entity: EntitySchema, records: EntityRecord[], actor: Actor, operation: string) => {
    const { refusals, rows } = await createRecords(context, entity, records, actor);
    await journalCreated(context, entity, operation, actor, await recordsWithLines(context, entity, rows));
    return refusals;
  };

  const deleteAndLog = async (context: EngineContext, entity: EntitySchema, id: number, actor: Actor, operation: string, versionNum?: number) => {
    const before = await storedRecord(context, entity, id);
    await deleteRecord(context, entity, id, actor, versionNum);
    await journal(context, entity, operation, actor, id, before, undefined);
  };

  /** What goes back to the caller: internal fields removed for supplier users, a picker's fields only through a reference. */
  const visible = <T extends EntityRecord[]>(entity: EntitySchema, records: T, actor: Actor): T => {
    hideInternalFields(entity, records, actor, catalog);
    projectToPickerView(records, actor);
    return records;
  };

  /** A workflow action's status change with its consumptions, the change request it applies and the lines it posts, logged; answers the record after it. */
  const act = async (context: EngineContext, entity: EntitySchema, action: string, input: ActionInput, actor: Actor) => {
    const before = await storedRecord(context, entity, input.id);
    const id = await runAction(context, entity, action, input, actor);
    context.events?.push({ entity: entity.name, action, id, actor, comment: typeof input.comment === 'string' && input.comment.trim() !== '' ? input.comment.trim() : null });
    await runConsumptions(context, entity, action, id, actor);
    await runPostings(kit, context, entity, action, id, actor);
    const changeRequest = changeRequestPlanOf(context, entity);
    if (changeRequest?.applyOn === action) await applyChangeRequest(context, changeRequest, id, actor, saveAndReload);
    await afterVersionedAction(context, entity, action, id, actor);
    const after = await reload(context, entity, id);
    await journal(context, entity, action, actor, id, before, after);
    return after;
  };

  const kit: EngineKit = {
    base,
    transaction,
    save: saveAndReload,
    createMany: createAndLog,
    stored: storedRecord,
    journal,
    act,
    visible,
  };
  const processes = options.processes?.(kit);
  // Every context is a copy of base made after this: saves of documents in approval ask the platform.
  if (processes) base.processes = processes;

  /**
   * A workflow action as a user calls it. Bound to a process: the submit starts it after the status
   * change; approve / reject decide the user's task, and the status follows when the process ends.
   */
  const actAsUser = async (context: EngineContext, entity: EntitySchema, actionName: string, input: ActionInput, actor: Actor) => {
    const declared = entity.workflow?.actions[actionName];
    if (processes && declared?.processOutcome) {
      const { id } = await checkAction(context, entity, actionName, input, actor);
      await processes.decide(context, entity, declared.processOutcome, { ...input, id }, actor);
      return reload(context, entity, id);
    }
    const after = await act(context, entity, actionName, input, actor);
    if (!processes || !declared?.process) return after;
    await processes.submitted(context, entity, actionName, after, actor);
    // A process without a user task has already ended, and moved the status again.
    return reload(context, entity, Number(after[entity.primaryKey]));
  };

  return {
    kit,
    async findById(entityName, id, actor, reach = 'read') {
      const entity = entityNamed(base, entityName, actor);
      const found = await findRecord(base, entity, id, actor, reach);
      // A receiver opening the record leaves a read receipt (who viewed it, when, how often): read by him now.
      if (entity.readReceipts && actor.userType === 'supplier') {
        await transaction((context) => recordReadReceipt(context, entity, Number(found[entity.primaryKey]), actor));
        if (entity.readReceipts.readKey) found[entity.readReceipts.readKey] = 'Y';
      }
      // The owner opening his record (an in-app message) marks it read.
      if (entity.userScope?.markRead && reach === 'read') Object.assign(found, await transaction((context) => markOpenedRead(context, entity, found, actor)));
      return visible(entity, [found], actor)[0];
    },
    async listByPage(entityName, params, actor, options) {
      const entity = entityNamed(base, entityName, actor);
      assertPickerQuery(entity, params, actor);
      const page = await listByPage(base, entity, params, actor, options?.maxPageRows);
      await markReadByActor(base, entity, page.rows, actor);
      visible(entity, page.rows, actor);
      return page;
    },
    async saveOrUpdate(entityName, record, actor, options) {
      const entity = entityNamed(base, entityName, actor);
      const saved = await transaction((context) => saveAndReload({ ...context, warnings: options?.warnings }, entity, record, actor, 'saveOrUpdate'));
      return visible(entity, [saved], actor)[0];
    },
    async batchSaveOrUpdate(entityName, records, actor) {
      const entity = entityNamed(base, entityName, actor);
      if (!Array.isArray(records)) throw engineError(actor.language, 'badRecord');
      const saved = await transaction(async (context) => {
        const all: EntityRecord[] = [];
        for (const [index, record] of records.entries()) {
          try {
            all.push(await saveAndReload(context, entity, record, actor, 'doBatchSaveOrUpdate'));
          } catch (error) {
            throw error instanceof ApiError ? inBatchRecord(error, index, actor.language) : error;
          }
        }
        return all;
      });
      return visible(entity, saved, actor);
    },
    async delete(entityName, id, actor, versionNum) {
      const entity = entityNamed(base, entityName, actor);
      return transaction((context) => deleteAndLog(context, entity, id, actor, 'delete', versionNum));
    },
    async batchDelete(entityName, ids, actor) {
      const entity = entityNamed(base, entityName, actor);
      if (!Array.isArray(ids)) throw engineError(actor.language, 'badRecord');
      return transaction(async (context) => {
        for (const id of ids) await deleteAndLog(context, entity, id, actor, 'doBatchDelete');
      });
    },
    async importRecords(entityName, records, actor, options) {
      const entity = entityNamed(base, entityName, actor);
      return importRecords(kit, entity, records, actor, options);
    },
    async runAction(entityName, action, input, actor) {
      const entity = entityNamed(base, entityName, actor);
      const done = await transaction((context) => actAsUser(context, entity, action, input, actor));
      return visible(entity, [done], actor)[0];
    },
    async generate(entityName, action, input, actor) {
      const entity = entityNamed(base, entityName, actor);
      const { records, target } = await runGenerate(kit, entity, action, input, actor);
      return { record: records[0], records, grouped: entity.generate?.[action]?.groupBy !== undefined, target: target.name };
    },
    async findDocumentLinks(entityName, id, actor) {
      return findDocumentLinks(base, entityNamed(base, entityName, actor), id, actor);
    },
  };
}

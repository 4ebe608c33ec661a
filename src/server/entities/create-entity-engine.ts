import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Database } from '../db/database.types';
import { dialectRules } from '../db/dialect-rules';
import type { RecordChecks } from './custom-record-checks';
import { deleteRecord } from './delete-record';
import { entityNamed, inTransaction, type EngineContext } from './engine-context';
import type { Actor, EntityEngine, EntityRecord } from './entity-engine.types';
import { engineError } from './engine-messages';
import { listByPage } from './list-by-page';
import { findRecord, recordWithLines } from './load-record';
import { runAction } from './run-action';
import { saveRecord } from './save-record';

export interface EntityEngineOptions {
  /** The clock for audit fields, auto numbers and action stamps (tests pin it). */
  now?: () => Date;
  /** Checks beyond the schemas, by entity name (custom-record-checks.ts). */
  recordChecks?: RecordChecks;
}

function isRecord(value: unknown): value is EntityRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A record just written, read back inside the same transaction without the scope (the write was checked). */
async function reload(context: EngineContext, entity: EntitySchema, id: number): Promise<EntityRecord> {
  const row = await context.db.selectFrom(tableOf(entity)).selectAll().where(entity.primaryKey, '=', id).executeTakeFirstOrThrow();
  return recordWithLines(context, entity, row);
}

/**
 * The schema-driven entity service over one database. Every write runs in one transaction: any error
 * (validation, stale version, a failing line) rolls back everything the call did.
 */
export function createEntityEngine(database: Database, catalog: EntityCatalog, options: EntityEngineOptions = {}): EntityEngine {
  const base: EngineContext = {
    db: database.db,
    rules: dialectRules(database.dialect),
    catalog,
    now: options.now ?? (() => new Date()),
    recordChecks: options.recordChecks ?? new Map(),
  };
  const transaction = <T>(work: (context: EngineContext) => Promise<T>): Promise<T> =>
    base.db.transaction().execute((trx) => work(inTransaction(base, trx)));

  const saveAndReload = async (context: EngineContext, entity: EntitySchema, record: unknown, actor: Actor) => {
    if (!isRecord(record)) throw engineError(actor.language, 'badRecord');
    return reload(context, entity, await saveRecord(context, entity, record, actor));
  };

  return {
    async findById(entityName, id, actor) {
      return findRecord(base, entityNamed(base, entityName, actor), id, actor);
    },
    async listByPage(entityName, params, actor) {
      return listByPage(base, entityNamed(base, entityName, actor), params, actor);
    },
    async saveOrUpdate(entityName, record, actor) {
      const entity = entityNamed(base, entityName, actor);
      return transaction((context) => saveAndReload(context, entity, record, actor));
    },
    async batchSaveOrUpdate(entityName, records, actor) {
      const entity = entityNamed(base, entityName, actor);
      if (!Array.isArray(records)) throw engineError(actor.language, 'badRecord');
      return transaction(async (context) => {
        const saved: EntityRecord[] = [];
        for (const record of records) saved.push(await saveAndReload(context, entity, record, actor));
        return saved;
      });
    },
    async delete(entityName, id, actor, versionNum) {
      const entity = entityNamed(base, entityName, actor);
      return transaction((context) => deleteRecord(context, entity, id, actor, versionNum));
    },
    async batchDelete(entityName, ids, actor) {
      const entity = entityNamed(base, entityName, actor);
      if (!Array.isArray(ids)) throw engineError(actor.language, 'badRecord');
      return transaction(async (context) => {
        for (const id of ids) await deleteRecord(context, entity, id, actor);
      });
    },
    async runAction(entityName, action, input, actor) {
      const entity = entityNamed(base, entityName, actor);
      return transaction(async (context) => reload(context, entity, await runAction(context, entity, action, input, actor)));
    },
  };
}

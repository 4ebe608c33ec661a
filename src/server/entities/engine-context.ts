import type { Kysely } from 'kysely';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { DatabaseTables } from '../db/database.types';
import type { DialectRules } from '../db/dialect-rules';
import type { GuardedWrites } from './commit-guards';
import type { RecordChecks } from './custom-record-checks';
import type { Actor } from './entity-engine.types';
import { engineError } from './engine-messages';
import type { LookupTable } from './lookup-values';
import type { WorkflowProcesses } from './workflow-processes';
import type { SecretBox } from '../secrets/secret-box';
import type { EngineEvent } from './engine-events';

/** What every engine step needs: the connection (or the open transaction), the rules, the clock and the checks registered in code. */
export interface EngineContext {
  db: Kysely<DatabaseTables>;
  rules: DialectRules;
  catalog: EntityCatalog;
  now: () => Date;
  recordChecks: RecordChecks;
  /**
   * Lookup values already read by this operation, by type: an import of thousands of records reads each
   * type once instead of once per record (set by import-records.ts only).
   */
  lookupMemo?: LookupTable;
  /** The approval platform, when the engine was given one (a save of a document in approval asks it). */
  processes?: WorkflowProcesses;
  /** Inside an engine transaction: the commit guards it watches (commit-guards.ts); every row write reports to it. */
  guarded?: GuardedWrites;
  /** Where a save puts what it lets through with a warning (list checks under WARN), for the answer's message. */
  warnings?: string[];
  /** Seals the values of fields declared `"secret": true` (write-row.ts). */
  secrets?: SecretBox;
  /** Inside an engine transaction: the workflow actions it ran, for the engine's event listener (engine-events.ts). */
  events?: EngineEvent[];
}

/** The same context inside a transaction: every step of one call sees and writes the same data. */
export function inTransaction(context: EngineContext, db: Kysely<DatabaseTables>): EngineContext {
  return { ...context, db };
}

/** An entity by name; a name the catalog does not know is the caller's mistake, not a crash. */
export function entityNamed(context: EngineContext, name: string, actor: Actor): EntitySchema {
  if (!context.catalog.has(name)) throw engineError(actor.language, 'unknownEntity', { entity: name });
  return context.catalog.get(name);
}

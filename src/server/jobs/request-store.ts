import { tableOf, type EntityCatalog } from '../../shared/entity/entity-catalog';
import { formatDateTime, type Actor, type EntityEngine } from '../entities';
import { SYSTEM_USER_ID } from '../seed/seed-writes';
import { asNumber, type SqlDatabase } from '../sql-database';
import { REQUEST_STATUS, SCHEDULE_REQUEST_ENTITY, type RequestOutcome } from './schedule-request';

/** The scheduler submitting the runs of daily programs: the system user, no session. */
const SCHEDULER_ACTOR: Actor = {
  userId: SYSTEM_USER_ID,
  userName: 'scheduler',
  userType: 'internal',
  supplierId: null,
  language: 'CN',
  sessionId: SYSTEM_USER_ID,
  organizations: 'all',
};

/** The column's length in schemas/schedule/scheduleRequest.json. */
const RESULT_MESSAGE_LENGTH = 2000;
/** A sweep re-enqueues at most this many lost requests; the next sweep takes the rest. */
const RECOVERY_BATCH = 500;

export interface RequestToRun {
  programCode: string;
  parameters: unknown;
}

/**
 * The request records as the job platform reads and moves them. Every status change is one conditional
 * UPDATE on the current status, so two workers (or two processes) can never both move the same request.
 */
export class RequestStore {
  private readonly table: string;

  constructor(
    private readonly database: SqlDatabase,
    catalog: EntityCatalog,
    private readonly engine: EntityEngine,
    private readonly now: () => Date,
  ) {
    this.table = tableOf(catalog.get(SCHEDULE_REQUEST_ENTITY));
  }

  /** Submits a run of a program with its default parameters as the scheduler; answers the request id. */
  async createScheduled(programCode: string): Promise<number> {
    const saved = await this.engine.saveOrUpdate(SCHEDULE_REQUEST_ENTITY, { programCode }, SCHEDULER_ACTOR);
    return asNumber(saved.requestId);
  }

  /**
   * PENDING -> RUNNING for this process, counting the run. False when the request is not PENDING any
   * more (already run, running elsewhere, cancelled, or gone): the caller then skips it.
   */
  async claim(requestId: number, processInfo: string): Promise<boolean> {
    const stamp = formatDateTime(this.now());
    const result = await this.database.db
      .updateTable(this.table)
      .set((eb) => ({
        status: REQUEST_STATUS.running,
        runCount: eb(eb.fn.coalesce('runCount', eb.lit(0)), '+', 1),
        startTime: stamp,
        processInfo,
        versionNum: eb('versionNum', '+', 1),
        lastUpdatedBy: SYSTEM_USER_ID,
        lastUpdateDate: stamp,
      }))
      .where('requestId', '=', requestId)
      .where('status', '=', REQUEST_STATUS.pending)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async load(requestId: number): Promise<RequestToRun> {
    const row = await this.database.db
      .selectFrom(this.table)
      .select(['programCode', 'parameters'])
      .where('requestId', '=', requestId)
      .executeTakeFirstOrThrow();
    return { programCode: String(row.programCode), parameters: row.parameters };
  }

  /** RUNNING -> the outcome, with the end time and the result (cut to the column's length). */
  async finish(requestId: number, outcome: RequestOutcome, message: string): Promise<void> {
    const stamp = formatDateTime(this.now());
    await this.database.db
      .updateTable(this.table)
      .set((eb) => ({
        status: outcome,
        endTime: stamp,
        resultMessage: message.slice(0, RESULT_MESSAGE_LENGTH),
        versionNum: eb('versionNum', '+', 1),
        lastUpdatedBy: SYSTEM_USER_ID,
        lastUpdateDate: stamp,
      }))
      .where('requestId', '=', requestId)
      .where('status', '=', REQUEST_STATUS.running)
      .execute();
  }

  /** Requests still PENDING that were created before `cutoff`: their enqueue may have been lost. */
  async pendingCreatedBefore(cutoff: Date): Promise<number[]> {
    const rows = await this.database.db
      .selectFrom(this.table)
      .select('requestId')
      .where('status', '=', REQUEST_STATUS.pending)
      .where('creationDate', '<', formatDateTime(cutoff))
      .orderBy('requestId')
      .limit(RECOVERY_BATCH)
      .execute();
    return rows.map((row) => asNumber(row.requestId));
  }
}

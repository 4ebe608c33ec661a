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
  /** NOW (or none), AT or CRON: a CRON request is a schedule whose runs are requests of their own. */
  scheduleType: string;
  runAt: string | null;
  cronExpression: string | null;
  /** When an AT request was released to run (null: not yet). */
  lastFireTime: string | null;
  runCount: number;
}

/** A SCHEDULED request whose next run has come. */
export interface DueSchedule {
  requestId: number;
  scheduleType: string;
  cronExpression: string | null;
  nextRunTime: string;
  programCode: string;
  parameters: unknown;
}

/** The longest log kept on a request (scheduleRequest.requestLog); older lines are dropped first. */
const LOG_LENGTH = 65_000;
const DUE_BATCH = 100;

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
      .select(['programCode', 'parameters', 'scheduleType', 'runAt', 'cronExpression', 'lastFireTime', 'runCount'])
      .where('requestId', '=', requestId)
      .executeTakeFirstOrThrow();
    const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));
    return {
      programCode: String(row.programCode),
      parameters: row.parameters,
      scheduleType: text(row.scheduleType) ?? 'NOW',
      runAt: text(row.runAt),
      cronExpression: text(row.cronExpression),
      lastFireTime: text(row.lastFireTime),
      runCount: row.runCount === null || row.runCount === undefined ? 0 : asNumber(row.runCount),
    };
  }

  /** Sets fields of a request as the scheduler, moving its version, when it is in `from` (any status without). */
  private async move(requestId: number, values: Record<string, unknown>, where: Record<string, unknown> = {}): Promise<boolean> {
    const stamp = formatDateTime(this.now());
    let query = this.database.db
      .updateTable(this.table)
      .set((eb) => ({ ...values, versionNum: eb('versionNum', '+', 1), lastUpdatedBy: SYSTEM_USER_ID, lastUpdateDate: stamp }))
      .where('requestId', '=', requestId);
    for (const [field, value] of Object.entries(where)) query = value === null ? query.where(field, 'is', null) : query.where(field, '=', value);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** PENDING -> SCHEDULED, waiting for its time (AT) or its CRON expression's next moment. */
  async arrange(requestId: number, nextRunTime: Date): Promise<boolean> {
    return this.move(requestId, { status: REQUEST_STATUS.scheduled, nextRunTime: formatDateTime(nextRunTime) }, { status: REQUEST_STATUS.pending });
  }

  /** The SCHEDULED requests whose next run is at or before `now`, oldest first. */
  async due(now: Date): Promise<DueSchedule[]> {
    const rows = await this.database.db
      .selectFrom(this.table)
      .select(['requestId', 'scheduleType', 'cronExpression', 'nextRunTime', 'programCode', 'parameters'])
      .where('status', '=', REQUEST_STATUS.scheduled)
      .where('nextRunTime', '<=', formatDateTime(now))
      .orderBy('nextRunTime')
      .limit(DUE_BATCH)
      .execute();
    return rows.map((row) => ({
      requestId: asNumber(row.requestId),
      scheduleType: String(row.scheduleType ?? 'NOW'),
      cronExpression: row.cronExpression === null || row.cronExpression === undefined ? null : String(row.cronExpression),
      nextRunTime: String(row.nextRunTime),
      programCode: String(row.programCode),
      parameters: row.parameters,
    }));
  }

  /** An AT request's time has come: SCHEDULED -> PENDING, once across processes. */
  async release(requestId: number): Promise<boolean> {
    const stamp = formatDateTime(this.now());
    return this.move(requestId, { status: REQUEST_STATUS.pending, nextRunTime: null, lastFireTime: stamp }, { status: REQUEST_STATUS.scheduled });
  }

  /** A CRON request fires: its next run moves on from the one that came, once across processes (the update is conditional on it). */
  async advance(requestId: number, firedRunTime: string, next: Date): Promise<boolean> {
    const stamp = formatDateTime(this.now());
    return this.move(requestId, { nextRunTime: formatDateTime(next), lastFireTime: stamp }, { status: REQUEST_STATUS.scheduled, nextRunTime: firedRunTime });
  }

  /** A run of a CRON schedule: a request of its own with the schedule's program and parameters, submitted as the scheduler. */
  async createRun(schedule: DueSchedule): Promise<number> {
    const parameters = schedule.parameters === null || schedule.parameters === undefined ? undefined : String(schedule.parameters);
    const saved = await this.engine.saveOrUpdate(SCHEDULE_REQUEST_ENTITY, { programCode: schedule.programCode, parameters }, SCHEDULER_ACTOR);
    const runId = asNumber(saved.requestId);
    // The link is the scheduler's to set (a read-only field, which saves do not take).
    await this.move(runId, { parentRequestId: schedule.requestId });
    return runId;
  }

  /** Notes on a schedule why its run could not be created. */
  async noteScheduleProblem(requestId: number, message: string): Promise<void> {
    await this.move(requestId, { resultMessage: message.slice(0, RESULT_MESSAGE_LENGTH) });
  }

  /** RUNNING -> PENDING for another attempt (the program's retry policy); the attempt is counted on its claim. */
  async requeue(requestId: number, message: string): Promise<boolean> {
    return this.move(requestId, { status: REQUEST_STATUS.pending, resultMessage: message.slice(0, RESULT_MESSAGE_LENGTH) }, { status: REQUEST_STATUS.running });
  }

  /** Keeps the log lines of a run (the newest when too long), after those of earlier attempts. */
  async appendLog(requestId: number, lines: readonly string[]): Promise<void> {
    if (lines.length === 0) return;
    const row = await this.database.db.selectFrom(this.table).select('requestLog').where('requestId', '=', requestId).executeTakeFirst();
    const before = row?.requestLog ? `${String(row.requestLog)}\n` : '';
    const text = `${before}${lines.join('\n')}`;
    await this.move(requestId, { requestLog: text.length > LOG_LENGTH ? text.slice(text.length - LOG_LENGTH) : text });
  }

  /** The output files of a request (ids of the file service, comma-joined as attachment fields are). */
  async addOutput(requestId: number, fileId: number): Promise<void> {
    const row = await this.database.db.selectFrom(this.table).select('outputFileIds').where('requestId', '=', requestId).executeTakeFirst();
    const ids = row?.outputFileIds ? String(row.outputFileIds).split(',').filter(Boolean) : [];
    await this.move(requestId, { outputFileIds: [...ids, String(fileId)].join(',') });
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

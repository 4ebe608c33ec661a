import { hostname } from 'node:os';
import { tableOf, type EntityCatalog } from '../../shared/entity/entity-catalog';
import { creationAudit } from '../audit/creation-audit';
import { formatDateTime } from '../entities';
import { SYSTEM_USER_ID } from '../seed/seed-writes';
import type { SqlDatabase } from '../sql-database';

/** The entity of the heartbeat rows (schemas/schedule/scheduleProcess.json), listed by the gtasks screen. */
export const SCHEDULE_PROCESS_ENTITY = 'scheduleProcess';
/** A process whose heartbeat is older than this is taken as gone: its row is removed by any other process. */
const GONE_AFTER_MS = 3 * 60_000;
const SYSTEM = { userId: SYSTEM_USER_ID, sessionId: SYSTEM_USER_ID };

interface Task {
  requestId: number;
  programCode: string;
  started: Date;
}

/**
 * What this process runs now, as one row per process (host, pid) that every process beats into: the
 * gtasks screen lists them. The row changes at once when a request starts or ends, and its elapsed time
 * and heartbeat on every scheduler tick; rows of processes that stopped beating are removed.
 */
export class ProcessHeartbeat {
  readonly processKey = `${hostname()}:${process.pid}`;
  private readonly table: string;
  private readonly processStarted: string;
  private task: Task | null = null;

  constructor(
    private readonly database: SqlDatabase,
    catalog: EntityCatalog,
    private readonly now: () => Date,
  ) {
    this.table = tableOf(catalog.get(SCHEDULE_PROCESS_ENTITY));
    this.processStarted = formatDateTime(now());
  }

  async busy(requestId: number, programCode: string): Promise<void> {
    this.task = { requestId, programCode, started: this.now() };
    await this.beat();
  }

  async idle(): Promise<void> {
    this.task = null;
    await this.beat();
  }

  /** Writes this process's row and removes the rows of processes gone silent. */
  async beat(): Promise<void> {
    const now = this.now();
    const stamp = formatDateTime(now);
    const task = this.task;
    const values = {
      hostName: hostname(),
      pid: process.pid,
      processStarted: this.processStarted,
      lastHeartbeat: stamp,
      taskStatus: task ? 'BUSY' : 'IDLE',
      requestId: task?.requestId ?? null,
      programCode: task?.programCode ?? null,
      taskStarted: task ? formatDateTime(task.started) : null,
      elapsedSeconds: task ? Math.max(0, Math.round((now.getTime() - task.started.getTime()) / 1000)) : null,
    };
    const db = this.database.db;
    const updated = await db.updateTable(this.table).set({ ...values, lastUpdateDate: stamp }).where('processKey', '=', this.processKey).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await db
        .insertInto(this.table)
        .values({ processKey: this.processKey, ...values, ...creationAudit(stamp, SYSTEM) })
        .execute()
        .catch(() => undefined);
    }
    await db.deleteFrom(this.table).where('lastHeartbeat', '<', formatDateTime(new Date(now.getTime() - GONE_AFTER_MS))).execute();
  }

  /** The process stops: its row goes. */
  async remove(): Promise<void> {
    await this.database.db.deleteFrom(this.table).where('processKey', '=', this.processKey).execute();
  }
}

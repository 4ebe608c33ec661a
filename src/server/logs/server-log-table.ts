import { hostname } from 'node:os';
import { Writable } from 'node:stream';
import { creationAudit } from '../audit/creation-audit';
import { formatDateTime } from '../entities';
import { SYSTEM_USER_ID } from '../seed/seed-writes';
import type { SqlDatabase } from '../sql-database';

/** The table of the server log (schemas/base/baseServerLog.json), searched on the `log` screen. */
export const SERVER_LOGS_TABLE = 'base_server_logs';
/** Lines waiting for the database; past this the oldest are dropped (a database down must not eat memory). */
const MAX_WAITING = 2000;
const FLUSH_MS = 1000;
const BATCH = 200;
const LEVEL_NAMES: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
const PROCESS_INFO = `${hostname()}:${process.pid}`;
const SYSTEM = { userId: SYSTEM_USER_ID, sessionId: SYSTEM_USER_ID };

/**
 * A pino destination writing the server's log lines (already redacted by pino) into a bounded table:
 * lines wait in memory until the database is open, then are inserted in batches every second; the
 * daily purgeLogs program keeps the table to its retention. Writing never blocks or fails the logger.
 */
export class ServerLogTable extends Writable {
  private readonly waiting: Record<string, unknown>[] = [];
  private database: SqlDatabase | null = null;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  dropped = 0;

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() === '') continue;
      try {
        this.accept(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // Not a JSON line: nothing to keep.
      }
    }
    done();
  }

  private accept(entry: Record<string, unknown>): void {
    const { time, level, msg, reqId, component, pid: _pid, hostname: _host, ...rest } = entry;
    const moment = typeof time === 'number' ? new Date(time) : new Date();
    const detail = JSON.stringify(rest);
    this.waiting.push({
      logTime: formatDateTime(moment),
      level: LEVEL_NAMES[Number(level)] ?? String(level),
      message: String(msg ?? (rest.err as { message?: string } | undefined)?.message ?? '').slice(0, 1000),
      requestId: reqId === undefined ? null : String(reqId).slice(0, 128),
      component: component === undefined ? null : String(component).slice(0, 60),
      processInfo: PROCESS_INFO,
      detail: detail === '{}' ? null : detail.slice(0, 20_000),
    });
    if (this.waiting.length > MAX_WAITING) {
      this.waiting.shift();
      this.dropped += 1;
    }
  }

  /** The database is open: lines start going to it. */
  attach(database: SqlDatabase): void {
    this.database = database;
    this.timer = setInterval(() => {
      this.flushing = this.flushing.then(() => this.flush());
    }, FLUSH_MS);
    this.timer.unref();
  }

  /** Writes what waits (the database closes next). */
  async detach(): Promise<void> {
    clearInterval(this.timer);
    await this.flushing;
    await this.flush();
    this.database = null;
  }

  async flush(): Promise<void> {
    const database = this.database;
    while (database && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, BATCH);
      const stamp = formatDateTime(new Date());
      try {
        await database.db
          .insertInto(SERVER_LOGS_TABLE)
          .values(batch.map((row) => ({ ...row, ...creationAudit(stamp, SYSTEM) })))
          .execute();
      } catch {
        this.dropped += batch.length;
        return;
      }
    }
  }
}

import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { formatDateTime } from '../entities';
import type { SqlDatabase } from '../sql-database';
import { bothLanguages, jobMessageInBoth } from './job-messages';
import type { ProcessHeartbeat } from './process-heartbeat';
import type { ProgramRegistry } from './program-registry';
import { parseProgramParameters } from './program-parameters';
import type { ProgramSettingsStore } from './program-settings';
import type { RequestOutputs } from './request-outputs';
import type { RequestStore } from './request-store';
import { REQUEST_STATUS, type RequestOutcome } from './schedule-request';

export interface RequestRunnerOptions {
  database: SqlDatabase;
  store: RequestStore;
  programs: ProgramRegistry;
  log: FastifyBaseLogger;
  now: () => Date;
  /** The administrators' settings of each program (enabled, maximum run time, retries); defaults without. */
  settings?: ProgramSettingsStore;
  /** What this process runs now (the gtasks screen). */
  heartbeat?: ProcessHeartbeat;
  /** Programs' output files. */
  outputs?: RequestOutputs;
  /** Enqueues a request again (a retry of a failed run). */
  resubmit?: (requestId: number) => Promise<void>;
}

/** Which process ran a request, as the record shows it. */
const PROCESS_INFO = `${hostname()}:${process.pid}`;
/** The most log lines one run keeps. */
const MAX_LOG_LINES = 2000;

class RunTimeExceeded extends Error {}

/**
 * Runs one request, whichever queue delivered it: claims it (or skips it when it is not PENDING any
 * more), runs its program with its checked parameters, and records the outcome. A failing program
 * ends the request in ERROR with its message (or puts it back to PENDING while its program's retries
 * last); only a failure to reach the database escapes. A request submitted to run at a time or on a
 * CRON schedule is not run: it is handed to the scheduler (SCHEDULED).
 */
export class RequestRunner {
  /** Set by the queue: AT and CRON requests delivered before the scheduler took them. */
  arrange: ((requestId: number) => Promise<boolean>) | undefined;

  constructor(private readonly options: RequestRunnerOptions) {}

  async run(requestId: number): Promise<void> {
    const { store, log } = this.options;
    if (this.arrange && (await this.arrange(requestId))) return;
    if (!(await store.claim(requestId, PROCESS_INFO))) {
      log.debug({ requestId }, 'job request skipped: no longer pending');
      return;
    }
    const lines: string[] = [];
    const { outcome, message, runCount, retries } = await this.execute(requestId, lines);
    await store.appendLog(requestId, lines).catch((error: unknown) => log.warn({ err: error, requestId }, 'job request log not kept'));
    if (outcome === REQUEST_STATUS.error && runCount <= retries && this.options.resubmit) {
      if (await store.requeue(requestId, message)) {
        await this.options.resubmit(requestId);
        return;
      }
    }
    await store.finish(requestId, outcome, message);
  }

  private async execute(requestId: number, lines: string[]): Promise<{ outcome: RequestOutcome; message: string; runCount: number; retries: number }> {
    const { database, store, programs, now, heartbeat, outputs } = this.options;
    const request = await store.load(requestId);
    const log = this.options.log.child({ requestId, program: request.programCode });
    const settings = this.options.settings ? await this.options.settings.settings(request.programCode) : { enabled: true, maxRunMinutes: null, retryCount: 0 };
    const result = (outcome: RequestOutcome, message: string, retries = 0) => ({ outcome, message, runCount: request.runCount, retries });
    const program = programs.get(request.programCode);
    if (!program) {
      log.error('job request names a program this process does not define');
      return result(REQUEST_STATUS.error, jobMessageInBoth('programUnavailable', { code: request.programCode }));
    }
    if (!settings.enabled) return result(REQUEST_STATUS.error, jobMessageInBoth('programDisabled', { code: request.programCode }));
    // Checked on submit already; checked again because the program may have changed since.
    const parameters = parseProgramParameters(program, request.parameters, 'CN');
    if (!parameters.ok) {
      const english = parseProgramParameters(program, request.parameters, 'EN');
      const en = english.ok ? '' : english.problems.join('; ');
      return result(REQUEST_STATUS.error, bothLanguages({ cn: parameters.problems.join('；'), en }));
    }
    const started = Date.now();
    const abort = new AbortController();
    const writeLog = (line: string) => {
      if (lines.length < MAX_LOG_LINES) lines.push(`${formatDateTime(now())} ${line}`);
    };
    const writeOutput = async (fileName: string, content: string | Buffer, contentType?: string) => {
      if (!outputs) throw new Error('job outputs are not configured');
      await outputs.write(requestId, fileName, content, contentType);
    };
    await heartbeat?.busy(requestId, request.programCode).catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    try {
      const running = program.run(parameters.value, { database, now: now(), log, requestId, writeLog, writeOutput, signal: abort.signal });
      const limit = settings.maxRunMinutes;
      const summary = limit
        ? await Promise.race([
            running,
            new Promise<never>((_resolve, reject) => {
              timer = setTimeout(() => {
                abort.abort();
                reject(new RunTimeExceeded(jobMessageInBoth('runTimeExceeded', { minutes: limit })));
              }, limit * 60_000);
            }),
          ])
        : await running;
      log.info({ ms: Date.now() - started }, 'job request completed');
      return result(REQUEST_STATUS.completed, bothLanguages(summary));
    } catch (error) {
      log.error({ err: error, ms: Date.now() - started }, 'job request failed');
      const message = error instanceof Error ? error.message : String(error);
      writeLog(`ERROR ${message}`);
      return result(REQUEST_STATUS.error, message, error instanceof RunTimeExceeded ? 0 : settings.retryCount);
    } finally {
      clearTimeout(timer);
      await heartbeat?.idle().catch(() => undefined);
    }
  }
}

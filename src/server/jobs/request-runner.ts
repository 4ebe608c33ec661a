import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { SqlDatabase } from '../sql-database';
import { bothLanguages, jobMessageInBoth } from './job-messages';
import type { ProgramRegistry } from './program-registry';
import { parseProgramParameters } from './program-parameters';
import type { RequestStore } from './request-store';
import { REQUEST_STATUS, type RequestOutcome } from './schedule-request';

export interface RequestRunnerOptions {
  database: SqlDatabase;
  store: RequestStore;
  programs: ProgramRegistry;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** Which process ran a request, as the record shows it. */
const PROCESS_INFO = `${hostname()}:${process.pid}`;

/**
 * Runs one request, whichever queue delivered it: claims it (or skips it when it is not PENDING any
 * more), runs its program with its checked parameters, and records the outcome. A failing program
 * ends the request in ERROR with its message; only a failure to reach the database escapes.
 */
export class RequestRunner {
  constructor(private readonly options: RequestRunnerOptions) {}

  async run(requestId: number): Promise<void> {
    const { store, log } = this.options;
    if (!(await store.claim(requestId, PROCESS_INFO))) {
      log.debug({ requestId }, 'job request skipped: no longer pending');
      return;
    }
    const { outcome, message } = await this.execute(requestId);
    await store.finish(requestId, outcome, message);
  }

  private async execute(requestId: number): Promise<{ outcome: RequestOutcome; message: string }> {
    const { database, store, programs, now } = this.options;
    const request = await store.load(requestId);
    const log = this.options.log.child({ requestId, program: request.programCode });
    const program = programs.get(request.programCode);
    if (!program) {
      log.error('job request names a program this process does not define');
      return { outcome: REQUEST_STATUS.error, message: jobMessageInBoth('programUnavailable', { code: request.programCode }) };
    }
    // Checked on submit already; checked again because the program may have changed since.
    const parameters = parseProgramParameters(program, request.parameters, 'CN');
    if (!parameters.ok) {
      const english = parseProgramParameters(program, request.parameters, 'EN');
      const en = english.ok ? '' : english.problems.join('; ');
      return { outcome: REQUEST_STATUS.error, message: bothLanguages({ cn: parameters.problems.join('；'), en }) };
    }
    const started = Date.now();
    try {
      const summary = await program.run(parameters.value, { database, now: now(), log, requestId });
      log.info({ ms: Date.now() - started }, 'job request completed');
      return { outcome: REQUEST_STATUS.completed, message: bothLanguages(summary) };
    } catch (error) {
      log.error({ err: error, ms: Date.now() - started }, 'job request failed');
      return { outcome: REQUEST_STATUS.error, message: error instanceof Error ? error.message : String(error) };
    }
  }
}

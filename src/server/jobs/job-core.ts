import type { FastifyBaseLogger } from 'fastify';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntityEngine } from '../entities';
import type { FileStore } from '../files/storage/file-store';
import type { SqlDatabase } from '../sql-database';
import { ProcessHeartbeat } from './process-heartbeat';
import { ProgramRegistry } from './program-registry';
import { ProgramSettingsStore } from './program-settings';
import { RequestOutputs } from './request-outputs';
import { RequestRunner } from './request-runner';
import { RequestScheduler } from './request-scheduler';
import { RequestStore } from './request-store';

export interface JobQueueOptions {
  database: SqlDatabase;
  catalog: EntityCatalog;
  engine: EntityEngine;
  log: FastifyBaseLogger;
  /** The clock for request times (tests pin it). */
  now?: () => Date;
  /** Where programs' output files go (the file service's store); without it a program's writeOutput fails. */
  files?: FileStore;
  /** How often each process looks for due AT and CRON requests and beats its heartbeat (request-scheduler.ts). */
  schedulerTickMs?: number;
}

/** What every queue implementation shares: its programs, the request records and the runner. */
export interface JobCore {
  programs: ProgramRegistry;
  store: RequestStore;
  runner: RequestRunner;
  now: () => Date;
  log: FastifyBaseLogger;
  /** AT and CRON requests (request-scheduler.ts). */
  scheduler: RequestScheduler;
  heartbeat: ProcessHeartbeat;
  settings: ProgramSettingsStore;
}

/** `submit` enqueues a request on the queue that owns this core (the scheduler's runs and the runner's retries). */
export function createJobCore(options: JobQueueOptions, submit: (requestId: number) => Promise<void> = async () => undefined): JobCore {
  const now = options.now ?? (() => new Date());
  const log = options.log.child({ component: 'jobs' });
  const programs = new ProgramRegistry();
  const store = new RequestStore(options.database, options.catalog, options.engine, now);
  const heartbeat = new ProcessHeartbeat(options.database, options.catalog, now);
  const settings = new ProgramSettingsStore(options.database, options.catalog, now);
  const outputs = new RequestOutputs(options.database, store, options.files);
  const runner = new RequestRunner({ database: options.database, store, programs, log, now, settings, heartbeat, outputs, resubmit: submit });
  const scheduler = new RequestScheduler(store, submit, heartbeat, now, log, options.schedulerTickMs);
  return { programs, store, runner, now, log, scheduler, heartbeat, settings };
}

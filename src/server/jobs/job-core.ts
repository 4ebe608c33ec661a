import type { FastifyBaseLogger } from 'fastify';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntityEngine } from '../entities';
import type { SqlDatabase } from '../sql-database';
import { ProgramRegistry } from './program-registry';
import { RequestRunner } from './request-runner';
import { RequestStore } from './request-store';

export interface JobQueueOptions {
  database: SqlDatabase;
  catalog: EntityCatalog;
  engine: EntityEngine;
  log: FastifyBaseLogger;
  /** The clock for request times (tests pin it). */
  now?: () => Date;
}

/** What every queue implementation shares: its programs, the request records and the runner. */
export interface JobCore {
  programs: ProgramRegistry;
  store: RequestStore;
  runner: RequestRunner;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function createJobCore(options: JobQueueOptions): JobCore {
  const now = options.now ?? (() => new Date());
  const log = options.log.child({ component: 'jobs' });
  const programs = new ProgramRegistry();
  const store = new RequestStore(options.database, options.catalog, options.engine, now);
  const runner = new RequestRunner({ database: options.database, store, programs, log, now });
  return { programs, store, runner, now, log };
}

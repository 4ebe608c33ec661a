import { pino } from 'pino';
import { z } from 'zod';
import { createEntityEngine, type Actor, type EntityEngine, type EntityRecord } from '../../../../src/server/entities';
import type { JobProgram } from '../../../../src/server/jobs/job-program';
import type { JobQueueOptions } from '../../../../src/server/jobs/job-core';
import { jobRecordChecks } from '../../../../src/server/jobs/request-parameter-check';
import { actorOf, insertLookups, openTestDatabase, type TestDatabase } from '../../engine/engine-fixture';
import { TEST_API_DIALECT } from '../../support/test-database';

/** A promise the test settles by hand: a program that waits on it keeps the worker busy. */
export interface Gate {
  promise: Promise<void>;
  open(): void;
}

export function gate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Programs whose runs the tests can count, fail and hold. */
export class TestPrograms {
  /** requestId -> how many times a program body ran for it. */
  readonly runs = new Map<number, number>();
  /** The holding program finishes once the test opens this. */
  release = gate();
  /** Opens when the holding program has started. */
  holding = gate();

  /** New gates for the next test. */
  resetGates(): void {
    this.release = gate();
    this.holding = gate();
  }

  private count(requestId: number): void {
    this.runs.set(requestId, (this.runs.get(requestId) ?? 0) + 1);
  }

  readonly counting: JobProgram = {
    code: 'testCounting',
    name: { cn: '计数', en: 'Counting' },
    parameters: z.object({}).strict(),
    run: async (_parameters, { requestId }) => {
      this.count(requestId);
      return { cn: '已计数', en: 'counted' };
    },
  };

  readonly failing: JobProgram<{ supplier: string }> = {
    code: 'testFailing',
    name: { cn: '失败', en: 'Failing' },
    parameters: z.object({ supplier: z.string() }).strict(),
    run: async ({ supplier }, { requestId }) => {
      this.count(requestId);
      throw new Error(`supplier ${supplier} did not answer`);
    },
  };

  readonly holder: JobProgram = {
    code: 'testHolding',
    name: { cn: '等待', en: 'Holding' },
    parameters: z.object({}).strict(),
    run: async (_parameters, { requestId }) => {
      this.count(requestId);
      this.holding.open();
      await this.release.promise;
      return { cn: '已放行', en: 'released' };
    },
  };

  readonly daily: JobProgram = {
    code: 'testDaily',
    name: { cn: '每日', en: 'Daily' },
    parameters: z.object({}).strict(),
    daily: { hour: 3 },
    run: async (_parameters, { requestId }) => {
      this.count(requestId);
      return { cn: '每日完成', en: 'daily done' };
    },
  };

  readonly every: JobProgram = {
    code: 'testEvery',
    name: { cn: '每分钟', en: 'Every minute' },
    parameters: z.object({}).strict(),
    every: { minutes: 1 },
    run: async (_parameters, { requestId }) => {
      this.count(requestId);
      return { cn: '定时完成', en: 'timer done' };
    },
  };

  all(): JobProgram[] {
    return [this.counting, this.failing, this.holder, this.daily, this.every];
  }
}

export interface JobWorld extends TestDatabase {
  engine: EntityEngine;
  actor: Actor;
  programs: TestPrograms;
  /** What a queue needs, on this database. */
  options(now?: () => Date): JobQueueOptions;
  /** Saves a new request as a user would (not enqueued: the caller submits it or not). */
  create(programCode: string, parameters?: string): Promise<number>;
  find(requestId: number): Promise<EntityRecord>;
}

/**
 * A migrated database of the API test dialect with the product's lookups, the test programs offered in
 * the SCHEDULE_PROGRAM lookup as products offer theirs, and an engine that checks request parameters.
 */
export async function openJobWorld(extraPrograms: JobProgram[] = []): Promise<JobWorld> {
  const test = await openTestDatabase(TEST_API_DIALECT);
  await insertLookups(test.database);
  const programs = new TestPrograms();
  const type = await test.database.db
    .selectFrom('base_lookup_types')
    .select('lookupTypeId')
    .where('lookupType', '=', 'SCHEDULE_PROGRAM')
    .executeTakeFirstOrThrow();
  for (const program of [...programs.all(), ...extraPrograms]) {
    await test.database.db
      .insertInto('base_lookup_values')
      .values({ lookupTypeId: type.lookupTypeId, lookupType: 'SCHEDULE_PROGRAM', lookupCode: program.code, meaning: program.name.cn, meaningEn: program.name.en, enabledFlag: 'Y', versionNum: 1 })
      .execute();
  }
  const engine = createEntityEngine(test.database, test.catalog, { recordChecks: jobRecordChecks([...programs.all(), ...extraPrograms]) });
  // The request administrator: he sees the scheduler's requests too (scheduleRequest's participantScope).
  const actor = actorOf(1, { menuRoutes: ['submitRequest'] });
  return {
    ...test,
    engine,
    actor,
    programs,
    options: (now) => ({ database: test.database, catalog: test.catalog, engine, log: pino({ level: 'silent' }), now }),
    async create(programCode, parameters) {
      const saved = await engine.saveOrUpdate('scheduleRequest', { programCode, parameters }, actor);
      return Number(saved.requestId);
    },
    find: (requestId) => engine.findById('scheduleRequest', requestId, actor),
  };
}

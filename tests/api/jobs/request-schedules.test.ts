import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskFileStore } from '../../../src/server/files/storage/local-disk-file-store';
import { InProcessJobQueue } from '../../../src/server/jobs/in-process-job-queue';
import type { JobProgram } from '../../../src/server/jobs/job-program';
import { describeParameters } from '../../../src/server/jobs/parameter-description';
import { eventually } from './support/eventually';
import { openJobWorld, type JobWorld } from './support/job-world';

/**
 * Requests run at a time or on a CRON schedule, under a clock the test moves (no real waiting for a
 * period): the scheduler fires each due run once, paused and cancelled schedules do not fire, failed
 * runs are retried by the program's policy or by hand (doRetry), and a run keeps its log and output file.
 */
type Row = Record<string, unknown>;

let world: JobWorld;
let queue: InProcessJobQueue;
let clock = new Date(2026, 10, 27, 10, 1, 0);
let filesDir: string;
let attempts = 0;

const writer: JobProgram<{ rows: number }> = {
  code: 'testWriter',
  name: { cn: '输出', en: 'Writer' },
  parameters: z.object({ rows: z.number().int().min(1).default(3).describe('rows to write') }).strict(),
  parameterLookups: { rows: 'ROW_COUNTS' },
  run: async ({ rows }, context) => {
    for (let row = 1; row <= rows; row += 1) context.writeLog?.(`row ${row} written`);
    await context.writeOutput?.('rows.csv', `row\n${Array.from({ length: rows }, (_, i) => i + 1).join('\n')}\n`, 'text/csv');
    return { cn: `写入${rows}行`, en: `${rows} rows written` };
  },
};

const flaky: JobProgram = {
  code: 'testFlaky',
  name: { cn: '不稳定', en: 'Flaky' },
  parameters: z.object({}).strict(),
  run: async (_parameters, context) => {
    attempts += 1;
    context.writeLog?.(`attempt ${attempts}`);
    throw new Error(`attempt ${attempts} failed`);
  },
};

beforeAll(async () => {
  world = await openJobWorld([writer, flaky]);
  filesDir = await mkdtemp(join(tmpdir(), 'job-outputs-'));
  queue = new InProcessJobQueue({ ...world.options(() => clock), files: new LocalDiskFileStore(filesDir), schedulerTickMs: 20 });
  for (const program of [...world.programs.all(), writer, flaky]) queue.define(program);
  await queue.start();
});

afterAll(async () => {
  await queue?.close();
  await world?.cleanup();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

afterEach(() => world.programs.resetGates());

const request = (id: number) => world.find(id);
async function save(record: Row): Promise<number> {
  const saved = await world.engine.saveOrUpdate('scheduleRequest', record, world.actor);
  const id = Number(saved.requestId);
  await queue.arrange(id).then((arranged) => (arranged ? undefined : queue.submit(id)));
  return id;
}
async function runsOf(parentId: number): Promise<Row[]> {
  const page = await world.engine.listByPage('scheduleRequest', { parentRequestId: parentId }, world.actor);
  return page.rows as Row[];
}
const finished = (row: Row | undefined) => row !== undefined && ['COMPLETED', 'ERROR'].includes(String(row.status));

describe('requests on a CRON schedule', () => {
  it('fires once per due moment under the fake clock, pauses, resumes and cancels', async () => {
    clock = new Date(2026, 10, 27, 10, 1, 0);
    const id = await save({ programCode: 'testCounting', scheduleType: 'CRON', cronExpression: '*/5 * * * *' });
    expect(await request(id)).toMatchObject({ status: 'SCHEDULED', nextRunTime: '2026-11-27 10:05:00' });

    clock = new Date(2026, 10, 27, 10, 4, 59);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await runsOf(id)).toEqual([]);

    clock = new Date(2026, 10, 27, 10, 5, 0);
    const [first] = await eventually('the first run', () => runsOf(id), (rows) => rows.length === 1 && finished(rows[0]));
    expect(first).toMatchObject({ status: 'COMPLETED', programCode: 'testCounting', parentRequestId: id });
    expect(await request(id)).toMatchObject({ status: 'SCHEDULED', nextRunTime: '2026-11-27 10:10:00', lastFireTime: '2026-11-27 10:05:00' });

    // Paused: the moments pass without a run.
    const paused = await world.engine.runAction('scheduleRequest', 'doPause', { id }, world.actor);
    expect(paused.status).toBe('PAUSED');
    clock = new Date(2026, 10, 27, 10, 16, 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await runsOf(id)).toHaveLength(1);

    // Resumed: the missed moments are made up once, then the schedule goes on from now.
    await world.engine.runAction('scheduleRequest', 'doResume', { id }, world.actor);
    await eventually('the run after resuming', () => runsOf(id), (rows) => rows.length === 2 && rows.every(finished));
    expect(await request(id)).toMatchObject({ status: 'SCHEDULED', nextRunTime: '2026-11-27 10:20:00' });

    const cancelled = await world.engine.runAction('scheduleRequest', 'doCancel', { id }, world.actor);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', nextRunTime: null });
    clock = new Date(2026, 10, 27, 10, 40, 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await runsOf(id)).toHaveLength(2);
  });

  it('runs an AT request at its time, not before', async () => {
    clock = new Date(2026, 10, 27, 11, 0, 0);
    const id = await save({ programCode: 'testCounting', scheduleType: 'AT', runAt: '2026-11-27 11:30:00' });
    expect(await request(id)).toMatchObject({ status: 'SCHEDULED', nextRunTime: '2026-11-27 11:30:00' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await request(id)).status).toBe('SCHEDULED');
    clock = new Date(2026, 10, 27, 11, 30, 0);
    const done = await eventually('the AT run', () => request(id), finished);
    expect(done).toMatchObject({ status: 'COMPLETED', runCount: 1 });
    expect(world.programs.runs.get(id)).toBe(1);
  });

  it('refuses a bad CRON expression and an AT request without its time, naming the field', async () => {
    await expect(world.engine.saveOrUpdate('scheduleRequest', { programCode: 'testCounting', scheduleType: 'CRON', cronExpression: '61 * * * *' }, world.actor)).rejects.toMatchObject({
      errors: [expect.objectContaining({ field: 'cronExpression', message: expect.stringContaining('61 * * * *') })],
    });
    await expect(world.engine.saveOrUpdate('scheduleRequest', { programCode: 'testCounting', scheduleType: 'CRON', cronExpression: 'every day' }, world.actor)).rejects.toMatchObject({
      errors: [expect.objectContaining({ field: 'cronExpression' })],
    });
    await expect(world.engine.saveOrUpdate('scheduleRequest', { programCode: 'testCounting', scheduleType: 'AT' }, world.actor)).rejects.toMatchObject({
      errors: [expect.objectContaining({ field: 'runAt' })],
    });
  });
});

describe('failures, retries, logs and outputs', () => {
  it('retries a failing program as its settings say, then a person retries it from the error', async () => {
    await world.database.db.updateTable('schedule_programs').set({ retryCount: 1 }).where('programCode', '=', 'testFlaky').execute();
    const id = await save({ programCode: 'testFlaky' });
    const failed = await eventually('the failed request', () => request(id), (row) => row.status === 'ERROR');
    expect(failed).toMatchObject({ runCount: 2, resultMessage: 'attempt 2 failed' });
    expect(String(failed.requestLog)).toMatch(/attempt 1[\s\S]*attempt 1 failed[\s\S]*attempt 2/);

    const retried = await world.engine.generate('scheduleRequest', 'doRetry', { id }, world.actor);
    const retryId = Number(retried.record.requestId);
    expect(retried.record).toMatchObject({ programCode: 'testFlaky', retryOfRequestId: id, status: 'PENDING' });
    await queue.submit(retryId);
    expect(await eventually('the retry', () => request(retryId), (row) => row.status === 'ERROR')).toMatchObject({ runCount: 2 });
    // Only a failed request is retried.
    await expect(world.engine.generate('scheduleRequest', 'doRetry', { id: (await save({ programCode: 'testCounting' })) }, world.actor)).rejects.toBeDefined();
  });

  it('keeps the lines a program logs and its output file', async () => {
    const id = await save({ programCode: 'testWriter', parameters: '{"rows": 2}' });
    const done = await eventually('the writer', () => request(id), finished);
    expect(done.status).toBe('COMPLETED');
    expect(String(done.requestLog).split('\n')).toEqual([expect.stringMatching(/row 1 written$/), expect.stringMatching(/row 2 written$/)]);
    const fileId = Number(done.outputFileIds);
    const file = await world.database.db.selectFrom('base_attachments').selectAll().where('fileId', '=', fileId).executeTakeFirstOrThrow();
    expect(file).toMatchObject({ originalFileName: 'rows.csv', businessEntity: 'scheduleRequest', businessId: id, fileSize: 8 });
  });

  it('lists the programs with their typed parameters, and a disabled program does not run', async () => {
    const program = await world.database.db.selectFrom('schedule_programs').selectAll().where('programCode', '=', 'testWriter').executeTakeFirstOrThrow();
    expect(program).toMatchObject({ programName: '输出', programNameEn: 'Writer', enabledFlag: 'Y', registeredFlag: 'Y' });
    expect(describeParameters(writer)).toEqual([
      { paramName: 'rows', paramType: 'integer', requiredFlag: 'N', defaultValue: '3', lookupType: 'ROW_COUNTS', description: 'rows to write' },
    ]);
    const daily = await world.database.db.selectFrom('schedule_programs').select('builtInSchedule').where('programCode', '=', 'testDaily').executeTakeFirstOrThrow();
    expect(daily.builtInSchedule).toBe('daily 03:00');

    await world.database.db.updateTable('schedule_programs').set({ enabledFlag: 'N' }).where('programCode', '=', 'testCounting').execute();
    const id = await save({ programCode: 'testCounting' });
    expect(await eventually('the disabled run', () => request(id), finished)).toMatchObject({ status: 'ERROR', resultMessage: expect.stringContaining('disabled') });
    await world.database.db.updateTable('schedule_programs').set({ enabledFlag: 'Y' }).where('programCode', '=', 'testCounting').execute();
  });

  it('shows what runs now in the process heartbeat (gtasks)', async () => {
    clock = new Date(2026, 10, 27, 12, 0, 0);
    const id = await save({ programCode: 'testHolding' });
    await world.programs.holding.promise;
    const page = await world.engine.listByPage('scheduleProcess', { taskStatus: 'BUSY' }, world.actor);
    expect(page.rows).toEqual([expect.objectContaining({ requestId: id, programCode: 'testHolding', pid: process.pid, taskStarted: '2026-11-27 12:00:00' })]);
    world.programs.release.open();
    await eventually('the holder', () => request(id), finished);
    const after = await world.database.db.selectFrom('schedule_processes').select('taskStatus').execute();
    expect(after).toEqual([{ taskStatus: 'IDLE' }]);
  });
});

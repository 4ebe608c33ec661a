import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../src/server/entities';
import { BullmqJobQueue, BULLMQ_QUEUE_NAME, bullmqPrefix, dailySchedulerId, repeatSchedulerId, SCHEDULED_JOB } from '../../../src/server/jobs/bullmq-job-queue';
import { InProcessJobQueue } from '../../../src/server/jobs/in-process-job-queue';
import type { JobQueueOptions } from '../../../src/server/jobs/job-core';
import type { JobQueue } from '../../../src/server/jobs/job-queue';
import { SYSTEM_USER_ID } from '../../../src/server/seed/seed-writes';
import { redisAvailable } from '../../support/real-services';
import { testRedis } from '../support/test-redis';
import { eventually } from './support/eventually';
import { openJobWorld, type JobWorld } from './support/job-world';

/**
 * The two queue implementations behind one interface, on a real database (and the machine's Redis for
 * BullMQ): each request runs at most once, whatever happens around it.
 */
const hasRedis = await redisAvailable();
const redis = testRedis('jobs');

afterAll(async () => {
  await redis.cleanUp();
});

interface QueueKind {
  kind: string;
  skip: boolean;
  create(options: JobQueueOptions): Promise<JobQueue>;
}

const kinds: QueueKind[] = [
  { kind: 'in process', skip: false, create: async (options) => new InProcessJobQueue(options) },
  { kind: 'on BullMQ', skip: !hasRedis, create: async (options) => BullmqJobQueue.create(options, await redis.connect()) },
];

const finished = (row: Record<string, unknown>) => ['COMPLETED', 'ERROR', 'CANCELLED'].includes(String(row.status));

describe.each(kinds)('the job queue $kind', ({ skip, create }) => {
  let world: JobWorld;
  let queue: JobQueue;

  beforeAll(async () => {
    if (!skip) world = await openJobWorld();
  });
  afterAll(async () => {
    await world?.cleanup();
  });
  beforeEach(async () => {
    if (skip) return;
    world.programs.resetGates();
    queue = await create(world.options());
    for (const program of world.programs.all()) queue.define(program);
  });
  afterEach(async () => {
    world?.programs.release.open();
    await queue?.close();
  });

  const settle = (requestId: number) => eventually(`request ${requestId} to finish`, () => world.find(requestId), finished);

  it.skipIf(skip)('runs a submitted request to COMPLETED, once, with its summary', async () => {
    await queue.start();
    const id = await world.create('testCounting');
    await queue.submit(id);
    expect(await settle(id)).toMatchObject({ status: 'COMPLETED', runCount: 1, resultMessage: '已计数 / counted', endTime: expect.any(String) });
    expect(world.programs.runs.get(id)).toBe(1);
  });

  it.skipIf(skip)('runs a request enqueued several times once, also when enqueued again after it ran', async () => {
    await queue.start();
    const id = await world.create('testCounting');
    await Promise.all([queue.submit(id), queue.submit(id), queue.submit(id)]);
    await settle(id);
    await queue.submit(id);
    // A request submitted after the repeat has been taken (one worker, in order) shows the repeat was skipped.
    const after = await world.create('testCounting');
    await queue.submit(after);
    await settle(after);
    expect(world.programs.runs.get(id)).toBe(1);
    expect((await world.find(id)).runCount).toBe(1);
  });

  it.skipIf(skip)('ends a failing program in ERROR with its message', async () => {
    await queue.start();
    const id = await world.create('testFailing', '{"supplier": "ACME"}');
    await queue.submit(id);
    expect(await settle(id)).toMatchObject({ status: 'ERROR', runCount: 1, resultMessage: 'supplier ACME did not answer', endTime: expect.any(String) });
  });

  it.skipIf(skip)('never runs a request cancelled while it waited', async () => {
    await queue.start();
    const busy = await world.create('testHolding');
    await queue.submit(busy);
    await world.programs.holding.promise;
    const waiting = await world.create('testCounting');
    await queue.submit(waiting);
    const cancelled = await world.engine.runAction('scheduleRequest', 'doCancel', { id: waiting }, world.actor);
    expect(cancelled.status).toBe('CANCELLED');
    world.programs.release.open();
    const next = await world.create('testCounting');
    await queue.submit(next);
    await settle(next);
    expect(await world.find(waiting)).toMatchObject({ status: 'CANCELLED', runCount: 0, startTime: null });
    expect(world.programs.runs.has(waiting)).toBe(false);
    expect((await world.find(busy)).status).toBe('COMPLETED');
  });

  it.skipIf(skip)('closes only after the running request has finished and been recorded', async () => {
    await queue.start();
    const id = await world.create('testHolding');
    await queue.submit(id);
    await world.programs.holding.promise;
    let closed = false;
    const closing = queue.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed).toBe(false);
    expect((await world.find(id)).status).toBe('RUNNING');
    world.programs.release.open();
    await closing;
    expect(await world.find(id)).toMatchObject({ status: 'COMPLETED', runCount: 1 });
  });

  it.skipIf(skip)('re-enqueues at start the requests left PENDING for over a minute, not the fresh ones', async () => {
    const lost = await world.create('testCounting');
    const fresh = await world.create('testCounting');
    const twoMinutesAgo = formatDateTime(new Date(Date.now() - 120_000));
    await world.database.db.updateTable('schedule_requests').set({ creationDate: twoMinutesAgo }).where('requestId', '=', lost).execute();
    await queue.start();
    expect(await settle(lost)).toMatchObject({ status: 'COMPLETED', runCount: 1 });
    expect((await world.find(fresh)).status).toBe('PENDING');
    await world.engine.runAction('scheduleRequest', 'doCancel', { id: fresh }, world.actor);
  });
});

describe('the in-process queue', () => {
  let world: JobWorld;
  beforeAll(async () => {
    world = await openJobWorld();
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  it('keeps requests submitted before start until the workers start', async () => {
    const queue = new InProcessJobQueue(world.options());
    for (const program of world.programs.all()) queue.define(program);
    try {
      const id = await world.create('testCounting');
      await queue.submit(id);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await world.find(id)).status).toBe('PENDING');
      await queue.start();
      expect((await settle(world, id)).status).toBe('COMPLETED');
    } finally {
      await queue.close();
    }
  });

  it('submits a daily program as the scheduler when its hour comes', async () => {
    const justBefore = new Date(2026, 0, 15, 2, 59, 30);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = new InProcessJobQueue(world.options(() => justBefore));
    queue.define(world.programs.daily);
    try {
      await queue.start();
      vi.advanceTimersByTime(29_000);
      expect(await dailyRequests(world)).toEqual([]);
      vi.advanceTimersByTime(1_000);
      vi.useRealTimers();
      const [request] = await eventually('the daily request', () => dailyRequests(world), (rows) => rows.length === 1 && finished(rows[0]));
      expect(request).toMatchObject({ status: 'COMPLETED', submittedBy: SYSTEM_USER_ID, runCount: 1 });
    } finally {
      vi.useRealTimers();
      await queue.close();
    }
  });

  it('submits a program that runs every few minutes once per period, the first one period after the start', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const queue = new InProcessJobQueue(world.options());
    queue.define(world.programs.every);
    try {
      await queue.start();
      vi.advanceTimersByTime(59_000);
      expect(await everyRequests(world)).toEqual([]);
      vi.advanceTimersByTime(1_000);
      await eventually('the first timed request', () => everyRequests(world), (rows) => rows.length === 1 && finished(rows[0]));
      vi.advanceTimersByTime(60_000);
      const rows = await eventually('the second timed request', () => everyRequests(world), (found) => found.length === 2 && found.every(finished));
      expect(rows.map((row) => row.status)).toEqual(['COMPLETED', 'COMPLETED']);
      expect(rows[0]).toMatchObject({ submittedBy: SYSTEM_USER_ID, runCount: 1 });
    } finally {
      vi.useRealTimers();
      await queue.close();
    }
  });
});

describe.skipIf(!hasRedis)('the BullMQ queue across processes', () => {
  let world: JobWorld;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    world = await openJobWorld();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.close();
    await world?.cleanup();
  });

  /** A queue of another server process: its own Redis connections, the same prefix and database. */
  async function processQueue(): Promise<BullmqJobQueue> {
    const queue = await BullmqJobQueue.create(world.options(), await redis.connect());
    for (const program of world.programs.all()) queue.define(program);
    queues.push(queue);
    return queue;
  }

  it('keeps one job for a request enqueued three times, and runs it on a worker of another process', async () => {
    const connection = await redis.connect();
    const inspect = new Queue(BULLMQ_QUEUE_NAME, { connection: connection.duplicate(), prefix: bullmqPrefix(connection) });
    try {
      const submitting = await processQueue();
      const id = await world.create('testCounting');
      for (let i = 0; i < 3; i += 1) await submitting.submit(id);
      expect(await inspect.getWaitingCount()).toBe(1);

      const running = await processQueue();
      await running.start();
      expect(await settle(world, id)).toMatchObject({ status: 'COMPLETED', runCount: 1 });
      expect(world.programs.runs.get(id)).toBe(1);

      // Every process upserts the daily schedule; there is one, and an iteration creates and runs a request.
      const scheduler = await inspect.getJobScheduler(dailySchedulerId(world.programs.daily.code));
      expect(scheduler).toMatchObject({ pattern: '0 3 * * *' });
      expect(await inspect.getJobScheduler(repeatSchedulerId(world.programs.every.code))).toMatchObject({ every: 60_000 });
      await inspect.add(SCHEDULED_JOB, { programCode: world.programs.daily.code });
      const [request] = await eventually('the scheduled request', () => dailyRequests(world), (rows) => rows.length === 1 && finished(rows[0]));
      expect(request).toMatchObject({ status: 'COMPLETED', submittedBy: SYSTEM_USER_ID, runCount: 1 });
    } finally {
      await inspect.close();
    }
  });
});

function settle(world: JobWorld, requestId: number) {
  return eventually(`request ${requestId} to finish`, () => world.find(requestId), finished);
}

async function everyRequests(world: JobWorld): Promise<Record<string, unknown>[]> {
  const page = await world.engine.listByPage('scheduleRequest', { programCode: 'testEvery', sortField: 'requestId', sortOrder: 'asc' }, world.actor);
  return page.rows;
}

async function dailyRequests(world: JobWorld): Promise<Record<string, unknown>[]> {
  const page = await world.engine.listByPage('scheduleRequest', { programCode: 'testDaily' }, world.actor);
  return page.rows;
}

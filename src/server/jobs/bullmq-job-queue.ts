import type { Job, Queue, Worker } from 'bullmq';
import type { RedisConnection } from '../redis/redis-connection';
import type { JobProgram } from './job-program';
import type { JobQueue } from './job-queue';
import { createJobCore, type JobCore, type JobQueueOptions } from './job-core';
import { LostRequestSweep } from './lost-request-sweep';

export const BULLMQ_QUEUE_NAME = 'scheduleRequests';
/** A job that runs one request record: data {requestId}. */
const REQUEST_JOB = 'request';
/** A job a daily schedule produces: data {programCode}; the worker creates the request record and runs it. */
export const SCHEDULED_JOB = 'scheduled';

type JobData = { requestId: number } | { programCode: string };

/** How long closing waits for the running request (main.ts gives the whole shutdown 25 s). */
const WORKER_CLOSE_WAIT_MS = 10_000;

/** True when the promise settled within the time; a rejection counts as settled (the close is over). */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true, () => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The BullMQ job scheduler of a daily program (one per program, whichever process upserts it). */
export function dailySchedulerId(programCode: string): string {
  return `daily-${programCode}`;
}

/** BullMQ's keys live under the deployment's key prefix (REDIS_KEY_PREFIX), e.g. `srm:bull:scheduleRequests:wait`. */
export function bullmqPrefix(redis: RedisConnection): string {
  return `${redis.prefix}bull`;
}

/** The BullMQ job scheduler of a program run every few minutes (one per program, whichever process upserts it). */
export function repeatSchedulerId(programCode: string): string {
  return `every-${programCode}`;
}

/**
 * BullMQ refuses integer job ids, so the request id gets a word in front: `request-42`. Adding a job
 * whose id is still queued is a no-op, which dedupes double enqueues without a round trip to the database.
 */
function requestJobId(requestId: number): string {
  return `${REQUEST_JOB}-${requestId}`;
}

/**
 * The queue on Redis (BullMQ): every process sharing the Redis and the database takes requests from
 * the same queue, one at a time per process, so a request submitted on one process may run on another.
 * Daily and every-few-minutes programs are BullMQ job schedulers (one per program, upserted by every
 * process), so each period's run happens once across all processes.
 */
export class BullmqJobQueue implements JobQueue {
  private readonly core: JobCore;
  private readonly sweep: LostRequestSweep;
  private readonly queue: Queue<JobData>;
  private worker: Worker<JobData> | undefined;

  /** bullmq is loaded here, when Redis is configured: a process without Redis does not evaluate it at start. */
  static async create(options: JobQueueOptions, redis: RedisConnection): Promise<BullmqJobQueue> {
    return new BullmqJobQueue(options, redis, await import('bullmq'));
  }

  private constructor(
    options: JobQueueOptions,
    private readonly redis: RedisConnection,
    private readonly bullmq: typeof import('bullmq'),
  ) {
    this.core = createJobCore(options, (requestId) => this.submit(requestId));
    this.core.runner.arrange = (requestId) => this.core.scheduler.arrange(requestId);
    this.sweep = new LostRequestSweep(this.core.store, (requestId) => this.submit(requestId), this.core.now, this.core.log);
    this.queue = new bullmq.Queue<JobData>(BULLMQ_QUEUE_NAME, {
      connection: redis.duplicate(),
      prefix: bullmqPrefix(redis),
      // The request record is the history; finished jobs would only fill Redis and block re-enqueueing the id.
      defaultJobOptions: { removeOnComplete: true, removeOnFail: true },
    });
    this.queue.on('error', (error) => this.core.log.warn({ err: error }, 'job queue error'));
  }

  define(program: JobProgram): void {
    this.core.programs.define(program);
  }

  async submit(requestId: number): Promise<void> {
    await this.queue.add(REQUEST_JOB, { requestId }, { jobId: requestJobId(requestId) });
  }

  async arrange(requestId: number): Promise<boolean> {
    return this.core.scheduler.arrange(requestId);
  }

  async start(): Promise<void> {
    await this.core.settings.synchronise(this.core.programs.all()).catch((error: unknown) => this.core.log.warn({ err: error }, 'concurrent programs not synchronised'));
    for (const program of this.core.programs.all()) {
      const template = { name: SCHEDULED_JOB, data: { programCode: program.code } };
      if (program.daily) await this.queue.upsertJobScheduler(dailySchedulerId(program.code), { pattern: `0 ${program.daily.hour} * * *` }, template);
      if (program.every) {
        const every = program.every.minutes * 60_000;
        // The first run one period after the start, as without Redis.
        await this.queue.upsertJobScheduler(repeatSchedulerId(program.code), { every, startDate: this.core.now().getTime() + every }, template);
      }
    }
    const worker = new this.bullmq.Worker<JobData>(BULLMQ_QUEUE_NAME, (job) => this.process(job), {
      connection: this.redis.duplicate(),
      prefix: bullmqPrefix(this.redis),
      // One request at a time per process: programs (exports, conversions) may be heavy.
      concurrency: 1,
    });
    worker.on('error', (error) => this.core.log.warn({ err: error }, 'job worker error'));
    worker.on('failed', (job, error) => this.core.log.error({ err: error, job: job?.id }, 'job could not be run'));
    this.worker = worker;
    await worker.waitUntilReady();
    await this.sweep.start();
    await this.core.scheduler.start();
  }

  async close(): Promise<void> {
    await this.sweep.stop();
    await this.core.scheduler.stop();
    // Worker.close() waits for the job in progress to finish. After a Redis outage it may never return
    // (bullmq issue 4656): past the wait, the worker is closed by force so shutdown goes on; a request
    // still running then stays RUNNING in its record.
    const worker = this.worker;
    if (worker && !(await settlesWithin(worker.close(), WORKER_CLOSE_WAIT_MS))) {
      this.core.log.warn({ waitedMs: WORKER_CLOSE_WAIT_MS }, 'job worker did not stop in time; closing it by force');
      await settlesWithin(worker.close(true), WORKER_CLOSE_WAIT_MS);
    }
    await settlesWithin(this.queue.close(), WORKER_CLOSE_WAIT_MS);
  }

  private async process(job: Job<JobData>): Promise<void> {
    const { data } = job;
    const requestId = 'requestId' in data ? data.requestId : await this.core.store.createScheduled(data.programCode);
    await this.core.runner.run(requestId);
  }
}

import type { JobProgram } from './job-program';

/**
 * The background job platform of one server process. Requests are records (scheduleRequest); the
 * queue carries their ids to a worker, which runs each at most once (request-runner.ts). In process
 * without REDIS_URL (in-process-job-queue.ts), on BullMQ with it (bullmq-job-queue.ts): then a request
 * submitted on one process may run on any process sharing the Redis and the database.
 */
export interface JobQueue {
  /** Makes a program runnable by this process's workers (and schedules it when it runs daily); before start(). */
  define(program: JobProgram): void;
  /** Enqueues a committed PENDING request. Enqueueing the same id again does not run it twice. */
  submit(requestId: number): Promise<void>;
  /**
   * A committed request submitted to run at a time (AT) or on a CRON schedule: SCHEDULED with its next
   * run time (request-scheduler.ts); false when it runs now. Optional: a queue without it runs such a request's
   * arrangement when the request is delivered.
   */
  arrange?(requestId: number): Promise<boolean>;
  /** Starts the workers and the daily schedules, and re-enqueues requests whose enqueue was lost. */
  start(): Promise<void>;
  /** Stops taking requests; resolves once the request running now has finished and been recorded. */
  close(): Promise<void>;
}

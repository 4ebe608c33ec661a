import type { JobProgram } from './job-program';
import type { JobQueue } from './job-queue';
import { createJobCore, type JobCore, type JobQueueOptions } from './job-core';
import { nextDailyRun } from './daily-time';
import { LostRequestSweep } from './lost-request-sweep';

/**
 * The queue without Redis: request ids wait in this process and run one at a time, in submission
 * order. Daily and every-few-minutes programs run from timers. Requests queued here when the process stops stay PENDING in
 * the database and are picked up by the lost-request sweep of the next start (or of another process).
 */
export class InProcessJobQueue implements JobQueue {
  private readonly core: JobCore;
  private readonly sweep: LostRequestSweep;
  private readonly waiting: number[] = [];
  /** Ids in `waiting`, so a request enqueued twice waits once. */
  private readonly queued = new Set<number>();
  private readonly dailyTimers = new Set<NodeJS.Timeout>();
  private readonly repeatTimers = new Set<NodeJS.Timeout>();
  private running: Promise<void> | null = null;
  private state: 'defining' | 'started' | 'closed' = 'defining';

  constructor(options: JobQueueOptions) {
    this.core = createJobCore(options, (requestId) => this.submit(requestId));
    this.core.runner.arrange = (requestId) => this.core.scheduler.arrange(requestId);
    this.sweep = new LostRequestSweep(this.core.store, (requestId) => this.submit(requestId), this.core.now, this.core.log);
  }

  define(program: JobProgram): void {
    this.core.programs.define(program);
  }

  async submit(requestId: number): Promise<void> {
    if (this.state === 'closed' || this.queued.has(requestId)) return;
    this.queued.add(requestId);
    this.waiting.push(requestId);
    this.runNext();
  }

  async arrange(requestId: number): Promise<boolean> {
    return this.core.scheduler.arrange(requestId);
  }

  async start(): Promise<void> {
    this.state = 'started';
    await this.core.settings.synchronise(this.core.programs.all()).catch((error: unknown) => this.core.log.warn({ err: error }, 'concurrent programs not synchronised'));
    for (const program of this.core.programs.all()) {
      this.scheduleDaily(program);
      this.scheduleEvery(program);
    }
    await this.sweep.start();
    await this.core.scheduler.start();
    this.runNext();
  }

  async close(): Promise<void> {
    this.state = 'closed';
    for (const timer of this.dailyTimers) clearTimeout(timer);
    for (const timer of this.repeatTimers) clearInterval(timer);
    await this.sweep.stop();
    await this.core.scheduler.stop();
    this.waiting.length = 0;
    this.queued.clear();
    await this.running;
  }

  private runNext(): void {
    if (this.state !== 'started' || this.running) return;
    const requestId = this.waiting.shift();
    if (requestId === undefined) return;
    this.queued.delete(requestId);
    this.running = this.core.runner
      .run(requestId)
      .catch((error: unknown) => this.core.log.error({ err: error, requestId }, 'job request could not be run; it stays in the database'))
      .finally(() => {
        this.running = null;
        this.runNext();
      });
  }

  /** A program that runs every few minutes: one request per period, the first one period after the start. */
  private scheduleEvery(program: JobProgram): void {
    if (!program.every) return;
    const timer = setInterval(() => {
      if (this.state !== 'started') return;
      this.submitScheduled(program);
    }, program.every.minutes * 60_000);
    timer.unref();
    this.repeatTimers.add(timer);
  }

  private submitScheduled(program: JobProgram): void {
    this.core.store
      .createScheduled(program.code)
      .then((requestId) => this.submit(requestId))
      .catch((error: unknown) => this.core.log.error({ err: error, program: program.code }, 'scheduled job request not created'));
  }

  private scheduleDaily(program: JobProgram): void {
    if (!program.daily) return;
    const now = this.core.now();
    const timer = setTimeout(() => {
      this.dailyTimers.delete(timer);
      if (this.state !== 'started') return;
      this.submitScheduled(program);
      this.scheduleDaily(program);
    }, nextDailyRun(now, program.daily.hour).getTime() - now.getTime());
    // A pending daily run must not keep a stopping process alive.
    timer.unref();
    this.dailyTimers.add(timer);
  }
}

import type { FastifyBaseLogger } from 'fastify';
import { nextCronRun } from './cron-schedule';
import type { ProcessHeartbeat } from './process-heartbeat';
import type { DueSchedule, RequestStore } from './request-store';

/** How often a process looks for schedules that are due (and beats its heartbeat), unless told otherwise. */
export const SCHEDULER_TICK_MS = 10_000;

function parseStamp(stamp: string): Date {
  const [date, time = '00:00:00'] = stamp.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  return new Date(y, m - 1, d, hh, mm, ss ?? 0);
}

/**
 * Requests run at a time (AT) or on a CRON schedule. Submitting one leaves it SCHEDULED with its next run
 * time; each process then looks every tick for schedules that are due. The database decides which process
 * fires one: releasing an AT request and moving a CRON schedule's next run are conditional updates on the
 * status and on the run time that came, so a run happens once across processes, on BullMQ as without it.
 * A CRON schedule's run is a request of its own (parentRequestId), queued like any other; PAUSED and
 * CANCELLED schedules are not due. A run missed while paused or stopped is made up once, not per period.
 */
export class RequestScheduler {
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: RequestStore,
    private readonly submit: (requestId: number) => Promise<void>,
    private readonly heartbeat: ProcessHeartbeat,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    private readonly tickMs: number = SCHEDULER_TICK_MS,
  ) {}

  /** A request just submitted to run later: SCHEDULED with its first run time. False when it runs now. */
  async arrange(requestId: number): Promise<boolean> {
    const request = await this.store.load(requestId);
    if (request.scheduleType === 'AT' && request.runAt && !request.lastFireTime) return this.store.arrange(requestId, parseStamp(request.runAt));
    if (request.scheduleType === 'CRON' && request.cronExpression) return this.store.arrange(requestId, nextCronRun(request.cronExpression, this.now()));
    return false;
  }

  async start(): Promise<void> {
    await this.tick();
    this.timer = setInterval(() => {
      this.ticking = this.tick();
    }, this.tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.ticking;
    await this.heartbeat.remove().catch(() => undefined);
  }

  /** One look for due schedules; never throws (a failure is logged and the next tick tries again). */
  async tick(): Promise<void> {
    try {
      await this.heartbeat.beat();
      const now = this.now();
      for (const schedule of await this.store.due(now)) await this.fire(schedule, now);
    } catch (error) {
      this.log.warn({ err: error }, 'scheduler tick failed');
    }
  }

  private async fire(schedule: DueSchedule, now: Date): Promise<void> {
    if (schedule.scheduleType === 'CRON' && schedule.cronExpression) {
      if (!(await this.store.advance(schedule.requestId, schedule.nextRunTime, nextCronRun(schedule.cronExpression, now)))) return;
      try {
        const runId = await this.store.createRun(schedule);
        await this.submit(runId);
        this.log.info({ requestId: schedule.requestId, runId }, 'scheduled request fired');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.log.error({ err: error, requestId: schedule.requestId }, 'run of a scheduled request not created');
        await this.store.noteScheduleProblem(schedule.requestId, message);
      }
      return;
    }
    if (await this.store.release(schedule.requestId)) await this.submit(schedule.requestId);
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { RequestStore } from './request-store';

/** A request still PENDING this long after it was created is taken as lost (its enqueue failed or died). */
const LOST_AFTER_MS = 60_000;
/** How often a running process looks for lost requests. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Re-enqueues lost requests at start and then every minute: a process that crashed between committing a
 * request and enqueueing it, or a Redis that was briefly down, leaves a PENDING record behind. Enqueueing
 * a request that is in fact still queued is harmless (the queue dedupes, the claim runs it once).
 */
export class LostRequestSweep {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: RequestStore,
    private readonly submit: (requestId: number) => Promise<void>,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    await this.sweep();
    this.timer = setInterval(() => {
      this.sweeping = this.sweep().catch((error: unknown) => {
        this.log.warn({ err: error }, 'lost job requests could not be re-enqueued');
      });
    }, SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  /** No more sweeps; resolves once a sweep under way has finished. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  private async sweep(): Promise<void> {
    const lost = await this.store.pendingCreatedBefore(new Date(this.now().getTime() - LOST_AFTER_MS));
    for (const requestId of lost) await this.submit(requestId);
    if (lost.length > 0) this.log.info({ requests: lost.length }, 'lost job requests re-enqueued');
  }
}

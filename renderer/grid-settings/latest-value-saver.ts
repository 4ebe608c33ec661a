/**
 * Sends values one at a time, only ever the latest: a value given while a save runs waits for it and
 * replaces any value waiting before it. Scheduled values wait a quiet spell first (a column dragged wider
 * saves once, when the user lets go and stops). Each saved value is the whole configuration, so skipping
 * the values in between loses nothing.
 */
export class LatestValueSaver<T> {
  private pending: T | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;

  constructor(private readonly send: (value: T) => Promise<void>) {}

  /** Saves after `delayMs` without a newer value. */
  schedule(value: T, delayMs: number): void {
    this.clearTimer();
    this.pending = value;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.drain();
    }, delayMs);
  }

  saveNow(value: T): void {
    this.clearTimer();
    this.pending = value;
    this.drain();
  }

  /** Sends a scheduled value at once (the grid is going away). */
  flush(): void {
    if (this.timer === undefined) return;
    this.clearTimer();
    this.drain();
  }

  /** Forgets the value waiting, if any; a save already sent completes. */
  cancel(): void {
    this.clearTimer();
    this.pending = undefined;
  }

  /** Resolves once no save is running. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private drain(): void {
    if (this.running) return;
    this.running = (async () => {
      while (this.pending !== undefined) {
        const value = this.pending;
        this.pending = undefined;
        await this.send(value);
      }
    })().finally(() => {
      this.running = null;
    });
  }
}

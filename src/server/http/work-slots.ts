/**
 * Bounded work: at most `running` jobs at once and at most `waiting` queued behind them; past
 * that a job is shed at once (`shed()` is thrown) rather than queued without bound (DESIGN D19).
 */
export class WorkSlots {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly limits: { running: number; waiting: number },
    private readonly shed: () => Error,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limits.running) {
      if (this.queue.length >= this.limits.waiting) throw this.shed();
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next job waiting, or is given back.
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  /** Jobs running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.queue.length };
  }
}

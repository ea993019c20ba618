/**
 * Bounded work shared fairly between accounts (DESIGN D19, D24): at most `running` jobs at once,
 * at most `perKeyRunning` of them for one key (an account), and at most `waiting` queued behind
 * them; past that a job is shed at once (`shed()` is thrown) rather than queued without bound.
 *
 * A freed slot goes to the waiting key served least recently (round-robin between accounts), not
 * to the oldest job: an account that queued many jobs waits behind each other account's next
 * job, so it cannot hold every slot while others wait. How many jobs one key may queue is its
 * caller's bound (a route's count of uploads or computations per account), so that refusal can
 * come before a request's body is read.
 */
export class FairSlots<K = string> {
  private active = 0;
  private queued = 0;
  private serial = 0;
  private readonly runningByKey = new Map<K, number>();
  private readonly queues = new Map<K, (() => void)[]>();
  /** When each key with work here last started a job (never: absent). */
  private readonly lastServed = new Map<K, number>();

  constructor(
    private readonly limits: { running: number; waiting: number; perKeyRunning: number },
    private readonly shed: () => Error,
  ) {}

  async run<T>(key: K, work: () => Promise<T>): Promise<T> {
    if (this.canStart(key)) this.start(key);
    else {
      if (this.queued >= this.limits.waiting) throw this.shed();
      // The dispatcher calls start(key) before it resolves this.
      await new Promise<void>((resolve) => this.enqueue(key, resolve));
    }
    try {
      return await work();
    } finally {
      this.finish(key);
    }
  }

  /** Jobs running and waiting now, in all or for one key. */
  load(key?: K): { running: number; waiting: number } {
    if (key === undefined) return { running: this.active, waiting: this.queued };
    return {
      running: this.runningByKey.get(key) ?? 0,
      waiting: this.queues.get(key)?.length ?? 0,
    };
  }

  private canStart(key: K): boolean {
    return (
      this.active < this.limits.running &&
      (this.runningByKey.get(key) ?? 0) < this.limits.perKeyRunning
    );
  }

  private start(key: K): void {
    this.active += 1;
    this.runningByKey.set(key, (this.runningByKey.get(key) ?? 0) + 1);
    this.serial += 1;
    this.lastServed.set(key, this.serial);
  }

  private enqueue(key: K, resolve: () => void): void {
    const queue = this.queues.get(key);
    if (queue) queue.push(resolve);
    else this.queues.set(key, [resolve]);
    this.queued += 1;
  }

  private finish(key: K): void {
    this.active -= 1;
    const left = (this.runningByKey.get(key) ?? 1) - 1;
    if (left > 0) this.runningByKey.set(key, left);
    else {
      this.runningByKey.delete(key);
      if (!this.queues.has(key)) this.lastServed.delete(key);
    }
    this.dispatch();
  }

  /** Starts waiting jobs while slots are free, each time of the key served least recently. */
  private dispatch(): void {
    while (this.active < this.limits.running) {
      let chosen: K | undefined;
      let chosenServed = Infinity;
      for (const key of this.queues.keys()) {
        const served = this.lastServed.get(key) ?? -1;
        if (served < chosenServed && this.canStart(key)) [chosen, chosenServed] = [key, served];
      }
      if (chosen === undefined) return;
      const queue = this.queues.get(chosen)!;
      const next = queue.shift()!;
      if (queue.length === 0) this.queues.delete(chosen);
      this.queued -= 1;
      this.start(chosen);
      next();
    }
  }
}

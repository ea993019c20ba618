/** Keys one limiter remembers at most; past it the oldest window is forgotten first. */
export const DEFAULT_MAX_KEYS = 100_000;

type Window = { start: number; count: number };

/**
 * The server's one rate limiter (docs/architecture.md, "A request"): a fixed-window counter
 * keyed by any string (an email, an address, a user id), used by services for rules on the body
 * (failed logins per account and address, decision 028) and by routes through `limitRequests`.
 * In memory per process:
 * with several processes the effective limit is multiplied by their number, which still stops
 * brute force.
 *
 * Expiry costs O(1) per request, amortised, whatever the number of keys: the map is kept in the
 * order the windows started (a key whose window restarts is moved to the end), so the expired
 * windows are always at its front, and each call drops those and stops at the first live one.
 * Every window is inserted once and dropped once. The map never holds more than `maxKeys`
 * windows: a flood of distinct keys pushes out the oldest ones rather than growing the process.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys: number = DEFAULT_MAX_KEYS,
  ) {}

  /** Counts one attempt; false when the key is over its limit in the current window. */
  take(key: string): boolean {
    const now = this.now();
    this.dropExpired(now);
    const window = this.windows.get(key);
    if (window && this.isCurrent(window, now)) {
      window.count += 1;
      return window.count <= this.limit;
    }
    // A restarted window goes to the end, keeping the map in order of start.
    if (window) this.windows.delete(key);
    else if (this.windows.size >= this.maxKeys) this.dropOldest();
    this.windows.set(key, { start: now, count: 1 });
    return true;
  }

  /** The attempts counted for `key` in its current window (0 when it has none). */
  count(key: string): number {
    const window = this.windows.get(key);
    return window && this.isCurrent(window, this.now()) ? window.count : 0;
  }

  /** Whether `key` has used up its window: its next attempt would be refused. */
  isSpent(key: string): boolean {
    return this.count(key) >= this.limit;
  }

  /** How long until `key`'s window ends (0 when it has none). */
  msUntilReset(key: string): number {
    const window = this.windows.get(key);
    if (!window) return 0;
    return Math.max(0, this.windowMs - (this.now() - window.start));
  }

  /** Keys currently remembered (expired windows are dropped as requests come). */
  get size(): number {
    return this.windows.size;
  }

  /**
   * A window is current from its start for `windowMs`. A clock that went back more than a
   * window (the system time was set) ends it too, so no key stays locked until the clock
   * catches up.
   */
  private isCurrent(window: Window, now: number): boolean {
    const age = now - window.start;
    return age < this.windowMs && age > -this.windowMs;
  }

  private dropExpired(now: number): void {
    for (const [key, window] of this.windows) {
      if (this.isCurrent(window, now)) return;
      this.windows.delete(key);
    }
  }

  private dropOldest(): void {
    const oldest = this.windows.keys().next();
    if (!oldest.done) this.windows.delete(oldest.value);
  }
}

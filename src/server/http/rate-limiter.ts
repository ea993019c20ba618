import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from './app-error.ts';
import { ConcurrencyCounter } from './concurrency-counter.ts';
import { clientKey } from './connection-limits.ts';

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

/** Who a route's limit counts: the client's address (IPv6 by its /64), or the signed-in user. */
export const byAddress = (request: FastifyRequest) => clientKey(request.ip);
export const byUser = (request: FastifyRequest) => request.user?.id ?? clientKey(request.ip);

/**
 * A route hook counting each request against its own limit (one counter per call, so two routes
 * never share a budget). Past it: `refusal()` (429) with `Retry-After`, the seconds until the
 * window ends. As a route's `onRequest` hook it runs before the body is read, after the app's
 * authentication (`byUser` counts the signed-in user).
 */
export function limitRequests(options: {
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string;
  refusal: () => AppError;
}) {
  const limiter = new FixedWindowLimiter(options.max, options.windowMs);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = options.key(request);
    if (limiter.take(key)) return;
    void reply.header('retry-after', String(Math.ceil(limiter.msUntilReset(key) / 1000)));
    throw options.refusal();
  };
}

/**
 * Requests in progress per key (a user) on a route, at most `max` at once (DESIGN D24): a
 * handler runs its work through the returned function, which refuses the excess at once with
 * `refusal()` (429) and `Retry-After: retryAfterSeconds` rather than queueing it.
 */
export function limitAtOnce(options: {
  max: number;
  key: (request: FastifyRequest) => string;
  refusal: () => AppError;
  retryAfterSeconds: number;
}) {
  const counter = new ConcurrencyCounter(options.max);
  return async <T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) => {
    const key = options.key(request);
    if (!counter.tryAcquire(key)) {
      void reply.header('retry-after', String(options.retryAfterSeconds));
      throw options.refusal();
    }
    try {
      return await work();
    } finally {
      counter.release(key);
    }
  };
}

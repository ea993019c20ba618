import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../lib/app-error.ts';
import { ConcurrencyCounter } from '../lib/concurrency-counter.ts';
import { FixedWindowLimiter } from '../lib/fixed-window-limiter.ts';
import { clientKey } from './connection-limits.ts';

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

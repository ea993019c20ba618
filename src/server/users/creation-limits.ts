import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCOUNT_LIMITS_TEXT,
  creationAllowance,
  creationRefusal,
  type AccountLimits,
  type CreationKind,
} from '../../contract/account-limits.ts';
import { effectivePlan } from '../../contract/tiers.ts';
import { currentUser } from '../auth/authenticate.ts';
import { AppError } from '../lib/app-error.ts';
import { FixedWindowLimiter } from '../lib/fixed-window-limiter.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * What an account may create per hour and hold in all (DESIGN D24, decision 029), by its plan:
 * `limit(kind)` is the `preHandler` of each route that creates one (after validation, so a
 * refused body costs nothing). The total is counted in the database (every process sees it);
 * the hour's creations by the one limiter, per process, so deleting does not give them back.
 * Past the total: 409; past the hour: 429 with `Retry-After`.
 */
export function createCreationLimits(deps: {
  countHeld: (userId: string, kind: CreationKind) => Promise<number>;
  limits: AccountLimits;
}) {
  const limiters = new Map<string, FixedWindowLimiter>();
  const limiterOf = (plan: string, kind: CreationKind, perHour: number) => {
    const name = `${plan}:${kind}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = new FixedWindowLimiter(perHour, HOUR_MS);
      limiters.set(name, limiter);
    }
    return limiter;
  };

  return {
    limit(kind: CreationKind) {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const user = currentUser(request);
        const allowance = creationAllowance(user.subscription_tier, kind, deps.limits);
        const limiter = limiterOf(effectivePlan(user.subscription_tier), kind, allowance.perHour);
        const held = await deps.countHeld(user.id, kind);
        const refusal = creationRefusal(allowance, { held, madeThisHour: limiter.count(user.id) });
        if (refusal === 'total') {
          throw new AppError('conflict', ACCOUNT_LIMITS_TEXT.total(kind, allowance.total));
        }
        if (refusal === 'hourly') {
          const seconds = Math.ceil(limiter.msUntilReset(user.id) / 1000);
          void reply.header('retry-after', String(Math.max(1, seconds)));
          throw new AppError('rate_limited', ACCOUNT_LIMITS_TEXT.hourly(kind, allowance.perHour));
        }
        limiter.take(user.id);
      };
    },
  };
}

export type CreationLimits = ReturnType<typeof createCreationLimits>;

import { findCatalogModel, type ModelClass } from '../../contract/models.ts';
import type { PlanId } from '../../contract/plans.ts';
import { effectivePlan, type Tier } from '../../contract/tiers.ts';
import { CHAT_TEXT } from '../../contract/texts.ts';
import {
  ESTIMATED_TOKENS_PER_TURN,
  HISTORICAL_DATA_MAX,
  IN_FLIGHT_RETRY_AFTER_SECONDS,
  mapClasses,
  PLAN_QUOTAS,
  remainingTokens,
  UNLIMITED,
  USAGE_TEXT,
  type ClassLimits,
  type QuotaWindow,
  type UsageCheckResult,
  type UsageStats,
} from '../../contract/usage.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { BilledClassLookup } from '../models/agent-model.ts';
import {
  askFor,
  grantFor,
  type CallCost,
  type Counter,
  type OutputAsk,
  type RefusalReason,
} from './admission.ts';
import { costOf } from './cost.ts';
import type { Ledger } from './ledger.ts';
import { createMeter } from './meter.ts';
import { createUsageRepository, type CounterKey, type NewUsageEvent } from './repository.ts';
import { windowStart } from './windows.ts';

export type Quotas = Record<PlanId, { window: QuotaWindow | null; limits: ClassLimits }>;

export type UsageEventInput = {
  userId: string;
  conversationId?: string | null;
  modelId: string;
  modelClass: ModelClass;
  promptTokens: number;
  completionTokens: number;
};

/** What a provider call used, as its provider reported it. */
export type CallUsage = { promptTokens: number; completionTokens: number };

/** A provider call about to be made: whose, on which model (as resolved), and what it can cost. */
export type CallRequest = Omit<UsageEventInput, keyof CallUsage> & CallCost;

/**
 * A call let through, with the output cap to send (never more than it asked or than its class
 * has left): settle it once with the provider's usage, or null when none came. Or refused,
 * saying why; `retryAfterSeconds` when only the account's calls in flight stood in its way.
 */
export type Admission =
  | { allowed: true; maxOutputTokens: number; settle(usage: CallUsage | null): Promise<void> }
  | { allowed: false; message: string; retryAfterSeconds?: number };

/** A refused call as its endpoint answers it: 429 with `Retry-After` while calls are in flight. */
export function refusalError(refusal: Extract<Admission, { allowed: false }>): AppError {
  return refusal.retryAfterSeconds === undefined
    ? new AppError('quota_exceeded', refusal.message)
    : new AppError('rate_limited', refusal.message, {
        retryAfterSeconds: refusal.retryAfterSeconds,
      });
}

/** Without a lookup (tools, tests): catalog ids only. */
const catalogClass: BilledClassLookup = async (_userId, modelId) => {
  const entry = findCatalogModel(modelId);
  if (!entry) throw new AppError('bad_request', CHAT_TEXT.unknownModel(modelId));
  return entry.modelClass;
};

const tokens = (value: number) => Math.max(0, Math.round(value));

const emptyCounter: Counter = { used: 0, reserved: 0 };

/** Plans kept in memory at most (one per active account; the oldest read leaves first). */
const PLANS_KEPT = 10_000;

/**
 * Meters every provider call from the usage the provider reported (DESIGN D2) and enforces the
 * plan's limits per model class (D5, D17): before a call its prompt and output cap are reserved
 * in the current UTC window's counter (decision 017), and settled afterwards with the real usage.
 */
export function createUsageService(
  db: Db,
  options: {
    quotas?: Quotas;
    now?: () => Date;
    /**
     * How long a user's plan is used before it is read again (as sessions are; 0: read at every
     * call). The read is made behind the call that finds the plan older than this.
     */
    planCacheMs?: number;
    /** The class `/api/usage/check` weighs a model id as (see BilledClassLookup). */
    billedClassOf?: BilledClassLookup;
    /**
     * PGlite (true): this process is the only writer of the counters. PostgreSQL (false, the
     * default): processes lease slices of the allowance (decision 033).
     */
    exclusive?: boolean;
    /** How long a slice lasts unless renewed (PostgreSQL; tests shorten it). */
    leaseTtlMs?: number;
    /** A write behind the meter's decisions that failed (no call waits for it). */
    report?: (error: unknown) => void;
  } = {},
) {
  const repository = createUsageRepository(db);
  const quotas = options.quotas ?? PLAN_QUOTAS;
  const now = options.now ?? (() => new Date());
  const planCacheMs = options.planCacheMs ?? 0;
  const meter = createMeter({
    repository,
    exclusive: options.exclusive ?? false,
    ...(options.leaseTtlMs === undefined ? {} : { leaseTtlMs: options.leaseTtlMs }),
    ...(options.report ? { report: options.report } : {}),
  });
  const billedClassOf = options.billedClassOf ?? catalogClass;

  /** Users' plans as last read (at most PLANS_KEPT, the least recently read leaving first). */
  const plans = new Map<string, { tier: Tier; readAt: number }>();
  /** Plans being read: the calls that find the plan missing at once share one read. */
  const planReads = new Map<string, Promise<Tier>>();

  /**
   * Asked before every provider call: the plan as last read, read again behind the call once it
   * is `planCacheMs` old (so no call waits for it), and at once when unknown or forgotten.
   */
  async function planOf(userId: string): Promise<{ tier: Tier; plan: PlanId }> {
    const known = planCacheMs > 0 ? plans.get(userId) : undefined;
    if (known && Date.now() - known.readAt >= planCacheMs) readPlan(userId).catch(() => undefined);
    const tier = known?.tier ?? (await readPlan(userId));
    return { tier, plan: effectivePlan(tier) };
  }

  function readPlan(userId: string): Promise<Tier> {
    const reading = planReads.get(userId);
    if (reading) return reading;
    const read = repository.findTier(userId).then((tier = 'explore') => {
      // A plan changed meanwhile (`forgetPlan`) is read afresh by the next call, never kept.
      if (planReads.get(userId) === read && planCacheMs > 0) {
        plans.delete(userId);
        plans.set(userId, { tier, readAt: Date.now() });
        if (plans.size > PLANS_KEPT) plans.delete(plans.keys().next().value!);
      }
      return tier;
    });
    planReads.set(userId, read);
    const done = () => {
      if (planReads.get(userId) === read) planReads.delete(userId);
    };
    read.then(done, done);
    return read;
  }

  /** The counter a call of this class is metered in, and its limit; null when unlimited. */
  function quotaFor(userId: string, plan: PlanId, modelClass: ModelClass, at: Date) {
    const { window, limits } = quotas[plan];
    const limit = limits[modelClass];
    if (!window || limit === UNLIMITED) return null;
    const key: CounterKey = { userId, modelClass, windowStart: windowStart(window, at) };
    return { key, limit, window };
  }

  function eventOf(input: UsageEventInput, usage: CallUsage): NewUsageEvent {
    const promptTokens = tokens(usage.promptTokens);
    const completionTokens = tokens(usage.completionTokens);
    return {
      userId: input.userId,
      conversationId: input.conversationId ?? null,
      modelId: input.modelId,
      modelClass: input.modelClass,
      promptTokens,
      completionTokens,
      totalTokens: promptTokens + completionTokens,
      cost: costOf(input.modelId, promptTokens, completionTokens),
    };
  }

  /** A refused call's answer: SPEC §8's text at the limit, or what it needs, or wait a moment. */
  function refusal(
    reason: RefusalReason,
    ask: OutputAsk,
    counter: Counter,
    quota: NonNullable<ReturnType<typeof quotaFor>>,
  ): Extract<Admission, { allowed: false }> {
    const { window, limit } = quota;
    const modelClass = quota.key.modelClass;
    if (reason === 'in_flight') {
      return {
        allowed: false,
        message: USAGE_TEXT.requestsInFlight(window, modelClass),
        retryAfterSeconds: IN_FLIGHT_RETRY_AFTER_SECONDS,
      };
    }
    if (reason === 'limit') {
      return { allowed: false, message: USAGE_TEXT.limitExceeded(window, modelClass) };
    }
    const needed = ask.promptTokens + ask.minimumOutputTokens;
    const left = remainingTokens(counter.used, limit);
    return {
      allowed: false,
      message: USAGE_TEXT.wouldExceedLimit(window, modelClass, needed, left),
    };
  }

  /**
   * The one admission of every provider call (chat, debate turns, verdicts, anything else that
   * spends tokens): grants it the output it asked, or what its class has left when less, and
   * reserves its prompt's estimated tokens plus that output (`grantFor`), or refuses it saying
   * why. The caller sends the output cap granted, never more.
   */
  async function admit(call: CallRequest): Promise<Admission> {
    const { plan } = await planOf(call.userId);
    const quota = quotaFor(call.userId, plan, call.modelClass, now());
    const ask = askFor(call);
    const event: Omit<UsageEventInput, keyof CallUsage> = {
      userId: call.userId,
      conversationId: call.conversationId ?? null,
      modelId: call.modelId,
      modelClass: call.modelClass,
    };
    if (!quota) return admitted(null, 0, ask.outputTokens, event);
    const grant = await meter.admit(quota.key, quota.limit, ask);
    if (!grant.admitted) return refusal(grant.reason, ask, grant.counter, quota);
    return admitted(grant.ledger, grant.reserved, grant.outputTokens, event);
  }

  /** An admitted call: the output it may send, and its one settlement. */
  function admitted(
    ledger: Ledger | null,
    reserved: number,
    maxOutputTokens: number,
    event: Omit<UsageEventInput, keyof CallUsage>,
  ): Admission {
    let settled = false;
    return {
      allowed: true,
      maxOutputTokens,
      async settle(usage) {
        if (settled) return;
        settled = true;
        const used = usage ? eventOf({ ...event, ...usage }, usage) : null;
        if (ledger || used) await meter.settle(ledger, reserved, used?.totalTokens ?? 0, used);
      },
    };
  }

  /**
   * Whether each class is below its limit by what was really used (calls in flight are not
   * spent: a class they hold is not "exceeded", issue 27), and how much is left now that they
   * hold their share.
   */
  async function roomFor(userId: string, classes: readonly ModelClass[]) {
    const { plan } = await planOf(userId);
    const at = now();
    const { window } = quotas[plan];
    if (window) await meter.reservationsWritten();
    const counters: Map<ModelClass, Counter> = window
      ? await repository.countersAt(userId, windowStart(window, at))
      : new Map();
    return classes.map((modelClass) => {
      const quota = quotaFor(userId, plan, modelClass, at);
      const { used, reserved } = counters.get(modelClass) ?? emptyCounter;
      return {
        modelClass,
        quota,
        counter: { used, reserved },
        remaining: quota ? remainingTokens(used + reserved, quota.limit) : UNLIMITED,
        allowed: !quota || used < quota.limit,
      };
    });
  }

  return {
    /** The user's plan changed: the next call reads it afresh. */
    forgetPlan(userId: string): void {
      plans.delete(userId);
      planReads.delete(userId);
    },

    admit,

    /** The runner's per-turn hook: reserve on admit, settle with the turn's real usage. */
    turnGate: admit,

    /**
     * SPEC §5 with D17: a start or resume is refused when any of the conversation's model classes
     * is over its limit, so a debate of standard and free models is never blocked by premium use.
     */
    async assertRoom(userId: string, classes: readonly ModelClass[]): Promise<void> {
      const refused = (await roomFor(userId, [...new Set(classes)])).find((c) => !c.allowed);
      if (refused?.quota) {
        throw new AppError(
          'quota_exceeded',
          USAGE_TEXT.limitExceeded(refused.quota.window, refused.modelClass),
        );
      }
    },

    /**
     * POST /api/usage/check, asked without reserving anything: allowed when admission would let
     * in a call asking `estimatedTokens` of the model's class (a custom model's: its base
     * model's, SPEC §7) in its window: a useful part of it fits (decision 028).
     * The id is resolved as a call's is: an unknown one answers 400, and a custom model the caller
     * does not own (or that was deleted) 404.
     */
    async check(
      userId: string,
      modelId: string,
      estimatedTokens: number = ESTIMATED_TOKENS_PER_TURN,
    ): Promise<UsageCheckResult> {
      const modelClass = await billedClassOf(userId, modelId);
      const [room] = await roomFor(userId, [modelClass]);
      if (!room?.quota) {
        return { allowed: true, reason: 'unlimited', message: USAGE_TEXT.unlimited, modelClass };
      }
      const { window } = room.quota;
      if (!room.allowed) {
        return {
          allowed: false,
          reason: 'limit_exceeded',
          message: USAGE_TEXT.limitExceeded(window, modelClass),
          modelClass,
        };
      }
      // Admission's rule for a call asking `estimatedTokens` (decision 028): let in while a
      // useful part of it fits, granted what is left.
      const ask = askFor({ promptTokens: 0, maxOutputTokens: estimatedTokens });
      if (!grantFor(room.counter, ask, room.quota.limit).admitted) {
        return {
          allowed: false,
          reason: 'would_exceed_limit',
          message: USAGE_TEXT.wouldExceedLimit(window, modelClass, estimatedTokens, room.remaining),
          modelClass,
        };
      }
      return { allowed: true, reason: 'within_limit', message: USAGE_TEXT.withinLimit, modelClass };
    },

    /** GET /api/usage/stats with SPEC §3's fields; "today" and "hour" are UTC. */
    async stats(userId: string): Promise<UsageStats> {
      const { tier, plan } = await planOf(userId);
      const at = now();
      const dayStart = windowStart('day', at);
      const hourStart = windowStart('hour', at);
      const { window, limits } = quotas[plan];
      if (window) await meter.reservationsWritten();
      const [today, hour, counters, events] = await Promise.all([
        repository.sumsSince(userId, dayStart),
        repository.sumsSince(userId, hourStart),
        window
          ? repository.countersAt(userId, windowStart(window, at))
          : new Map<ModelClass, Counter>(),
        repository.eventsSince(userId, dayStart, HISTORICAL_DATA_MAX),
      ]);
      const byClass = (sums: typeof today) =>
        mapClasses((c) => sums.find((row) => row.modelClass === c)?.tokens ?? 0);
      const perDay = (limit: number) =>
        window === 'hour' && limit !== UNLIMITED ? limit * 24 : limit;
      return {
        todayUsage: byClass(today),
        currentHourUsage: byClass(hour),
        remainingTokens: mapClasses((c) => {
          const { used, reserved } = counters.get(c) ?? emptyCounter;
          return window ? remainingTokens(used + reserved, limits[c]) : UNLIMITED;
        }),
        planLimits: mapClasses((c) => (window ? perDay(limits[c]) : UNLIMITED)),
        hourlyLimits: mapClasses((c) => (window === 'hour' ? limits[c] : UNLIMITED)),
        userPlan: tier,
        historicalData: events.map((event) => ({
          modelId: event.modelId,
          modelClass: event.modelClass,
          promptTokens: event.promptTokens,
          completionTokens: event.completionTokens,
          totalTokens: event.totalTokens,
          cost: event.cost,
          conversationId: event.conversationId,
          timestamp: event.createdAt.toISOString(),
        })),
        totalCost: today.reduce((sum, row) => sum + row.cost, 0),
        totalTokens: today.reduce((sum, row) => sum + row.tokens, 0),
      };
    },

    /** Tokens used since a date (the subscription view's period usage). */
    tokensSince: (userId: string, since: Date) => repository.totalSince(userId, since),

    /** Gives this process's slices back and waits for the meter's writes (at shutdown). */
    close: () => meter.close(),
  };
}

export type UsageService = ReturnType<typeof createUsageService>;

/**
 * Usage limits per plan and model class (SPEC §3, §4, §8, §9 with DESIGN D2, D5, D17), the usage
 * API's shapes, and the pure rules both sides apply to them.
 */
import { z } from 'zod';
import { MODEL_CLASSES, type ModelClass } from './models.ts';
import type { PlanId } from './plans.ts';

/** -1 means unlimited (SPEC §9). */
export const UNLIMITED = -1;

/**
 * SPEC §9's estimate of a turn: what POST /api/usage/check weighs when the client names none.
 * A call itself reserves its prompt's estimate plus its output cap (decision 017).
 */
export const ESTIMATED_TOKENS_PER_TURN = 4000;

/**
 * Not from SPEC (issue 27): the least output a call is worth making with; a class with less
 * than this left is at its limit. A call that asks for less needs only what it asks.
 */
export const MIN_USEFUL_OUTPUT_TOKENS = 256;

/**
 * The `Retry-After` (seconds) of a call refused because the account's other calls still hold
 * what it needs: most provider calls settle within it.
 */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 5;

/** SPEC §9: approaching at 90 % of a class limit, over at 100 %. */
export const WARNING_THRESHOLD_PERCENT = 90;

/** SPEC §9: the dashboard refreshes usage every 30 s. */
export const USAGE_POLL_MS = 30_000;

/** SPEC §4: the upgrade dialog comes back after 2 min when over the limit, 10 min when near. */
export const USAGE_DIALOG_REPEAT_MS = { over: 2 * 60_000, near: 10 * 60_000 } as const;

export type ClassLimits = Record<ModelClass, number>;
export type QuotaWindow = 'day' | 'hour';

/**
 * The enforced table (DESIGN D5): explore per UTC day, starter (and professional) per UTC hour,
 * enterprise unlimited. Starter's 20,000 / 50,000 an hour are the spec's 480,000 / 1,200,000 a day.
 */
export const PLAN_QUOTAS: Record<PlanId, { window: QuotaWindow | null; limits: ClassLimits }> = {
  explore: {
    window: 'day',
    limits: { ultra_premium: 20_000, premium: 50_000, standard: 100_000, free: UNLIMITED },
  },
  starter: {
    window: 'hour',
    limits: { ultra_premium: 20_000, premium: 50_000, standard: UNLIMITED, free: UNLIMITED },
  },
  enterprise: {
    window: null,
    limits: {
      ultra_premium: UNLIMITED,
      premium: UNLIMITED,
      standard: UNLIMITED,
      free: UNLIMITED,
    },
  },
};

const allUnlimited: ClassLimits = PLAN_QUOTAS.enterprise.limits;

/** Limits per UTC day (`planLimits` of the stats): an hourly limit counts 24 times. */
export function dailyLimits(plan: PlanId): ClassLimits {
  const { window, limits } = PLAN_QUOTAS[plan];
  if (window !== 'hour') return { ...limits };
  return mapClasses((modelClass) =>
    limits[modelClass] === UNLIMITED ? UNLIMITED : limits[modelClass] * 24,
  );
}

/** Limits per UTC hour (`hourlyLimits`); a plan without an hourly window has none (-1). */
export function hourlyLimits(plan: PlanId): ClassLimits {
  const { window, limits } = PLAN_QUOTAS[plan];
  return window === 'hour' ? { ...limits } : { ...allUnlimited };
}

export function mapClasses(value: (modelClass: ModelClass) => number): ClassLimits {
  return Object.fromEntries(MODEL_CLASSES.map((c) => [c, value(c)])) as ClassLimits;
}

/** Short form of a limit for labels: 20000 → '20k', -1 → 'Unlimited' (SPEC §9's '20k/day'). */
export function formatTokens(tokens: number): string {
  if (tokens === UNLIMITED) return 'Unlimited';
  if (tokens >= 1_000_000 && tokens % 100_000 === 0) return `${tokens / 1_000_000}M`;
  if (tokens >= 1000 && tokens % 1000 === 0) return `${tokens / 1000}k`;
  return tokens.toLocaleString('en-US');
}

export const CLASS_LABELS: Record<ModelClass, string> = {
  ultra_premium: 'ULTRA PREMIUM',
  premium: 'PREMIUM',
  standard: 'STANDARD',
  free: 'FREE',
};

/** DESIGN D17: the tier labels show what is enforced, e.g. explore 'STANDARD 100K/day'. */
export function limitLabels(plan: PlanId) {
  const { window, limits } = PLAN_QUOTAS[plan];
  return MODEL_CLASSES.map((modelClass) => ({
    modelClass,
    label: CLASS_LABELS[modelClass],
    limit:
      limits[modelClass] === UNLIMITED
        ? 'Unlimited'
        : `${formatTokens(limits[modelClass])}/${window ?? 'day'}`,
  }));
}

// ---- status per class (SPEC §4 "Usage status per tier", §9) ----

export const USAGE_STATUSES = ['unlimited', 'healthy', 'approaching', 'over_limit'] as const;
export type UsageStatus = (typeof USAGE_STATUSES)[number];

/** Percentage of a limit used, capped at 100; 0 for unlimited. */
export function usagePercent(used: number, limit: number): number {
  if (limit === UNLIMITED || limit <= 0) return 0;
  return Math.min(100, (Math.max(0, used) / limit) * 100);
}

export function usageStatus(used: number, limit: number): UsageStatus {
  if (limit === UNLIMITED) return 'unlimited';
  const share = limit <= 0 ? 100 : (used / limit) * 100;
  if (share >= 100) return 'over_limit';
  if (share >= WARNING_THRESHOLD_PERCENT) return 'approaching';
  return 'healthy';
}

/** Tokens left in a window, never below 0; -1 when unlimited. */
export function remainingTokens(used: number, limit: number): number {
  return limit === UNLIMITED ? UNLIMITED : Math.max(0, limit - used);
}

/** SPEC §9: total usage over the summed finite limits, capped at 100 (the dialog's bar). */
export function overallPercent(used: ClassLimits, limits: ClassLimits): number {
  const finite = MODEL_CLASSES.filter((c) => limits[c] !== UNLIMITED);
  const limit = finite.reduce((sum, c) => sum + limits[c], 0);
  const total = finite.reduce((sum, c) => sum + used[c], 0);
  return limit <= 0 ? 0 : Math.min(100, (total / limit) * 100);
}

/** SPEC §9's bar colours: red when exceeded, orange above 90 %, green otherwise. */
export function barColour(percent: number): 'red' | 'orange' | 'green' {
  if (percent >= 100) return 'red';
  if (percent > WARNING_THRESHOLD_PERCENT) return 'orange';
  return 'green';
}

/** The classes SPEC §8 calls premium: ultra-premium and premium (not standard or free). */
export function isPremiumClass(modelClass: ModelClass): boolean {
  return modelClass === 'ultra_premium' || modelClass === 'premium';
}

/** Plans worth offering to a user of `plan` (SPEC §2's "recommended plans"). */
export function recommendedPlans(plan: PlanId): PlanId[] {
  if (plan === 'explore') return ['starter', 'enterprise'];
  if (plan === 'starter') return ['enterprise'];
  return [];
}

// ---- texts (SPEC §2, §8) ----

export const USAGE_TEXT = {
  approachingTitle: 'Approaching Usage Limit',
  exceededTitle: 'Usage Limit Exceeded',
  /** The upgrade dialog's words when a class is near its limit (none over). */
  approachingText: `You have used ${WARNING_THRESHOLD_PERCENT}% or more of a model class limit on your plan.`,
  upgradePlan: 'Upgrade Plan',
  continueWithCurrentPlan: 'Continue with Current Plan',
  upgradeRequired: 'Upgrade Required',
  dailyLimitExceeded: 'Daily Limit Exceeded',
  /** Starter's hourly premium limits (the card's words are about daily limits). */
  hourlyLimitExceeded: 'Hourly Limit Exceeded',
  /** A standard or free limit (explore's STANDARD 100K a day, D17): named by its class. */
  classLimitExceeded: (window: QuotaWindow, modelClass: ModelClass) =>
    `${window === 'day' ? 'Daily' : 'Hourly'} ${CLASS_LABELS[modelClass]} Limit Exceeded`,
  dailyLimitExceededText:
    "You've exceeded your daily limits for premium models. Upgrade your plan for higher daily limits.",
  notAuthenticated: 'Please log in to continue',
  checkFailed: 'Failed to check usage limits',
  checkError: 'Proceeding due to check error',
  /**
   * The refusal of a turn or a start; for explore's premium classes it is SPEC §8's card text.
   * Standard is named as such (explore's 100K/day, D17).
   */
  limitExceeded: (window: QuotaWindow, modelClass: ModelClass) => {
    const word = window === 'day' ? 'daily' : 'hourly';
    const kind = isPremiumClass(modelClass) ? 'premium' : modelClass;
    return `You've exceeded your ${word} limits for ${kind} models. Upgrade your plan for higher ${word} limits.`;
  },
  /** The class has room, but less than the call is estimated to need. */
  wouldExceedLimit: (
    window: QuotaWindow,
    modelClass: ModelClass,
    estimated: number,
    remaining: number,
  ) => {
    const word = window === 'day' ? 'daily' : 'hourly';
    return `This needs about ${estimated.toLocaleString('en-US')} tokens, but only ${remaining.toLocaleString('en-US')} ${CLASS_LABELS[modelClass]} tokens are left in your ${word} limit. Upgrade your plan for higher ${word} limits.`;
  },
  /**
   * Not from SPEC (issue 27): refused because the account's calls still running have reserved
   * what is left, not because the limit is reached. Answered 429 with `Retry-After`.
   */
  requestsInFlight: (window: QuotaWindow, modelClass: ModelClass) => {
    const word = window === 'day' ? 'daily' : 'hourly';
    return `Other requests on your account are still running and hold the rest of your ${word} ${CLASS_LABELS[modelClass]} tokens. Please try again in a few seconds, once they finish.`;
  },
  withinLimit: 'Within your plan limits',
  unlimited: 'Unlimited on your plan',
  trackIgnored: 'Usage is metered by the server; reported usage is not counted.',
} as const;

// ---- API shapes (SPEC §3, §7) ----

const classRecord = z.object({
  ultra_premium: z.number(),
  premium: z.number(),
  standard: z.number(),
  free: z.number(),
});

export const usageEventViewSchema = z.object({
  modelId: z.string(),
  modelClass: z.enum(MODEL_CLASSES),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  totalTokens: z.number().int(),
  cost: z.number(),
  conversationId: z.string().nullable(),
  timestamp: z.string(),
});
export type UsageEventView = z.infer<typeof usageEventViewSchema>;

export const usageStatsSchema = z.object({
  todayUsage: classRecord,
  currentHourUsage: classRecord,
  remainingTokens: classRecord,
  planLimits: classRecord,
  hourlyLimits: classRecord,
  userPlan: z.enum(['explore', 'starter', 'professional', 'enterprise']),
  historicalData: z.array(usageEventViewSchema),
  totalCost: z.number(),
  totalTokens: z.number(),
});
export type UsageStats = z.infer<typeof usageStatsSchema>;

/** The most of today's events the stats list; a heavy user's polls stay small. */
export const HISTORICAL_DATA_MAX = 500;

export const usageCheckBodySchema = z.object({
  modelId: z.string().trim().min(1).max(200),
  estimatedTokens: z.number().int().min(0).max(10_000_000).default(ESTIMATED_TOKENS_PER_TURN),
});
export type UsageCheckBody = z.input<typeof usageCheckBodySchema>;

/**
 * The server's answers: room for the estimate, no limit, the limit already reached, or room left
 * but less than the estimate. The web app adds SPEC §8's own (`CLIENT_CHECK_REASONS`).
 */
export const USAGE_CHECK_REASONS = [
  'within_limit',
  'unlimited',
  'limit_exceeded',
  'would_exceed_limit',
] as const;
export type UsageCheckReason = (typeof USAGE_CHECK_REASONS)[number];

/** SPEC §8: what the web app answers itself when the check could not be asked or answered. */
export const CLIENT_CHECK_REASONS = ['not_authenticated', 'check_failed', 'check_error'] as const;
export type ClientCheckReason = (typeof CLIENT_CHECK_REASONS)[number];
export const usageCheckResultSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(USAGE_CHECK_REASONS),
  message: z.string(),
  modelClass: z.enum(MODEL_CLASSES),
});
export type UsageCheckResult = z.infer<typeof usageCheckResultSchema>;

const tokenCount = z.number().int().min(0).max(100_000_000);

/** SPEC §3's usage record (and the simple tracker's variant); accepted, never counted (D2). */
export const usageTrackBodySchema = z
  .object({
    model_id: z.string().max(200),
    model_name: z.string().max(200),
    prompt_tokens: tokenCount,
    completion_tokens: tokenCount,
    total_tokens: tokenCount,
    tokens: tokenCount,
    cost: z.number().min(0).max(1_000_000),
    model: z.string().max(200),
    conversation_id: z.string().max(200).nullable(),
    modelId: z.string().max(200),
    modelName: z.string().max(200),
    promptTokens: tokenCount,
    completionTokens: tokenCount,
    totalTokens: tokenCount,
    conversationId: z.string().max(200).nullable(),
  })
  .partial();

export const usageTrackResultSchema = z.object({
  success: z.literal(true),
  counted: z.literal(false),
  message: z.string(),
});

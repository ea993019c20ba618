import { MODEL_CLASSES, findCatalogModel, type ModelClass } from '../../../../contract/models.ts';
import { effectivePlan } from '../../../../contract/tiers.ts';
import {
  barColour,
  dailyLimits,
  hourlyLimits,
  isPremiumClass,
  mapClasses,
  overallPercent,
  UNLIMITED,
  usagePercent,
  usageStatus,
  USAGE_DIALOG_REPEAT_MS,
  USAGE_TEXT,
  type ClassLimits,
  type UsageStats,
  type UsageStatus,
} from '../../../../contract/usage.ts';

export type ClassUsage = {
  modelClass: ModelClass;
  used: number;
  limit: number;
  window: 'day' | 'hour';
  status: UsageStatus;
  percent: number;
  remaining: number;
};

/**
 * Usage per class in the window the server enforces: the hour for starter, else the day. `used`
 * is what the limit has lost (reservations of turns under way included), as the server counts it.
 */
export function classUsage(stats: UsageStats): ClassUsage[] {
  return MODEL_CLASSES.map((modelClass) => {
    const hourly = stats.hourlyLimits[modelClass] !== UNLIMITED;
    const limit = hourly ? stats.hourlyLimits[modelClass] : stats.planLimits[modelClass];
    const remaining = stats.remainingTokens[modelClass];
    const window = hourly ? 'hour' : 'day';
    const spent = (hourly ? stats.currentHourUsage : stats.todayUsage)[modelClass];
    // What the counter holds (calls in flight too), or what was spent when that is more: an
    // overage shows as it is, not cut at the limit (issue 33).
    const used = limit === UNLIMITED ? spent : Math.max(spent, limit - remaining);
    return {
      modelClass,
      used,
      limit,
      window,
      status: usageStatus(used, limit),
      percent: usagePercent(used, limit),
      remaining,
    };
  });
}

/** The dialog's one bar: total over the summed finite limits (SPEC §9). */
export function overallUsage(stats: UsageStats) {
  const rows = classUsage(stats);
  const pick = (value: (row: ClassUsage) => number) =>
    Object.fromEntries(rows.map((row) => [row.modelClass, value(row)])) as ClassLimits;
  const percent = overallPercent(
    pick((row) => row.used),
    pick((row) => row.limit),
  );
  return { percent, colour: barColour(anyOver(rows) ? 100 : percent) };
}

const anyOver = (rows: ClassUsage[]) => rows.some((row) => row.status === 'over_limit');

/** 'over' when a class is over its limit, 'near' at 90 % or more, else null. */
export function usageAlert(stats: UsageStats): 'over' | 'near' | null {
  const rows = classUsage(stats);
  if (anyOver(rows)) return 'over';
  return rows.some((row) => row.status === 'approaching') ? 'near' : null;
}

/**
 * SPEC §5 with D17: a start is blocked when one of its models' classes is over its limit. The
 * class is the catalog's; other ids (custom models, operator endpoints) are left to the server.
 */
export function isBlocked(stats: UsageStats | undefined, modelIds: readonly string[]): boolean {
  if (!stats) return false;
  const over = new Set(
    classUsage(stats)
      .filter((row) => row.status === 'over_limit')
      .map((row) => row.modelClass),
  );
  return modelIds.some((id) => {
    const modelClass = findCatalogModel(id)?.modelClass;
    return modelClass !== undefined && over.has(modelClass);
  });
}

/** SPEC §4: the dialog is shown again 2 min after closing when over, 10 min when near. */
export function shouldShowAgain(
  alert: 'over' | 'near' | null,
  dismissedAt: number | null,
  now: number,
): boolean {
  if (!alert) return false;
  if (dismissedAt === null) return true;
  return now - dismissedAt >= USAGE_DIALOG_REPEAT_MS[alert];
}

export const planOf = (stats: UsageStats) => effectivePlan(stats.userPlan);

/**
 * SPEC §8: when usage stats cannot be loaded the web app goes on with the explore plan, zero
 * usage and SPEC §9's default limits (the server still enforces the real ones).
 */
export const FALLBACK_USAGE_STATS: UsageStats = (() => {
  const zero = mapClasses(() => 0);
  return {
    todayUsage: zero,
    currentHourUsage: zero,
    remainingTokens: dailyLimits('explore'),
    planLimits: dailyLimits('explore'),
    hourlyLimits: hourlyLimits('explore'),
    userPlan: 'explore',
    historicalData: [],
    totalCost: 0,
    totalTokens: 0,
  };
})();

/** The stats to go by: the loaded ones, the fallback once loading failed, else none yet. */
export function statsOrFallback(query: {
  data: UsageStats | undefined;
  isError: boolean;
}): UsageStats | undefined {
  if (query.data) return query.data;
  return query.isError ? FALLBACK_USAGE_STATS : undefined;
}

export type LimitNotice = { key: string; title: string; text: string };

/**
 * The exceeded-limit notices for /billing: SPEC §8's 'Daily Limit Exceeded' card exactly when a
 * daily premium or ultra-premium limit is over (its words say so; both over give one card);
 * starter's hourly premium limits and the standard or free classes get notices that say what is
 * over.
 */
export function limitNotices(stats: UsageStats): LimitNotice[] {
  const notices = new Map<string, LimitNotice>();
  for (const { status, window, modelClass } of classUsage(stats)) {
    if (status !== 'over_limit') continue;
    const premium = isPremiumClass(modelClass);
    const key = `${window}-${premium ? 'premium' : modelClass}`;
    const premiumTitle =
      window === 'day' ? USAGE_TEXT.dailyLimitExceeded : USAGE_TEXT.hourlyLimitExceeded;
    notices.set(key, {
      key,
      title: premium ? premiumTitle : USAGE_TEXT.classLimitExceeded(window, modelClass),
      // For a daily premium class this is the card's own text (USAGE_TEXT.dailyLimitExceededText).
      text: USAGE_TEXT.limitExceeded(window, modelClass),
    });
  }
  return [...notices.values()];
}

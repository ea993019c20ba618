import { describe, expect, it } from 'vitest';
import { PLAN_QUOTAS, USAGE_TEXT, type UsageStats } from '../../../../contract/usage.ts';
import { readDismissedAt, writeDismissedAt } from './dialog-dismissal.ts';
import {
  classUsage,
  FALLBACK_USAGE_STATS,
  isBlocked,
  limitNotices,
  overallUsage,
  shouldShowAgain,
  statsOrFallback,
  usageAlert,
} from './usage-view.ts';
import { exploreStats as explore } from '../../../../../test/helpers/usage-stats.ts';

describe('usage as the server enforces it', () => {
  it('reads explore per day and starter per hour', () => {
    const rows = classUsage(explore({ premium: 5_000 }));
    expect(rows.find((r) => r.modelClass === 'premium')).toMatchObject({
      used: 45_000,
      limit: 50_000,
      window: 'day',
      status: 'approaching',
      percent: 90,
    });
    const starter: UsageStats = {
      ...explore({}),
      userPlan: 'starter',
      hourlyLimits: { ultra_premium: 20_000, premium: 50_000, standard: -1, free: -1 },
      planLimits: { ultra_premium: 480_000, premium: 1_200_000, standard: -1, free: -1 },
      remainingTokens: { ultra_premium: 0, premium: 50_000, standard: -1, free: -1 },
    };
    expect(classUsage(starter)[0]).toMatchObject({
      window: 'hour',
      status: 'over_limit',
      percent: 100,
    });
  });

  it('shows usage over the limit as it is, not cut at the limit (issue 33)', () => {
    const over: UsageStats = {
      ...explore({ premium: 0 }),
      todayUsage: { ultra_premium: 0, premium: 68_900, standard: 0, free: 0 },
    };
    expect(classUsage(over).find((r) => r.modelClass === 'premium')).toMatchObject({
      used: 68_900,
      limit: 50_000,
      remaining: 0,
      status: 'over_limit',
    });
  });

  it.each([
    [{}, null, 'green'],
    [{ premium: 4_000 }, 'near', 'green'],
    [{ ultra_premium: 0 }, 'over', 'red'],
  ] as const)('%j → alert %s, bar %s', (remaining, alert, colour) => {
    const stats = explore(remaining);
    expect(usageAlert(stats)).toBe(alert);
    expect(overallUsage(stats).colour).toBe(colour);
  });

  it('blocks only models whose class is over (SPEC §5, D17)', () => {
    const stats = explore({ ultra_premium: 0 });
    expect(isBlocked(stats, ['gpt-5', 'parley-sparring-partner'])).toBe(true);
    expect(isBlocked(stats, ['gpt-4o-mini', 'parley-sparring-partner'])).toBe(false);
    expect(isBlocked(undefined, ['gpt-5'])).toBe(false);
  });

  it('shows the dialog again after 2 min when over, 10 min when near', () => {
    expect(shouldShowAgain('over', null, 0)).toBe(true);
    expect(shouldShowAgain('over', 0, 119_999)).toBe(false);
    expect(shouldShowAgain('over', 0, 120_000)).toBe(true);
    expect(shouldShowAgain('near', 0, 599_999)).toBe(false);
    expect(shouldShowAgain('near', 0, 600_000)).toBe(true);
    expect(shouldShowAgain(null, null, 0)).toBe(false);
  });
});

describe('when usage stats cannot be loaded (SPEC §8)', () => {
  it('falls back to the explore plan, zero usage and the default limits', () => {
    expect(FALLBACK_USAGE_STATS.userPlan).toBe('explore');
    expect(Object.values(FALLBACK_USAGE_STATS.todayUsage)).toEqual([0, 0, 0, 0]);
    expect(FALLBACK_USAGE_STATS.planLimits).toEqual({
      ultra_premium: 20_000,
      premium: 50_000,
      standard: 100_000,
      free: -1,
    });
    expect(FALLBACK_USAGE_STATS.planLimits).toEqual(PLAN_QUOTAS.explore.limits);
    expect(FALLBACK_USAGE_STATS.remainingTokens).toEqual(FALLBACK_USAGE_STATS.planLimits);
    // Explore has no hourly window: every hourly limit is unlimited.
    expect(Object.values(FALLBACK_USAGE_STATS.hourlyLimits)).toEqual([-1, -1, -1, -1]);
    expect(usageAlert(FALLBACK_USAGE_STATS)).toBeNull();
    expect(isBlocked(FALLBACK_USAGE_STATS, ['gpt-5'])).toBe(false);
  });

  it('uses the loaded stats, the fallback once loading failed, nothing while loading', () => {
    const loaded = explore({ premium: 1 });
    expect(statsOrFallback({ data: loaded, isError: false })).toBe(loaded);
    // A failed refetch keeps the last stats that loaded.
    expect(statsOrFallback({ data: loaded, isError: true })).toBe(loaded);
    expect(statsOrFallback({ data: undefined, isError: true })).toBe(FALLBACK_USAGE_STATS);
    expect(statsOrFallback({ data: undefined, isError: false })).toBeUndefined();
  });
});

describe('exceeded-limit notices on /billing', () => {
  const starter = (remaining: Partial<UsageStats['remainingTokens']>): UsageStats => ({
    ...explore({}),
    userPlan: 'starter',
    hourlyLimits: { ultra_premium: 20_000, premium: 50_000, standard: -1, free: -1 },
    planLimits: { ultra_premium: 480_000, premium: 1_200_000, standard: -1, free: -1 },
    remainingTokens: {
      ultra_premium: 20_000,
      premium: 50_000,
      standard: -1,
      free: -1,
      ...remaining,
    },
  });

  it('shows the Daily Limit Exceeded card exactly when a daily premium class is over', () => {
    const card = { title: 'Daily Limit Exceeded', text: USAGE_TEXT.dailyLimitExceededText };
    expect(limitNotices(explore({ premium: 0 }))).toEqual([expect.objectContaining(card)]);
    expect(limitNotices(explore({ ultra_premium: 0 }))).toEqual([expect.objectContaining(card)]);
    // Both premium classes over: one card.
    expect(limitNotices(explore({ premium: 0, ultra_premium: 0 }))).toHaveLength(1);
    expect(limitNotices(explore({ premium: 1 }))).toEqual([]);
  });

  it('names starter’s hourly limits as hourly', () => {
    const notices = limitNotices(starter({ premium: 0 }));
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Hourly Limit Exceeded',
        text: "You've exceeded your hourly limits for premium models. Upgrade your plan for higher hourly limits.",
      }),
    ]);
    expect(notices.map((notice) => notice.title)).not.toContain(USAGE_TEXT.dailyLimitExceeded);
  });

  it('names explore’s STANDARD limit as standard', () => {
    const notices = limitNotices(explore({ standard: 0 }));
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Daily STANDARD Limit Exceeded',
        text: "You've exceeded your daily limits for standard models. Upgrade your plan for higher daily limits.",
      }),
    ]);
    const both = limitNotices(explore({ standard: 0, premium: 0 }));
    expect(both.map((notice) => notice.title)).toEqual([
      'Daily Limit Exceeded',
      'Daily STANDARD Limit Exceeded',
    ]);
  });
});

describe('the dialog’s dismissal, kept for the session', () => {
  const store = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  };

  it('reads back what was written, and nothing when nothing or garbage was', () => {
    const session = store();
    expect(readDismissedAt(session)).toBeNull();
    writeDismissedAt(1_700_000_000_000, session);
    expect(readDismissedAt(session)).toBe(1_700_000_000_000);
    session.setItem('parley.usageDialogDismissedAt', 'soon');
    expect(readDismissedAt(session)).toBeNull();
    expect(readDismissedAt(undefined)).toBeNull();
  });

  it('keeps the 2 min rule across a reload', () => {
    const session = store();
    writeDismissedAt(1_000, session);
    // A new page reads the stored time: not shown again until 2 min have passed.
    expect(shouldShowAgain('over', readDismissedAt(session), 1_000 + 60_000)).toBe(false);
    expect(shouldShowAgain('over', readDismissedAt(session), 1_000 + 120_000)).toBe(true);
  });
});

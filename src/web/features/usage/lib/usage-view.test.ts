import { describe, expect, it } from 'vitest';
import type { UsageStats } from '../../../../contract/usage.ts';
import { classUsage, isBlocked, overallUsage, shouldShowAgain, usageAlert } from './usage-view.ts';

const zero = { ultra_premium: 0, premium: 0, standard: 0, free: 0 };
const explore = (remaining: Partial<UsageStats['remainingTokens']>): UsageStats => ({
  todayUsage: zero,
  currentHourUsage: zero,
  planLimits: { ultra_premium: 20_000, premium: 50_000, standard: 100_000, free: -1 },
  hourlyLimits: { ultra_premium: -1, premium: -1, standard: -1, free: -1 },
  remainingTokens: {
    ultra_premium: 20_000,
    premium: 50_000,
    standard: 100_000,
    free: -1,
    ...remaining,
  },
  userPlan: 'explore',
  historicalData: [],
  totalCost: 0,
  totalTokens: 0,
});

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

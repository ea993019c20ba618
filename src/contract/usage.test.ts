import { describe, expect, it } from 'vitest';
import { MODEL_CLASSES } from './models.ts';
import { TIER_LIMIT_LABELS } from './plans.ts';
import {
  barColour,
  dailyLimits,
  hourlyLimits,
  isPremiumClass,
  limitLabels,
  overallPercent,
  PLAN_QUOTAS,
  recommendedPlans,
  remainingTokens,
  UNLIMITED,
  USAGE_TEXT,
  usagePercent,
  usageStatus,
} from './usage.ts';

describe('the enforced plan table (SPEC §9, DESIGN D5)', () => {
  it.each([
    ['explore', 'day', 20_000, 50_000, 100_000, UNLIMITED],
    ['starter', 'hour', 20_000, 50_000, UNLIMITED, UNLIMITED],
    ['enterprise', null, UNLIMITED, UNLIMITED, UNLIMITED, UNLIMITED],
  ] as const)('%s: window %s, limits %d/%d/%d/%d', (plan, window, ultra, premium, std, free) => {
    expect(PLAN_QUOTAS[plan]).toEqual({
      window,
      limits: { ultra_premium: ultra, premium, standard: std, free },
    });
  });

  it('starter per day is exactly the tables’ 480,000 and 1,200,000 (both readings hold)', () => {
    expect(dailyLimits('starter')).toEqual({
      ultra_premium: 480_000,
      premium: 1_200_000,
      standard: UNLIMITED,
      free: UNLIMITED,
    });
    expect(hourlyLimits('starter').premium).toBe(50_000);
    expect(hourlyLimits('explore').premium).toBe(UNLIMITED);
    expect(dailyLimits('explore').standard).toBe(100_000);
  });

  it('the landing and billing labels are the enforced ones (D17)', () => {
    expect(TIER_LIMIT_LABELS).toEqual(limitLabels('explore'));
  });

  it('labels say what is enforced (D17)', () => {
    expect(limitLabels('explore').map((l) => `${l.label} ${l.limit}`)).toEqual([
      'ULTRA PREMIUM 20k/day',
      'PREMIUM 50k/day',
      'STANDARD 100k/day',
      'FREE Unlimited',
    ]);
    expect(limitLabels('starter').map((l) => l.limit)).toEqual([
      '20k/hour',
      '50k/hour',
      'Unlimited',
      'Unlimited',
    ]);
  });
});

describe('usage status per class (SPEC §4, §9)', () => {
  it.each([
    [0, UNLIMITED, 'unlimited', 0, UNLIMITED],
    [999_999, UNLIMITED, 'unlimited', 0, UNLIMITED],
    [0, 20_000, 'healthy', 0, 20_000],
    [17_999, 20_000, 'healthy', 89.995, 2_001],
    [18_000, 20_000, 'approaching', 90, 2_000],
    [19_999, 20_000, 'approaching', 99.995, 1],
    [20_000, 20_000, 'over_limit', 100, 0],
    [26_000, 20_000, 'over_limit', 100, 0],
  ] as const)('%d of %d → %s, %d %%, %d left', (used, limit, status, percent, left) => {
    expect(usageStatus(used, limit)).toBe(status);
    expect(usagePercent(used, limit)).toBeCloseTo(percent, 3);
    expect(remainingTokens(used, limit)).toBe(left);
  });

  it('the overall bar is total over the summed finite limits, capped at 100', () => {
    const limits = PLAN_QUOTAS.explore.limits;
    expect(
      overallPercent({ ultra_premium: 0, premium: 0, standard: 0, free: 50_000 }, limits),
    ).toBe(0);
    expect(
      overallPercent({ ultra_premium: 17_000, premium: 0, standard: 0, free: 0 }, limits),
    ).toBe(10);
    expect(
      overallPercent({ ultra_premium: 999_999, premium: 0, standard: 0, free: 0 }, limits),
    ).toBe(100);
    expect(
      overallPercent(
        { ultra_premium: 5, premium: 5, standard: 5, free: 5 },
        hourlyLimits('explore'),
      ),
    ).toBe(0);
  });

  it.each([
    [0, 'green'],
    [90, 'green'],
    [90.1, 'orange'],
    [99.9, 'orange'],
    [100, 'red'],
  ] as const)('bar at %d %% is %s', (percent, colour) => {
    expect(barColour(percent)).toBe(colour);
  });
});

describe('rules around the limits', () => {
  it('calls ultra-premium and premium the premium classes', () => {
    expect(MODEL_CLASSES.map(isPremiumClass)).toEqual([true, true, false, false]);
  });

  it('recommends only higher plans', () => {
    expect(recommendedPlans('explore')).toEqual(['starter', 'enterprise']);
    expect(recommendedPlans('starter')).toEqual(['enterprise']);
    expect(recommendedPlans('enterprise')).toEqual([]);
  });

  it('the upgrade dialog says near at the warning threshold', () => {
    expect(USAGE_TEXT.approachingText).toBe(
      'You have used 90% or more of a model class limit on your plan.',
    );
  });

  it('the explore premium refusal is SPEC §8’s card text', () => {
    expect(USAGE_TEXT.limitExceeded('day', 'premium')).toBe(USAGE_TEXT.dailyLimitExceededText);
    expect(USAGE_TEXT.limitExceeded('hour', 'ultra_premium')).toContain('hourly limits');
    expect(USAGE_TEXT.limitExceeded('day', 'standard')).toContain('standard models');
    expect(USAGE_TEXT.limitExceeded('day', 'free')).toContain('free models');
  });

  it('keeps SPEC §8’s usage-check texts verbatim', () => {
    expect(USAGE_TEXT.notAuthenticated).toBe('Please log in to continue');
    expect(USAGE_TEXT.checkFailed).toBe('Failed to check usage limits');
    expect(USAGE_TEXT.checkError).toBe('Proceeding due to check error');
    expect(USAGE_TEXT.dailyLimitExceeded).toBe('Daily Limit Exceeded');
    expect(USAGE_TEXT.dailyLimitExceededText).toBe(
      "You've exceeded your daily limits for premium models. Upgrade your plan for higher daily limits.",
    );
  });
});

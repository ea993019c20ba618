import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_LIMITS_TEXT,
  CREATION_KINDS,
  creationAllowance,
  creationRefusal,
} from './account-limits.ts';
import { PLAN_IDS } from './plans.ts';

describe('creationAllowance', () => {
  it('reads the plan of a tier: professional as starter, none as explore', () => {
    expect(creationAllowance('professional', 'conversations')).toEqual(
      ACCOUNT_LIMITS.starter.conversations,
    );
    expect(creationAllowance(undefined, 'verdicts')).toEqual(ACCOUNT_LIMITS.explore.verdicts);
    expect(creationAllowance('enterprise', 'customModels')).toEqual(
      ACCOUNT_LIMITS.enterprise.customModels,
    );
  });

  it('gives every plan finite bounds that never shrink from explore to starter to enterprise', () => {
    for (const kind of CREATION_KINDS) {
      const [explore, starter, enterprise] = PLAN_IDS.map((plan) => ACCOUNT_LIMITS[plan][kind]);
      for (const allowance of [explore!, starter!, enterprise!]) {
        expect(allowance.perHour).toBeGreaterThan(0);
        expect(allowance.total).toBeGreaterThanOrEqual(allowance.perHour);
        expect(Number.isFinite(allowance.total)).toBe(true);
      }
      expect(starter!.perHour).toBeGreaterThanOrEqual(explore!.perHour);
      expect(enterprise!.total).toBeGreaterThanOrEqual(starter!.total);
    }
  });

  it('takes another table (a server setting)', () => {
    const limits = structuredClone(ACCOUNT_LIMITS);
    limits.explore.communityPosts = { perHour: 1, total: 2 };
    expect(creationAllowance('explore', 'communityPosts', limits)).toEqual({
      perHour: 1,
      total: 2,
    });
  });
});

describe('creationRefusal', () => {
  const allowance = { perHour: 3, total: 10 };

  it('lets one more be made below both bounds', () => {
    expect(creationRefusal(allowance, { held: 9, madeThisHour: 2 })).toBeNull();
  });

  it('refuses at the hour’s bound, and at the total, the total first', () => {
    expect(creationRefusal(allowance, { held: 5, madeThisHour: 3 })).toBe('hourly');
    expect(creationRefusal(allowance, { held: 10, madeThisHour: 0 })).toBe('total');
    expect(creationRefusal(allowance, { held: 10, madeThisHour: 3 })).toBe('total');
  });
});

describe('ACCOUNT_LIMITS_TEXT', () => {
  it('names the kind and the bound, and how to make room', () => {
    expect(ACCOUNT_LIMITS_TEXT.hourly('conversations', 30)).toBe(
      'You created 30 conversations in the last hour, the most your plan allows. Please try again later.',
    );
    expect(ACCOUNT_LIMITS_TEXT.total('verdicts', 3000)).toBe(
      'Your account holds 3,000 verdicts, the most your plan allows. Delete conversations you no longer need to make room, or upgrade your plan.',
    );
  });
});

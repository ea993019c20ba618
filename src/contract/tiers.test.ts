import { describe, expect, it } from 'vitest';
import { effectivePlan, tierLabel } from './tiers.ts';

describe('tiers', () => {
  it('treats the legacy professional tier as starter and a missing tier as explore', () => {
    expect(effectivePlan('professional')).toBe('starter');
    expect(effectivePlan(undefined)).toBe('explore');
    expect(effectivePlan(null)).toBe('explore');
    expect(effectivePlan('enterprise')).toBe('enterprise');
  });

  it('names the plan that applies beside a legacy tier', () => {
    expect(tierLabel('starter')).toBe('Starter');
    expect(tierLabel('professional')).toBe('Professional (Starter)');
  });
});

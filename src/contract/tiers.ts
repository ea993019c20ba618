/**
 * Subscription tiers as users see them. SPEC §1: `professional` is a legacy tier treated as
 * starter; a missing tier reads as explore. No zod here: both web features import it.
 */
import type { PlanId } from './plans.ts';

export type Tier = PlanId | 'professional';

export const TIER_NAMES: Record<Tier, string> = {
  explore: 'Explore',
  starter: 'Starter',
  professional: 'Professional',
  enterprise: 'Enterprise',
};

/** The plan whose rules and limits apply to a tier. */
export function effectivePlan(tier: Tier | null | undefined): PlanId {
  if (tier === 'professional') return 'starter';
  return tier ?? 'explore';
}

/** 'Starter', or 'Professional (Starter)' for the legacy tier, so nobody wonders which applies. */
export function tierLabel(tier: Tier): string {
  const plan = effectivePlan(tier);
  return plan === tier ? TIER_NAMES[tier] : `${TIER_NAMES[tier]} (${TIER_NAMES[plan]})`;
}

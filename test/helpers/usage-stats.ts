// Test fixtures: usage stats as the server answers them.
import type { UsageStats } from '../../src/contract/usage.ts';

const zero = { ultra_premium: 0, premium: 0, standard: 0, free: 0 };

/** An Explore user's stats with these tokens left in each class (the rest untouched). */
export const exploreStats = (remaining: Partial<UsageStats['remainingTokens']>): UsageStats => ({
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

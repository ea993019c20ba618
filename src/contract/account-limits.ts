/**
 * What one account may create per hour and hold in all, per plan (DESIGN D24, decision 029).
 * Creating costs the server storage whatever the token quotas say (a debate on the free offline
 * model costs no tokens), so every kind of object an account makes has both bounds. No zod here:
 * the web app may import it.
 */
import type { PlanId } from './plans.ts';
import { effectivePlan, type Tier } from './tiers.ts';

export const CREATION_KINDS = [
  'conversations',
  'customModels',
  'communityPosts',
  'verdicts',
  'customFormats',
] as const;
export type CreationKind = (typeof CREATION_KINDS)[number];

/** At most `perHour` made in an hour, and at most `total` held at once. */
export type CreationAllowance = { perHour: number; total: number };

export type AccountLimits = Record<PlanId, Record<CreationKind, CreationAllowance>>;

/**
 * The table. A person at a keyboard never meets the hourly bounds; the totals leave room for a
 * year of daily use on explore (deleting old objects makes room). Storage at the totals, with
 * the longest texts allowed, is in decision 029.
 */
export const ACCOUNT_LIMITS: AccountLimits = {
  explore: {
    conversations: { perHour: 30, total: 300 },
    customModels: { perHour: 10, total: 25 },
    communityPosts: { perHour: 5, total: 25 },
    verdicts: { perHour: 60, total: 3_000 },
    customFormats: { perHour: 10, total: 20 },
  },
  starter: {
    conversations: { perHour: 120, total: 3_000 },
    customModels: { perHour: 30, total: 200 },
    communityPosts: { perHour: 20, total: 200 },
    verdicts: { perHour: 300, total: 30_000 },
    customFormats: { perHour: 30, total: 50 },
  },
  enterprise: {
    conversations: { perHour: 600, total: 30_000 },
    customModels: { perHour: 100, total: 2_000 },
    communityPosts: { perHour: 60, total: 1_000 },
    verdicts: { perHour: 1_200, total: 300_000 },
    customFormats: { perHour: 60, total: 200 },
  },
};

/** What an account of `tier` may make of `kind` (professional reads as starter, none as explore). */
export function creationAllowance(
  tier: Tier | null | undefined,
  kind: CreationKind,
  limits: AccountLimits = ACCOUNT_LIMITS,
): CreationAllowance {
  return limits[effectivePlan(tier)][kind];
}

/**
 * Whether one more may be made: `total` when the account already holds its most (409), `hourly`
 * when it made its most this hour (429), else null. The total is told first: waiting an hour
 * would not help.
 */
export function creationRefusal(
  allowance: CreationAllowance,
  counts: { held: number; madeThisHour: number },
): 'total' | 'hourly' | null {
  if (counts.held >= allowance.total) return 'total';
  if (counts.madeThisHour >= allowance.perHour) return 'hourly';
  return null;
}

/** Each kind as a sentence names it. */
const NOUNS: Record<CreationKind, string> = {
  conversations: 'conversations',
  customModels: 'custom models',
  communityPosts: 'community posts',
  verdicts: 'verdicts',
  customFormats: 'custom formats',
};

const count = (value: number) => value.toLocaleString('en-US');

/** How an account makes room: verdicts go with their conversation. */
const MAKE_ROOM: Record<CreationKind, string> = {
  conversations: 'Delete some to make room',
  customModels: 'Delete some to make room',
  communityPosts: 'Delete some to make room',
  verdicts: 'Delete conversations you no longer need to make room',
  customFormats: 'Delete some to make room',
};

export const ACCOUNT_LIMITS_TEXT = {
  /** 429, with Retry-After. */
  hourly: (kind: CreationKind, perHour: number) =>
    `You created ${count(perHour)} ${NOUNS[kind]} in the last hour, the most your plan allows. Please try again later.`,
  /** 409: the account holds its most; removing some makes room. */
  total: (kind: CreationKind, total: number) =>
    `Your account holds ${count(total)} ${NOUNS[kind]}, the most your plan allows. ${MAKE_ROOM[kind]}, or upgrade your plan.`,
} as const;

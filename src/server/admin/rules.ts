import type { PlanId } from '../../contract/plans.ts';
import { effectivePlan, type Tier } from '../../contract/tiers.ts';

/** Users per plan, with the legacy professional tier counted under starter (SPEC §1). */
export function countUsersByPlan(rows: ReadonlyArray<{ tier: Tier; count: number }>) {
  const byPlan: Record<PlanId, number> = { explore: 0, starter: 0, enterprise: 0 };
  for (const { tier, count } of rows) byPlan[effectivePlan(tier)] += count;
  return byPlan;
}

/** 00:00 UTC of the day `at` falls in (DESIGN D5: windows are calendar UTC days). */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** An ILIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

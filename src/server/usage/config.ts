import { z } from 'zod';
import { MODEL_CLASSES } from '../../contract/models.ts';
import { PLAN_IDS } from '../../contract/plans.ts';
import { PLAN_QUOTAS } from '../../contract/usage.ts';
import { jsonEnvSchema } from '../lib/env-json.ts';
import type { Quotas } from './service.ts';

const limitsSchema = z.partialRecord(z.enum(MODEL_CLASSES), z.number().int().min(-1));
const overrideSchema = z.partialRecord(z.enum(PLAN_IDS), limitsSchema);

/**
 * USAGE_LIMITS: JSON limits per plan and class laid over SPEC §9's table, e.g.
 * `{"explore":{"free":20000}}` (tests lower a limit this way; -1 is unlimited). Windows stay D5's.
 */
export const usageEnvSchema = z.object({
  USAGE_LIMITS: jsonEnvSchema(overrideSchema, '{"explore":{"free":20000}}'),
  /** How long a process's slice of an allowance lasts unless renewed (PostgreSQL, decision 033). */
  USAGE_LEASE_TTL_MS: z.coerce.number().int().min(300).optional(),
});

export function toQuotas(env: z.infer<typeof usageEnvSchema>): Quotas {
  const overrides = env.USAGE_LIMITS;
  return Object.fromEntries(
    PLAN_IDS.map((plan) => [
      plan,
      {
        window: PLAN_QUOTAS[plan].window,
        limits: { ...PLAN_QUOTAS[plan].limits, ...overrides[plan] },
      },
    ]),
  ) as Quotas;
}

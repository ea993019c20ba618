import { z } from 'zod';
import {
  ACCOUNT_LIMITS,
  CREATION_KINDS,
  type AccountLimits,
} from '../../contract/account-limits.ts';
import { PLAN_IDS } from '../../contract/plans.ts';
import { jsonEnvSchema } from '../lib/env-json.ts';

const allowanceSchema = z.object({
  perHour: z.number().int().min(1).optional(),
  total: z.number().int().min(1).optional(),
});
const overrideSchema = z.partialRecord(
  z.enum(PLAN_IDS),
  z.partialRecord(z.enum(CREATION_KINDS), allowanceSchema),
);

/**
 * ACCOUNT_LIMITS: JSON laid over the contract's table of what an account may create per hour
 * and hold (decision 029), e.g. `{"explore":{"conversations":{"perHour":5}}}`; tests and benches
 * raise or lower them this way.
 */
export const accountLimitsEnvSchema = z.object({
  ACCOUNT_LIMITS: jsonEnvSchema(overrideSchema, '{"explore":{"conversations":{"perHour":5}}}'),
});

export function toAccountLimits(env: z.infer<typeof accountLimitsEnvSchema>): AccountLimits {
  const overrides = env.ACCOUNT_LIMITS;
  return Object.fromEntries(
    PLAN_IDS.map((plan) => [
      plan,
      Object.fromEntries(
        CREATION_KINDS.map((kind) => [
          kind,
          { ...ACCOUNT_LIMITS[plan][kind], ...overrides[plan]?.[kind] },
        ]),
      ),
    ]),
  ) as AccountLimits;
}

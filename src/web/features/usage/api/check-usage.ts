import { ESTIMATED_TOKENS_PER_TURN, type UsageCheckBody } from '../../../../contract/usage.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { readToken } from '../../../lib/session.ts';
import { usageCheckOutcome, type UsageCheckOutcome } from '../lib/check-outcome.ts';

/**
 * POST /api/usage/check (SPEC §7) before a start or launch: `{ modelId, estimatedTokens }`,
 * mapped to SPEC §8's outcomes (never throws).
 */
export async function checkUsage(
  modelId: string,
  estimatedTokens = ESTIMATED_TOKENS_PER_TURN,
): Promise<UsageCheckOutcome> {
  if (!readToken()) return usageCheckOutcome({ kind: 'signed-out' });
  const body: UsageCheckBody = { modelId, estimatedTokens };
  try {
    const result = await answer(api.POST('/api/usage/check', { body }));
    return usageCheckOutcome({ kind: 'answered', result });
  } catch (error) {
    return usageCheckOutcome({ kind: 'failed', error });
  }
}

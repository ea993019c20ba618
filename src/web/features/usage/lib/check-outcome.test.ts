import { describe, expect, it } from 'vitest';
import { USAGE_TEXT } from '../../../../contract/usage.ts';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import {
  combineOutcomes,
  isLimitRefusal,
  usageCheckOutcome,
  type UsageCheckOutcome,
} from './check-outcome.ts';

const apiError = (status: number) =>
  new ApiError(status, 'Server says no', 'x', 'Status text', true);

describe('usageCheckOutcome (SPEC §8)', () => {
  it('passes the server’s answer through as allowed, reason, message', () => {
    expect(
      usageCheckOutcome({
        kind: 'answered',
        result: {
          allowed: false,
          reason: 'limit_exceeded',
          message: USAGE_TEXT.dailyLimitExceededText,
          modelClass: 'premium',
        },
      }),
    ).toEqual({
      allowed: false,
      reason: 'limit_exceeded',
      message: USAGE_TEXT.dailyLimitExceededText,
    });
  });

  it.each([
    ['no session', { kind: 'signed-out' } as const],
    ['a 401 answer', { kind: 'failed', error: apiError(401) } as const],
  ])('%s: not_authenticated, blocks', (_label, attempt) => {
    expect(usageCheckOutcome(attempt)).toEqual({
      allowed: false,
      reason: 'not_authenticated',
      message: 'Please log in to continue',
    });
  });

  it.each([400, 402, 404, 429, 500, 503])(
    'a non-ok answer (%i): check_failed, blocks',
    (status) => {
      expect(usageCheckOutcome({ kind: 'failed', error: apiError(status) })).toEqual({
        allowed: false,
        reason: 'check_failed',
        message: 'Failed to check usage limits',
      });
    },
  );

  it('a network failure: check_error, allows', () => {
    expect(usageCheckOutcome({ kind: 'failed', error: new NetworkError() })).toEqual({
      allowed: true,
      reason: 'check_error',
      message: 'Proceeding due to check error',
    });
  });
});

describe('combineOutcomes', () => {
  const within: UsageCheckOutcome = { allowed: true, reason: 'within_limit', message: 'ok' };
  const over: UsageCheckOutcome = { allowed: false, reason: 'limit_exceeded', message: 'over' };
  const failed = usageCheckOutcome({ kind: 'failed', error: apiError(500) });
  const networkError = usageCheckOutcome({ kind: 'failed', error: new NetworkError() });

  it('allows only when every model is allowed', () => {
    expect(combineOutcomes([within, within])).toBe(within);
    expect(combineOutcomes([within, over])).toBe(over);
    expect(combineOutcomes([within, networkError])).toBe(networkError);
    expect(combineOutcomes([]).allowed).toBe(true);
  });

  it('a failed check outweighs a limit', () => {
    expect(combineOutcomes([over, failed])).toBe(failed);
  });

  it('only limits open the upgrade dialog', () => {
    expect(isLimitRefusal(over)).toBe(true);
    expect(isLimitRefusal({ ...over, reason: 'would_exceed_limit' })).toBe(true);
    expect(isLimitRefusal(failed)).toBe(false);
    expect(isLimitRefusal(within)).toBe(false);
  });
});

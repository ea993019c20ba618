import {
  USAGE_TEXT,
  type ClientCheckReason,
  type UsageCheckReason,
  type UsageCheckResult,
} from '../../../../contract/usage.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** What the web app reads of POST /api/usage/check (SPEC §7): allowed, reason, message. */
export type UsageCheckOutcome = {
  allowed: boolean;
  reason: UsageCheckReason | ClientCheckReason;
  message: string;
};

/** How asking went: answered, not asked (no session), or the call failed. */
export type UsageCheckAttempt =
  | { kind: 'answered'; result: UsageCheckResult }
  | { kind: 'signed-out' }
  | { kind: 'failed'; error: unknown };

/**
 * SPEC §8's usage-check rules: without a session (or answered 401) not_authenticated, 'Please log
 * in to continue', blocks; any other non-ok answer check_failed, 'Failed to check usage limits',
 * blocks; a failure to reach the server check_error, 'Proceeding due to check error', allows.
 */
export function usageCheckOutcome(attempt: UsageCheckAttempt): UsageCheckOutcome {
  if (attempt.kind === 'answered') {
    const { allowed, reason, message } = attempt.result;
    return { allowed, reason, message };
  }
  const notAuthenticated = {
    allowed: false,
    reason: 'not_authenticated',
    message: USAGE_TEXT.notAuthenticated,
  } as const;
  if (attempt.kind === 'signed-out') return notAuthenticated;
  if (attempt.error instanceof ApiError) {
    if (attempt.error.status === 401) return notAuthenticated;
    return { allowed: false, reason: 'check_failed', message: USAGE_TEXT.checkFailed };
  }
  return { allowed: true, reason: 'check_error', message: USAGE_TEXT.checkError };
}

const BLOCKING_ORDER: UsageCheckOutcome['reason'][] = [
  'not_authenticated',
  'check_failed',
  'limit_exceeded',
  'would_exceed_limit',
];

/** One answer for a start with several models: the weightiest refusal, else allowed. */
export function combineOutcomes(outcomes: readonly UsageCheckOutcome[]): UsageCheckOutcome {
  for (const reason of BLOCKING_ORDER) {
    const refused = outcomes.find((outcome) => !outcome.allowed && outcome.reason === reason);
    if (refused) return refused;
  }
  return (
    outcomes.find((outcome) => !outcome.allowed) ??
    outcomes.find((outcome) => outcome.reason === 'check_error') ??
    outcomes[0] ?? { allowed: true, reason: 'within_limit', message: USAGE_TEXT.withinLimit }
  );
}

/** A refusal the upgrade dialog answers (the others are messages to show). */
export const isLimitRefusal = (outcome: UsageCheckOutcome) =>
  !outcome.allowed &&
  (outcome.reason === 'limit_exceeded' || outcome.reason === 'would_exceed_limit');

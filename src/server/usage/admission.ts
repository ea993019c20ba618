import { MIN_USEFUL_OUTPUT_TOKENS } from '../../contract/usage.ts';

/** What a provider call can cost: its prompt's estimated tokens and the output cap it asks. */
export type CallCost = { promptTokens: number; maxOutputTokens: number };

/** A counter as the rule reads it: tokens used (settled) and reserved by calls in flight. */
export type Counter = { used: number; reserved: number };

/** A call's ask in whole tokens: its prompt, the output it asks, and the least worth sending. */
export type OutputAsk = { promptTokens: number; outputTokens: number; minimumOutputTokens: number };

/**
 * Why a call was refused: other calls of the account hold what it needs until they settle
 * (`in_flight`), the class is at its limit by what it really used (`limit`), or its prompt
 * needs more than is left (`prompt`).
 */
export type RefusalReason = 'in_flight' | 'limit' | 'prompt';

export type Grant =
  | { admitted: true; outputTokens: number; reserved: number }
  | { admitted: false; reason: RefusalReason };

/**
 * The output cap a call sends: what it asked (the model's own when it asked nothing), never
 * more than the model's cap (SPEC §9's max tokens for the provider, within the model's ceiling).
 */
export function outputCap(requested: number | undefined, modelCap: number): number {
  return Math.min(requested ?? modelCap, modelCap);
}

/** A call's ask: whole tokens, and a minimum of `MIN_USEFUL_OUTPUT_TOKENS` (or all it asked). */
export function askFor(cost: CallCost): OutputAsk {
  const outputTokens = Math.max(1, Math.ceil(cost.maxOutputTokens));
  return {
    promptTokens: Math.max(0, Math.ceil(cost.promptTokens)),
    outputTokens,
    minimumOutputTokens: Math.min(outputTokens, MIN_USEFUL_OUTPUT_TOKENS),
  };
}

/**
 * Issue 27's rule (after decision 017's): a call is let in when the limit, less what is used and
 * reserved, leaves room for its prompt and at least its minimum output; it is granted the output
 * it asked or what is left, whichever is smaller, and reserves its prompt and that. So what is
 * reserved never adds up past the limit, and calls admitted one after another (as a process's
 * ledger admits them from its slice, `ledger.ts`) end the class within it, as long as the
 * estimate does not undercount the provider. A refusal says why (see `RefusalReason`).
 */
export function grantFor(counter: Counter, ask: OutputAsk, limit: number): Grant {
  const room = limit - counter.used - counter.reserved - ask.promptTokens;
  if (room < ask.minimumOutputTokens) {
    return { admitted: false, reason: refusalReason(counter, ask, limit) };
  }
  const outputTokens = Math.min(ask.outputTokens, room);
  return { admitted: true, outputTokens, reserved: ask.promptTokens + outputTokens };
}

/**
 * Why `grantFor` refuses a call: it would fit once the calls in flight settle, or what was
 * really used leaves less than a useful minimum (the limit), or less than its prompt needs.
 */
export function refusalReason(counter: Counter, ask: OutputAsk, limit: number): RefusalReason {
  const left = limit - counter.used;
  if (left - ask.promptTokens >= ask.minimumOutputTokens) return 'in_flight';
  return left < ask.minimumOutputTokens ? 'limit' : 'prompt';
}

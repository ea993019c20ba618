import type { Reservation } from './repository.ts';

/** What a provider call can cost: its prompt's estimated tokens and the output cap it sends. */
export type CallCost = { promptTokens: number; maxOutputTokens: number };

/**
 * Decision 017: a call reserves its prompt and its output cap, and is let in while its prompt
 * still fits under the limit. Calls admitted one after another (as the guarded statement makes
 * them) then end at most one output cap over the limit, whatever their prompts, as long as the
 * estimate does not undercount the provider.
 */
export function reservationFor(cost: CallCost): Reservation {
  const promptTokens = Math.max(0, Math.ceil(cost.promptTokens));
  const maxOutputTokens = Math.max(0, Math.ceil(cost.maxOutputTokens));
  return { tokens: promptTokens + maxOutputTokens, room: promptTokens };
}

/** The admission rule, as the reservation statement applies it to the counter row. */
export function admits(
  counter: { used: number; reserved: number },
  reservation: Reservation,
  limit: number,
): boolean {
  return counter.used + counter.reserved + reservation.room <= limit;
}

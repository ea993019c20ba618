import { grantFor, refusalReason, type OutputAsk, type RefusalReason } from './admission.ts';
import { counterId, type CounterKey } from './repository.ts';

/**
 * One counter's allowance as this process holds it (DESIGN D22, decision 033), which admissions
 * read and change with no database round trip:
 *
 * - `slice`: what this process may still commit, its calls in flight included. On PGlite the
 *   process is the only writer, so its slice is all the limit leaves (`limit − used`); on
 *   PostgreSQL it is what `usage_lease` granted it, less what its calls spent since.
 * - `inFlight`: what its calls in flight reserved (their prompts and the output granted).
 * - `used`: the counter's used tokens as last read, plus what this process's calls spent since;
 *   only the refusal's reason reads it (a class is "exceeded" only by what was really used).
 */
export type LedgerState = { limit: number; slice: number; inFlight: number; used: number };

/** What to do with a call now: grant it, ask the database for more first, or refuse it. */
export type Decision =
  | { kind: 'grant'; outputTokens: number; reserved: number }
  /** The slice is short by `full` for all the call asks, and by `need` for the least it takes. */
  | { kind: 'more'; need: number; full: number }
  | { kind: 'refuse'; reason: RefusalReason };

/**
 * Decision 028's rule applied to a slice: a call is granted all it asked when the free part of
 * the slice holds it; otherwise, while more may be had (`canAskMore`), the slice is topped up
 * first; once not, it is granted what is free (at least its useful minimum) or refused, saying
 * why from what was really used. A call that what is used already leaves no room for is refused
 * at once, since nothing another process returns can change that.
 *
 * Every grant fits the slice, and every slice fits what the limit leaves (see `usage_lease`), so
 * the class ends within its limit, across processes, as long as the estimate does not undercount
 * the provider (the proof is in decision 033).
 */
export function decide(state: LedgerState, ask: OutputAsk, canAskMore: boolean): Decision {
  const free = state.slice - state.inFlight;
  const full = ask.promptTokens + ask.outputTokens;
  if (free >= full) return { kind: 'grant', outputTokens: ask.outputTokens, reserved: full };
  const counter = { used: state.used, reserved: state.inFlight };
  if (state.limit - state.used - ask.promptTokens < ask.minimumOutputTokens) {
    return { kind: 'refuse', reason: refusalReason(counter, ask, state.limit) };
  }
  if (canAskMore) {
    const need = Math.max(0, ask.promptTokens + ask.minimumOutputTokens - free);
    return { kind: 'more', need, full: full - free };
  }
  // Everything outside the slice counts as used: the room left is the slice's free part.
  const grant = grantFor(
    { used: state.limit - state.slice, reserved: state.inFlight },
    ask,
    state.limit,
  );
  if (!grant.admitted) return { kind: 'refuse', reason: refusalReason(counter, ask, state.limit) };
  return { kind: 'grant', outputTokens: grant.outputTokens, reserved: grant.reserved };
}

/**
 * A counter's ledger: its state, and what the meter needs to run it (what the calls waiting for
 * more ask, whether the last lease left anything, when it was last used).
 */
export class Ledger implements LedgerState {
  slice = 0;
  inFlight = 0;
  used = 0;
  /** The largest call admitted from it (a top-up keeps that much free). */
  largestAsk = 0;
  lastActive = 0;
  /** Writes queued for its counter and not yet committed. */
  pendingWrites = 0;
  /** Calls waiting for the next lease: the least one of them takes, and all they ask. */
  demand = { need: Number.POSITIVE_INFINITY, full: 0 };
  /** Lease requests in flight for it. */
  asking = 0;
  /** When the last lease took all that was left (asking again at once is pointless). */
  exhaustedAt = Number.NEGATIVE_INFINITY;
  /** When its last lease was granted (a renewal sent before then does not see it). */
  grantedAt = Number.NEGATIVE_INFINITY;
  /** PGlite: the counter's used tokens being read, once per window. */
  loading: Promise<void> | null = null;

  readonly id: string;

  constructor(
    readonly key: CounterKey,
    public limit: number,
  ) {
    this.id = counterId(key);
  }

  get free(): number {
    return this.slice - this.inFlight;
  }

  /** Adds a waiting call's shortfall to what the next lease asks. */
  want(shortfall: { need: number; full: number }): void {
    this.demand = {
      need: Math.min(this.demand.need, shortfall.need),
      full: this.demand.full + shortfall.full,
    };
  }

  /** What the calls waiting ask, which the lease request now being sent takes. */
  takeDemand(): { need: number; full: number } {
    const demand = this.demand;
    this.demand = { need: Number.POSITIVE_INFINITY, full: 0 };
    return demand;
  }
}

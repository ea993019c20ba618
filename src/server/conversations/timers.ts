import { performance } from 'node:perf_hooks';
import type { Outages } from '../db/availability.ts';
import type { ConversationStatus } from '../../contract/conversations.ts';

/** The next turn's timer, as its host holds it; `dueAt` (performance.now()) starts the turn's time. */
export type TurnTimer = { readonly turnId: number; readonly dueAt: number; cancel(): void };

/**
 * A conversation's two clocks, started for its host, which holds what they return and alone
 * decides when to start or clear them: the next turn's delay (SPEC §4 timings, or the override
 * that tests and benchmarks use) and the idle pause (no owner client connected for
 * `idlePauseMs`). A turn due while the database is unavailable waits for it: the debate pauses,
 * then resumes.
 */
export function createTimers(options: {
  delayOverrideMs: number | undefined;
  seatTimerOverrideMs?: number | undefined;
  idlePauseMs: number;
  outages: Outages;
}) {
  const { outages } = options;

  /** Calls `due` once the turn is due (and the database answers). */
  function startTurnTimer(turnId: number, delayMs: number, due: () => void): TurnTimer {
    return startTimer(turnId, options.delayOverrideMs ?? delayMs, due);
  }

  /** A person's turn timer: its own override (tests), never the turn delays'. */
  function startSeatTimer(turnId: number, delayMs: number, due: () => void): TurnTimer {
    return startTimer(turnId, options.seatTimerOverrideMs ?? delayMs, due);
  }

  function startTimer(turnId: number, delay: number, due: () => void): TurnTimer {
    // Stays the conversation's timer while it waits (not idle: it keeps its lease); a tick that
    // became stale meanwhile (stop, reset) is ignored by the engine.
    const fire = () =>
      outages.available ? due() : void outages.whenAvailable().then(due, () => undefined);
    // No delay (tests, benchmarks): this turn of the event loop, not the next timers phase.
    const cancel =
      delay > 0
        ? clearTimeout.bind(null, setTimeout(fire, delay))
        : clearImmediate.bind(null, setImmediate(fire));
    // A turn is measured from when it is due: a late timer (a busy event loop) counts in it.
    return { turnId, cancel, dueAt: performance.now() + delay };
  }

  /** Calls `idle` after the idle pause; the answer cancels it. */
  function startIdleClock(idle: () => void): () => void {
    const timer = setTimeout(idle, options.idlePauseMs);
    timer.unref();
    return clearTimeout.bind(null, timer);
  }

  return { startTurnTimer, startSeatTimer, startIdleClock };
}

export type Timers = ReturnType<typeof createTimers>;

/** The idle clock runs while the debate runs with no owner watching (and the runner is open). */
export const idleClockRuns = (status: ConversationStatus, ownerViewers: number, closing: boolean) =>
  status === 'running' && ownerViewers === 0 && !closing;

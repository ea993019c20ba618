import { performance } from 'node:perf_hooks';
import type { Outages } from '../db/availability.ts';
import type { EngineEvent } from './engine-types.ts';
import type { Live } from './live.ts';

/**
 * A conversation's two timers: the next turn's delay (SPEC §4 timings, or the override that
 * tests and benchmarks use) and the idle pause (no owner client connected for `idlePauseMs`).
 * A turn due while the database is unavailable waits for it: the debate pauses, then resumes.
 */
export function createTimers(options: {
  feed: (live: Live, event: EngineEvent) => void;
  delayOverrideMs: number | undefined;
  idlePauseMs: number;
  /** The runner is closing: no new timers. */
  closing: () => boolean;
  outages: Outages;
}) {
  const { outages } = options;

  function schedule(live: Live, turnId: number, delayMs: number) {
    if (options.closing() || live.gone) return;
    const delay = options.delayOverrideMs ?? delayMs;
    const feedTick = () => options.feed(live, { type: 'tick', turnId });
    // Stays the conversation's timer while it waits (not idle: it keeps its lease); a tick that
    // became stale meanwhile (stop, reset) is ignored by the engine.
    const tick = () =>
      outages.available ? feedTick() : void outages.whenAvailable().then(feedTick, () => undefined);
    // No delay (tests, benchmarks): this turn of the event loop, not the next timers phase.
    const cancel =
      delay > 0
        ? clearTimeout.bind(null, setTimeout(tick, delay))
        : clearImmediate.bind(null, setImmediate(tick));
    // A turn is measured from when it is due: a late timer (a busy event loop) counts in it.
    live.timer = { turnId, cancel, dueAt: performance.now() + delay };
  }

  /** Starts the idle clock when the debate runs with no owner watching; stops it otherwise. */
  function updateIdle(live: Live) {
    const shouldWatch = live.state.status === 'running' && live.viewers === 0 && !options.closing();
    if (shouldWatch && !live.idleTimer) {
      live.idleTimer = setTimeout(() => {
        live.idleTimer = null;
        options.feed(live, { type: 'idle' });
      }, options.idlePauseMs);
      live.idleTimer.unref();
    } else if (!shouldWatch && live.idleTimer) {
      clearTimeout(live.idleTimer);
      live.idleTimer = null;
    }
  }

  /** An owner's client watches from another process: restart the idle clock. */
  function touch(live: Live) {
    if (live.idleTimer) clearTimeout(live.idleTimer);
    live.idleTimer = null;
    updateIdle(live);
  }

  function clear(live: Live) {
    live.timer?.cancel();
    if (live.idleTimer) clearTimeout(live.idleTimer);
    live.timer = null;
    live.idleTimer = null;
  }

  return { schedule, updateIdle, touch, clear };
}

export type Timers = ReturnType<typeof createTimers>;

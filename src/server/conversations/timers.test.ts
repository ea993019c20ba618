import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDatabaseAvailability, noOutages, type Outages } from '../db/availability.ts';
import { createTimers, idleClockRuns } from './timers.ts';

function setup(options: { delayOverrideMs?: number; outages?: Outages } = {}) {
  const fired: string[] = [];
  const timers = createTimers({
    delayOverrideMs: options.delayOverrideMs,
    idlePauseMs: 1_000,
    outages: options.outages ?? noOutages,
  });
  return { timers, fired };
}

describe('createTimers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls back once the delay has passed; the turn is due from then', () => {
    const { timers, fired } = setup();
    const scheduledAt = performance.now();
    const timer = timers.startTurnTimer(7, 500, () => fired.push('tick'));
    expect(timer.turnId).toBe(7);
    // Measured from when it is due, so a late timer (a busy event loop) counts in the turn.
    expect(timer.dueAt).toBeGreaterThanOrEqual(scheduledAt + 500);
    vi.advanceTimersByTime(499);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['tick']);
  });

  it('uses the override instead of the engine delay, and cancels', () => {
    const { timers, fired } = setup({ delayOverrideMs: 5 });
    timers.startTurnTimer(3, 60_000, () => fired.push('first'));
    timers.startTurnTimer(4, 60_000, () => fired.push('cancelled')).cancel();
    vi.advanceTimersByTime(5);
    expect(fired).toEqual(['first']);
  });

  it('holds a turn due while the database is unavailable until it answers (the debate pauses)', async () => {
    let up = false;
    const outages = createDatabaseAvailability({
      probe: async () => {
        if (!up)
          throw Object.assign(new Error('connect ECONNREFUSED'), {
            code: 'ECONNREFUSED',
            syscall: 'connect',
          });
      },
      retryMs: { first: 100, max: 100 },
    });
    const { timers, fired } = setup({ outages });
    outages.failed(Object.assign(new Error('terminating connection'), { code: '57P01' }));
    timers.startTurnTimer(4, 500, () => fired.push('tick'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fired).toEqual([]);
    up = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(fired).toEqual(['tick']);
    outages.close();
  });

  it('runs the idle clock for the idle pause, unless cancelled', () => {
    const { timers, fired } = setup();
    timers.startIdleClock(() => fired.push('idle'));
    const cancel = timers.startIdleClock(() => fired.push('cancelled'));
    vi.advanceTimersByTime(999);
    cancel();
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['idle']);
  });
});

describe('idleClockRuns', () => {
  it('runs only while the debate runs with no owner watching and the runner open', () => {
    expect(idleClockRuns('running', 0, false)).toBe(true);
    expect(idleClockRuns('paused', 0, false)).toBe(false);
    expect(idleClockRuns('running', 1, false)).toBe(false);
    expect(idleClockRuns('running', 0, true)).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDatabaseAvailability, noOutages, type Outages } from '../db/availability.ts';
import type { EngineEvent } from './engine-types.ts';
import type { Live } from './live.ts';
import { duelLive, heldWrites } from './runtime-fixtures.test-support.ts';
import { createTimers } from './timers.ts';

function setup(options: { delayOverrideMs?: number; outages?: Outages } = {}) {
  const fed: EngineEvent[] = [];
  let closing = false;
  const timers = createTimers({
    feed: (_live, event) => fed.push(event),
    delayOverrideMs: options.delayOverrideMs,
    idlePauseMs: 1_000,
    closing: () => closing,
    outages: options.outages ?? noOutages,
  });
  const live = duelLive(heldWrites().hooks);
  return { timers, live, fed, close: () => (closing = true) };
}

const paused = (live: Live) => {
  live.state = { ...live.state, status: 'paused' };
};

describe('createTimers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('feeds tick(turnId) once the delay has passed; the turn is due from then', () => {
    const { timers, live, fed } = setup();
    const scheduledAt = performance.now();
    timers.schedule(live, 7, 500);
    expect(live.timer).toMatchObject({ turnId: 7 });
    // Measured from when it is due, so a late timer (a busy event loop) counts in the turn.
    expect(live.timer!.dueAt).toBeGreaterThanOrEqual(scheduledAt + 500);

    vi.advanceTimersByTime(499);
    expect(fed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fed).toEqual([{ type: 'tick', turnId: 7 }]);
  });

  it('uses the override instead of the engine delay', () => {
    const { timers, live, fed } = setup({ delayOverrideMs: 5 });
    timers.schedule(live, 3, 60_000);
    vi.advanceTimersByTime(5);
    expect(fed).toEqual([{ type: 'tick', turnId: 3 }]);
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
    const { timers, live, fed } = setup({ outages });
    outages.failed(Object.assign(new Error('terminating connection'), { code: '57P01' }));
    timers.schedule(live, 4, 500);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fed).toEqual([]);
    // Still the conversation's timer: it is not idle, so it keeps its lease and memory.
    expect(live.timer).toMatchObject({ turnId: 4 });
    up = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(fed).toEqual([{ type: 'tick', turnId: 4 }]);
    outages.close();
  });

  it('schedules nothing while the runner closes or once the copy left memory', () => {
    const closingCase = setup();
    closingCase.close();
    closingCase.timers.schedule(closingCase.live, 1, 10);
    expect(closingCase.live.timer).toBeNull();

    const goneCase = setup();
    goneCase.live.gone = true;
    goneCase.timers.schedule(goneCase.live, 1, 10);
    expect(goneCase.live.timer).toBeNull();

    vi.advanceTimersByTime(1_000);
    expect([...closingCase.fed, ...goneCase.fed]).toEqual([]);
  });

  it('runs the idle clock only while the debate runs with no owner watching', () => {
    const { timers, live, fed } = setup();
    expect(live.state.status).toBe('running');
    paused(live);
    timers.updateIdle(live);
    expect(live.idleTimer).toBeNull();

    live.state = { ...live.state, status: 'running' };
    timers.updateIdle(live);
    expect(live.idleTimer).not.toBeNull();
    vi.advanceTimersByTime(999);
    expect(fed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fed).toEqual([{ type: 'idle' }]);
    expect(live.idleTimer).toBeNull();
  });

  it('stops the idle clock when an owner starts watching or the debate stops running', () => {
    const { timers, live, fed } = setup();
    timers.updateIdle(live);
    live.viewers = 1;
    timers.updateIdle(live);
    expect(live.idleTimer).toBeNull();

    live.viewers = 0;
    timers.updateIdle(live);
    expect(live.idleTimer).not.toBeNull();
    paused(live);
    timers.updateIdle(live);
    expect(live.idleTimer).toBeNull();

    vi.advanceTimersByTime(10_000);
    expect(fed).toEqual([]);
  });

  it('keeps a running idle clock as it is when asked again', () => {
    const { timers, live, fed } = setup();
    timers.updateIdle(live);
    vi.advanceTimersByTime(600);
    timers.updateIdle(live);
    vi.advanceTimersByTime(400);
    expect(fed).toEqual([{ type: 'idle' }]);
  });

  it('starts no idle clock while the runner closes', () => {
    const { timers, live, close } = setup();
    close();
    timers.updateIdle(live);
    expect(live.idleTimer).toBeNull();
  });

  it('restarts the idle clock on touch (an owner watching from another process)', () => {
    const { timers, live, fed } = setup();
    timers.updateIdle(live);
    vi.advanceTimersByTime(900);
    timers.touch(live);
    vi.advanceTimersByTime(900);
    expect(fed).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(fed).toEqual([{ type: 'idle' }]);
  });

  it('clear stops both the turn timer and the idle clock', () => {
    const { timers, live, fed } = setup();
    timers.schedule(live, 4, 100);
    timers.updateIdle(live);
    timers.clear(live);
    expect(live.timer).toBeNull();
    expect(live.idleTimer).toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(fed).toEqual([]);
  });
});

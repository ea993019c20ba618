import { createMemoryEventBus, type EventBus } from '../events/bus.ts';
import { step } from './engine.ts';
import type { EngineEvent } from './engine-types.ts';
import { createForwarding, type Fed } from './forwarding.ts';
import { view, type Live } from './live.ts';
import type { Ownership } from './ownership.ts';
import type { RunnerBusEvent } from './peers.ts';
import { duelLive, heldWrites } from './runtime-fixtures.test-support.ts';

/** Where a process thinks a conversation is: its own copy, or the id of the holder. */
export type Place = Live | string;

/**
 * The ownership part without its database: `places` says what this process holds and who holds
 * the rest; each held conversation runs its work on a serial queue, as the real one does.
 */
export function memoryOwnership(
  places: Map<string, Place>,
  hooks: { beforeAcquire?: (id: string) => Promise<void>; settled?: (live: Live) => void } = {},
) {
  const lives = new Map<string, Live>();
  const acquired: string[] = [];
  const ownership: Ownership = {
    lives,
    async acquire(id) {
      acquired.push(id);
      await hooks.beforeAcquire?.(id);
      const place = places.get(id);
      if (place === undefined) return null;
      if (typeof place === 'string') return { holder: place };
      lives.set(id, place);
      return place;
    },
    async onQueue(live, work) {
      live.busy += 1;
      const task = live.queue.then(async () =>
        live.gone ? ('gone' as const) : { value: await work(live) },
      );
      live.queue = task.catch(() => undefined);
      try {
        return await task;
      } finally {
        live.busy -= 1;
      }
    },
    maybeEvict: () => undefined,
    discard(live) {
      live.gone = true;
      lives.delete(live.row.id);
    },
    async settled(live) {
      if (lives.get(live.row.id) === live) lives.delete(live.row.id);
      hooks.settled?.(live);
    },
    sweep: async () => 0,
    renew: async () => undefined,
    releases: () => [],
  };
  return { ownership, acquired };
}

/**
 * One process of the runtime on a shared bus, with forwarding over a memory ownership. Its feed
 * takes one engine step; the step's writes settle as `writes()` says (committed at once unless
 * the test holds them).
 */
export function memoryProcess(
  bus: EventBus<RunnerBusEvent>,
  processId: string,
  options: {
    leaseTtlMs?: number;
    writes?: () => Promise<unknown> | undefined;
    feed?: (live: Live, event: EngineEvent) => Fed;
    beforeAcquire?: (id: string) => Promise<void>;
    settled?: (live: Live) => void;
  } = {},
) {
  const places = new Map<string, Place>();
  const { ownership, acquired } = memoryOwnership(places, options);
  const touched: string[] = [];
  const reports: { error: unknown; context: string }[] = [];
  const feedStep = (live: Live, event: EngineEvent): Fed => {
    const result = step(live.state, event);
    live.state = result.state;
    return { writes: options.writes?.(), conversation: live.gone ? null : view(live) };
  };
  const forwarding = createForwarding({
    bus,
    processId,
    leaseTtlMs: options.leaseTtlMs ?? 1_000,
    ownership,
    feed: options.feed ?? feedStep,
    answer: (live) => ({ ownerId: live.row.ownerId, conversation: view(live) }),
    touch: (live) => touched.push(live.row.id),
    report: (error, context) => reports.push({ error, context }),
  });
  return { places, ownership, acquired, touched, reports, forwarding };
}

type ProcessOptions = Parameters<typeof memoryProcess>[2];

/**
 * Two processes on one memory bus, `here` (where requests arrive) and `there`, and a duel for
 * the test to place in either.
 */
export function twoProcesses(options: { here?: ProcessOptions; there?: ProcessOptions } = {}) {
  const bus = createMemoryEventBus<RunnerBusEvent>();
  const here = memoryProcess(bus, 'here', options.here);
  const there = memoryProcess(bus, 'there', options.there);
  const live = duelLive(heldWrites().hooks);
  return { bus, here, there, live, id: live.row.id };
}

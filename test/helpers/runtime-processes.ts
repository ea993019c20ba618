import { createMemoryEventBus, type EventBus } from '../../src/server/events/bus.ts';
import { createForwarding } from '../../src/server/conversations/forwarding.ts';
import type { HostDeps } from '../../src/server/conversations/host-deps.ts';
import { ConversationHost } from '../../src/server/conversations/host.ts';
import type { Ownership } from '../../src/server/conversations/ownership.ts';
import type { RunnerBusEvent } from '../../src/server/conversations/peers.ts';
import { duelRows, hostDeps } from './runtime-fixtures.ts';

/** Where a process thinks a conversation is: its own host, or the id of the holder. */
export type Place = ConversationHost | string;

/**
 * The ownership part without its database: `places` says what this process holds and who holds
 * the rest. Hosts are real (host.ts), so their serial queues are the real ones.
 */
export function memoryOwnership(
  places: Map<string, Place>,
  hooks: { beforeAcquire?: (id: string) => Promise<void> } = {},
) {
  const acquired: string[] = [];
  const ownership: Pick<Ownership, 'acquire'> = {
    async acquire(id) {
      acquired.push(id);
      await hooks.beforeAcquire?.(id);
      const place = places.get(id);
      if (place === undefined) return null;
      if (typeof place === 'string') return { holder: place };
      return place;
    },
  };
  return { ownership, acquired };
}

/** One process of the runtime on a shared bus, with forwarding over a memory ownership. */
export function memoryProcess(
  bus: EventBus<RunnerBusEvent>,
  processId: string,
  options: { leaseTtlMs?: number; beforeAcquire?: (id: string) => Promise<void> } = {},
) {
  const places = new Map<string, Place>();
  const { ownership, acquired } = memoryOwnership(places, options);
  const reports: { error: unknown; context: string }[] = [];
  const forwarding = createForwarding({
    bus,
    processId,
    leaseTtlMs: options.leaseTtlMs ?? 1_000,
    ownership,
    report: (error, context) => reports.push({ error, context }),
  });
  return { places, ownership, acquired, reports, forwarding };
}

type ProcessOptions = Parameters<typeof memoryProcess>[2];

/**
 * A duel's host whose writes settle as `writes()` says (committed at once unless the test holds
 * or fails them); `deps` overrides the other parts it is given.
 */
export function duelHostWith(
  options: { writes?: () => Promise<void>; deps?: Partial<HostDeps> } = {},
) {
  const recorded = hostDeps();
  const deps: HostDeps = {
    ...recorded.deps,
    write: async () => options.writes?.(),
    ...options.deps,
  };
  return { host: new ConversationHost(duelRows(), deps), ...recorded };
}

/**
 * Two processes on one memory bus, `here` (where requests arrive) and `there`, and a duel for
 * the test to place in either.
 */
export function twoProcesses(
  options: {
    here?: ProcessOptions;
    there?: ProcessOptions;
    writes?: () => Promise<void>;
    deps?: Partial<HostDeps>;
  } = {},
) {
  const bus = createMemoryEventBus<RunnerBusEvent>();
  const here = memoryProcess(bus, 'here', options.here);
  const there = memoryProcess(bus, 'there', options.there);
  const { host: live, ...recorded } = duelHostWith(options);
  return { bus, here, there, live, id: live.id, recorded };
}

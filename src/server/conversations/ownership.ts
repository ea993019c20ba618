import { parseEngineState } from './engine-state.ts';
import type { ConversationHost } from './host.ts';
import type {
  AgentRow,
  ConversationRepository,
  ConversationRow,
  MessageRow,
} from './repository.ts';
import type { EngineState } from './engine-types.ts';

/** DESIGN D8: a lease lasts this long unless its holder renews it (every third of it). */
export const LEASE_TTL_MS = 15_000;

/** Here, held by another live process (`holder`), or no such conversation. */
export type Target = ConversationHost | { holder: string } | null;

export const isRemote = <L extends object>(
  target: L | { holder: string },
): target is { holder: string } => 'holder' in target;

/**
 * Which conversations this process holds in memory, by lease (DESIGN D8, decision 006): taking
 * a lease loads the conversation (recovering one a dead holder left mid-turn), renewal keeps it,
 * eviction releases it, a lost lease drops it. What happens in a held conversation is its host's
 * (host.ts); this part only keeps the map of hosts and their leases.
 */
export function createOwnership(options: {
  repository: ConversationRepository;
  processId: string;
  leaseTtlMs: number;
  exclusive: boolean;
  /** Builds the host of a conversation whose lease was just taken. */
  hold: (held: {
    row: ConversationRow;
    agents: AgentRow[];
    state: EngineState;
    messages: MessageRow[];
  }) => ConversationHost;
  report: (error: unknown, context: string) => void;
}) {
  const { repository, processId, leaseTtlMs, exclusive, report } = options;
  const hosts = new Map<string, ConversationHost>();
  const loading = new Map<string, Promise<Target>>();
  /** Lease releases in flight: a new claim of the same conversation waits for them. */
  const releasing = new Map<string, Promise<void>>();

  async function load(id: string): Promise<Target> {
    await releasing.get(id);
    const claim = await repository.claimLease(id, processId, leaseTtlMs, exclusive);
    if (!claim || isRemote(claim)) return claim;
    if (!claim.row.engineState) return null;
    // Nobody runs a conversation whose lease was free: a streaming reply is a dead process's.
    const interrupted = await repository.interruptStreaming(id);
    const [agents, messages] = await Promise.all([
      repository.findAgents(id),
      repository.findMessages(id),
    ]);
    const state = parseEngineState(claim.row.engineState);
    const host = options.hold({ row: claim.row, agents, state, messages });
    if (interrupted || host.state.status === 'running') host.recover(interrupted);
    return host;
  }

  /** The conversation held here (taking its lease if free), or who holds it. */
  function acquire(id: string): Promise<Target> {
    const existing = hosts.get(id);
    if (existing) return Promise.resolve(existing);
    let pending = loading.get(id);
    if (!pending) {
      pending = load(id)
        .then((target) => {
          if (target && !isRemote(target)) hosts.set(id, target);
          return target;
        })
        .finally(() => loading.delete(id));
      loading.set(id, pending);
    }
    return pending;
  }

  function release(host: ConversationHost) {
    const id = host.id;
    const done: Promise<void> = host
      .writesFlushed()
      .then(() => repository.releaseLease(id, processId))
      .catch((error: unknown) => report(error, 'lease release'))
      .finally(() => {
        if (releasing.get(id) === done) releasing.delete(id);
      });
    releasing.set(id, done);
  }

  /** The host left memory (its writes done): forgotten here, its lease released. */
  function left(host: ConversationHost) {
    if (hosts.get(host.id) !== host) return;
    hosts.delete(host.id);
    release(host);
  }

  /** The host left memory without its lease (lost, or its writes failed): only forgotten. */
  function forget(host: ConversationHost) {
    if (hosts.get(host.id) === host) hosts.delete(host.id);
  }

  /** The lease was lost (this process stalled past it): stop at once and write nothing more. */
  function drop(host: ConversationHost) {
    host.leave();
    forget(host);
    report(new Error(`lease lost on conversation ${host.id}`), 'lease');
  }

  /** After a copy left memory: wait for its writes and lease release before looking again. */
  async function settled(host: ConversationHost) {
    await host.writesFlushed();
    await releasing.get(host.id);
    forget(host);
  }

  /** Conversations left running by a dead process: take them over, recover, let them go. */
  async function sweep(): Promise<number> {
    const rows = await repository.findUnsettled(processId, exclusive);
    for (const { id } of rows) {
      const target = await acquire(id);
      if (target && !isRemote(target)) target.evictIfIdle();
    }
    return rows.length;
  }

  async function renew() {
    const held = [...hosts.values()];
    const kept = new Set(
      await repository.renewLeases(
        processId,
        held.map((host) => host.id),
        leaseTtlMs,
      ),
    );
    for (const host of held) {
      if (!kept.has(host.id) && hosts.get(host.id) === host) drop(host);
    }
  }

  return {
    /** A new conversation, created by this process with its lease. */
    add: (host: ConversationHost) => void hosts.set(host.id, host),
    /** The hosts held now. */
    held: () => [...hosts.values()],
    isHeld: (host: ConversationHost) => hosts.get(host.id) === host,
    acquire,
    left,
    forget,
    settled,
    sweep,
    renew,
    /** Releases in flight (awaited on close). */
    releases: () => [...releasing.values()],
  };
}

export type Ownership = ReturnType<typeof createOwnership>;

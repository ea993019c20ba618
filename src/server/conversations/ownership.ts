import { parseEngineState } from './engine-state.ts';
import type { Departure, HostIdentity } from './host-deps.ts';
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
 * and a host that left memory is forgotten (its lease released when it still held it). What
 * happens in a held conversation, and when it leaves, is its host's (host.ts `Lifecycle`); this
 * part only keeps the map of hosts and their leases.
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
    // Taken from a dead holder (or left running by a crash): paused, its half-written reply
    // (already marked interrupted in the database) shown finished as it stands.
    if (interrupted || host.state.status === 'running') {
      host.take({
        type: 'recover',
        interruptedSeq: interrupted?.seq ?? null,
        interruptedSlot: interrupted?.sender ?? null,
      });
    }
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

  /**
   * A host left memory (its writes done): forgotten here, and its lease released unless it was
   * lost or its writes failed (the runner reloads it then). A new claim waits for the release.
   */
  function left(host: HostIdentity, departure: Departure) {
    const id = host.id;
    if (hosts.get(id) !== host) return;
    hosts.delete(id);
    if (departure.reason === 'lease-lost' || departure.reason === 'write-failed') return;
    const done: Promise<void> = repository
      .releaseLease(id, processId)
      .catch((error: unknown) => report(error, 'lease release'))
      .finally(() => {
        if (releasing.get(id) === done) releasing.delete(id);
      });
    releasing.set(id, done);
  }

  /** Conversations left running by a dead process: take them over, recover, let them go. */
  async function sweep(): Promise<number> {
    const rows = await repository.findUnsettled(processId, exclusive);
    for (const { id } of rows) {
      const target = await acquire(id);
      if (target && !isRemote(target) && target.idle) target.leave({ reason: 'idle' });
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
      // This process stalled past its lease: the host stops at once and writes nothing more.
      if (!kept.has(host.id) && hosts.get(host.id) === host) {
        host.leave({ reason: 'lease-lost', error: new Error(`lease lost on ${host.id}`) });
      }
    }
  }

  return {
    /** A new conversation, created by this process with its lease. */
    add: (host: ConversationHost) => void hosts.set(host.id, host),
    /** The hosts held now. */
    held: () => [...hosts.values()],
    acquire,
    left,
    sweep,
    renew,
    /** Releases in flight (awaited on close). */
    releases: () => [...releasing.values()],
  };
}

export type Ownership = ReturnType<typeof createOwnership>;

import { parseEngineState } from './engine-state.ts';
import { isIdle, type Live } from './live.ts';
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
export type Target = Live | { holder: string } | null;

export const isRemote = <L extends object>(
  target: L | { holder: string },
): target is { holder: string } => 'holder' in target;

/**
 * Which conversations this process holds in memory, by lease (DESIGN D8, decision 006): taking
 * a lease loads the conversation (recovering one a dead holder left mid-turn), renewal keeps it,
 * eviction releases it, a lost lease drops it. Every event on a held conversation runs on its
 * serial queue (`onQueue`).
 */
export function createOwnership(options: {
  repository: ConversationRepository;
  processId: string;
  leaseTtlMs: number;
  exclusive: boolean;
  /** Builds the in-memory copy of a conversation whose lease was just taken. */
  hold: (
    row: ConversationRow,
    agents: AgentRow[],
    state: EngineState,
    messages: MessageRow[],
  ) => Live;
  /** A conversation taken from a dead holder: `interrupted` is its half-written reply. */
  recover: (live: Live, interrupted: { seq: number; sender: string } | null) => void;
  /** Stops a copy's timers and provider call (it leaves memory). */
  stop: (live: Live) => void;
  report: (error: unknown, context: string) => void;
}) {
  const { repository, processId, leaseTtlMs, exclusive, report } = options;
  const lives = new Map<string, Live>();
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
    const live = options.hold(claim.row, agents, parseEngineState(claim.row.engineState), messages);
    if (interrupted || live.state.status === 'running') options.recover(live, interrupted);
    return live;
  }

  /** The conversation held here (taking its lease if free), or who holds it. */
  function acquire(id: string): Promise<Target> {
    const existing = lives.get(id);
    if (existing) return Promise.resolve(existing);
    let pending = loading.get(id);
    if (!pending) {
      pending = load(id)
        .then((target) => {
          if (target && !isRemote(target)) lives.set(id, target);
          return target;
        })
        .finally(() => loading.delete(id));
      loading.set(id, pending);
    }
    return pending;
  }

  function release(live: Live) {
    const id = live.row.id;
    const done: Promise<void> = live.writes
      .flushed()
      .then(() => repository.releaseLease(id, processId))
      .catch((error: unknown) => report(error, 'lease release'))
      .finally(() => {
        if (releasing.get(id) === done) releasing.delete(id);
      });
    releasing.set(id, done);
  }

  /** Stops at once and forgets the conversation; nothing more is written for this copy. */
  function discard(live: Live) {
    options.stop(live);
    live.gone = true;
    if (lives.get(live.row.id) === live) lives.delete(live.row.id);
  }

  /** The lease was lost (this process stalled past it): stop at once and write nothing more. */
  function drop(live: Live) {
    if (live.gone && lives.get(live.row.id) !== live) return;
    discard(live);
    report(new Error(`lease lost on conversation ${live.row.id}`), 'lease');
  }

  /** A conversation nobody watches and nothing drives leaves memory and releases its lease. */
  function maybeEvict(live: Live) {
    if (!isIdle(live) && !(live.gone && live.writes.pending === 0)) return;
    if (live.idleTimer) clearTimeout(live.idleTimer);
    live.gone = true;
    if (lives.get(live.row.id) === live) {
      lives.delete(live.row.id);
      release(live);
    }
  }

  /** Runs `work` on the conversation's serial queue; `gone` when it left memory meanwhile. */
  async function onQueue<T>(
    live: Live,
    work: (live: Live) => Promise<T> | T,
  ): Promise<{ value: T } | 'gone'> {
    live.busy += 1;
    const task = live.queue.then(async () => (live.gone ? 'gone' : { value: await work(live) }));
    live.queue = task.catch(() => undefined);
    try {
      return await task;
    } finally {
      live.busy -= 1;
      maybeEvict(live);
    }
  }

  /** After a copy left memory: wait for its writes and lease release before looking again. */
  async function settled(live: Live) {
    const id = live.row.id;
    await live.writes.flushed();
    await releasing.get(id);
    if (lives.get(id) === live) lives.delete(id);
  }

  /** Conversations left running by a dead process: take them over, recover, let them go. */
  async function sweep(): Promise<number> {
    const rows = await repository.findUnsettled(processId, exclusive);
    for (const { id } of rows) {
      const target = await acquire(id);
      if (target && !isRemote(target)) maybeEvict(target);
    }
    return rows.length;
  }

  async function renew() {
    const held = [...lives.values()];
    const kept = new Set(
      await repository.renewLeases(
        processId,
        held.map((live) => live.row.id),
        leaseTtlMs,
      ),
    );
    for (const live of held) {
      if (!kept.has(live.row.id) && lives.get(live.row.id) === live) drop(live);
    }
  }

  return {
    lives,
    acquire,
    onQueue,
    maybeEvict,
    discard,
    settled,
    sweep,
    renew,
    /** Releases in flight (awaited on close). */
    releases: () => [...releasing.values()],
  };
}

export type Ownership = ReturnType<typeof createOwnership>;

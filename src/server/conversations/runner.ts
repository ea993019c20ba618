import type { DebateFormat } from '../../contract/formats.ts';
import { randomUUID } from 'node:crypto';
import {
  CONVERSATION_LIMITS,
  type Conversation,
  type ConversationMode,
} from '../../contract/conversations.ts';
import type { ConversationEvent } from '../../contract/conversation-events.ts';
import { noOutages, type DatabaseAvailability } from '../db/availability.ts';
import { conversationChannel, type EventBus } from '../events/bus.ts';
import { DELTA_WINDOW_MS } from '../lib/delta-coalescer.ts';
import { type EngineEvent } from './engine-types.ts';
import { answerOf, createForwarding } from './forwarding.ts';
import { ConversationHost } from './host.ts';
import type { Departure, HostDeps, HostIdentity, TurnTiming } from './host-deps.ts';
import { createOwnership, LEASE_TTL_MS } from './ownership.ts';
import type { PeerAnswer, RunnerBusEvent } from './peers.ts';
import type { AgentRow, ConversationRepository, ConversationRow } from './repository.ts';
import { createTimers } from './timers.ts';
import type { TurnGate } from './turn-gate.ts';
import { createTurnExecutor, type TurnGenerator } from './turns.ts';
import { createWatchers } from './watchers.ts';
import { snapshotOf } from './views.ts';
import { createWriteFlusher } from './writes.ts';

export type RunnerOptions = {
  repository: ConversationRepository;
  bus: EventBus<RunnerBusEvent>;
  generate: TurnGenerator;
  /** Asked before each provider call (quotas); settled with the call's usage. */
  turnGate: TurnGate;
  /** This process's lease owner id; random by default. */
  processId?: string;
  leaseTtlMs?: number;
  /** The only process on its database (PGlite): every lease but its own is a dead process's. */
  exclusive?: boolean;
  /**
   * The database's availability: through an outage writes are held and retried and no turn
   * starts; debates resume when it answers. Without it every failed write is final.
   */
  availability?: DatabaseAvailability;
  /** Replaces every engine delay (tests and benchmarks). */
  delayOverrideMs?: number | undefined;
  /** Replaces every person's turn timer (tests). */
  seatTimerOverrideMs?: number | undefined;
  idlePauseMs?: number;
  partialFlushMs?: number;
  /** Deltas within this window reach viewers as one (DESIGN D15); 0 sends each. */
  deltaWindowMs?: number;
  onError?: (error: unknown, context: string) => void;
  onTurn?: (timing: TurnTiming) => void;
  /**
   * A debate held here reached a checkpoint (DESIGN D18: the verdicts feature judges there when
   * the conversation asks). Tracked: `close` waits for it.
   */
  onCheckpoint?: (conversationId: string) => Promise<void>;
};

export type CreateInput = {
  ownerId: string;
  mode: ConversationMode;
  title: string;
  openingLine: string;
  startingSlot: string;
  agents: Omit<AgentRow, 'conversationId'>[];
  /** A format with phases (DESIGN D20); Free when left out. */
  format?: Pick<DebateFormat, 'id' | 'name' | 'phases'>;
  /** A person's turn timer (DESIGN D20); 3 minutes when left out. */
  seatTimerMs?: number;
};

/**
 * The conversation runtime. Each conversation this process holds has one host (host.ts), which
 * alone changes its state: it takes engine steps on its serial queue and carries out their
 * effects. The runner wires the parts, in the order a step flows through them, and answers the
 * API: `create`, `feed` (the one verb for an event, wherever the conversation is held), `get`,
 * `watch`, `recover` and `close`. All ids are canonical (see docs/architecture.md).
 */
export function createConversationRunner(options: RunnerOptions) {
  const { repository, bus } = options;
  const processId = options.processId ?? randomUUID();
  const leaseTtlMs = options.leaseTtlMs ?? LEASE_TTL_MS;
  const renewMs = Math.max(10, Math.floor(leaseTtlMs / 3));
  const exclusive = options.exclusive ?? false;
  const availability = options.availability ?? noOutages;
  let closed = false;
  const background = new Set<Promise<unknown>>();
  const report = (error: unknown, context: string) => options.onError?.(error, context);
  function track(work: Promise<unknown>) {
    const settled = work.catch((error: unknown) => report(error, 'background'));
    background.add(settled);
    void settled.finally(() => background.delete(settled));
  }

  // 1. Where a step's writes go: every conversation's batch in one group commit, fenced by lease.
  const flusher = createWriteFlusher({
    writeBatch: repository.writeBatch,
    // The only process on its database (PGlite) needs no fence.
    fenceOwner: exclusive ? null : processId,
    outages: availability,
  });

  const publish = (id: string, event: ConversationEvent) =>
    bus.publish(conversationChannel(id), event);

  // 2. What a step starts: the next turn's timer, the idle clock, and turns (provider calls).
  const timers = createTimers({
    delayOverrideMs: options.delayOverrideMs,
    seatTimerOverrideMs: options.seatTimerOverrideMs,
    idlePauseMs: options.idlePauseMs ?? CONVERSATION_LIMITS.idlePauseMs,
    outages: availability,
  });
  const prepareTurn = createTurnExecutor({
    generate: options.generate,
    turnGate: options.turnGate,
    publish,
    track,
    partialFlushMs: options.partialFlushMs ?? CONVERSATION_LIMITS.partialFlushMs,
    deltaWindowMs: options.deltaWindowMs ?? DELTA_WINDOW_MS,
    outages: availability,
  });

  // 3. The hosts: what they share, and the one path by which they report leaving memory.
  const hostDeps: HostDeps = {
    publish,
    prepareTurn,
    timers,
    write: flusher.write,
    insert: repository.insertConversation,
    newId: randomUUID,
    now: () => new Date(),
    closing: () => closed,
    onTurn: options.onTurn,
    checkpoint: (id) => {
      if (options.onCheckpoint) track(options.onCheckpoint(id));
    },
    left: hostLeft,
    report,
  };
  const hold = (held: ConstructorParameters<typeof ConversationHost>[0]) =>
    new ConversationHost(held, hostDeps);

  // 4. Which hosts this process holds (leases), and how a request reaches the one that holds it.
  const ownership = createOwnership({ repository, processId, leaseTtlMs, exclusive, hold, report });
  const forwarding = createForwarding({ bus, processId, leaseTtlMs, ownership, report });
  const { route, peers } = forwarding;
  const watch = createWatchers({ bus, forwarding, touchFrom, touchEveryMs: renewMs });

  // 5. Leases are renewed while held, and at once when the database comes back.
  const leaseTimer = setInterval(renewLeases, renewMs);
  leaseTimer.unref();
  // Leases may have run out during an outage: renewed before another process sweeps them up.
  availability.onRestored(renewLeases);

  function renewLeases() {
    // During an outage it could only fail; it runs as soon as the database is back.
    if (closed || !availability.available) return;
    ownership
      .renew()
      .then(ownership.sweep)
      .catch((error: unknown) => report(error, 'lease renewal'));
  }

  /**
   * A host left memory: forgotten, its lease released if it held it. One that lost its lease
   * (this process stalled past it) or whose write failed leaves the database with every step
   * before it (each batch is one transaction), so the conversation is reloaded from there (or
   * left to the new holder), as after a crash: paused, a half-written reply kept as interrupted.
   * Viewers saw the unsaved step: they are sent the saved conversation. A command whose step
   * failed answers the error itself; a step of the debate's own (a reply) stops it with a notice
   * (whose own loss is not told again).
   */
  function hostLeft(host: HostIdentity, departure: Departure) {
    ownership.left(host, departure);
    if (departure.reason !== 'lease-lost' && departure.reason !== 'write-failed') return;
    report(departure.error, departure.reason === 'lease-lost' ? 'lease' : 'write');
    const id = host.id;
    const tell = departure.reason === 'write-failed' && departure.tell;
    const resync = (conversation: Conversation) => publish(id, snapshotOf(conversation));
    track(
      route(
        id,
        (reloaded) => {
          resync(reloaded.view());
          if (tell) reloaded.take({ type: 'notSaved' });
        },
        async (holder) => {
          const found = await peers.request(holder, { conversationId: id, op: 'get' });
          if (found) resync(found.conversation);
        },
      ),
    );
  }

  /** An owner's client watches from here: the holder's idle clock starts again. */
  function touchFrom(id: string) {
    void route<unknown>(
      id,
      (host) => host.touch(),
      (holder) => peers.request(holder, { conversationId: id, op: 'touch' }),
    ).catch((error: unknown) => report(error, 'touch'));
  }

  /**
   * Feeds an event to a conversation wherever it is held; the conversation after it, or null when
   * there is none. `durable`: resolve once the step's writes are committed (API commands).
   */
  async function feed(
    id: string,
    event: EngineEvent,
    feedOptions: { durable?: boolean } = {},
  ): Promise<Conversation | null> {
    const fed = await route(
      id,
      (host) => host.take(event, true),
      async (holder) => {
        const found = await peers.request(holder, { conversationId: id, op: 'feed', event });
        return { writes: undefined, conversation: found?.conversation ?? null };
      },
    );
    if (!fed) return null;
    if (feedOptions.durable) await fed.writes;
    return fed.conversation;
  }

  /** Creates the conversation (its start step written as one transaction) and starts it. */
  async function create(input: CreateInput): Promise<Conversation> {
    const now = new Date();
    const id = randomUUID();
    // What the start step does not set; the database's defaults otherwise.
    const row: ConversationRow = {
      id,
      ownerId: input.ownerId,
      mode: input.mode,
      title: input.title,
      openingLine: input.openingLine,
      status: 'running',
      nextSlot: null,
      messageCount: 0,
      interventionCount: 0,
      consecutiveFailures: 0,
      breakerOpen: false,
      liveCode: null,
      engineState: null,
      leaseOwner: processId,
      leaseExpiresAt: new Date(now.getTime() + leaseTtlMs),
      leaseEpoch: 0,
      createdAt: now,
      updatedAt: now,
    };
    const agents = input.agents.map((agent) => ({ ...agent, conversationId: id }));
    const start = {
      type: 'start' as const,
      mode: input.mode,
      slots: agents.map((agent) => agent.slot),
      openingLine: input.openingLine,
      startingSlot: input.startingSlot,
      ...(input.format ? { format: input.format } : {}),
      people: agents.filter((agent) => agent.seat !== 'model').map((agent) => agent.slot),
      ...(input.seatTimerMs ? { seatTimerMs: input.seatTimerMs } : {}),
    };
    const host = await ConversationHost.create({ row, agents }, start, hostDeps);
    ownership.add(host);
    return host.view();
  }

  /**
   * Pauses every running debate held here (a streaming message kept as interrupted), then lets
   * each host leave: their leases are released once their writes are done, so any process may
   * take them at once.
   */
  async function close(): Promise<void> {
    closed = true;
    clearInterval(leaseTimer);
    peers.close();
    await Promise.all(
      ownership.held().map(async (host) => {
        await host
          .run((held) => held.take({ type: 'pause' }))
          .catch((error) => report(error, 'close'));
        host.leave({ reason: 'closing' });
        await host.hasLeft();
      }),
    );
    await Promise.all([...background, ...ownership.releases()]);
  }

  return {
    create,
    feed,

    /** The conversation as its holder sees it, with the streaming message's content so far. */
    get: (id: string): Promise<PeerAnswer> =>
      route(id, answerOf, (holder) => peers.request(holder, { conversationId: id, op: 'get' })),

    /**
     * Subscribes to a conversation's live events after sending a snapshot, from any process;
     * null when there is no such conversation. See docs/architecture.md ("Watching").
     */
    watch,

    /**
     * At start (and then every renewal): conversations a dead process left running, whose lease
     * expired; those of live processes are left alone.
     */
    recover: ownership.sweep,

    close,
  };
}

export type ConversationRunner = ReturnType<typeof createConversationRunner>;

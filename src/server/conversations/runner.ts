import { randomUUID } from 'node:crypto';
import {
  CONVERSATION_LIMITS,
  type Conversation,
  type ConversationMode,
  type ConversationStreamEvent,
} from '../../contract/conversations.ts';
import { noOutages, type DatabaseAvailability } from '../db/availability.ts';
import { conversationChannel, type EventBus } from '../events/bus.ts';
import { DELTA_WINDOW_MS } from './delta-coalescer.ts';
import { createEffects, type TurnTiming } from './effects.ts';
import { step } from './engine.ts';
import { type EngineEvent } from './engine-types.ts';
import { createForwarding, type Fed } from './forwarding.ts';
import { newLive, view, type Live, type WriteHooks } from './live.ts';
import { createOwnership, LEASE_TTL_MS } from './ownership.ts';
import type { PeerAnswer, RunnerBusEvent } from './peers.ts';
import {
  LeaseLostError,
  stateColumns,
  type AgentRow,
  type ConversationRepository,
} from './repository.ts';
import { createTimers } from './timers.ts';
import type { TurnGate } from './turn-gate.ts';
import { createTurnExecutor, type TurnGenerator } from './turns.ts';
import { toMessage } from './views.ts';
import { createWatchers } from './watchers.ts';
import { createWriteFlusher } from './write-flusher.ts';
import type { WriteOp } from './write-ops.ts';

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
  idlePauseMs?: number;
  partialFlushMs?: number;
  /** Deltas within this window reach viewers as one (DESIGN D15); 0 sends each. */
  deltaWindowMs?: number;
  onError?: (error: unknown, context: string) => void;
  onTurn?: (timing: TurnTiming) => void;
};

export type CreateInput = {
  ownerId: string;
  mode: ConversationMode;
  title: string;
  openingLine: string;
  startingSlot: string;
  agents: Omit<AgentRow, 'conversationId'>[];
};

/**
 * The conversation runtime: runs each conversation this process holds by feeding events to the
 * pure engine (`step`) and carrying out the effects it returns. Its parts: ownership (leases,
 * takeover), forwarding (requests for conversations held elsewhere), the ordered write queue,
 * the turn executor, timers and watchers. Every event on a conversation goes through `feed`.
 */
export function createConversationRunner(options: RunnerOptions) {
  const { repository, bus } = options;
  const processId = options.processId ?? randomUUID();
  const leaseTtlMs = options.leaseTtlMs ?? LEASE_TTL_MS;
  const renewMs = Math.max(10, Math.floor(leaseTtlMs / 3));
  const exclusive = options.exclusive ?? false;
  const availability = options.availability ?? noOutages;
  let closed = false;
  const closing = () => closed;
  const background = new Set<Promise<unknown>>();
  const report = (error: unknown, context: string) => options.onError?.(error, context);
  function track(work: Promise<unknown>) {
    const settled = work.catch((error: unknown) => report(error, 'background'));
    background.add(settled);
    void settled.finally(() => background.delete(settled));
  }
  const publish = (live: Live, event: ConversationStreamEvent) =>
    bus.publish(conversationChannel(live.row.id), event);

  /**
   * One engine step on a conversation held here, on its queue; throws EngineRuleError.
   * `command`: an API command's step, whose caller is told if its writes fail.
   */
  function feedHere(live: Live, event: EngineEvent, command = false): Fed {
    const result = step(live.state, event);
    live.state = result.state;
    const written = apply(live, result.effects);
    if (command && written) {
      live.commandWrites += 1;
      void written.then(
        () => (live.commandWrites -= 1),
        () => (live.commandWrites -= 1),
      );
    }
    return {
      writes: written ?? live.writes.flushed(),
      // Only a command's caller reads the conversation after its step: the view copies every
      // message, so the runtime's own steps (two a turn) do not build it.
      conversation: command && !live.gone ? view(live) : null,
    };
  }

  /** Timers and provider results: only for the copy that started them. */
  function feedFromWithin(live: Live, event: EngineEvent) {
    if (live.gone) return;
    void ownership
      .onQueue(live, (current) => feedHere(current, event))
      .catch((error: unknown) => report(error, event.type));
  }

  const timers = createTimers({
    feed: feedFromWithin,
    delayOverrideMs: options.delayOverrideMs,
    idlePauseMs: options.idlePauseMs ?? CONVERSATION_LIMITS.idlePauseMs,
    closing,
    outages: availability,
  });
  const startTurn = createTurnExecutor({
    generate: options.generate,
    turnGate: options.turnGate,
    feed: feedFromWithin,
    publish,
    saveDraft: (live, stream) => {
      void live.writes.enqueue([
        { kind: 'putMessage', row: { ...stream.row, content: stream.content } },
      ]);
    },
    track,
    partialFlushMs: options.partialFlushMs ?? CONVERSATION_LIMITS.partialFlushMs,
    deltaWindowMs: options.deltaWindowMs ?? DELTA_WINDOW_MS,
    outages: availability,
  });
  const apply = createEffects({ publish, startTurn, timers, closing, onTurn: options.onTurn });

  /** Stops a copy's timers and provider call. */
  function stop(live: Live) {
    timers.clear(live);
    live.stream?.controller.abort();
    live.stream?.deltas.cancel();
    live.stream = null;
  }

  const flusher = createWriteFlusher({
    writeBatch: repository.writeBatch,
    // The only process on its database (PGlite) needs no fence.
    fenceOwner: exclusive ? null : processId,
    outages: availability,
  });
  const writeHooks: WriteHooks = {
    save: (live, batch) => flusher.write(live.row.id, live.epoch, batch),
    failed: (live, error) => writeFailed(live, error),
    settled: (live) => ownership.maybeEvict(live),
  };

  const ownership = createOwnership({
    repository,
    processId,
    leaseTtlMs,
    exclusive,
    hold: (row, agents, state, messages) => newLive(row, agents, state, messages, writeHooks),
    recover: (live, interrupted) => {
      feedHere(live, {
        type: 'recover',
        interruptedSeq: interrupted?.seq ?? null,
        interruptedSlot: interrupted?.sender ?? null,
      });
      const row = interrupted && live.messages.find((message) => message.seq === interrupted.seq);
      if (row) publish(live, { type: 'message-done', message: toMessage(row) });
    },
    stop,
    report,
  });

  const answer = (live: Live): PeerAnswer => ({
    ownerId: live.row.ownerId,
    conversation: view(live),
  });
  const forwarding = createForwarding({
    bus,
    processId,
    leaseTtlMs,
    ownership,
    feed: (live, event) => feedHere(live, event, true),
    answer,
    touch: timers.touch,
    report,
  });
  const { route, peers } = forwarding;

  /** Conversations told once that a reply was lost; a second loss there is not told again. */
  const toldNotSaved = new Set<string>();

  /**
   * A write failed, or was fenced off because another process took the lease over (this one
   * stalled past it). The database holds every step before it (each batch is one transaction),
   * so the copy in memory is discarded and the conversation reloaded from there (or left to the
   * new holder), as after a crash: paused, a half-written reply kept as interrupted. Viewers saw
   * the unsaved step: they are sent the saved conversation. A command whose step failed answers
   * the error itself; a step of the debate's own (a reply) stops it with a notice, once.
   */
  function writeFailed(live: Live, error: unknown) {
    const leaseLost = error instanceof LeaseLostError;
    report(error, leaseLost ? 'lease' : 'write');
    const tell = !leaseLost && live.commandWrites === 0 && !toldNotSaved.has(live.row.id);
    ownership.discard(live);
    const id = live.row.id;
    const resync = (conversation: Conversation) =>
      bus.publish(conversationChannel(id), { type: 'snapshot', conversation });
    track(
      live.writes.flushed().then(() =>
        route(
          id,
          (reloaded) => {
            resync(view(reloaded));
            if (!tell) return;
            toldNotSaved.add(id);
            const { writes } = feedHere(reloaded, { type: 'notSaved' });
            // Told and saved: a later loss may be told again; a lost notice is not retried.
            void writes?.then(
              () => toldNotSaved.delete(id),
              () => undefined,
            );
          },
          async (holder) => {
            const found = await peers.request(holder, { conversationId: id, op: 'get' });
            if (found) resync(found.conversation);
          },
        ),
      ),
    );
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
      (live) => feedHere(live, event, true),
      async (holder) => {
        const found = await peers.request(holder, { conversationId: id, op: 'feed', event });
        return { writes: undefined, conversation: found?.conversation ?? null };
      },
    );
    if (!fed) return null;
    if (feedOptions.durable) await fed.writes;
    return fed.conversation;
  }

  function touchFrom(id: string) {
    void route<unknown>(id, timers.touch, (holder) =>
      peers.request(holder, { conversationId: id, op: 'touch' }),
    ).catch((error: unknown) => report(error, 'touch'));
  }

  const watch = createWatchers({
    bus,
    forwarding,
    viewersChanged: (live) => {
      timers.updateIdle(live);
      ownership.maybeEvict(live);
    },
    touchFrom,
    touchEveryMs: renewMs,
  });

  function renewLeases() {
    // During an outage it could only fail; it runs as soon as the database is back.
    if (closed || !availability.available) return;
    ownership
      .renew()
      .then(ownership.sweep)
      .catch((error: unknown) => report(error, 'lease renewal'));
  }
  const leaseTimer = setInterval(renewLeases, renewMs);
  leaseTimer.unref();
  // Leases may have run out during an outage: renewed before another process sweeps them up.
  availability.onRestored(renewLeases);

  /** Stops the copy's turn: a streaming reply is kept as interrupted, the debate paused. */
  function interrupt(live: Live) {
    const stream = live.stream;
    if (!stream && live.state.status !== 'running') return;
    stop(live);
    const { state } = step(live.state, {
      type: 'recover',
      interruptedSeq: stream?.row.seq ?? null,
      interruptedSlot: stream?.row.sender ?? null,
    });
    live.state = state;
    const writes: WriteOp[] = [{ kind: 'saveState', state }];
    if (stream) {
      const row = { ...stream.row, content: stream.content, status: 'interrupted' as const };
      writes.unshift({ kind: 'putMessage', row });
    }
    void live.writes.enqueue(writes);
  }

  return {
    /** Creates the conversation (one transaction) and starts it. */
    async create(input: CreateInput): Promise<Conversation> {
      const { state, effects } = step(null, {
        type: 'start',
        mode: input.mode,
        slots: input.agents.map((agent) => agent.slot),
        openingLine: input.openingLine,
        startingSlot: input.startingSlot,
      });
      const opening = effects.flatMap((effect) =>
        effect.type === 'append' ? [effect.message] : [],
      );
      const created = await repository.insertConversation({
        conversation: {
          ownerId: input.ownerId,
          mode: input.mode,
          title: input.title,
          openingLine: input.openingLine,
          ...stateColumns(state),
          leaseOwner: processId,
          leaseExpiresAt: new Date(Date.now() + leaseTtlMs),
        },
        agents: input.agents,
        messages: opening.map((message) => ({ ...message, agentSlot: message.sender })),
      });
      const agents = created.agents.sort((a, b) => a.position - b.position);
      const live = newLive(created.row, agents, state, created.messages, writeHooks);
      ownership.lives.set(live.row.id, live);
      apply(
        live,
        effects.filter((effect) => effect.type === 'schedule' || effect.type === 'publishState'),
      );
      return view(live);
    },

    feed,

    /** The conversation as its holder sees it, with the streaming message's content so far. */
    get: (id: string): Promise<PeerAnswer> =>
      route(id, answer, (holder) => peers.request(holder, { conversationId: id, op: 'get' })),

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

    /** Stops timers and provider calls; a streaming message is kept as interrupted. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(leaseTimer);
      peers.close();
      const all = [...ownership.lives.values()];
      for (const live of all) timers.clear(live);
      await Promise.all(
        all.map(async (live) => {
          await ownership.onQueue(live, interrupt).catch((error) => report(error, 'close'));
          await live.writes.flushed();
          // Paused: any process may take it at once.
          if (ownership.lives.get(live.row.id) === live) {
            await repository
              .releaseLease(live.row.id, processId)
              .catch((error: unknown) => report(error, 'lease release'));
          }
        }),
      );
      await Promise.all([...background, ...ownership.releases()]);
    },
  };
}

export type ConversationRunner = ReturnType<typeof createConversationRunner>;

import { performance } from 'node:perf_hooks';
import type { Conversation, ConversationStreamEvent } from '../../contract/conversations.ts';
import { planEffects, type StepPlan } from './effects.ts';
import { step } from './engine.ts';
import type { Effect, EngineEvent, EngineState } from './engine-types.ts';
import { messageTokens, withContent } from './message-tokens.ts';
import type { AgentRow, ConversationRow, MessageRow } from './repository.ts';
import { idleClockRuns, type Timers, type TurnTimer } from './timers.ts';
import type { PrepareTurn, Reply, TurnHost } from './turns.ts';
import { toConversation, toMessage } from './views.ts';
import { createWriteQueue, type WriteOp, type WriteQueue } from './writes.ts';

/**
 * A finished turn: `turnMs` from when it was due to its reply being published, `providerMs` in
 * the provider call, `committed` settles with the time from due to its writes being committed
 * (null when they failed).
 */
export type TurnTiming = {
  conversationId: string;
  turnMs: number;
  providerMs: number;
  committed: Promise<number | null>;
};

/** One step taken here: its writes (settled when committed) and the conversation after it. */
export type Fed = { writes: Promise<unknown> | undefined; conversation: Conversation | null };

/** What every host of this process shares: the runtime's parts and the runner's named paths. */
export type HostDeps = {
  publish(conversationId: string, event: ConversationStreamEvent): void;
  prepareTurn: PrepareTurn;
  timers: Timers;
  /** Writes one batch of the conversation's steps, fenced by the lease epoch it holds. */
  write(conversationId: string, epoch: number, batch: WriteOp[]): Promise<void>;
  /** The runner is closing: no new turns, timers or idle clocks. */
  closing(): boolean;
  onTurn?: ((timing: TurnTiming) => void) | undefined;
  /**
   * The debate reached a checkpoint (its step is queued for writing): the judge may be due.
   * What comes of it returns as an engine event (`consensusReached`, `judgeFailed`) by `feed`.
   */
  checkpoint(conversationId: string): void;
  /**
   * A write failed (or was fenced off): the host has stopped and left memory; the runner
   * reloads the conversation from the database and resyncs its viewers. `tell`: a step of the
   * debate's own was lost (not a command's, whose caller is told), so the owner is told once.
   */
  writeLost(host: ConversationHost, error: unknown, tell: boolean): void;
  /** The copy left memory with nothing left to write: forget it and release its lease. */
  left(host: ConversationHost): void;
  report(error: unknown, context: string): void;
};

/**
 * The one owner of a conversation held in memory by the process holding its lease (DESIGN D8).
 * Its state is private: other parts read it through getters and change it only through the
 * named methods below, each one a transition that keeps the invariants:
 * - one event at a time, on its serial queue (`run`); an engine step is `take`;
 * - at most one reply being generated: a reply that ends or is replaced is aborted;
 * - once stopped or gone, no timer, idle clock or turn is started again;
 * - it leaves memory (`left`, which releases the lease) only with nothing left to write.
 */
export class ConversationHost implements TurnHost {
  #row: ConversationRow;
  readonly #agents: readonly AgentRow[];
  #state: EngineState;
  /** Every message row, the streaming one included (its content lives in `reply`). */
  #messages: readonly MessageRow[];
  /** The lease epoch this copy holds: its writes are refused once another process took over. */
  readonly #epoch: number;
  #queue: Promise<unknown> = Promise.resolve();
  /** Work queued or running on the serial queue. */
  #busy = 0;
  readonly #writes: WriteQueue<WriteOp>;
  /** Steps of API commands whose writes are not settled: a failure there is the command's. */
  #commandWrites = 0;
  #timer: TurnTimer | null = null;
  #reply: Reply | null = null;
  /** Owner clients watching (they keep the debate from idling). */
  #viewers = 0;
  #cancelIdleClock: (() => void) | null = null;
  /** Left memory (deleted, evicted, dropped): nothing more runs or is written for this copy. */
  #gone = false;
  readonly #deps: HostDeps;

  constructor(
    held: {
      row: ConversationRow;
      agents: readonly AgentRow[];
      state: EngineState;
      messages: readonly MessageRow[];
    },
    deps: HostDeps,
  ) {
    this.#row = held.row;
    this.#agents = held.agents;
    this.#state = held.state;
    this.#messages = held.messages;
    this.#epoch = held.row.leaseEpoch;
    this.#deps = deps;
    this.#writes = createWriteQueue<WriteOp>({
      run: (batch) => deps.write(this.#row.id, this.#epoch, batch),
      onFailed: (error) => this.#writeFailed(error),
      onSettled: () => this.evictIfIdle(),
    });
  }

  get id(): string {
    return this.#row.id;
  }
  get row(): Readonly<ConversationRow> {
    return this.#row;
  }
  get agents(): readonly AgentRow[] {
    return this.#agents;
  }
  get state(): Readonly<EngineState> {
    return this.#state;
  }
  get messages(): readonly MessageRow[] {
    return this.#messages;
  }
  get epoch(): number {
    return this.#epoch;
  }
  get reply(): Reply | null {
    return this.#reply;
  }
  get viewers(): number {
    return this.#viewers;
  }
  get gone(): boolean {
    return this.#gone;
  }
  /** Steps queued for the database and not settled yet. */
  get pendingWrites(): number {
    return this.#writes.pending;
  }

  /** Settles once everything queued so far has been written or refused (never rejects). */
  writesFlushed(): Promise<void> {
    return this.#writes.flushed();
  }

  /** Runs `work` on the serial queue; `gone` when the copy left memory meanwhile. */
  async run<T>(work: (host: this) => Promise<T> | T): Promise<{ value: T } | 'gone'> {
    this.#busy += 1;
    const task = this.#queue.then(async () =>
      this.#gone ? ('gone' as const) : { value: await work(this) },
    );
    this.#queue = task.catch(() => undefined);
    try {
      return await task;
    } finally {
      this.#busy -= 1;
      this.evictIfIdle();
    }
  }

  /**
   * One engine step, on the queue; throws EngineRuleError. `command`: an API command's step,
   * whose caller is told if its writes fail.
   */
  take(event: EngineEvent, command = false): Fed {
    const { state, effects } = step(this.#state, event);
    this.#state = state;
    const written = this.#carryOut(effects);
    if (command && written) {
      this.#commandWrites += 1;
      const done = () => (this.#commandWrites -= 1);
      void written.then(done, done);
    }
    return {
      writes: written ?? this.#writes.flushed(),
      // Only a command's caller reads the conversation after its step: the view copies every
      // message, so the runtime's own steps (two a turn) do not build it.
      conversation: command && !this.#gone ? this.view() : null,
    };
  }

  /** Timers and turn outcomes: an event for this copy, queued; dropped once it left memory. */
  post(event: EngineEvent): void {
    if (this.#gone) return;
    void this.run((host) => host.take(event)).catch((error: unknown) =>
      this.#deps.report(error, event.type),
    );
  }

  /** A new conversation: its start step's timer and state event (its rows are written). */
  started(effects: Effect[]): void {
    this.#carryOut(
      effects.filter((effect) => effect.type === 'schedule' || effect.type === 'publishState'),
    );
  }

  /**
   * Taken from a dead holder (or left running by a crash): paused, its half-written reply
   * (`interrupted`, already marked in the database) shown finished as it stands.
   */
  recover(interrupted: { seq: number; sender: string } | null): void {
    this.take({
      type: 'recover',
      interruptedSeq: interrupted?.seq ?? null,
      interruptedSlot: interrupted?.sender ?? null,
    });
    const row = interrupted && this.#messages.find((message) => message.seq === interrupted.seq);
    if (row) this.#deps.publish(this.id, { type: 'message-done', message: toMessage(row) });
  }

  /** On close: the turn stops, a streaming reply kept as interrupted, the debate paused. */
  interrupt(): void {
    const reply = this.#reply;
    if (!reply && this.#state.status !== 'running') return;
    this.#stop();
    const { state } = step(this.#state, {
      type: 'recover',
      interruptedSeq: reply?.row.seq ?? null,
      interruptedSlot: reply?.row.sender ?? null,
    });
    this.#state = state;
    const writes: WriteOp[] = [{ kind: 'saveState', state }];
    if (reply) {
      const row = { ...withContent(reply.row, reply.content), status: 'interrupted' as const };
      writes.unshift({ kind: 'putMessage', row });
    }
    void this.#writes.enqueue(writes);
  }

  /** Stops at once and leaves memory; nothing more is written for this copy. */
  leave(): void {
    this.#stop();
    this.#gone = true;
  }

  /** A client watches: an owner's keeps the debate from idling. Answers its unwatch. */
  watched(countsAsOwner: boolean): () => void {
    if (countsAsOwner) this.#viewers += 1;
    this.#updateIdleClock();
    this.evictIfIdle();
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      if (countsAsOwner) this.#viewers -= 1;
      this.#updateIdleClock();
      this.evictIfIdle();
    };
  }

  /** An owner's client watches from another process: the idle clock starts again. */
  touch(): void {
    this.#cancelIdleClock?.();
    this.#cancelIdleClock = null;
    this.#updateIdleClock();
  }

  /** Stops the timers for close: the runner interrupts the turn next, on the queue. */
  clearTimers(): void {
    this.#clearTimers();
  }

  /** Nothing drives it and nobody watches (or it left with its writes done): it leaves memory. */
  evictIfIdle(): void {
    const idle =
      this.#busy === 0 &&
      this.#writes.pending === 0 &&
      this.#viewers === 0 &&
      !this.#reply &&
      !this.#timer &&
      !this.#state.pending &&
      this.#state.status !== 'running';
    if (!idle && !(this.#gone && this.#writes.pending === 0)) return;
    this.#cancelIdleClock?.();
    this.#cancelIdleClock = null;
    this.#gone = true;
    this.#deps.left(this);
  }

  isCurrent(reply: Reply): boolean {
    return this.#reply === reply && !this.#gone;
  }

  saveDraft(reply: Reply): void {
    void this.#writes.enqueue([{ kind: 'putMessage', row: withContent(reply.row, reply.content) }]);
  }

  /** The conversation as the API shows it, the streaming message with its content so far. */
  view(): Conversation {
    const reply = this.#reply;
    const messages = this.#messages.map((row) => {
      const message = toMessage(row);
      // A snapshot shows what the events so far showed: held deltas follow it.
      return reply?.row.id === row.id ? { ...message, content: reply.shown } : message;
    });
    return toConversation(this.#row, this.#agents, this.#state, messages);
  }

  /** What the agents have said: finished messages, oldest first, notices and errors left out. */
  history() {
    return this.#messages
      .filter(
        (row) => row.status !== 'error' && row.status !== 'streaming' && row.sender !== 'system',
      )
      .map((row) => ({
        sender: row.sender,
        senderName:
          this.#agents.find((agent) => agent.slot === row.sender)?.name ??
          (row.sender === 'user' ? 'User' : row.sender),
        content: row.content,
        tokens: messageTokens(row),
      }));
  }

  /**
   * Carries out one step's effects (planned by effects.ts): memory first, its writes queued as
   * one unit, then its turns and timers, then its live events in step order.
   */
  #carryOut(effects: readonly Effect[]): Promise<void> | undefined {
    const reply = this.#reply;
    const plan = planEffects(
      {
        row: this.#row,
        agents: this.#agents,
        state: this.#state,
        messages: this.#messages,
        reply,
        timer: this.#timer,
        now: performance.now(),
      },
      effects,
    );
    this.#row = plan.row;
    this.#messages = plan.messages;
    if (plan.deleted) this.#gone = true;
    if (plan.clearTimer) {
      this.#timer?.cancel();
      this.#timer = null;
    }
    if (plan.replyEnds) {
      this.#reply = null;
      if (plan.replyEnds === 'dropped') reply?.abort();
    }
    const written = this.#writes.enqueue(plan.writes);
    for (const action of plan.actions) this.#act(action, reply);
    for (const event of plan.events) {
      this.#deps.publish(this.id, event);
      // Deltas that came before the row was saved follow their message-start.
      if (event.type === 'message-start' && this.#reply?.row.id === event.message.id) {
        this.#reply.openDeltas();
      }
    }
    if (plan.replyEnds === 'finished' && reply) this.#timed(reply, written);
    this.#updateIdleClock();
    return written;
  }

  #act(action: StepPlan['actions'][number], endedReply: Reply | null): void {
    switch (action.kind) {
      case 'flushReply':
        endedReply?.flushDeltas();
        return;
      case 'startTurn': {
        if (this.#deps.closing() || this.#gone) return;
        const { turnId, row, agent, dueAt } = action;
        // One reply at a time: one still held here is aborted before the next starts.
        this.#reply?.abort();
        const reply = this.#deps.prepareTurn(this, turnId, row, agent, dueAt);
        this.#reply = reply;
        reply.start();
        return;
      }
      case 'schedule': {
        if (this.#deps.closing() || this.#gone) return;
        const { turnId } = action;
        this.#timer?.cancel();
        this.#timer = this.#deps.timers.startTurnTimer(turnId, action.delayMs, () =>
          this.post({ type: 'tick', turnId }),
        );
        return;
      }
      case 'checkpoint':
        if (this.#deps.closing() || this.#gone) return;
        this.#deps.checkpoint(this.id);
        return;
    }
  }

  #timed(reply: Reply, written: Promise<void> | undefined): void {
    const onTurn = this.#deps.onTurn;
    if (!onTurn) return;
    const turnMs = performance.now() - reply.dueAt;
    const committed = written
      ? written.then(
          () => performance.now() - reply.dueAt,
          () => null,
        )
      : Promise.resolve(turnMs);
    onTurn({ conversationId: this.id, turnMs, providerMs: reply.providerMs, committed });
  }

  /** Starts the idle clock when the debate runs with no owner watching; stops it otherwise. */
  #updateIdleClock(): void {
    const runs = idleClockRuns(this.#state.status, this.#viewers, this.#deps.closing());
    if (runs && !this.#cancelIdleClock && !this.#gone) {
      this.#cancelIdleClock = this.#deps.timers.startIdleClock(() => {
        this.#cancelIdleClock = null;
        this.post({ type: 'idle' });
      });
    } else if (!runs && this.#cancelIdleClock) {
      this.#cancelIdleClock();
      this.#cancelIdleClock = null;
    }
  }

  #clearTimers(): void {
    this.#timer?.cancel();
    this.#timer = null;
    this.#cancelIdleClock?.();
    this.#cancelIdleClock = null;
  }

  /** Stops the timers and the provider call. */
  #stop(): void {
    this.#clearTimers();
    this.#reply?.abort();
    this.#reply = null;
  }

  /**
   * The write queue failed (the database refused a step, or the lease was lost): the database
   * holds every step before it, so this copy stops and leaves; the runner reloads from there.
   */
  #writeFailed(error: unknown): void {
    const tell = this.#commandWrites === 0;
    this.leave();
    this.#deps.writeLost(this, error, tell);
  }
}

import { performance } from 'node:perf_hooks';
import type { Conversation } from '../../contract/conversations.ts';
import { idsNeeded, planEffects, type StepPlan } from './effects.ts';
import { step } from './engine.ts';
import type { Effect, EngineEvent, EngineState } from './engine-types.ts';
import { withContent } from './message-tokens.ts';
import {
  LeaseLostError,
  type AgentRow,
  type ConversationRow,
  type MessageRow,
} from './repository.ts';
import type { Departure, Fed, HostDeps, Lifecycle, StartEvent } from './host-deps.ts';
import { idleClockRuns, type TurnTimer } from './timers.ts';
import type { Reply, TurnHost } from './turns.ts';
import { heldView, spokenHistory } from './views.ts';
import { createWriteQueue, type WriteOp, type WriteQueue } from './writes.ts';

/**
 * The one owner of a conversation held in memory by the process holding its lease (DESIGN D8).
 * Its state is private: other parts read it through getters and change it only through the
 * named methods below, each one a transition that keeps the invariants:
 * - one event at a time, on its serial queue (`run`); an engine step is `take`;
 * - at most one reply being generated: a reply that ends or is replaced is aborted;
 * - once it is leaving, no step, timer, idle clock or turn runs again;
 * - it has left memory (`HostDeps.left`, told once) only with nothing left to write.
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
  /**
   * Steps whose writes are not settled and whose loss is not told to the owner: an API command's
   * (its caller hears of it) or the notice of a loss (a lost notice is not told again).
   */
  #untoldWrites = 0;
  #timer: TurnTimer | null = null;
  #reply: Reply | null = null;
  /** Owner clients watching (they keep the debate from idling). */
  #viewers = 0;
  #cancelIdleClock: (() => void) | null = null;
  #lifecycle: Lifecycle = { state: 'held' };
  readonly #left: Promise<Departure>;
  #tellLeft!: (departure: Departure) => void;
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
      onSettled: () => this.#settled(),
    });
    this.#left = new Promise((resolve) => (this.#tellLeft = resolve));
  }

  /**
   * A new conversation: its start step taken here, its rows written as one transaction (the
   * step's writes), then its first timer started. Nothing runs if the write fails.
   */
  static async create(
    held: { row: ConversationRow; agents: readonly AgentRow[] },
    start: StartEvent,
    deps: HostDeps,
  ): Promise<ConversationHost> {
    const { state, effects } = step(null, start);
    const host = new ConversationHost({ ...held, state, messages: [] }, deps);
    const plan = host.#plan(effects);
    await deps.insert(plan.row, held.agents, plan.messages);
    host.#carryOut(plan, undefined);
    return host;
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
  get lifecycle(): Readonly<Lifecycle> {
    return this.#lifecycle;
  }
  /** Steps queued for the database and not settled yet. */
  get pendingWrites(): number {
    return this.#writes.pending;
  }
  /** Nothing drives it and nobody watches: it may leave memory. */
  get idle(): boolean {
    return (
      this.#busy === 0 &&
      this.#writes.pending === 0 &&
      this.#viewers === 0 &&
      !this.#reply &&
      !this.#timer &&
      !this.#state.pending &&
      this.#state.status !== 'running'
    );
  }

  /** Settles once the host has left memory, with why. */
  hasLeft(): Promise<Departure> {
    return this.#left;
  }

  /** Runs `work` on the serial queue; `gone` when the host is leaving or left meanwhile. */
  async run<T>(work: (host: this) => Promise<T> | T): Promise<{ value: T } | 'gone'> {
    this.#busy += 1;
    const task = this.#queue.then(async () =>
      this.#held ? { value: await work(this) } : ('gone' as const),
    );
    this.#queue = task.catch(() => undefined);
    try {
      return await task;
    } finally {
      this.#busy -= 1;
      this.#leaveIfIdle();
    }
  }

  /**
   * One engine step, on the queue; throws EngineRuleError. `command`: an API command's step,
   * whose caller is told if its writes fail.
   */
  take(event: EngineEvent, command = false): Fed {
    const { state, effects } = step(this.#state, event);
    this.#state = state;
    const plan = this.#plan(effects);
    const written = this.#writes.enqueue(plan.writes);
    if ((command || event.type === 'notSaved') && written) {
      this.#untoldWrites += 1;
      const done = () => (this.#untoldWrites -= 1);
      void written.then(done, done);
    }
    this.#carryOut(plan, written);
    return {
      writes: written ?? this.#writes.flushed(),
      // Only a command's caller reads the conversation after its step: the view copies every
      // message, so the runtime's own steps (two a turn) do not build it.
      conversation: command && this.#held ? this.view() : null,
    };
  }

  /** Timers and turn outcomes: an event for this host, queued; dropped once it is leaving. */
  post(event: EngineEvent): void {
    if (!this.#held) return;
    void this.run((host) => host.take(event)).catch((error: unknown) =>
      this.#deps.report(error, event.type),
    );
  }

  /**
   * Leaves memory: stops its timers and provider call at once, runs nothing more, and has left
   * once its queued writes settle (at once when there are none).
   */
  leave(departure: Departure): void {
    if (!this.#held) return;
    this.#lifecycle = { state: 'leaving', departure };
    this.#clearTimers();
    this.#reply?.abort();
    this.#reply = null;
    this.#settled();
  }

  /** A client watches: an owner's keeps the debate from idling. Answers its unwatch. */
  watched(countsAsOwner: boolean): () => void {
    if (countsAsOwner) this.#viewers += 1;
    this.#updateIdleClock();
    this.#leaveIfIdle();
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      if (countsAsOwner) this.#viewers -= 1;
      this.#updateIdleClock();
      this.#leaveIfIdle();
    };
  }

  /** An owner's client watches from another process: the idle clock starts again. */
  touch(): void {
    this.#cancelIdleClock?.();
    this.#cancelIdleClock = null;
    this.#updateIdleClock();
  }

  isCurrent(reply: Reply): boolean {
    return this.#reply === reply && this.#held;
  }

  saveDraft(reply: Reply): void {
    void this.#writes.enqueue([{ kind: 'putMessage', row: withContent(reply.row, reply.content) }]);
  }

  /** The conversation as the API shows it, the streaming message with its content so far. */
  view(): Conversation {
    return heldView(this.#row, this.#agents, this.#state, this.#messages, this.#reply);
  }

  history() {
    return spokenHistory(this.#messages, this.#agents);
  }

  get #held(): boolean {
    return this.#lifecycle.state === 'held';
  }

  /** Plans a step's effects on the host as it stands (the state after the step). */
  #plan(effects: readonly Effect[]): StepPlan {
    return planEffects(
      {
        row: this.#row,
        agents: this.#agents,
        state: this.#state,
        messages: this.#messages,
        reply: this.#reply,
        timer: this.#timer,
        ids: Array.from({ length: idsNeeded(effects) }, () => this.#deps.newId()),
        at: this.#deps.now(),
        now: performance.now(),
      },
      effects,
    );
  }

  /**
   * Carries out a step's plan (its writes already queued as one unit, `written`): memory, then
   * its turns and timers, then its live events in step order.
   */
  #carryOut(plan: StepPlan, written: Promise<void> | undefined): void {
    const reply = this.#reply;
    this.#row = plan.row;
    this.#messages = plan.messages;
    if (plan.clearTimer) {
      this.#timer?.cancel();
      this.#timer = null;
    }
    if (plan.replyEnds) {
      this.#reply = null;
      if (plan.replyEnds === 'dropped') reply?.abort();
    }
    if (plan.deleted) this.leave({ reason: 'deleted' });
    for (const action of plan.actions) this.#act(action, reply);
    for (const event of plan.events) {
      this.#deps.publish(this.id, event);
      // The deltas that came before the reply's first message event follow it.
      const current = this.#reply;
      if (event.type === 'message' && current?.row.id === event.message.id) current.openDeltas();
    }
    if (plan.replyEnds === 'finished' && reply) this.#timed(reply, written);
    this.#updateIdleClock();
  }

  #act(action: StepPlan['actions'][number], endedReply: Reply | null): void {
    switch (action.kind) {
      case 'flushReply':
        endedReply?.flushDeltas();
        return;
      case 'startTurn': {
        if (this.#deps.closing() || !this.#held) return;
        // One reply at a time: one still held here is aborted before the next starts.
        this.#reply?.abort();
        const reply = this.#deps.prepareTurn(this, action);
        this.#reply = reply;
        reply.start();
        return;
      }
      case 'schedule': {
        if (this.#deps.closing() || !this.#held) return;
        const { turnId } = action;
        this.#timer?.cancel();
        // A turn due while the runner closes is not started: the close pauses the debate.
        const timer = action.seat
          ? this.#deps.timers.startSeatTimer
          : this.#deps.timers.startTurnTimer;
        this.#timer = timer(turnId, action.delayMs, () => {
          if (!this.#deps.closing()) this.post({ type: 'tick', turnId });
        });
        return;
      }
      case 'checkpoint':
        if (this.#deps.closing() || !this.#held) return;
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
    if (runs && !this.#cancelIdleClock && this.#held) {
      this.#cancelIdleClock = this.#deps.timers.startIdleClock(() => {
        this.#cancelIdleClock = null;
        this.post({ type: 'pause' });
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

  #leaveIfIdle(): void {
    if (this.#held && this.idle) this.leave({ reason: 'idle' });
  }

  /** After a batch settles (or on leaving): a host leaving with nothing left to write has left. */
  #settled(): void {
    const lifecycle = this.#lifecycle;
    if (lifecycle.state === 'held') return this.#leaveIfIdle();
    if (lifecycle.state === 'left' || this.#writes.pending > 0) return;
    this.#lifecycle = { state: 'left', departure: lifecycle.departure };
    this.#deps.left(this, lifecycle.departure);
    this.#tellLeft(lifecycle.departure);
  }

  /**
   * The write queue failed (the database refused a step, or the lease was lost): the database
   * holds every step before it, so this host leaves; the runner reloads from there.
   */
  #writeFailed(error: unknown): void {
    this.leave(
      error instanceof LeaseLostError
        ? { reason: 'lease-lost', error }
        : { reason: 'write-failed', error, tell: this.#untoldWrites === 0 },
    );
  }
}

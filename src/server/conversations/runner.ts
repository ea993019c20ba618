import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  CONVERSATION_LIMITS,
  type Conversation,
  type ConversationMode,
  type ConversationStreamEvent,
} from '../../contract/conversations.ts';
import { canonicalId } from '../../contract/ids.ts';
import type { ModelClass } from '../../contract/models.ts';
import { CHAT_TEXT } from '../../contract/texts.ts';
import { conversationChannel, type EventBus } from '../events/bus.ts';
import {
  EngineRuleError,
  step,
  type Effect,
  type EngineEvent,
  type EngineState,
  type Usage,
} from './engine.ts';
import {
  createPeers,
  PeerError,
  type PeerAnswer,
  type PeerRequest,
  type Respond,
  type RunnerBusEvent,
} from './peers.ts';
import {
  stateColumns,
  type AgentRow,
  type ConversationRepository,
  type ConversationRow,
  type MessageRow,
} from './repository.ts';
import { TurnRefusedError, type TurnAdmission, type TurnGate } from './turn-gate.ts';
import { toConversation, toConversationState, toMessage } from './views.ts';

export type TurnRequest = {
  conversationId: string;
  ownerId: string;
  mode: ConversationMode;
  agent: AgentRow;
  /** Finished messages, oldest first (error reports and system notices left out). */
  history: { sender: string; senderName: string; content: string }[];
  abortSignal: AbortSignal;
  onDelta: (text: string) => void;
  /**
   * Asks the turn gate for the resolved model before the provider is called; throws
   * TurnRefusedError when refused. The runner settles the admission with the turn's outcome.
   */
  admit: (model: { modelId: string; modelClass: ModelClass }) => Promise<void>;
};
/** `providerMs`: time spent in the provider call itself, when the generator measures it. */
export type TurnResult = {
  text: string;
  usage: Usage;
  providerMs?: number;
};
/** One agent reply: a streaming provider call, admitted by the turn gate. */
export type TurnGenerator = (request: TurnRequest) => Promise<TurnResult>;

export type TurnTiming = { conversationId: string; turnMs: number; providerMs: number };

/** DESIGN D8: a lease lasts this long unless its holder renews it (every third of it). */
export const LEASE_TTL_MS = 15_000;

/** No process could answer for the conversation in time (its holder died moments ago). */
export class ConversationUnavailableError extends Error {}

/** A step's writes failed (or followed a failed one): the change is not in the database. */
export class ConversationNotSavedError extends Error {}

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
  /** Replaces every engine delay (tests and benchmarks). */
  delayOverrideMs?: number | undefined;
  idlePauseMs?: number;
  partialFlushMs?: number;
  onError?: (error: unknown, context: string) => void;
  onTurn?: (timing: TurnTiming) => void;
};

type Stream = {
  turnId: number;
  row: MessageRow;
  content: string;
  controller: AbortController;
  lastFlush: number;
  dueAt: number;
  providerMs: number;
};

type Live = {
  row: ConversationRow;
  agents: AgentRow[];
  state: EngineState;
  /** Every message row, the streaming one included (its content lives in `stream`). */
  messages: MessageRow[];
  queue: Promise<unknown>;
  /** Pending database writes, in order (see enqueueWrites). */
  writes: Promise<unknown>;
  pendingWrites: number;
  busy: number;
  timer: { turnId: number; handle: NodeJS.Timeout; firedAt: number } | null;
  stream: Stream | null;
  viewers: number;
  idleTimer: NodeJS.Timeout | null;
  gone: boolean;
  /** A write failed: memory is ahead of the database and is discarded (see writeFailed). */
  unsaved: boolean;
};

export type CreateInput = {
  ownerId: string;
  mode: ConversationMode;
  title: string;
  openingLine: string;
  startingSlot: string;
  agents: Omit<AgentRow, 'conversationId'>[];
};

function newLive(
  row: ConversationRow,
  agents: AgentRow[],
  state: EngineState,
  messages: MessageRow[],
): Live {
  return {
    row,
    agents,
    state,
    messages,
    queue: Promise.resolve(),
    writes: Promise.resolve(),
    pendingWrites: 0,
    busy: 0,
    timer: null,
    stream: null,
    viewers: 0,
    idleTimer: null,
    gone: false,
    unsaved: false,
  };
}

type Target = Live | { holder: string } | null;
/** Lets timers and I/O run before a retry: a retry loop must never spin on microtasks. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const isRemote = <L extends object>(target: L | { holder: string }): target is { holder: string } =>
  'holder' in target;

type Write = (repository: Pick<ConversationRepository, WriteName>) => Promise<void>;
type WriteName =
  'insertMessage' | 'updateMessage' | 'deleteMessage' | 'saveState' | 'deleteConversation';

/**
 * Executes the engine's effects: timers, streaming provider calls, database writes and live
 * events. Every conversation has one serial queue, so its events apply one at a time.
 *
 * Scale-out (DESIGN D8): a process holds in memory, and runs, only the conversations whose lease
 * it holds. A request for a conversation another live process holds is forwarded to it over the
 * event bus; a free or expired lease is taken, and a conversation left running by a dead holder
 * is recovered (its half-written reply marked interrupted, the debate paused).
 */
export function createConversationRunner(options: RunnerOptions) {
  const { repository, bus } = options;
  const idlePauseMs = options.idlePauseMs ?? CONVERSATION_LIMITS.idlePauseMs;
  const partialFlushMs = options.partialFlushMs ?? CONVERSATION_LIMITS.partialFlushMs;
  const processId = options.processId ?? randomUUID();
  const leaseTtlMs = options.leaseTtlMs ?? LEASE_TTL_MS;
  const renewMs = Math.max(10, Math.floor(leaseTtlMs / 3));
  const exclusive = options.exclusive ?? false;
  const lives = new Map<string, Live>();
  const loading = new Map<string, Promise<Target>>();
  /** Lease releases in flight: a new claim of the same conversation waits for them. */
  const releasing = new Map<string, Promise<void>>();
  let closed = false;
  const background = new Set<Promise<unknown>>();
  function track(work: Promise<unknown>) {
    const settled = work.catch((error: unknown) => report(error, 'background'));
    background.add(settled);
    void settled.finally(() => background.delete(settled));
  }

  const report = (error: unknown, context: string) => options.onError?.(error, context);
  const publish = (live: Live, event: ConversationStreamEvent) =>
    bus.publish(conversationChannel(live.row.id), event);

  function messageView(live: Live, row: MessageRow) {
    const message = toMessage(row);
    return live.stream?.row.id === row.id ? { ...message, content: live.stream.content } : message;
  }

  function view(live: Live): Conversation {
    const messages = live.messages.map((row) => messageView(live, row));
    return toConversation(live.row, live.agents, live.state, messages);
  }

  /** Takes the lease and loads the conversation; who holds it when another live process does. */
  async function loadLive(id: string): Promise<Target> {
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
    const live = newLive(
      claim.row,
      agents,
      claim.row.engineState as unknown as EngineState,
      messages,
    );
    if (interrupted || live.state.status === 'running') recoverLive(live, interrupted);
    return live;
  }

  /** The same recovery as after a restart: paused, the half-written reply kept as interrupted. */
  function recoverLive(live: Live, interrupted: { seq: number; sender: string } | null) {
    const { state, effects } = step(live.state, {
      type: 'recover',
      interruptedSeq: interrupted?.seq ?? null,
      interruptedSlot: interrupted?.sender ?? null,
    });
    live.state = state;
    apply(live, effects);
    const row = interrupted && live.messages.find((message) => message.seq === interrupted.seq);
    if (row) publish(live, { type: 'message-done', message: toMessage(row) });
  }

  async function acquire(id: string): Promise<Target> {
    const existing = lives.get(id);
    if (existing) return existing;
    let pending = loading.get(id);
    if (!pending) {
      pending = loadLive(id)
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
      .then(() => repository.releaseLease(id, processId))
      .catch((error: unknown) => report(error, 'lease release'))
      .finally(() => {
        if (releasing.get(id) === done) releasing.delete(id);
      });
    releasing.set(id, done);
  }

  /** Stops at once and forgets the conversation; nothing more is written for this copy. */
  function discard(live: Live) {
    if (live.timer) clearTimeout(live.timer.handle);
    if (live.idleTimer) clearTimeout(live.idleTimer);
    live.timer = null;
    live.idleTimer = null;
    live.stream?.controller.abort();
    live.stream = null;
    live.gone = true;
    if (lives.get(live.row.id) === live) lives.delete(live.row.id);
  }

  /** The lease was lost (this process stalled past it): stop at once and write nothing more. */
  function drop(live: Live) {
    discard(live);
    report(new Error(`lease lost on conversation ${live.row.id}`), 'lease');
  }

  /**
   * A write failed. The database holds every step before it (each step is one transaction), so
   * the copy in memory is discarded and the conversation reloaded from there, as after a crash:
   * paused, a half-written reply kept as interrupted, viewers sent the saved conversation.
   * Nothing is answered as saved.
   */
  function writeFailed(live: Live, error: unknown) {
    if (live.unsaved) return;
    live.unsaved = true;
    report(error, 'write');
    discard(live);
    const id = live.row.id;
    // Viewers saw the unsaved step: a fresh snapshot puts them back on what is saved.
    const resync = (reloaded: Live) =>
      publish(reloaded, { type: 'snapshot', conversation: view(reloaded) });
    track(
      Promise.resolve()
        .then(() => live.writes)
        .then(() => route(id, resync, async () => undefined)),
    );
  }

  /** A conversation nobody watches and nothing drives is dropped from memory. */
  function maybeEvict(live: Live) {
    const idle =
      live.busy === 0 &&
      live.pendingWrites === 0 &&
      live.viewers === 0 &&
      !live.stream &&
      !live.timer &&
      !live.state.pending &&
      live.state.status !== 'running';
    if (idle || (live.gone && live.pendingWrites === 0)) {
      if (live.idleTimer) clearTimeout(live.idleTimer);
      live.gone = true;
      if (lives.get(live.row.id) === live) {
        lives.delete(live.row.id);
        release(live);
      }
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

  /**
   * Runs `local` here when this process holds (or can take) the lease, else `remote` with the
   * holder's id; null when the conversation does not exist. A holder that stopped answering
   * (killed) is waited for until its lease expires and this process takes over.
   */
  async function route<T>(
    rawId: string,
    local: (live: Live) => Promise<T> | T,
    remote: (holder: string) => Promise<T>,
  ): Promise<T | null> {
    // Every map here is keyed by the canonical id, the form eviction and the database use.
    const id = canonicalId(rawId);
    if (!id) return null;
    const deadline = Date.now() + 2 * leaseTtlMs;
    for (;;) {
      const target = await acquire(id);
      if (!target) return null;
      try {
        if (!isRemote(target)) {
          const done = await onQueue(target, local);
          if (done !== 'gone') return done.value;
          // Deleted, evicted or dropped: settle, then look again.
          await target.writes;
          await releasing.get(id);
          if (lives.get(id) === target) lives.delete(id);
          if (Date.now() > deadline) throw new ConversationUnavailableError(`${id} kept leaving`);
          await yieldToEventLoop();
          continue;
        }
        return await remote(target.holder);
      } catch (error) {
        if (!(error instanceof PeerError)) throw error;
        if (error.failure === 'missing') return null;
        if (error.failure === 'rule') throw new EngineRuleError(error.message);
        if (error.failure === 'unsaved') throw new ConversationNotSavedError(error.message);
        if (Date.now() > deadline) throw new ConversationUnavailableError(error.message);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  function updateIdleTimer(live: Live) {
    const shouldWatch = live.state.status === 'running' && live.viewers === 0 && !closed;
    if (shouldWatch && !live.idleTimer) {
      live.idleTimer = setTimeout(() => {
        live.idleTimer = null;
        void dispatchLocal(live, { type: 'idle' });
      }, idlePauseMs);
      live.idleTimer.unref();
    } else if (!shouldWatch && live.idleTimer) {
      clearTimeout(live.idleTimer);
      live.idleTimer = null;
    }
  }

  async function runWrites(writes: Write[]) {
    if (writes.length === 1) return writes[0]!(repository);
    if (writes.length > 1) {
      await repository.transaction(async (tx) => {
        for (const write of writes) await write(tx);
      });
    }
  }

  /**
   * Write-behind: a step's writes go, as one transaction, onto the conversation's own write
   * chain, in step order. The debate does not wait for the disk; the database always holds a
   * prefix of the conversation's history, so a crash loses at most the last few milliseconds
   * (and recovery marks a half-written reply interrupted). API commands await the chain.
   */
  function enqueueWrites(live: Live, writes: Write[]): Promise<void> | undefined {
    if (writes.length === 0) return undefined;
    live.pendingWrites += 1;
    const written = live.writes.then(async () => {
      // Later steps build on the failed one: none of them may reach the database either.
      if (live.unsaved) throw new ConversationNotSavedError('an earlier write failed');
      try {
        await runWrites(writes);
      } catch (error) {
        writeFailed(live, error);
        throw new ConversationNotSavedError('write failed', { cause: error });
      }
    });
    live.writes = written
      .catch(() => undefined)
      .finally(() => {
        live.pendingWrites -= 1;
        maybeEvict(live);
      });
    return written;
  }

  function newRow(live: Live, values: Partial<MessageRow> & Pick<MessageRow, 'seq' | 'sender'>) {
    const row: MessageRow = {
      id: randomUUID(),
      conversationId: live.row.id,
      agentSlot: values.sender,
      content: '',
      status: 'complete',
      promptTokens: null,
      completionTokens: null,
      modelId: null,
      createdAt: new Date(),
      ...values,
    };
    return row;
  }

  /** Applies one engine step in memory, publishes its events, and queues its writes. */
  function apply(live: Live, effects: Effect[]): Promise<void> | undefined {
    const id = live.row.id;
    const writes: Write[] = [];
    const after: (() => void)[] = [];
    for (const effect of effects) {
      switch (effect.type) {
        case 'append': {
          const row = newRow(live, effect.message);
          live.messages.push(row);
          writes.push((tx) => tx.insertMessage(row).then(() => undefined));
          after.push(() => publish(live, { type: 'message-done', message: toMessage(row) }));
          break;
        }
        case 'beginTurn': {
          const agent = live.agents.find((candidate) => candidate.slot === effect.slot)!;
          const dueAt =
            live.timer?.turnId === effect.turnId ? live.timer.firedAt : performance.now();
          live.timer = null;
          const row = newRow(live, {
            seq: effect.seq,
            sender: effect.slot,
            status: 'streaming',
            modelId: agent.modelId,
          });
          live.messages.push(row);
          writes.push((tx) => tx.insertMessage(row).then(() => undefined));
          after.push(() => {
            publish(live, { type: 'message-start', message: toMessage(row) });
            startTurn(live, effect.turnId, row, agent, dueAt);
          });
          break;
        }
        case 'finishTurn': {
          const stream = live.stream;
          if (stream?.turnId === effect.turnId) live.stream = null;
          const values = {
            content: effect.content,
            status: effect.status,
            promptTokens: effect.usage.promptTokens,
            completionTokens: effect.usage.completionTokens,
          };
          const current = live.messages.find((message) => message.seq === effect.seq);
          if (!current) break;
          const row = { ...current, ...values };
          live.messages = live.messages.map((message) => (message === current ? row : message));
          writes.push((tx) => tx.updateMessage(id, effect.seq, values).then(() => undefined));
          after.push(() => {
            publish(live, { type: 'message-done', message: toMessage(row) });
            if (stream && options.onTurn) {
              options.onTurn({
                conversationId: id,
                turnMs: performance.now() - stream.dueAt,
                providerMs: stream.providerMs,
              });
            }
          });
          break;
        }
        case 'cancelTurn': {
          if (live.timer?.turnId === effect.turnId) {
            clearTimeout(live.timer.handle);
            live.timer = null;
          }
          const stream = live.stream;
          if (stream?.turnId === effect.turnId) {
            live.stream = null;
            stream.controller.abort();
            const seq = stream.row.seq;
            live.messages = live.messages.filter((message) => message.id !== stream.row.id);
            writes.push((tx) => tx.deleteMessage(id, seq));
            after.push(() => publish(live, { type: 'message-discarded', seq }));
          }
          break;
        }
        case 'schedule':
          after.push(() => scheduleTick(live, effect.turnId, effect.delayMs));
          break;
        case 'persist': {
          const state = live.state;
          live.row = { ...live.row, ...stateColumns(state) };
          writes.push((tx) => tx.saveState(id, state));
          break;
        }
        case 'publishState':
          after.push(() =>
            publish(live, {
              type: 'state',
              conversation: toConversationState(live.row, live.agents, live.state),
            }),
          );
          break;
        case 'delete':
          live.gone = true;
          writes.push((tx) => tx.deleteConversation(id));
          break;
      }
    }
    const written = enqueueWrites(live, writes);
    for (const action of after) action();
    updateIdleTimer(live);
    return written;
  }

  function scheduleTick(live: Live, turnId: number, delayMs: number) {
    if (closed || live.gone) return;
    const delay = options.delayOverrideMs ?? delayMs;
    const handle = setTimeout(() => {
      if (live.timer?.turnId === turnId) live.timer.firedAt = performance.now();
      void dispatchLocal(live, { type: 'tick', turnId });
    }, delay);
    live.timer = { turnId, handle, firedAt: 0 };
  }

  function history(live: Live) {
    return live.messages
      .filter(
        (row) => row.status !== 'error' && row.status !== 'streaming' && row.sender !== 'system',
      )
      .map((row) => ({
        sender: row.sender,
        senderName:
          live.agents.find((agent) => agent.slot === row.sender)?.name ??
          (row.sender === 'user' ? 'User' : row.sender),
        content: row.content,
      }));
  }

  function flushPartial(live: Live, stream: Stream) {
    stream.lastFlush = performance.now();
    const { content } = stream;
    const seq = stream.row.seq;
    enqueueWrites(live, [
      (tx) => tx.updateMessage(live.row.id, seq, { content }).then(() => undefined),
    ]);
  }

  function startTurn(live: Live, turnId: number, row: MessageRow, agent: AgentRow, dueAt: number) {
    if (closed || live.gone) return;
    const controller = new AbortController();
    const stream: Stream = {
      turnId,
      row,
      content: '',
      controller,
      lastFlush: performance.now(),
      dueAt,
      providerMs: 0,
    };
    live.stream = stream;
    const id = live.row.id;
    const providerStart = performance.now();
    let admission: Extract<TurnAdmission, { allowed: true }> | null = null;
    const settle = (usage: Usage | null) => {
      if (admission) track(admission.settle(usage));
      admission = null;
    };
    const admit = async (model: { modelId: string; modelClass: ModelClass }) => {
      if (admission) throw new Error('a turn is admitted once');
      const answer = await options.turnGate({
        userId: live.row.ownerId,
        conversationId: id,
        ...model,
      });
      if (!answer.allowed) throw new TurnRefusedError(answer.message);
      admission = answer;
    };
    options
      .generate({
        conversationId: id,
        ownerId: live.row.ownerId,
        mode: live.state.mode,
        agent,
        history: history(live),
        abortSignal: controller.signal,
        admit,
        onDelta: (text) => {
          if (live.stream !== stream || !text) return;
          stream.content += text;
          publish(live, { type: 'delta', seq: row.seq, text });
          if (performance.now() - stream.lastFlush >= partialFlushMs) {
            flushPartial(live, stream);
          }
        },
      })
      .then(
        (result) => {
          stream.providerMs = result.providerMs ?? performance.now() - providerStart;
          // Settled for every call made, even a reply later discarded (DESIGN D2).
          settle(result.usage);
          const content = result.text.trim() ? result.text : CHAT_TEXT.noResponse;
          return dispatchLocal(live, { type: 'turnDone', turnId, content, usage: result.usage });
        },
        (error: unknown) => {
          settle(null);
          if (error instanceof TurnRefusedError) {
            return dispatchLocal(live, { type: 'turnRefused', turnId, message: error.message });
          }
          if (controller.signal.aborted) return;
          const message = error instanceof Error && error.message ? error.message : String(error);
          return dispatchLocal(live, { type: 'turnFailed', turnId, message });
        },
      )
      .catch((error: unknown) => report(error, 'turn'));
  }

  /** One engine step on a conversation held here; throws EngineRuleError for a refused one. */
  function applyEvent(
    live: Live,
    event: EngineEvent,
  ): { writes: Promise<unknown> | undefined; conversation: Conversation | null } {
    const result = step(live.state, event);
    live.state = result.state;
    const written = apply(live, result.effects);
    return { writes: written ?? live.writes, conversation: live.gone ? null : view(live) };
  }

  /** Timers and provider results: only for the conversation object that started them. */
  async function dispatchLocal(live: Live, event: EngineEvent) {
    if (live.gone) return;
    await onQueue(live, (current) => applyEvent(current, event)).catch((error: unknown) =>
      report(error, event.type),
    );
  }

  /** `durable`: resolve once the step's writes are on disk (API commands). */
  async function dispatch(
    id: string,
    event: EngineEvent,
    options: { durable?: boolean } = {},
  ): Promise<Conversation | null> {
    const applied = await route(
      id,
      (live) => applyEvent(live, event),
      async (holder) => {
        const answer = await peers.request(holder, { conversationId: id, op: 'dispatch', event });
        return { writes: undefined, conversation: answer?.conversation ?? null };
      },
    );
    if (!applied) return null;
    if (options.durable) await applied.writes;
    return applied.conversation;
  }

  const answer = (live: Live): PeerAnswer => ({
    ownerId: live.row.ownerId,
    conversation: view(live),
  });

  /** An owner's client watches from another process: restart the idle clock. */
  function touch(live: Live) {
    if (live.idleTimer) clearTimeout(live.idleTimer);
    live.idleTimer = null;
    updateIdleTimer(live);
  }

  /** Answers another process's request for a conversation this one holds (or can take). */
  async function serve(request: PeerRequest, respond: Respond): Promise<void> {
    const id = canonicalId(request.conversationId);
    const target = id ? await acquire(id) : null;
    if (!target) return respond({ ok: false, failure: 'missing', message: 'not found' });
    if (isRemote(target)) return respond({ ok: false, failure: 'moved', message: 'not held' });
    try {
      const done = await onQueue(target, (live) => {
        if (request.op === 'dispatch') return applyEvent(live, request.event);
        if (request.op === 'touch') {
          touch(live);
          respond({ ok: true, value: null });
          return null;
        }
        // Published in order with the live events, which the asking process relies on.
        respond({ ok: true, value: answer(live) });
        return null;
      });
      if (done === 'gone') return respond({ ok: false, failure: 'moved', message: 'gone' });
      if (done.value) {
        await done.value.writes;
        const { conversation } = done.value;
        respond({
          ok: true,
          value: conversation ? { ownerId: target.row.ownerId, conversation } : null,
        });
      }
    } catch (error) {
      if (error instanceof ConversationNotSavedError) {
        return respond({ ok: false, failure: 'unsaved', message: error.message });
      }
      if (!(error instanceof EngineRuleError)) throw error;
      respond({ ok: false, failure: 'rule', message: error.message });
    }
  }

  const peers = createPeers({
    bus,
    processId,
    timeoutMs: Math.min(5000, leaseTtlMs),
    serve,
    onError: (error) => report(error, 'peer request'),
  });

  async function get(id: string): Promise<PeerAnswer> {
    return route(id, answer, (holder) => peers.request(holder, { conversationId: id, op: 'get' }));
  }

  function touchFrom(id: string) {
    void route<unknown>(id, touch, (holder) =>
      peers.request(holder, { conversationId: id, op: 'touch' }),
    ).catch((error: unknown) => report(error, 'touch'));
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
    const ids = held.map((live) => live.row.id);
    const kept = new Set(await repository.renewLeases(processId, ids, leaseTtlMs));
    for (const live of held) {
      if (!kept.has(live.row.id) && lives.get(live.row.id) === live) drop(live);
    }
  }

  const leaseTimer = setInterval(() => {
    if (closed) return;
    renew()
      .then(sweep)
      .catch((error: unknown) => report(error, 'lease renewal'));
  }, renewMs);
  leaseTimer.unref();

  return {
    /** Creates the conversation (one transaction) and starts it. */
    async create(input: CreateInput): Promise<Conversation> {
      const slots = input.agents.map((agent) => agent.slot);
      const { state, effects } = step(null, {
        type: 'start',
        mode: input.mode,
        slots,
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
      const live = newLive(
        created.row,
        created.agents.sort((a, b) => a.position - b.position),
        state,
        created.messages,
      );
      lives.set(live.row.id, live);
      apply(
        live,
        effects.filter((effect) => effect.type === 'schedule' || effect.type === 'publishState'),
      );
      return view(live);
    },

    dispatch,

    /** The conversation as its holder sees it, with the streaming message's content so far. */
    get,

    async ownerOf(id: string): Promise<string | null> {
      return (await get(id))?.ownerId ?? null;
    },

    /**
     * Subscribes to live events after sending a snapshot (taken in the same tick, so no event
     * is missed or doubled). `countsAsOwner` keeps the conversation from idling.
     */
    async watch(
      rawId: string,
      send: (event: ConversationStreamEvent) => void,
      countsAsOwner: boolean,
    ): Promise<(() => void) | null> {
      const id = canonicalId(rawId);
      if (!id) return null;
      const channel = conversationChannel(id);
      const remote = async (holder: string) => {
        // Events before the holder's answer are in its snapshot; the ones after, not.
        let snapshotSent = false;
        const unsubscribe = bus.subscribe<ConversationStreamEvent>(channel, (event) => {
          if (snapshotSent) send(event);
        });
        try {
          await peers.request(holder, { conversationId: id, op: 'get' }, (found) => {
            snapshotSent = true;
            if (found) send({ type: 'snapshot', conversation: found.conversation });
          });
        } catch (error) {
          unsubscribe();
          throw error;
        }
        if (countsAsOwner) touchFrom(id);
        const keepAlive = countsAsOwner ? setInterval(() => touchFrom(id), renewMs) : null;
        return () => {
          if (keepAlive) clearInterval(keepAlive);
          unsubscribe();
        };
      };
      return route(
        id,
        (live) => {
          const unsubscribe = bus.subscribe<ConversationStreamEvent>(channel, send);
          send({ type: 'snapshot', conversation: view(live) });
          if (countsAsOwner) live.viewers += 1;
          updateIdleTimer(live);
          let open = true;
          return () => {
            if (!open) return;
            open = false;
            unsubscribe();
            if (countsAsOwner) live.viewers -= 1;
            updateIdleTimer(live);
            maybeEvict(live);
          };
        },
        remote,
      );
    },

    /**
     * At start (and then every renewal): conversations a dead process left running, whose lease
     * expired; those of live processes are left alone.
     */
    recover: sweep,

    /** Stops timers and provider calls; a streaming message is kept as interrupted. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(leaseTimer);
      peers.close();
      const all = [...lives.values()];
      for (const live of all) {
        if (live.timer) clearTimeout(live.timer.handle);
        live.timer = null;
        if (live.idleTimer) clearTimeout(live.idleTimer);
        live.idleTimer = null;
      }
      await Promise.all(
        all.map(async (live) => {
          await onQueue(live, () => {
            const stream = live.stream;
            if (!stream && live.state.status !== 'running') return;
            live.stream = null;
            stream?.controller.abort();
            const { state } = step(live.state, {
              type: 'recover',
              interruptedSeq: stream?.row.seq ?? null,
              interruptedSlot: stream?.row.sender ?? null,
            });
            live.state = state;
            const writes: Write[] = [(tx) => tx.saveState(live.row.id, state)];
            if (stream) {
              const values = { content: stream.content, status: 'interrupted' as const };
              writes.unshift((tx) =>
                tx.updateMessage(live.row.id, stream.row.seq, values).then(() => undefined),
              );
            }
            enqueueWrites(live, writes);
          }).catch((error) => report(error, 'close'));
          await live.writes;
          // Paused: any process may take it at once.
          if (lives.get(live.row.id) === live) {
            await repository
              .releaseLease(live.row.id, processId)
              .catch((error: unknown) => report(error, 'lease release'));
          }
        }),
      );
      await Promise.all([...background, ...releasing.values()]);
    },
  };
}

export type ConversationRunner = ReturnType<typeof createConversationRunner>;

import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  CONVERSATION_LIMITS,
  type Conversation,
  type ConversationMode,
  type ConversationStreamEvent,
} from '../../contract/conversations.ts';
import { CHAT_TEXT } from '../../contract/texts.ts';
import { conversationChannel, type EventBus } from '../events/bus.ts';
import { step, type Effect, type EngineEvent, type EngineState, type Usage } from './engine.ts';
import {
  stateColumns,
  type AgentRow,
  type ConversationRepository,
  type ConversationRow,
  type MessageRow,
} from './repository.ts';
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
};
/** `providerMs`: time spent in the provider call itself, when the generator measures it. */
export type TurnResult = {
  text: string;
  usage: Usage;
  providerMs?: number;
  /** Work that need not delay the debate (usage recording); awaited on close. */
  background?: Promise<unknown>;
};
/** One agent reply: a streaming provider call (and its usage recording). */
export type TurnGenerator = (request: TurnRequest) => Promise<TurnResult>;

export type TurnTiming = { conversationId: string; turnMs: number; providerMs: number };

export type RunnerOptions = {
  repository: ConversationRepository;
  bus: EventBus<ConversationStreamEvent>;
  generate: TurnGenerator;
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
};

export type CreateInput = {
  ownerId: string;
  mode: ConversationMode;
  title: string;
  openingLine: string;
  startingSlot: string;
  agents: Omit<AgentRow, 'conversationId'>[];
};

type Write = (repository: Pick<ConversationRepository, WriteName>) => Promise<void>;
type WriteName =
  'insertMessage' | 'updateMessage' | 'deleteMessage' | 'saveState' | 'deleteConversation';

/**
 * Executes the engine's effects: timers, streaming provider calls, database writes and live
 * events. Every conversation has one serial queue, so its events apply one at a time.
 */
export function createConversationRunner(options: RunnerOptions) {
  const { repository, bus } = options;
  const idlePauseMs = options.idlePauseMs ?? CONVERSATION_LIMITS.idlePauseMs;
  const partialFlushMs = options.partialFlushMs ?? CONVERSATION_LIMITS.partialFlushMs;
  const lives = new Map<string, Live>();
  const loading = new Map<string, Promise<Live | null>>();
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

  async function loadLive(id: string): Promise<Live | null> {
    const row = await repository.findConversation(id);
    if (!row || !row.engineState) return null;
    const [agents, messages] = await Promise.all([
      repository.findAgents(id),
      repository.findMessages(id),
    ]);
    return {
      row,
      agents,
      state: row.engineState as unknown as EngineState,
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
    };
  }

  async function acquire(id: string): Promise<Live | null> {
    const existing = lives.get(id);
    if (existing) return existing;
    let pending = loading.get(id);
    if (!pending) {
      pending = loadLive(id)
        .then((live) => {
          if (live) lives.set(id, live);
          return live;
        })
        .finally(() => loading.delete(id));
      loading.set(id, pending);
    }
    return pending;
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
      if (lives.get(live.row.id) === live) lives.delete(live.row.id);
    }
  }

  /** Runs `work` on the conversation's serial queue; null when it does not exist. */
  async function withLive<T>(id: string, work: (live: Live) => Promise<T> | T): Promise<T | null> {
    const live = await acquire(id);
    if (!live) return null;
    if (live.gone) return lives.has(id) || loading.has(id) ? withLive(id, work) : null;
    live.busy += 1;
    const task = live.queue.then(() => (live.gone ? null : work(live)));
    live.queue = task.catch(() => undefined);
    try {
      return await task;
    } finally {
      live.busy -= 1;
      maybeEvict(live);
    }
  }

  function updateIdleTimer(live: Live) {
    const shouldWatch = live.state.status === 'running' && live.viewers === 0 && !closed;
    if (shouldWatch && !live.idleTimer) {
      live.idleTimer = setTimeout(() => {
        live.idleTimer = null;
        void dispatch(live.row.id, { type: 'idle' }).catch((error) => report(error, 'idle'));
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
  function enqueueWrites(live: Live, writes: Write[]) {
    if (writes.length === 0) return;
    live.pendingWrites += 1;
    live.writes = live.writes
      .then(() => runWrites(writes))
      .catch((error: unknown) => report(error, 'write'))
      .finally(() => {
        live.pendingWrites -= 1;
        maybeEvict(live);
      });
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
  function apply(live: Live, effects: Effect[]) {
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
    enqueueWrites(live, writes);
    for (const action of after) action();
    updateIdleTimer(live);
  }

  function scheduleTick(live: Live, turnId: number, delayMs: number) {
    if (closed || live.gone) return;
    const delay = options.delayOverrideMs ?? delayMs;
    const handle = setTimeout(() => {
      if (live.timer?.turnId === turnId) live.timer.firedAt = performance.now();
      void dispatch(live.row.id, { type: 'tick', turnId }).catch((error) => report(error, 'tick'));
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
    options
      .generate({
        conversationId: id,
        ownerId: live.row.ownerId,
        mode: live.state.mode,
        agent,
        history: history(live),
        abortSignal: controller.signal,
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
          if (result.background) track(result.background);
          const content = result.text.trim() ? result.text : CHAT_TEXT.noResponse;
          return dispatch(id, { type: 'turnDone', turnId, content, usage: result.usage });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof Error && error.message ? error.message : String(error);
          return dispatch(id, { type: 'turnFailed', turnId, message });
        },
      )
      .catch((error: unknown) => report(error, 'turn'));
  }

  /** `durable`: resolve once the step's writes are on disk (API commands). */
  async function dispatch(
    id: string,
    event: EngineEvent,
    options: { durable?: boolean } = {},
  ): Promise<Conversation | null> {
    const applied = await withLive(id, (live) => {
      const result = step(live.state, event);
      live.state = result.state;
      apply(live, result.effects);
      return { live, conversation: live.gone ? null : view(live) };
    });
    if (!applied) return null;
    if (options.durable) await applied.live.writes;
    return applied.conversation;
  }

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
        },
        agents: input.agents,
        messages: opening.map((message) => ({ ...message, agentSlot: message.sender })),
      });
      const live: Live = {
        row: created.row,
        agents: created.agents.sort((a, b) => a.position - b.position),
        state,
        messages: created.messages,
        queue: Promise.resolve(),
        writes: Promise.resolve(),
        pendingWrites: 0,
        busy: 0,
        timer: null,
        stream: null,
        viewers: 0,
        idleTimer: null,
        gone: false,
      };
      lives.set(live.row.id, live);
      apply(
        live,
        effects.filter((effect) => effect.type === 'schedule' || effect.type === 'publishState'),
      );
      return view(live);
    },

    dispatch,

    /** The conversation as stored, with the streaming message's content so far. */
    async get(id: string): Promise<{ ownerId: string; conversation: Conversation } | null> {
      return withLive(id, (live) => ({ ownerId: live.row.ownerId, conversation: view(live) }));
    },

    async ownerOf(id: string): Promise<string | null> {
      return withLive(id, (live) => live.row.ownerId);
    },

    /**
     * Subscribes to live events after sending a snapshot (taken in the same tick, so no event
     * is missed or doubled). `countsAsOwner` keeps the conversation from idling.
     */
    async watch(
      id: string,
      send: (event: ConversationStreamEvent) => void,
      countsAsOwner: boolean,
    ): Promise<(() => void) | null> {
      return withLive(id, (live) => {
        const unsubscribe = bus.subscribe(conversationChannel(id), send);
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
      });
    },

    /** At start: a process that died mid-turn left running conversations and streaming rows. */
    async recover(): Promise<number> {
      const rows = await repository.findUnsettled();
      for (const row of rows) {
        if (!row.engineState || lives.has(row.id)) continue;
        const interrupted = await repository.interruptStreaming(row.id);
        const { state } = step(row.engineState as unknown as EngineState, {
          type: 'recover',
          interruptedSeq: interrupted?.seq ?? null,
          interruptedSlot: interrupted?.sender ?? null,
        });
        await repository.saveState(row.id, state);
      }
      return rows.length;
    },

    /** Stops timers and provider calls; a streaming message is kept as interrupted. */
    async close(): Promise<void> {
      closed = true;
      const all = [...lives.values()];
      for (const live of all) {
        if (live.timer) clearTimeout(live.timer.handle);
        live.timer = null;
        if (live.idleTimer) clearTimeout(live.idleTimer);
        live.idleTimer = null;
      }
      await Promise.all(
        all.map(async (live) => {
          await withLive(live.row.id, () => {
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
        }),
      );
      await Promise.all(background);
    },
  };
}

export type ConversationRunner = ReturnType<typeof createConversationRunner>;

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
export type TurnResult = { text: string; usage: Usage };
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
  flushQueued: boolean;
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
      live.viewers === 0 &&
      !live.stream &&
      !live.timer &&
      !live.state.pending &&
      live.state.status !== 'running';
    if (idle || live.gone) {
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

  /** Applies one engine step: writes (one transaction), then events, timers and turns. */
  async function apply(live: Live, effects: Effect[]) {
    const id = live.row.id;
    const writes: Write[] = [];
    const after: (() => void)[] = [];
    for (const effect of effects) {
      switch (effect.type) {
        case 'append':
          writes.push(async (tx) => {
            const row = await tx.insertMessage({
              conversationId: id,
              ...effect.message,
              agentSlot: effect.message.sender,
            });
            live.messages.push(row);
            after.push(() => publish(live, { type: 'message-done', message: toMessage(row) }));
          });
          break;
        case 'beginTurn': {
          const agent = live.agents.find((candidate) => candidate.slot === effect.slot)!;
          const dueAt =
            live.timer?.turnId === effect.turnId ? live.timer.firedAt : performance.now();
          live.timer = null;
          writes.push(async (tx) => {
            const row = await tx.insertMessage({
              conversationId: id,
              seq: effect.seq,
              sender: effect.slot,
              agentSlot: effect.slot,
              content: '',
              status: 'streaming',
              modelId: agent.modelId,
            });
            live.messages.push(row);
            after.push(() => {
              publish(live, { type: 'message-start', message: toMessage(row) });
              startTurn(live, effect.turnId, row, agent, dueAt);
            });
          });
          break;
        }
        case 'finishTurn': {
          const stream = live.stream;
          if (stream?.turnId === effect.turnId) live.stream = null;
          writes.push(async (tx) => {
            const row = await tx.updateMessage(id, effect.seq, {
              content: effect.content,
              status: effect.status,
              promptTokens: effect.usage.promptTokens,
              completionTokens: effect.usage.completionTokens,
            });
            if (!row) return;
            live.messages = live.messages.map((message) => (message.id === row.id ? row : message));
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
            writes.push(async (tx) => {
              await tx.deleteMessage(id, seq);
              after.push(() => publish(live, { type: 'message-discarded', seq }));
            });
          }
          break;
        }
        case 'schedule':
          after.push(() => scheduleTick(live, effect.turnId, effect.delayMs));
          break;
        case 'persist':
          writes.push(async (tx) => {
            await tx.saveState(id, live.state);
            live.row = { ...live.row, ...stateColumns(live.state) };
          });
          break;
        case 'publishState':
          after.push(() =>
            publish(live, {
              type: 'state',
              conversation: toConversationState(live.row, live.agents, live.state),
            }),
          );
          break;
        case 'delete':
          writes.push(async (tx) => {
            await tx.deleteConversation(id);
            live.gone = true;
          });
          break;
      }
    }
    await runWrites(writes);
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
    stream.flushQueued = true;
    void withLive(live.row.id, async () => {
      stream.flushQueued = false;
      if (live.stream !== stream) return;
      stream.lastFlush = performance.now();
      await repository.updateMessage(live.row.id, stream.row.seq, { content: stream.content });
    }).catch((error) => report(error, 'flush'));
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
      flushQueued: false,
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
          if (!stream.flushQueued && performance.now() - stream.lastFlush >= partialFlushMs) {
            flushPartial(live, stream);
          }
        },
      })
      .then(
        (result) => {
          stream.providerMs = performance.now() - providerStart;
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

  async function dispatch(id: string, event: EngineEvent): Promise<Conversation | null> {
    return withLive(id, async (live) => {
      const result = step(live.state, event);
      live.state = result.state;
      await apply(live, result.effects);
      return live.gone ? null : view(live);
    });
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
        busy: 0,
        timer: null,
        stream: null,
        viewers: 0,
        idleTimer: null,
        gone: false,
      };
      lives.set(live.row.id, live);
      await apply(
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
      const all = [...lives.values()].filter(
        (live) => live.stream || live.state.status === 'running',
      );
      for (const live of all) {
        if (live.timer) clearTimeout(live.timer.handle);
        live.timer = null;
        if (live.idleTimer) clearTimeout(live.idleTimer);
        live.idleTimer = null;
      }
      await Promise.all(
        all.map((live) =>
          withLive(live.row.id, async () => {
            const stream = live.stream;
            live.stream = null;
            stream?.controller.abort();
            if (stream) {
              await repository.updateMessage(live.row.id, stream.row.seq, {
                content: stream.content,
                status: 'interrupted',
              });
            }
            const { state } = step(live.state, {
              type: 'recover',
              interruptedSeq: stream?.row.seq ?? null,
              interruptedSlot: stream?.row.sender ?? null,
            });
            live.state = state;
            await repository.saveState(live.row.id, state);
          }).catch((error) => report(error, 'close')),
        ),
      );
    },
  };
}

export type ConversationRunner = ReturnType<typeof createConversationRunner>;

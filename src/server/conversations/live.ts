import { randomUUID } from 'node:crypto';
import type { Conversation } from '../../contract/conversations.ts';
import type { DeltaCoalescer } from './delta-coalescer.ts';
import type { EngineState } from './engine-types.ts';
import type { AgentRow, ConversationRow, MessageRow } from './repository.ts';
import { toConversation, toMessage } from './views.ts';
import type { WriteOp } from './write-ops.ts';
import { createWriteQueue, type WriteQueue } from './write-queue.ts';

/** The reply being generated. */
export type Stream = {
  turnId: number;
  row: MessageRow;
  content: string;
  /** What viewers were sent so far (the content less the deltas held back to be joined). */
  shown: string;
  controller: AbortController;
  deltas: DeltaCoalescer;
  lastFlush: number;
  /** When the turn was due (its timer fired): the start of the turn's measured time. */
  dueAt: number;
  providerMs: number;
};

/** A conversation held in memory by the process holding its lease (DESIGN D8). */
export type Live = {
  row: ConversationRow;
  agents: AgentRow[];
  state: EngineState;
  /** Every message row, the streaming one included (its content lives in `stream`). */
  messages: MessageRow[];
  /** The lease epoch this copy holds: its writes are refused once another process took over. */
  epoch: number;
  /** Serial queue: one event at a time. */
  queue: Promise<unknown>;
  writes: WriteQueue<WriteOp>;
  busy: number;
  /** Steps of API commands whose writes are not settled: a failure there is the command's. */
  commandWrites: number;
  /** The next turn's timer; `dueAt`: when it is due (performance.now()), the turn's start. */
  timer: { turnId: number; cancel: () => void; dueAt: number } | null;
  stream: Stream | null;
  /** Owner clients watching (they keep the debate from idling). */
  viewers: number;
  idleTimer: NodeJS.Timeout | null;
  /** Left memory (deleted, evicted, dropped): nothing more runs or is written for this copy. */
  gone: boolean;
};

/** What the runner does with a conversation's write queue (see createWriteQueue). */
export type WriteHooks = {
  save(live: Live, batch: WriteOp[]): Promise<void>;
  failed(live: Live, error: unknown): void;
  settled(live: Live): void;
};

export function newLive(
  row: ConversationRow,
  agents: AgentRow[],
  state: EngineState,
  messages: MessageRow[],
  hooks: WriteHooks,
): Live {
  const live: Live = {
    row,
    agents,
    state,
    messages,
    epoch: row.leaseEpoch,
    queue: Promise.resolve(),
    writes: createWriteQueue<WriteOp>({
      run: (batch) => hooks.save(live, batch),
      onFailed: (error) => hooks.failed(live, error),
      onSettled: () => hooks.settled(live),
    }),
    busy: 0,
    commandWrites: 0,
    timer: null,
    stream: null,
    viewers: 0,
    idleTimer: null,
    gone: false,
  };
  return live;
}

export function newMessageRow(
  conversationId: string,
  values: Partial<MessageRow> & Pick<MessageRow, 'seq' | 'sender'>,
): MessageRow {
  return {
    id: randomUUID(),
    conversationId,
    agentSlot: values.sender,
    content: '',
    status: 'complete',
    promptTokens: null,
    completionTokens: null,
    modelId: null,
    createdAt: new Date(),
    ...values,
  };
}

/** The conversation as the API shows it, the streaming message with its content so far. */
export function view(live: Live): Conversation {
  const messages = live.messages.map((row) => {
    const message = toMessage(row);
    // A snapshot shows what the events so far showed: held deltas follow it.
    return live.stream?.row.id === row.id ? { ...message, content: live.stream.shown } : message;
  });
  return toConversation(live.row, live.agents, live.state, messages);
}

/** What the agents have said: finished messages, oldest first, notices and errors left out. */
export function history(live: Live) {
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

/** Nothing drives it and nobody watches: it may leave memory and release its lease. */
export function isIdle(live: Live): boolean {
  return (
    live.busy === 0 &&
    live.writes.pending === 0 &&
    live.viewers === 0 &&
    !live.stream &&
    !live.timer &&
    !live.state.pending &&
    live.state.status !== 'running'
  );
}

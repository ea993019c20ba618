import type { ConversationEvent } from '../../contract/conversation-events.ts';
import { estimateTokens } from '../providers/tokens.ts';
import type { Effect, EngineState, TurnBrief } from './engine-types.ts';
import { withContent } from './message-tokens.ts';
import {
  stateColumns,
  type AgentRow,
  type ConversationRow,
  type MessageRow,
} from './repository.ts';
import { toConversationState, toMessage } from './views.ts';
import type { WriteOp } from './writes.ts';

/** A message row made in memory (written with the step that made it). */
export function newMessageRow(
  conversationId: string,
  values: Partial<MessageRow> & Pick<MessageRow, 'id' | 'seq' | 'sender' | 'createdAt'>,
): MessageRow {
  return {
    conversationId,
    agentSlot: values.sender,
    content: '',
    status: 'complete',
    promptTokens: null,
    completionTokens: null,
    modelId: null,
    detail: null,
    phase: null,
    ...values,
    contentTokens: estimateTokens(values.content ?? ''),
  };
}

/** The effects that make a message, each needing a new id (`StepInput.ids`). */
const makesMessage = (effect: Effect) => effect.type === 'append' || effect.type === 'beginTurn';

/** How many new ids a step's effects take. */
export const idsNeeded = (effects: readonly Effect[]) => effects.filter(makesMessage).length;

/** What a step's effects are planned from: the conversation as its host holds it. */
export type StepInput = {
  row: ConversationRow;
  agents: readonly AgentRow[];
  /** The state after the step. */
  state: EngineState;
  messages: readonly MessageRow[];
  /** The reply being generated. */
  reply: { turnId: number; row: MessageRow; content: string } | null;
  /** The next turn's timer. */
  timer: { turnId: number; dueAt: number } | null;
  /** New message ids, one for each message the effects make, in order (`idsNeeded`). */
  ids: readonly string[];
  /** The clock: the time of the rows the step makes and changes. */
  at: Date;
  /** performance.now(): when a turn that had no timer of its own is due. */
  now: number;
};

/** Done once the step's writes are queued, in the order of its effects. */
export type StepAction =
  /** The reply finished: what its deltas held back goes out before its finished message. */
  | { kind: 'flushReply' }
  | {
      kind: 'startTurn';
      turnId: number;
      row: MessageRow;
      agent: AgentRow;
      dueAt: number;
      brief: TurnBrief | null;
    }
  | { kind: 'schedule'; turnId: number; delayMs: number; seat: boolean }
  /** A checkpoint opened: the runtime is told (a verdict may be due, DESIGN D18). */
  | { kind: 'checkpoint' };

/**
 * What the host does for one engine step: the conversation after it (row and messages), its
 * writes (queued as one unit), what becomes of the reply being generated and of the timer, the
 * actions to run (turns and timers) and the live events to publish, in step order.
 */
export type StepPlan = {
  row: ConversationRow;
  messages: MessageRow[];
  writes: WriteOp[];
  /**
   * The reply being generated ends: `finished` (its call completed; it is timed), or `dropped`
   * (its call is aborted and what it held back is not sent: discarded, or its whole text is in
   * the finished message that follows).
   */
  replyEnds: 'finished' | 'dropped' | null;
  /** The next turn's timer is cleared (a turn began, or the turn it was for was cancelled). */
  clearTimer: boolean;
  actions: StepAction[];
  events: ConversationEvent[];
  /** The conversation is deleted: it leaves memory once its writes are committed. */
  deleted: boolean;
};

/**
 * Plans one engine step's effects on a conversation held here. Pure: the ids and the time it
 * needs are inputs, and the host carries the plan out. A viewer sees the step at once, before the
 * database has it; it is sent the saved conversation again if the write then fails (decision 016).
 */
export function planEffects(input: StepInput, effects: readonly Effect[]): StepPlan {
  const { agents, state, reply, timer, at } = input;
  const ids = [...input.ids].reverse();
  const newRow = (values: Omit<Parameters<typeof newMessageRow>[1], 'id' | 'createdAt'>) => {
    const id = ids.pop();
    if (!id) throw new Error('planEffects: fewer ids than new messages');
    return newMessageRow(input.row.id, { id, createdAt: at, ...values });
  };
  const plan: StepPlan = {
    row: input.row,
    messages: [...input.messages],
    writes: [],
    replyEnds: null,
    clearTimer: false,
    actions: [],
    events: [],
    deleted: false,
  };
  const replyOf = (turnId: number) => (reply?.turnId === turnId && !plan.replyEnds ? reply : null);
  const replace = (current: MessageRow, row: MessageRow) => {
    plan.messages = plan.messages.map((message) => (message === current ? row : message));
    plan.writes.push({ kind: 'putMessage', row });
    events.push({ type: 'message', message: toMessage(row) });
  };
  /** 'state': the state event, built once from the row and state after every effect. */
  const events: (ConversationEvent | 'state')[] = [];
  for (const effect of effects) {
    switch (effect.type) {
      case 'append': {
        const { phase, ...message } = effect.message;
        const row = newRow({ ...message, phase: phase ?? null });
        plan.messages.push(row);
        plan.writes.push({ kind: 'putMessage', row });
        events.push({ type: 'message', message: toMessage(row) });
        break;
      }
      case 'beginTurn': {
        const agent = agents.find((candidate) => candidate.slot === effect.slot)!;
        const dueAt = timer?.turnId === effect.turnId ? timer.dueAt : input.now;
        plan.clearTimer = true;
        const row = newRow({
          seq: effect.seq,
          sender: effect.slot,
          status: 'streaming',
          modelId: agent.modelId,
          phase: effect.brief?.phase ?? null,
        });
        // Saved with its first draft or when finished: a turn of a second or less is one write.
        plan.messages.push(row);
        plan.actions.push({
          kind: 'startTurn',
          turnId: effect.turnId,
          row,
          agent,
          dueAt,
          brief: effect.brief,
        });
        events.push({ type: 'message', message: toMessage(row) });
        break;
      }
      case 'finishTurn': {
        if (replyOf(effect.turnId)) {
          plan.replyEnds = 'finished';
          plan.actions.push({ kind: 'flushReply' });
        }
        const current = plan.messages.find((message) => message.seq === effect.seq);
        if (!current) break;
        replace(current, {
          ...withContent(current, effect.content),
          status: effect.status,
          promptTokens: effect.usage.promptTokens,
          completionTokens: effect.usage.completionTokens,
          detail: effect.detail ?? null,
        });
        break;
      }
      case 'cancelTurn': {
        if (timer?.turnId === effect.turnId) plan.clearTimer = true;
        const cancelled = replyOf(effect.turnId);
        if (!cancelled) break;
        plan.replyEnds = 'dropped';
        const seq = cancelled.row.seq;
        plan.messages = plan.messages.filter((message) => message.id !== cancelled.row.id);
        plan.writes.push({ kind: 'deleteMessage', seq });
        events.push({ type: 'discarded', seq });
        break;
      }
      case 'interruptTurn': {
        const interrupted = effect.turnId === undefined ? null : replyOf(effect.turnId);
        // The finished message carries the whole text; held deltas need not go out.
        if (interrupted) plan.replyEnds = 'dropped';
        const current = plan.messages.find((message) => message.seq === effect.seq);
        if (!current) break;
        const content = interrupted?.content ?? current.content;
        replace(current, { ...withContent(current, content), status: 'interrupted' });
        break;
      }
      case 'schedule':
        plan.actions.push({
          kind: 'schedule',
          turnId: effect.turnId,
          delayMs: effect.delayMs,
          seat: effect.seat ?? false,
        });
        break;
      case 'persist':
        plan.row = { ...plan.row, ...stateColumns(state), updatedAt: at };
        plan.writes.push({ kind: 'saveState', state });
        break;
      case 'publishState':
        events.push('state');
        break;
      case 'checkpoint':
        plan.actions.push({ kind: 'checkpoint' });
        break;
      case 'retitle':
        plan.row = { ...plan.row, title: effect.title };
        plan.writes.push({ kind: 'saveTitle', title: effect.title });
        break;
      case 'delete':
        plan.deleted = true;
        plan.writes.push({ kind: 'deleteConversation' });
        events.push({ type: 'ended' });
        break;
    }
  }
  let stateEvent: ConversationEvent | undefined;
  plan.events = events.map((event) =>
    event !== 'state'
      ? event
      : (stateEvent ??= {
          type: 'state',
          conversation: toConversationState(plan.row, agents, state),
        }),
  );
  return plan;
}

import { performance } from 'node:perf_hooks';
import type { ConversationStreamEvent } from '../../contract/conversations.ts';
import type { Effect } from './engine-types.ts';
import { newMessageRow, type Live } from './live.ts';
import { stateColumns } from './repository.ts';
import type { Timers } from './timers.ts';
import type { StartTurn } from './turns.ts';
import { toConversationState, toMessage } from './views.ts';
import type { WriteOp } from './write-ops.ts';

export type TurnTiming = { conversationId: string; turnMs: number; providerMs: number };

/**
 * Carries out one engine step's effects on a conversation held here: memory first, its writes
 * queued as one unit, the timers and turns it starts at once, and its live events once its
 * writes are committed: a viewer is never shown a message the database could lose (a process
 * killed between the two), and steps commit in order, so events keep their order.
 */
export function createEffects(deps: {
  publish: (live: Live, event: ConversationStreamEvent) => void;
  startTurn: StartTurn;
  timers: Timers;
  closing: () => boolean;
  onTurn?: ((timing: TurnTiming) => void) | undefined;
}) {
  const { publish } = deps;

  /** The step's writes, settled when they are committed (undefined when there are none). */
  return function apply(live: Live, effects: Effect[]): Promise<void> | undefined {
    const id = live.row.id;
    const writes: WriteOp[] = [];
    /** Published once the step's writes are committed. */
    const events: (() => void)[] = [];
    /** Run at once. */
    const actions: (() => void)[] = [];
    for (const effect of effects) {
      switch (effect.type) {
        case 'append': {
          const row = newMessageRow(id, effect.message);
          live.messages.push(row);
          writes.push({ kind: 'putMessage', row });
          events.push(() => publish(live, { type: 'message-done', message: toMessage(row) }));
          break;
        }
        case 'beginTurn': {
          const agent = live.agents.find((candidate) => candidate.slot === effect.slot)!;
          const dueAt = live.timer?.turnId === effect.turnId ? live.timer.dueAt : performance.now();
          live.timer = null;
          const row = newMessageRow(id, {
            seq: effect.seq,
            sender: effect.slot,
            status: 'streaming',
            modelId: agent.modelId,
          });
          // Saved with its first draft or when finished: a turn of a second or less is one write.
          live.messages.push(row);
          actions.push(() => {
            if (!deps.closing() && !live.gone)
              deps.startTurn(live, effect.turnId, row, agent, dueAt);
          });
          events.push(() => {
            publish(live, { type: 'message-start', message: toMessage(row) });
            // Deltas that came before the row was saved follow their message-start.
            if (live.stream?.row.id === row.id) live.stream.deltas.open();
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
          writes.push({ kind: 'putMessage', row });
          actions.push(() => stream?.deltas.flush());
          events.push(() => {
            publish(live, { type: 'message-done', message: toMessage(row) });
            if (stream && deps.onTurn) {
              deps.onTurn({
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
            stream.deltas.cancel();
            const seq = stream.row.seq;
            live.messages = live.messages.filter((message) => message.id !== stream.row.id);
            writes.push({ kind: 'deleteMessage', seq });
            events.push(() => publish(live, { type: 'message-discarded', seq }));
          }
          break;
        }
        case 'interruptTurn': {
          const stream = live.stream?.turnId === effect.turnId ? live.stream : null;
          if (stream) {
            live.stream = null;
            stream.controller.abort();
            // The finished message carries the whole text; held deltas need not go out.
            stream.deltas.cancel();
          }
          const current = live.messages.find((message) => message.seq === effect.seq);
          if (!current) break;
          const row = {
            ...current,
            content: stream?.content ?? current.content,
            status: 'interrupted' as const,
          };
          live.messages = live.messages.map((message) => (message === current ? row : message));
          writes.push({ kind: 'putMessage', row });
          events.push(() => publish(live, { type: 'message-done', message: toMessage(row) }));
          break;
        }
        case 'schedule':
          actions.push(() => deps.timers.schedule(live, effect.turnId, effect.delayMs));
          break;
        case 'persist': {
          const state = live.state;
          live.row = { ...live.row, ...stateColumns(state) };
          writes.push({ kind: 'saveState', state });
          break;
        }
        case 'publishState':
          events.push(() =>
            publish(live, {
              type: 'state',
              conversation: toConversationState(live.row, live.agents, live.state),
            }),
          );
          break;
        case 'delete':
          live.gone = true;
          writes.push({ kind: 'deleteConversation' });
          break;
      }
    }
    const written = live.writes.enqueue(writes);
    for (const action of actions) action();
    const publishAll = () => {
      for (const event of events) event();
    };
    // A failed write publishes nothing: viewers get the saved conversation (writeFailed). A step
    // without writes still waits for the steps before it, or its events would overtake theirs.
    if (written) written.then(publishAll, () => undefined);
    else if (live.writes.pending > 0)
      void live.writes.flushed().then(() => {
        if (!live.gone) publishAll();
      });
    else publishAll();
    deps.timers.updateIdle(live);
    return written;
  };
}

export type ApplyEffects = ReturnType<typeof createEffects>;

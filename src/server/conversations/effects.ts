import { performance } from 'node:perf_hooks';
import type { ConversationStreamEvent } from '../../contract/conversations.ts';
import type { Effect } from './engine-types.ts';
import { newMessageRow, type Live, type Stream } from './live.ts';
import { stateColumns } from './repository.ts';
import type { Timers } from './timers.ts';
import type { StartTurn } from './turns.ts';
import { toConversationState, toMessage } from './views.ts';
import type { WriteOp } from './write-ops.ts';

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

/**
 * Carries out one engine step's effects on a conversation held here: memory first, its writes
 * queued as one unit (committed in order, soon: write-flusher.ts), the timers and turns it starts
 * and its live events, at once and in step order. A viewer may thus see a step the database then
 * loses; it is sent the saved conversation again then (a failed write: the runner's writeFailed;
 * a killed process: the snapshot or resume on reconnect). API commands answer only once their
 * step is committed (decision 016).
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
    /** Run at once, the turns and timers first. */
    const actions: (() => void)[] = [];
    /** Published after the actions, in the order of the effects. */
    const events: (() => void)[] = [];
    /** Streams of finished turns, timed once their writes are queued. */
    const finished: Stream[] = [];
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
          events.push(() => publish(live, { type: 'message-done', message: toMessage(row) }));
          if (stream) finished.push(stream);
          break;
        }
        case 'cancelTurn': {
          if (live.timer?.turnId === effect.turnId) {
            live.timer.cancel();
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
    for (const event of events) event();
    if (deps.onTurn) {
      for (const stream of finished) {
        const turnMs = performance.now() - stream.dueAt;
        const committed = written
          ? written.then(
              () => performance.now() - stream.dueAt,
              () => null,
            )
          : Promise.resolve(turnMs);
        deps.onTurn({ conversationId: id, turnMs, providerMs: stream.providerMs, committed });
      }
    }
    deps.timers.updateIdle(live);
    return written;
  };
}

export type ApplyEffects = ReturnType<typeof createEffects>;

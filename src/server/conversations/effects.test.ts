import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationStreamEvent } from '../../contract/conversations.ts';
import { noOutages } from '../db/availability.ts';
import { createDeltaCoalescer } from './delta-coalescer.ts';
import { createEffects, type TurnTiming } from './effects.ts';
import { step } from './engine.ts';
import type { Live } from './live.ts';
import { duelLive, heldWrites, tick } from './runtime-fixtures.test-support.ts';
import { createTimers } from './timers.ts';

function setup() {
  const { hooks, batches } = heldWrites();
  const live = duelLive(hooks);
  const published: ConversationStreamEvent['type'][] = [];
  const started: number[] = [];
  const timers = createTimers({
    feed: () => undefined,
    delayOverrideMs: 60_000,
    idlePauseMs: 60_000,
    closing: () => false,
    outages: noOutages,
  });
  const timings: TurnTiming[] = [];
  const apply = createEffects({
    publish: (_live, event) => published.push(event.type),
    // As the turn executor does: the reply being generated is the copy's stream.
    startTurn: (held, turnId, row, _agent, dueAt) => {
      started.push(turnId);
      held.stream = {
        turnId,
        row,
        content: '',
        shown: '',
        controller: new AbortController(),
        deltas: createDeltaCoalescer(() => undefined, 0),
        lastFlush: 0,
        dueAt,
        providerMs: 0,
      };
    },
    timers,
    closing: () => false,
    onTurn: (timing) => timings.push(timing),
  });
  /** One engine step on the live copy, its effects applied. */
  const feed = (event: Parameters<typeof step>[1]) => {
    const result = step(live.state, event);
    live.state = result.state;
    return apply(live, result.effects);
  };
  return { live, batches, published, started, apply, feed, timings };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
let cleanup: Live | null = null;

afterEach(() => {
  vi.useRealTimers();
  cleanup?.timer?.cancel();
  if (cleanup?.idleTimer) clearTimeout(cleanup.idleTimer);
  cleanup = null;
});

const usage = { promptTokens: 3, completionTokens: 5 };

describe('createEffects', () => {
  it('starts a turn at once; its streaming row is not written before its first draft', async () => {
    const { live, batches, published, started, feed } = setup();
    cleanup = live;
    const turnId = live.state.pending!.id;
    expect(feed(tick(turnId))).toBeUndefined();

    expect(started).toEqual([turnId]);
    expect(live.messages.map((message) => message.status)).toEqual(['streaming']);
    expect(batches).toHaveLength(0);
    await settle();
    expect(published).toEqual(['message-start', 'state']);
  });

  it('publishes a finished reply at once; its write follows, and the turn is timed to both', async () => {
    const { live, batches, published, feed, timings } = setup();
    cleanup = live;
    const turnId = live.state.pending!.id;
    feed(tick(turnId));
    published.length = 0;
    const written = feed({ type: 'turnDone', turnId, content: 'Cars pollute.', usage });
    expect(published).toEqual(['message-done', 'state']);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.writes.map((write) => write.kind)).toEqual(['putMessage', 'saveState']);
    expect(batches[0]!.writes[0]).toMatchObject({
      kind: 'putMessage',
      row: { seq: 2, content: 'Cars pollute.', status: 'complete' },
    });
    expect(timings).toHaveLength(1);
    let committed: number | null | undefined;
    void timings[0]!.committed.then((ms) => (committed = ms));
    await settle();
    expect(committed).toBeUndefined();

    batches[0]!.release();
    await written;
    await settle();
    expect(committed).toBeGreaterThanOrEqual(timings[0]!.turnMs);
  });

  it('publishes steps in the order they are taken, whatever is still being written', async () => {
    const { live, batches, published, feed } = setup();
    cleanup = live;
    const first = live.state.pending!.id;
    feed(tick(first));
    feed({ type: 'turnDone', turnId: first, content: 'Cars pollute.', usage });
    feed(tick(live.state.pending!.id));
    expect(published).toEqual([
      'message-start',
      'state',
      'message-done',
      'state',
      'message-start',
      'state',
    ]);
    // One batch in flight; the later steps wait their turn to be written, in order.
    expect(batches).toHaveLength(1);
  });

  it('answers the step’s failed write with a rejection and times the turn as not committed', async () => {
    const { live, batches, feed, timings } = setup();
    cleanup = live;
    const turnId = live.state.pending!.id;
    feed(tick(turnId));
    const written = feed({ type: 'turnDone', turnId, content: 'Cars pollute.', usage });
    batches[0]!.fail(new Error('disk full'));
    await expect(written).rejects.toThrow();
    await expect(timings[0]!.committed).resolves.toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationStreamEvent } from '../../contract/conversations.ts';
import { createEffects } from './effects.ts';
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
  });
  const apply = createEffects({
    publish: (_live, event) => published.push(event.type),
    startTurn: (_live, turnId) => started.push(turnId),
    timers,
    closing: () => false,
  });
  /** One engine step on the live copy, its effects applied. */
  const feed = (event: Parameters<typeof step>[1]) => {
    const result = step(live.state, event);
    live.state = result.state;
    return apply(live, result.effects);
  };
  return { live, batches, published, started, apply, feed };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
let cleanup: Live | null = null;

afterEach(() => {
  vi.useRealTimers();
  if (cleanup?.timer) clearTimeout(cleanup.timer.handle);
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

  it('tells viewers of a finished reply only once it is committed', async () => {
    const { live, batches, published, feed } = setup();
    cleanup = live;
    const turnId = live.state.pending!.id;
    feed(tick(turnId));
    published.length = 0;
    const written = feed({ type: 'turnDone', turnId, content: 'Cars pollute.', usage });
    expect(batches).toHaveLength(1);
    expect(batches[0]!.writes.map((write) => write.kind)).toEqual(['putMessage', 'saveState']);
    await settle();
    expect(published).toEqual([]);

    batches[0]!.release();
    await written;
    expect(published).toEqual(['message-done', 'state']);
  });

  it('publishes a step that writes nothing after the steps queued before it', async () => {
    const { live, batches, published, feed } = setup();
    cleanup = live;
    const first = live.state.pending!.id;
    feed(tick(first));
    published.length = 0;
    feed({ type: 'turnDone', turnId: first, content: 'Cars pollute.', usage });
    // The next turn begins (no writes) while the reply before it is still being written.
    expect(feed(tick(live.state.pending!.id))).toBeUndefined();
    await settle();
    expect(published).toEqual([]);

    batches[0]!.release();
    await settle();
    expect(published).toEqual(['message-done', 'state', 'message-start', 'state']);
  });

  it('publishes nothing for a step whose writes failed', async () => {
    const { live, batches, published, feed } = setup();
    cleanup = live;
    const turnId = live.state.pending!.id;
    feed(tick(turnId));
    await settle();
    published.length = 0;
    const written = feed({ type: 'turnDone', turnId, content: 'Cars pollute.', usage });
    batches[0]!.fail(new Error('disk full'));
    await expect(written).rejects.toThrow();
    live.gone = true;
    await settle();
    expect(published).toEqual([]);
  });
});

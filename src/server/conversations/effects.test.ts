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

describe('createEffects', () => {
  it('starts a turn at once but tells viewers only once its row is committed', async () => {
    const { live, batches, published, started, feed } = setup();
    cleanup = live;
    const written = feed(tick(live.state.pending!.id));

    expect(started).toEqual([live.state.pending!.id]);
    expect(live.messages.map((message) => message.status)).toEqual(['streaming']);
    expect(published).toEqual([]);
    expect(batches).toHaveLength(1);

    batches[0]!.release();
    await written;
    expect(published).toContain('message-start');
  });

  it('publishes each step after its own commit, in the order the steps were taken', async () => {
    const { live, batches, published, feed } = setup();
    cleanup = live;
    feed(tick(live.state.pending!.id));
    // Stop while the turn's row is being written: its state change waits in the queue.
    feed({ type: 'stop' });
    expect(batches).toHaveLength(1);
    await settle();
    expect(published).toEqual([]);

    batches[0]!.release();
    await settle();
    expect(published).toEqual(['message-start', 'state']);
    expect(batches).toHaveLength(2);
    batches[1]!.release();
    await settle();
    expect(published).toEqual(['message-start', 'state', 'state']);
  });

  it('publishes a step that writes nothing after the writes queued before it', async () => {
    const { live, batches, published, apply, feed } = setup();
    cleanup = live;
    feed(tick(live.state.pending!.id));
    // A state-only step while the turn's row is still being written.
    expect(apply(live, [{ type: 'publishState' }])).toBeUndefined();
    await settle();
    expect(published).toEqual([]);

    batches[0]!.release();
    await settle();
    expect(published).toEqual(['message-start', 'state', 'state']);
  });

  it('publishes nothing for a step whose writes failed', async () => {
    const { live, batches, published, feed } = setup();
    cleanup = live;
    const written = feed(tick(live.state.pending!.id));
    batches[0]!.fail(new Error('disk full'));
    await expect(written).rejects.toThrow();
    live.gone = true;
    expect(published).toEqual([]);
  });
});

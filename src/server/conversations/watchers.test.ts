import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationEvent } from '../../contract/conversation-events.ts';
import { conversationChannel } from '../events/bus.ts';
import { twoProcesses } from '../../../test/helpers/runtime-processes.ts';
import { createWatchers } from './watchers.ts';

type Harness = ReturnType<typeof twoProcesses>;

/** The watchers of the process `here`, recording what they ask of the rest of the runtime. */
function watchersOf(harness: Harness, touchEveryMs = 1_000) {
  const touchedFrom: string[] = [];
  const watch = createWatchers({
    bus: harness.bus,
    forwarding: harness.here.forwarding,
    touchFrom: (id) => touchedFrom.push(id),
    touchEveryMs,
  });
  return { watch, touchedFrom };
}

function recorder() {
  const sent: ConversationEvent[] = [];
  return { sent, send: (event: ConversationEvent) => void sent.push(event) };
}

const delta = (text: string): ConversationEvent => ({ type: 'delta', seq: 2, text });

/** Lets the memory ownership's awaits and the bus's replies run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => vi.useRealTimers());

describe('createWatchers', () => {
  it('answers null for an id that names no conversation', async () => {
    const harness = twoProcesses();
    const { watch } = watchersOf(harness);
    const { sent, send } = recorder();
    await expect(watch(harness.id, send, true)).resolves.toBeNull();
    harness.bus.publish(conversationChannel(harness.id), delta('x'));
    expect(sent).toEqual([]);
  });

  describe('held here', () => {
    function heldHere() {
      const harness = twoProcesses();
      harness.here.places.set(harness.id, harness.live);
      return { ...harness, ...watchersOf(harness) };
    }

    it('sends the snapshot first, then every live event in order', async () => {
      const { watch, bus, live, id } = heldHere();
      const { sent, send } = recorder();
      const unwatch = await watch(id, send, false);
      expect(unwatch).toBeTypeOf('function');
      expect(sent).toEqual([
        {
          type: 'snapshot',
          conversation: expect.objectContaining({ id, status: 'running' }),
          messages: expect.any(Array),
        },
      ]);
      bus.publish(conversationChannel(id), delta('Cars '));
      bus.publish(conversationChannel(id), { type: 'discarded', seq: 2 });
      expect(sent.map((event) => event.type)).toEqual(['snapshot', 'delta', 'discarded']);
      expect(live.viewers).toBe(0);
    });

    it('counts an owner while watching, once, and stops sending after unwatch', async () => {
      const { watch, bus, live, id } = heldHere();
      const { sent, send } = recorder();
      const unwatch = (await watch(id, send, true))!;
      expect(live.viewers).toBe(1);

      unwatch();
      unwatch();
      expect(live.viewers).toBe(0);
      bus.publish(conversationChannel(id), delta('late'));
      expect(sent.map((event) => event.type)).toEqual(['snapshot']);
    });

    it('does not count a viewer who is not the owner', async () => {
      const { watch, live, id } = heldHere();
      const unwatch = (await watch(id, () => undefined, false))!;
      expect(live.viewers).toBe(0);
      unwatch();
      expect(live.viewers).toBe(0);
    });

    it('keeps each watcher separate', async () => {
      const { watch, bus, id, live } = heldHere();
      const first = recorder();
      const second = recorder();
      const unwatchFirst = (await watch(id, first.send, true))!;
      await watch(id, second.send, true);
      expect(live.viewers).toBe(2);
      unwatchFirst();
      bus.publish(conversationChannel(id), delta('x'));
      expect(first.sent.map((event) => event.type)).toEqual(['snapshot']);
      expect(second.sent.map((event) => event.type)).toEqual(['snapshot', 'delta']);
      expect(live.viewers).toBe(1);
    });
  });

  describe('held by another process', () => {
    /** The holder's lookup waits for `answer()`, so the test can publish before its reply. */
    function heldThere() {
      let arrived!: () => void;
      const asked = new Promise<void>((resolve) => (arrived = resolve));
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const harness = twoProcesses({
        there: {
          beforeAcquire: () => {
            arrived();
            return answered;
          },
        },
      });
      harness.here.places.set(harness.id, 'there');
      harness.there.places.set(harness.id, harness.live);
      return { ...harness, ...watchersOf(harness, 100), asked, answer };
    }

    it('drops the events before the holder’s snapshot and passes on the ones after it', async () => {
      const { watch, bus, id, live, asked, answer } = heldThere();
      const { sent, send } = recorder();
      const watching = watch(id, send, false);
      await asked;
      // Published by the holder before it answered: already in its snapshot.
      bus.publish(conversationChannel(id), delta('before'));
      // Stopped while an owner watches it there (so it stays in the holder's memory).
      live.watched(true);
      live.take({ type: 'stop' });
      answer();
      const unwatch = await watching;
      expect(unwatch).toBeTypeOf('function');
      bus.publish(conversationChannel(id), delta('after'));
      expect(sent).toEqual([
        {
          type: 'snapshot',
          conversation: expect.objectContaining({ id, status: 'stopped' }),
          messages: expect.any(Array),
        },
        delta('after'),
      ]);

      unwatch!();
      bus.publish(conversationChannel(id), delta('late'));
      expect(sent).toHaveLength(2);
    });

    it('keeps the holder’s debate from idling while an owner watches, until unwatch', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const { watch, id, answer, touchedFrom } = heldThere();
      answer();
      const unwatch = (await watch(id, () => undefined, true))!;
      expect(touchedFrom).toEqual([id]);
      vi.advanceTimersByTime(250);
      expect(touchedFrom).toEqual([id, id, id]);
      unwatch();
      vi.advanceTimersByTime(1_000);
      expect(touchedFrom).toHaveLength(3);
    });

    it('touches nothing for a viewer who is not the owner', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const { watch, id, answer, touchedFrom } = heldThere();
      answer();
      const unwatch = (await watch(id, () => undefined, false))!;
      vi.advanceTimersByTime(1_000);
      expect(touchedFrom).toEqual([]);
      unwatch();
    });

    it('answers null and stops listening when the holder has no such conversation', async () => {
      const { watch, bus, id, answer, there } = heldThere();
      there.places.delete(id);
      answer();
      const { sent, send } = recorder();
      await expect(watch(id, send, true)).resolves.toBeNull();
      await settle();
      bus.publish(conversationChannel(id), delta('x'));
      expect(sent).toEqual([]);
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '../../contract/conversations.ts';
import { createMemoryEventBus } from '../events/bus.ts';
import {
  createPeers,
  PeerError,
  peerChannel,
  type PeerAnswer,
  type PeerFailure,
  type PeerMessage,
  type PeerRequest,
  type Respond,
  type RunnerBusEvent,
} from './peers.ts';

const conversationId = '00000000-0000-4000-8000-000000000001';
const answer: PeerAnswer = {
  ownerId: 'owner',
  conversation: { id: conversationId, title: 'Should cities ban cars?' } as Conversation,
};

type Serve = (request: PeerRequest, respond: Respond) => Promise<void>;

/** Two processes on one bus: `asker` sends, `holder` serves with the test's `serve`. */
function twoPeers(serve: Serve, timeoutMs = 1_000) {
  const bus = createMemoryEventBus<RunnerBusEvent>();
  const errors: unknown[] = [];
  const served: PeerRequest[] = [];
  const peer = (processId: string, handler: Serve) =>
    createPeers({
      bus,
      processId,
      timeoutMs,
      serve: handler,
      onError: (error) => errors.push(error),
    });
  const asker = peer('asker', async () => {
    throw new Error('the asker serves nothing');
  });
  const holder = peer('holder', (request, respond) => {
    served.push(request);
    return serve(request, respond);
  });
  return { bus, asker, holder, errors, served };
}

const get: PeerRequest = { conversationId, op: 'get' };

afterEach(() => vi.useRealTimers());

describe('createPeers', () => {
  it('carries a request to the holder and its answer back', async () => {
    const { asker, served } = twoPeers(async (_request, respond) => {
      respond({ ok: true, value: answer });
    });
    const feed: PeerRequest = { conversationId, op: 'feed', event: { type: 'stop' } };
    await expect(asker.request('holder', feed)).resolves.toEqual(answer);
    expect(served).toEqual([feed]);
  });

  it('calls onReply as the reply is delivered, before what the holder publishes after it', async () => {
    const { bus, asker } = twoPeers(async (_request, respond) => {
      respond({ ok: true, value: answer });
      bus.publish('conversation:x', { type: 'state' } as RunnerBusEvent);
    });
    const order: string[] = [];
    bus.subscribe('conversation:x', () => order.push('event'));
    const value = await asker.request('holder', get, (found) => {
      expect(found).toEqual(answer);
      order.push('reply');
    });
    expect(value).toEqual(answer);
    expect(order).toEqual(['reply', 'event']);
  });

  it.each<PeerFailure>(['moved', 'missing', 'rule', 'unsaved', 'timeout'])(
    'turns a %s failure into a PeerError of that kind with its message',
    async (failure) => {
      const { asker } = twoPeers(async (_request, respond) => {
        respond({ ok: false, failure, message: `said ${failure}` });
      });
      const onReply = vi.fn();
      const error = await asker.request('holder', get, onReply).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PeerError);
      expect(error).toMatchObject({ failure, message: `said ${failure}` });
      expect(onReply).not.toHaveBeenCalled();
    },
  );

  it('times out when nobody answers', async () => {
    vi.useFakeTimers();
    const { asker } = twoPeers(() => new Promise<void>(() => undefined), 500);
    const asked = asker.request('holder', get).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(499);
    const nothingYet = await Promise.race([asked, Promise.resolve('pending')]);
    expect(nothingYet).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await asked).toMatchObject({ failure: 'timeout', message: 'no answer from holder' });
  });

  it('times out on a process that is not there', async () => {
    vi.useFakeTimers();
    const { asker } = twoPeers(async () => undefined, 200);
    const asked = asker.request('gone-process', get).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(200);
    expect(await asked).toMatchObject({ failure: 'timeout' });
  });

  it('ignores a reply that comes after the timeout', async () => {
    vi.useFakeTimers();
    let late: Respond | null = null;
    const { asker } = twoPeers(async (_request, respond) => {
      late = respond;
    }, 100);
    const onReply = vi.fn();
    const asked = asker.request('holder', get, onReply).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(100);
    expect(await asked).toMatchObject({ failure: 'timeout' });
    late!({ ok: true, value: answer });
    expect(onReply).not.toHaveBeenCalled();
  });

  it('rejects the requests still waiting on close', async () => {
    const { asker, served } = twoPeers(async () => undefined);
    const first = asker.request('holder', get).catch((caught: unknown) => caught);
    const second = asker.request('holder', { conversationId, op: 'touch' });
    expect(served).toHaveLength(2);
    asker.close();
    expect(await first).toMatchObject({ failure: 'timeout', message: 'closing' });
    await expect(second).rejects.toBeInstanceOf(PeerError);
  });

  it('serves nothing once closed', async () => {
    vi.useFakeTimers();
    const { asker, holder, served } = twoPeers(async (_request, respond) => {
      respond({ ok: true, value: answer });
    }, 100);
    holder.close();
    const asked = asker.request('holder', get).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(100);
    expect(await asked).toMatchObject({ failure: 'timeout' });
    expect(served).toEqual([]);
  });

  it('sends one answer per request, whatever the server calls respond with after it', async () => {
    const { bus, asker } = twoPeers(async (_request, respond) => {
      respond({ ok: true, value: answer });
      respond({ ok: false, failure: 'moved', message: 'second answer' });
      respond({ ok: true, value: null });
    });
    const replies: PeerMessage[] = [];
    bus.subscribe<PeerMessage>(peerChannel('asker'), (message) => replies.push(message));
    await expect(asker.request('holder', get)).resolves.toEqual(answer);
    expect(replies).toEqual([{ kind: 'reply', id: 1, ok: true, value: answer }]);
  });

  it('answers a request whose server threw as moved, and reports the error', async () => {
    const failure = new Error('database went away');
    const { asker, errors } = twoPeers(async () => {
      throw failure;
    });
    await expect(asker.request('holder', get)).rejects.toMatchObject({
      failure: 'moved',
      message: 'failed',
    });
    expect(errors).toEqual([failure]);
  });

  it('keeps the answer a server gave before it threw', async () => {
    const { asker, errors } = twoPeers(async (_request, respond) => {
      respond({ ok: true, value: null });
      throw new Error('after answering');
    });
    await expect(asker.request('holder', get)).resolves.toBeNull();
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toHaveLength(1);
  });

  it('matches each reply to its own request', async () => {
    const pending: Respond[] = [];
    const { asker } = twoPeers(async (_request, respond) => {
      pending.push(respond);
    });
    const first = asker.request('holder', get);
    const second = asker.request('holder', get);
    pending[1]!({ ok: true, value: null });
    pending[0]!({ ok: true, value: answer });
    await expect(first).resolves.toEqual(answer);
    await expect(second).resolves.toBeNull();
  });
});

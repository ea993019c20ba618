import { describe, expect, it } from 'vitest';
import { EngineRuleError, type EngineEvent } from './engine-types.ts';
import { ConversationUnavailableError } from './forwarding.ts';
import type { Fed, HostIdentity } from './host-deps.ts';
import type { ConversationHost } from './host.ts';
import { PeerError } from './peers.ts';
import {
  duelHostWith,
  memoryProcess,
  twoProcesses,
} from '../../../test/helpers/runtime-processes.ts';
import { ConversationNotSavedError } from './writes.ts';

type Process = ReturnType<typeof memoryProcess>;

const never = () => {
  throw new Error('must not run');
};

/** What the runner's `feed` does from a process that does not hold the conversation. */
function feed(process: Process, id: string, event: EngineEvent) {
  const { route, peers } = process.forwarding;
  return route<Fed>(id, never, async (holder) => {
    const found = await peers.request(holder, { conversationId: id, op: 'feed', event });
    return { writes: undefined, conversation: found?.conversation ?? null };
  });
}

/** The error a promise rejected with, checked for its class and message. */
async function rejection(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => Error,
  message: string,
) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(type);
  expect((error as Error).message).toBe(message);
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((yes) => {
    resolve = yes;
  });
  return { promise, resolve };
}

describe('createForwarding: route', () => {
  it('answers null for a conversation nobody has', async () => {
    const { here, id } = twoProcesses();
    await expect(here.forwarding.route(id, never, never)).resolves.toBeNull();
    expect(here.acquired).toEqual([id]);
  });

  it('runs the request here, on its queue, when this process holds it', async () => {
    const { here, live, id } = twoProcesses();
    here.places.set(id, live);
    const seen: ConversationHost[] = [];
    const value = await here.forwarding.route(
      id,
      (held) => {
        seen.push(held);
        return 'ran here';
      },
      never,
    );
    expect(value).toBe('ran here');
    expect(seen).toEqual([live]);
    expect(here.acquired).toEqual([id]);
  });

  it('runs it on the holder when another process holds it', async () => {
    const { here, live, id } = twoProcesses();
    here.places.set(id, 'there');
    const holders: string[] = [];
    const value = await here.forwarding.route(id, never, async (holder) => {
      holders.push(holder);
      return 'ran there';
    });
    expect(value).toBe('ran there');
    expect(holders).toEqual(['there']);
    expect(live.state.status).toBe('running');
  });

  it('looks again when the copy left memory meanwhile, and runs on the new one', async () => {
    const reloaded = duelHostWith().host;
    const left: HostIdentity[] = [];
    const process = memoryProcess(twoProcesses().bus, 'here');
    const stale = duelHostWith({
      deps: {
        left: (host) => {
          left.push(host);
          process.places.set(host.id, reloaded);
        },
      },
    }).host;
    process.places.set(stale.id, stale);
    stale.leave({ reason: 'lease-lost', error: new Error('moved') });
    const value = await process.forwarding.route(stale.id, (host) => host, never);
    expect(value).toBe(reloaded);
    expect(left).toEqual([stale]);
  });

  it('gives up with ConversationUnavailableError when the copy keeps leaving', async () => {
    const { here, live, id } = twoProcesses({ here: { leaseTtlMs: 10 } });
    live.leave({ reason: 'idle' });
    here.places.set(id, live);
    await expect(here.forwarding.route(id, never, never)).rejects.toBeInstanceOf(
      ConversationUnavailableError,
    );
  });

  it('maps the holder failures: missing → null, rule → EngineRuleError, unsaved → not saved', async () => {
    const { here, id } = twoProcesses();
    here.places.set(id, 'there');
    const failing = (failure: 'missing' | 'rule' | 'unsaved') =>
      here.forwarding.route(id, never, async () => {
        throw new PeerError(failure, `holder said ${failure}`);
      });
    await expect(failing('missing')).resolves.toBeNull();
    await rejection(failing('rule'), EngineRuleError, 'holder said rule');
    await rejection(failing('unsaved'), ConversationNotSavedError, 'holder said unsaved');
  });

  it('passes on an error that is not a peer failure', async () => {
    const { here, id } = twoProcesses();
    here.places.set(id, 'there');
    const failure = new TypeError('bug');
    await expect(
      here.forwarding.route(id, never, async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
  });

  it('asks again when the holder moved on, and runs here once this process took it', async () => {
    const { here, live, id } = twoProcesses();
    here.places.set(id, 'there');
    let asked = 0;
    const value = await here.forwarding.route(
      id,
      () => 'ran here',
      async () => {
        asked += 1;
        // The holder died: its lease expired and this process takes the conversation.
        here.places.set(id, live);
        throw new PeerError('moved', 'not held');
      },
    );
    expect(value).toBe('ran here');
    expect(asked).toBe(1);
  });

  it('gives up with ConversationUnavailableError when the holder never answers', async () => {
    const { here, id } = twoProcesses({ here: { leaseTtlMs: 10 } });
    here.places.set(id, 'a-killed-process');
    await expect(feed(here, id, { type: 'stop' })).rejects.toBeInstanceOf(
      ConversationUnavailableError,
    );
  });
});

describe('createForwarding: serving another process', () => {
  it('feeds the holder and answers the conversation after the step', async () => {
    const { here, there, live, id } = twoProcesses();
    here.places.set(id, 'there');
    there.places.set(id, live);
    const fed = await feed(here, id, { type: 'stop' });
    expect(live.state.status).toBe('stopped');
    expect(fed).toMatchObject({ writes: undefined, conversation: { id, status: 'stopped' } });
  });

  it('answers only once the step’s writes are committed', async () => {
    const committed = deferred();
    const { here, there, live, id } = twoProcesses({ writes: () => committed.promise });
    here.places.set(id, 'there');
    there.places.set(id, live);
    let answered = false;
    const fed = feed(here, id, { type: 'stop' }).then((value) => {
      answered = true;
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(live.state.status).toBe('stopped');
    expect(answered).toBe(false);
    committed.resolve();
    await expect(fed).resolves.toMatchObject({ conversation: { status: 'stopped' } });
  });

  it('answers a rule the step broke as EngineRuleError, and unsaved writes as not saved', async () => {
    const { here, there, live, id } = twoProcesses({
      writes: () => Promise.reject(new Error('disk full')),
    });
    here.places.set(id, 'there');
    there.places.set(id, live);
    const start: EngineEvent = {
      type: 'start',
      mode: 'duel',
      slots: ['model-a', 'model-b'],
      openingLine: 'Again?',
      startingSlot: 'model-a',
    };
    await rejection(feed(here, id, start), EngineRuleError, 'Conversation already started');

    await rejection(feed(here, id, { type: 'stop' }), ConversationNotSavedError, 'write failed');
  });

  it('answers a conversation deleted by the step as null', async () => {
    const { here, there, live, id } = twoProcesses();
    here.places.set(id, 'there');
    there.places.set(id, live);
    await expect(feed(here, id, { type: 'delete' })).resolves.toEqual({
      writes: undefined,
      conversation: null,
    });
    expect(live.lifecycle.state).toBe('left');
  });

  it('answers get with the holder’s view, and touch', async () => {
    const { here, there, live, id } = twoProcesses();
    here.places.set(id, 'there');
    there.places.set(id, live);
    const { peers } = here.forwarding;
    await expect(peers.request('there', { conversationId: id, op: 'get' })).resolves.toMatchObject({
      ownerId: live.row.ownerId,
      conversation: { id, title: live.row.title, status: 'running' },
    });
    await expect(peers.request('there', { conversationId: id, op: 'touch' })).resolves.toBeNull();
  });

  it('answers missing for a conversation it does not have, and moved for one held elsewhere', async () => {
    const { here, there, id } = twoProcesses();
    const { peers } = here.forwarding;
    await expect(peers.request('there', { conversationId: id, op: 'get' })).rejects.toMatchObject({
      failure: 'missing',
    });
    there.places.set(id, 'a-third-process');
    await expect(peers.request('there', { conversationId: id, op: 'get' })).rejects.toMatchObject({
      failure: 'moved',
    });
  });

  it('answers moved for a copy that left memory, so the asker looks again', async () => {
    const { here, there, live, id } = twoProcesses();
    live.leave({ reason: 'idle' });
    there.places.set(id, live);
    await expect(
      here.forwarding.peers.request('there', { conversationId: id, op: 'get' }),
    ).rejects.toMatchObject({ failure: 'moved', message: 'gone' });
  });

  it('reports a step that failed unexpectedly and answers moved', async () => {
    const { here, there, live, id } = twoProcesses({
      deps: {
        publish: () => {
          throw new TypeError('bug in a step');
        },
      },
    });
    there.places.set(id, live);
    await expect(
      here.forwarding.peers.request('there', {
        conversationId: id,
        op: 'feed',
        event: { type: 'stop' },
      }),
    ).rejects.toMatchObject({ failure: 'moved' });
    expect(there.reports).toHaveLength(1);
    expect(there.reports[0]!.context).toBe('peer request');
    expect(there.reports[0]!.error).toBeInstanceOf(TypeError);
  });
});

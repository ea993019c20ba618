import { describe, expect, it } from 'vitest';
import { noOutages } from '../db/availability.ts';
import { LeaseLostError, type Fence } from './repository.ts';
import { startedDuel, messageRow } from '../../../test/helpers/runtime-fixtures.ts';
import {
  ConversationNotSavedError,
  createWriteFlusher,
  createWriteQueue,
  netWrites,
  type NetWrites,
  type WriteOp,
} from './writes.ts';

const id = '00000000-0000-4000-8000-000000000001';
const state = startedDuel();
const draft = messageRow(id, {
  seq: 2,
  sender: 'model-b',
  status: 'streaming',
  content: 'Cars',
});
const reply = { ...draft, status: 'complete' as const, content: 'Cars pollute.' };

describe('netWrites', () => {
  it('keeps the last version of each message, the last state and the last title', () => {
    const later = { ...state, messageCount: 2 };
    const net = netWrites(id, [
      { kind: 'putMessage', row: draft },
      { kind: 'saveState', state },
      { kind: 'saveTitle', title: 'First' },
      { kind: 'putMessage', row: reply },
      { kind: 'saveState', state: later },
      { kind: 'saveTitle', title: 'Second' },
    ]);
    expect(net).toEqual({
      conversationId: id,
      deleted: false,
      messages: new Map([[2, reply]]),
      state: later,
      title: 'Second',
    });
  });

  it('lets a delete and a later put of the same seq follow each other in order', () => {
    const deleted = netWrites(id, [
      { kind: 'putMessage', row: draft },
      { kind: 'deleteMessage', seq: 2 },
    ]);
    expect(deleted.messages.get(2)).toBeNull();
    const put = netWrites(id, [
      { kind: 'deleteMessage', seq: 2 },
      { kind: 'putMessage', row: reply },
    ]);
    expect(put.messages.get(2)).toBe(reply);
  });

  it('writes nothing else for a deleted conversation', () => {
    const ops: WriteOp[] = [
      { kind: 'putMessage', row: reply },
      { kind: 'deleteConversation' },
      { kind: 'saveState', state },
    ];
    expect(netWrites(id, ops)).toEqual({
      conversationId: id,
      deleted: true,
      messages: new Map(),
      state: null,
      title: null,
    });
  });
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function recordingQueue() {
  const batches: string[][] = [];
  const gates: ReturnType<typeof deferred>[] = [];
  const failures: unknown[] = [];
  let settled = 0;
  const queue = createWriteQueue<string>({
    run: (batch) => {
      batches.push(batch);
      const gate = deferred();
      gates.push(gate);
      return gate.promise;
    },
    onFailed: (error) => failures.push(error),
    onSettled: () => (settled += 1),
  });
  return { queue, batches, gates, failures, settled: () => settled };
}

describe('createWriteQueue', () => {
  it('writes steps in order, grouping those that arrive during a write into one batch', async () => {
    const { queue, batches, gates } = recordingQueue();
    const first = queue.enqueue(['a1', 'a2']);
    const second = queue.enqueue(['b']);
    const third = queue.enqueue(['c']);
    expect(queue.enqueue([])).toBeUndefined();
    expect(batches).toEqual([['a1', 'a2']]);
    expect(queue.pending).toBe(3);
    gates[0]!.resolve();
    await first;
    await expect.poll(() => batches.length).toBe(2);
    expect(batches[1]).toEqual(['b', 'c']);
    gates[1]!.resolve();
    await Promise.all([second, third]);
    expect(queue.pending).toBe(0);
    await queue.flushed();
  });

  it('refuses the failed step and every later one, and reports the failure once', async () => {
    const { queue, batches, gates, failures } = recordingQueue();
    const first = queue.enqueue(['a']);
    const second = queue.enqueue(['b']);
    gates[0]!.reject(new Error('disk full'));
    await expect(first).rejects.toBeInstanceOf(ConversationNotSavedError);
    await expect(second).rejects.toThrow('an earlier write failed');
    await expect(queue.enqueue(['c'])).rejects.toBeInstanceOf(ConversationNotSavedError);
    expect(batches).toEqual([['a']]);
    expect(failures).toHaveLength(1);
    await queue.flushed();
    expect(queue.pending).toBe(0);
  });

  it('flushed waits for what is queued and calls onSettled after each batch', async () => {
    const { queue, gates, settled } = recordingQueue();
    void queue.enqueue(['a']);
    let idle = false;
    void queue.flushed().then(() => (idle = true));
    await Promise.resolve();
    expect(idle).toBe(false);
    gates[0]!.resolve();
    await expect.poll(() => idle).toBe(true);
    expect(settled()).toBe(1);
  });
});

describe('createWriteFlusher', () => {
  it('writes the net effect of each conversation, fenced by each one’s own epoch', async () => {
    const seen: { nets: NetWrites[]; fence: Fence | null }[] = [];
    const flusher = createWriteFlusher({
      fenceOwner: 'process-a',
      outages: noOutages,
      writeBatch: async (nets, fence) => {
        seen.push({ nets, fence });
        return new Set(['b']);
      },
    });
    const [a, b] = await Promise.allSettled([
      flusher.write('a', 3, [{ kind: 'deleteMessage', seq: 2 }, { kind: 'deleteConversation' }]),
      flusher.write('b', 7, [{ kind: 'deleteMessage', seq: 2 }]),
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.nets.map((net) => [net.conversationId, net.deleted])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(seen[0]!.fence).toEqual({
      owner: 'process-a',
      epochs: new Map([
        ['a', 3],
        ['b', 7],
      ]),
    });
    expect(a.status).toBe('fulfilled');
    expect(b.status === 'rejected' && b.reason).toBeInstanceOf(LeaseLostError);
  });

  it('writes unfenced when this process is the database’s only one', async () => {
    const fences: (Fence | null)[] = [];
    const flusher = createWriteFlusher({
      fenceOwner: null,
      outages: noOutages,
      writeBatch: async (_nets, fence) => {
        fences.push(fence);
        return new Set();
      },
    });
    await flusher.write('a', 1, [{ kind: 'deleteMessage', seq: 2 }]);
    expect(fences).toEqual([null]);
  });
});

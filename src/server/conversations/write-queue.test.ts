import { describe, expect, it } from 'vitest';
import { ConversationNotSavedError, createWriteQueue } from './write-queue.ts';

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

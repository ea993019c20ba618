import { describe, expect, it } from 'vitest';
import { FairSlots } from './fair-slots.ts';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Lets every settled promise's continuations run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A job that records when it starts and ends when its gate opens. */
function jobs(slots: FairSlots, started: string[]) {
  const gates = new Map<string, ReturnType<typeof gate>>();
  const submit = (key: string, name: string) => {
    const g = gate();
    gates.set(name, g);
    return slots.run(key, async () => {
      started.push(name);
      await g.opened;
      return name;
    });
  };
  const finish = async (name: string) => {
    gates.get(name)!.open();
    await settle();
  };
  return { submit, finish };
}

describe('FairSlots', () => {
  it('runs at most `running` at once, queues `waiting`, and sheds the rest', async () => {
    const slots = new FairSlots(
      { running: 2, waiting: 1, perKeyRunning: 2 },
      () => new Error('busy'),
    );
    const started: string[] = [];
    const { submit, finish } = jobs(slots, started);
    const all = [submit('a', 'a1'), submit('b', 'b1'), submit('c', 'c1')];
    await settle();
    expect(started).toEqual(['a1', 'b1']);
    expect(slots.load()).toEqual({ running: 2, waiting: 1 });
    await expect(slots.run('d', async () => 'shed')).rejects.toThrow('busy');

    await finish('a1');
    expect(started).toEqual(['a1', 'b1', 'c1']);
    expect(slots.load()).toEqual({ running: 2, waiting: 0 });
    await finish('b1');
    await finish('c1');
    expect(await Promise.all(all)).toEqual(['a1', 'b1', 'c1']);
    expect(slots.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('runs at most `perKeyRunning` jobs of one key, leaving the other slots to other keys', async () => {
    const slots = new FairSlots(
      { running: 2, waiting: 10, perKeyRunning: 1 },
      () => new Error('busy'),
    );
    const started: string[] = [];
    const { submit, finish } = jobs(slots, started);
    void submit('flood', 'f1');
    void submit('flood', 'f2');
    void submit('flood', 'f3');
    await settle();
    // A slot is free, but the flooding account already runs its share.
    expect(started).toEqual(['f1']);
    expect(slots.load('flood')).toEqual({ running: 1, waiting: 2 });
    void submit('other', 'o1');
    await settle();
    expect(started).toEqual(['f1', 'o1']);
    await finish('f1');
    expect(started).toEqual(['f1', 'o1', 'f2']);
  });

  it('hands freed slots to the keys in turn, not to the oldest job', async () => {
    const slots = new FairSlots(
      { running: 1, waiting: 10, perKeyRunning: 1 },
      () => new Error('busy'),
    );
    const started: string[] = [];
    const { submit, finish } = jobs(slots, started);
    void submit('a', 'a1');
    void submit('a', 'a2');
    void submit('a', 'a3');
    void submit('b', 'b1');
    void submit('b', 'b2');
    void submit('c', 'c1');
    await settle();
    for (let index = 0; index < 6; index += 1) await finish(started[index]!);
    // First-come-first-served would have run a2 and a3 before b1 and c1.
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(slots.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the slot back when a job fails', async () => {
    const slots = new FairSlots(
      { running: 1, waiting: 0, perKeyRunning: 1 },
      () => new Error('busy'),
    );
    await expect(slots.run('a', () => Promise.reject(new Error('failed')))).rejects.toThrow(
      'failed',
    );
    expect(await slots.run('a', async () => 'next')).toBe('next');
  });
});

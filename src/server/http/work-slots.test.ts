import { describe, expect, it } from 'vitest';
import { WorkSlots } from './work-slots.ts';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('WorkSlots', () => {
  it('runs at most `running` at once, queues `waiting`, and sheds the rest', async () => {
    const slots = new WorkSlots({ running: 2, waiting: 1 }, () => new Error('busy'));
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const jobs = gates.map((g, index) =>
      slots.run(async () => {
        started.push(index);
        await g.opened;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(slots.load).toEqual({ running: 2, waiting: 1 });
    await expect(slots.run(async () => 'shed')).rejects.toThrow('busy');

    gates[0]!.open();
    expect(await jobs[0]).toBe(0);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(slots.load).toEqual({ running: 2, waiting: 0 });
    gates[1]!.open();
    gates[2]!.open();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2]);
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the slot back when a job fails', async () => {
    const slots = new WorkSlots({ running: 1, waiting: 0 }, () => new Error('busy'));
    await expect(slots.run(() => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});

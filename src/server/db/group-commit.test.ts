import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.ts';

/** A writer that records what each flush carried; `bad` items make a flush fail. */
function recorder(bad = new Set<string>()) {
  const flushes: string[][] = [];
  return {
    flushes,
    write: async (items: string[]) => {
      flushes.push(items);
      if (items.some((item) => bad.has(item))) throw new Error('cannot store');
    },
  };
}

describe('createGroupCommit', () => {
  it('writes what arrives in one turn of the event loop together, and later items in the next flush', async () => {
    const { flushes, write } = recorder();
    const commit = createGroupCommit({ write });
    await Promise.all(['a', 'b', 'c'].map((item) => commit.add(item)));
    await commit.add('d');
    expect(flushes).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('queues what arrives during a flush for the next one', async () => {
    const { flushes, write } = recorder();
    const commit = createGroupCommit({ write });
    const first = commit.add('a');
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([first, commit.add('b'), commit.add('c')]);
    expect(flushes).toEqual([['a'], ['b', 'c']]);
  });

  it('never puts two items of one key in the same flush', async () => {
    const { flushes, write } = recorder();
    const commit = createGroupCommit({ write, keyOf: (item: string) => item[0]! });
    await Promise.all(['a1', 'a2', 'b1'].map((item) => commit.add(item)));
    expect(flushes).toEqual([['a1', 'b1'], ['a2']]);
  });

  it('refuses the items the writer answers an error for, and only those', async () => {
    const commit = createGroupCommit({
      write: async (items: string[]) =>
        items.map((item) => (item === 'stale' ? new Error('lease lost') : undefined)),
    });
    const results = await Promise.allSettled(['a', 'stale'].map((item) => commit.add(item)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
  });

  it('after a failed flush, writes each item alone so only the bad one fails', async () => {
    const { flushes, write } = recorder(new Set(['bad']));
    const commit = createGroupCommit({ write });
    const results = await Promise.allSettled(['a', 'bad', 'c'].map((item) => commit.add(item)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(flushes).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });
});

import { describe, expect, it } from 'vitest';
import { createDatabaseAvailability, DatabaseUnavailableError } from './availability.ts';
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

describe('createGroupCommit through a database outage', () => {
  /** A database that refuses connections until `up` is set, and stores what it is given. */
  function outage() {
    const state = { up: false, flushes: [] as string[][] };
    const availability = createDatabaseAvailability({
      probe: async () => {
        if (!state.up)
          throw Object.assign(new Error('connect ECONNREFUSED'), {
            code: 'ECONNREFUSED',
            syscall: 'connect',
          });
      },
      retryMs: { first: 5, max: 5 },
    });
    const write = async (items: string[]) => {
      if (!state.up)
        throw Object.assign(new Error('connect ECONNREFUSED'), {
          code: 'ECONNREFUSED',
          syscall: 'connect',
        });
      state.flushes.push(items);
    };
    return { state, availability, write };
  }

  it('holds every item, unsplit, and writes them in order once the database answers', async () => {
    const { state, availability, write } = outage();
    const commit = createGroupCommit({
      write,
      outages: availability,
      keyOf: (item: string) => item[0]!,
    });
    const settled: string[] = [];
    const adds = ['a1', 'b1', 'a2'].map((item) => commit.add(item).then(() => settled.push(item)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toEqual([]);
    expect(availability.available).toBe(false);
    const later = commit.add('c1').then(() => settled.push('c1'));
    state.up = true;
    await Promise.all([...adds, later]);
    expect(state.flushes).toEqual([['a1', 'b1', 'c1'], ['a2']]);
    availability.close();
  });

  it('still fails an item the database refuses, while an outage holds the others', async () => {
    const { state, availability } = outage();
    state.up = true;
    const flushes: string[][] = [];
    const commit = createGroupCommit({
      outages: availability,
      write: async (items: string[]) => {
        flushes.push(items);
        if (items.includes('bad')) throw Object.assign(new Error('constraint'), { code: '23505' });
      },
    });
    const results = await Promise.allSettled(['a', 'bad'].map((item) => commit.add(item)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(availability.available).toBe(true);
    availability.close();
  });

  it('fails what it holds when the database will not come back', async () => {
    const { availability, write } = outage();
    const commit = createGroupCommit({ write, outages: availability });
    const held = commit.add('a');
    await new Promise((resolve) => setTimeout(resolve, 20));
    availability.close();
    await expect(held).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});

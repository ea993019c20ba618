import type { Outages } from './availability.ts';

type Waiting<T> = { item: T; resolve: () => void; reject: (error: unknown) => void };

export type GroupCommit<T> = {
  /** Writes `item` with whatever else is waiting; settles once it is committed (or refused). */
  add(item: T): Promise<void>;
};

/**
 * Group commit: the items handed in while a flush is being written wait and go together in the
 * next one (one transaction, a few set-based statements), so the cost of a write no longer
 * grows with the number of debates: on PGlite each statement's fixed cost dominates. When a
 * flush fails, each item is written on its own, so one bad item fails only itself. With
 * `outages`, a flush the database could not be reached for is neither failed nor split: its
 * items wait, first in line, until the database answers, and are written then (the writes must
 * be idempotent: a connection lost during COMMIT may have committed).
 */
export function createGroupCommit<T>(options: {
  /** Writes the items together; may answer, per item, an error that refuses it alone. */
  write: (items: T[]) => Promise<(Error | undefined)[] | void>;
  /** Items of one key never share a flush: the later one waits for the next. */
  keyOf?: (item: T) => string;
  /** Holds the items through a database outage instead of failing them. */
  outages?: Outages;
}): GroupCommit<T> {
  const { outages } = options;
  let waiting: Waiting<T>[] = [];
  let flushing = false;

  function takeNext(): Waiting<T>[] {
    const { keyOf } = options;
    if (!keyOf) {
      const all = waiting;
      waiting = [];
      return all;
    }
    const taken = new Map<string, Waiting<T>>();
    const left: Waiting<T>[] = [];
    for (const entry of waiting) {
      const key = keyOf(entry.item);
      if (taken.has(key)) left.push(entry);
      else taken.set(key, entry);
    }
    waiting = left;
    return [...taken.values()];
  }

  async function writeTogether(entries: Waiting<T>[]) {
    const refused = await options.write(entries.map((entry) => entry.item));
    entries.forEach((entry, index) => {
      const error = refused?.[index];
      if (error) entry.reject(error);
      else entry.resolve();
    });
  }

  /** Fails `entry` with `error`, unless it is an outage: then the entry is kept in `held`. */
  function failOrHold(entry: Waiting<T>, error: unknown, held: Waiting<T>[]) {
    if (outages?.failed(error)) held.push(entry);
    else entry.reject(error);
  }

  async function flush() {
    while (waiting.length > 0) {
      const entries = takeNext();
      const held: Waiting<T>[] = [];
      try {
        await writeTogether(entries);
      } catch (error) {
        if (outages?.failed(error)) held.push(...entries);
        else if (entries.length === 1) entries[0]!.reject(error);
        else {
          for (const entry of entries) {
            await writeTogether([entry]).catch((failure: unknown) =>
              failOrHold(entry, failure, held),
            );
          }
        }
      }
      if (held.length > 0) await waitOutOutage(held);
    }
    flushing = false;
  }

  /** Puts `held` back first in line once the database answers, or fails all if it never will. */
  async function waitOutOutage(held: Waiting<T>[]) {
    try {
      await outages!.whenAvailable();
      waiting = [...held, ...waiting];
    } catch (error) {
      for (const entry of [...held, ...waiting]) entry.reject(error);
      waiting = [];
    }
  }

  return {
    add(item) {
      return new Promise((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (flushing) return;
        flushing = true;
        // What arrives in this turn of the event loop goes together (fewer, larger flushes: each
        // one is a message to the database's thread and a transaction).
        setImmediate(() => void flush());
      });
    },
  };
}

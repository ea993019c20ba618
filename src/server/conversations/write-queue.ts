/** A step's writes failed (or followed a failed one): the change is not in the database. */
export class ConversationNotSavedError extends Error {}

type Step<W> = { writes: W[]; resolve: () => void; reject: (error: unknown) => void };

export type WriteQueue<W> = {
  /** Queues one step's writes; settles when they are committed. Undefined when there are none. */
  enqueue(writes: W[]): Promise<void> | undefined;
  /** Settles once everything queued so far has been written or refused (never rejects). */
  flushed(): Promise<void>;
  /** Steps queued and not settled yet. */
  readonly pending: number;
};

/**
 * One conversation's write-behind queue. Steps are written in order; while a batch is being
 * written, the steps that arrive meanwhile wait and then go together as the next batch (one
 * transaction: group commit), so the database always holds a prefix of the history however fast
 * the debate runs. After a failure nothing more is written: later steps build on the lost one.
 */
export function createWriteQueue<W>(options: {
  /** Writes one batch, in one transaction. */
  run: (batch: W[]) => Promise<void>;
  /** The first failure (once); later steps are refused with ConversationNotSavedError. */
  onFailed: (error: unknown) => void;
  /** After each batch settles (the holder may now leave memory). */
  onSettled: () => void;
}): WriteQueue<W> {
  let waiting: Step<W>[] = [];
  let writing = false;
  let failed = false;
  let pending = 0;
  /** The latest step: steps settle in order, so it settling means all before it did. */
  let last: Promise<void> = Promise.resolve();

  function settle(steps: Step<W>[], error: unknown) {
    for (const step of steps) {
      if (error === undefined) step.resolve();
      else step.reject(error);
    }
    pending -= steps.length;
    options.onSettled();
  }

  async function drain() {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      if (failed) {
        settle(batch, new ConversationNotSavedError('an earlier write failed'));
        continue;
      }
      try {
        await options.run(batch.flatMap((step) => step.writes));
        settle(batch, undefined);
      } catch (error) {
        failed = true;
        options.onFailed(error);
        settle(batch, new ConversationNotSavedError('write failed', { cause: error }));
      }
    }
    writing = false;
  }

  return {
    enqueue(writes) {
      if (writes.length === 0) return undefined;
      pending += 1;
      const written = new Promise<void>((resolve, reject) => {
        waiting.push({ writes, resolve, reject });
      });
      // Callers that do not wait for the disk must not see an unhandled rejection.
      last = written.catch(() => undefined);
      if (!writing) void drain();
      return written;
    },
    flushed: () => last,
    get pending() {
      return pending;
    },
  };
}

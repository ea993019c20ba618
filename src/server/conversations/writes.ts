import type { Outages } from '../db/availability.ts';
import { createGroupCommit } from '../db/group-commit.ts';
import type { EngineState } from './engine-types.ts';
import { LeaseLostError, type ConversationRepository, type MessageRow } from './repository.ts';

/*
 * A conversation's write path, in three steps: a step's changes as data (`WriteOp`), each
 * conversation's write-behind queue (`createWriteQueue`: in order, one batch at a time), and the
 * group commit of every conversation's batch (`createWriteFlusher`: their net effect, fenced).
 */

/**
 * One database change of a step, as data: the write path groups the steps of many conversations
 * into one transaction with one statement per kind (`createWriteFlusher` below, then
 * `repository.writeBatch`), so a change is described here and carried out there.
 */
export type WriteOp =
  /** Inserts the message, or replaces the one with its seq (a draft, then the finished reply). */
  | { kind: 'putMessage'; row: MessageRow }
  | { kind: 'deleteMessage'; seq: number }
  | { kind: 'saveState'; state: EngineState }
  | { kind: 'saveTitle'; title: string }
  | { kind: 'deleteConversation' };

/** What a conversation's ops leave in the database, whatever their order within a batch. */
export type NetWrites = {
  conversationId: string;
  /** The conversation itself is deleted (its messages go with it): nothing else is written. */
  deleted: boolean;
  /** The last version of each message touched; null: deleted. */
  messages: Map<number, MessageRow | null>;
  state: EngineState | null;
  /** The new title, when renamed. */
  title: string | null;
};

export function netWrites(conversationId: string, ops: readonly WriteOp[]): NetWrites {
  const net: NetWrites = {
    conversationId,
    deleted: false,
    messages: new Map(),
    state: null,
    title: null,
  };
  for (const op of ops) {
    switch (op.kind) {
      case 'putMessage':
        net.messages.set(op.row.seq, op.row);
        break;
      case 'deleteMessage':
        net.messages.set(op.seq, null);
        break;
      case 'saveState':
        net.state = op.state;
        break;
      case 'saveTitle':
        net.title = op.title;
        break;
      case 'deleteConversation':
        return { conversationId, deleted: true, messages: new Map(), state: null, title: null };
    }
  }
  return net;
}

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

export type WriteFlusher = {
  /** Writes one conversation's batch with the others waiting; settles once committed. */
  write(conversationId: string, epoch: number, ops: WriteOp[]): Promise<void>;
};

/**
 * The conversations' write path: every conversation's batch goes through one group commit
 * (db/group-commit.ts), each conversation at most once per flush. With several processes the
 * writes are fenced by the lease: a conversation whose lease moved to another process or epoch
 * is refused with LeaseLostError while the others in the flush are written. Through a database
 * outage the batches are held and written once it answers (their net writes are idempotent), so
 * a finished reply is never lost to a restart; a refusal (LeaseLostError, a constraint) fails.
 */
export function createWriteFlusher(options: {
  writeBatch: ConversationRepository['writeBatch'];
  /** The lease owner whose writes are fenced (several processes); null: the only process. */
  fenceOwner: string | null;
  outages: Outages;
}): WriteFlusher {
  type Batch = { conversationId: string; epoch: number; ops: WriteOp[] };
  const commit = createGroupCommit<Batch>({
    keyOf: (batch) => batch.conversationId,
    outages: options.outages,
    async write(batches) {
      const nets = batches.map((batch) => netWrites(batch.conversationId, batch.ops));
      const owner = options.fenceOwner;
      const fence = owner
        ? { owner, epochs: new Map(batches.map((batch) => [batch.conversationId, batch.epoch])) }
        : null;
      const stale = await options.writeBatch(nets, fence);
      return batches.map((batch) =>
        stale.has(batch.conversationId)
          ? new LeaseLostError(`lease on ${batch.conversationId} lost (epoch ${batch.epoch})`)
          : undefined,
      );
    },
  });
  return { write: (conversationId, epoch, ops) => commit.add({ conversationId, epoch, ops }) };
}

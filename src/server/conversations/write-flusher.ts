import type { Outages } from '../db/availability.ts';
import { createGroupCommit } from '../db/group-commit.ts';
import { LeaseLostError, type ConversationRepository } from './repository.ts';
import { netWrites, type WriteOp } from './write-ops.ts';

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

import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { conversationAgents, conversations, messages } from '../db/schema.ts';
import type { EngineState } from './engine.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type AgentRow = typeof conversationAgents.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
type Executor = Pick<Db, 'insert' | 'update' | 'delete' | 'select'>;

/** The columns mirrored from the engine state, so lists and admin queries need no JSON. */
export function stateColumns(state: EngineState) {
  return {
    status: state.status,
    nextSlot: state.nextSlot,
    messageCount: state.messageCount,
    interventionCount: state.interventionCount,
    consecutiveFailures: state.consecutiveFailures,
    breakerOpen: state.breakerOpen,
    engineState: { ...state },
    updatedAt: new Date(),
  };
}

/** The lease moved to another holder (or epoch): this copy may not write. */
export class LeaseLostError extends Error {}

export type Cursor = { createdAt: Date; id: string };

export const leaseUntil = (ttlMs: number) =>
  sql`now() + ${`${Math.round(ttlMs)} milliseconds`}::interval`;

const leaseFree = () =>
  or(isNull(conversations.leaseOwner), lt(conversations.leaseExpiresAt, sql`now()`));

export function createConversationRepository(db: Db) {
  const writes = (executor: Executor) => ({
    async insertMessage(values: typeof messages.$inferInsert): Promise<MessageRow> {
      const [row] = await executor.insert(messages).values(values).returning();
      return row!;
    },
    async updateMessage(
      conversationId: string,
      seq: number,
      values: Partial<typeof messages.$inferInsert>,
    ): Promise<MessageRow | undefined> {
      const [row] = await executor
        .update(messages)
        .set(values)
        .where(and(eq(messages.conversationId, conversationId), eq(messages.seq, seq)))
        .returning();
      return row;
    },
    async deleteMessage(conversationId: string, seq: number): Promise<void> {
      await executor
        .delete(messages)
        .where(and(eq(messages.conversationId, conversationId), eq(messages.seq, seq)));
    },
    async saveState(id: string, state: EngineState): Promise<void> {
      await executor.update(conversations).set(stateColumns(state)).where(eq(conversations.id, id));
    },
    async deleteConversation(id: string): Promise<void> {
      await executor.delete(conversations).where(eq(conversations.id, id));
    },
  });

  return {
    ...writes(db),
    /** Runs `work` in one transaction with the same write helpers. */
    transaction(work: (tx: ReturnType<typeof writes>) => Promise<void>): Promise<void> {
      return db.transaction((tx) => work(writes(tx as unknown as Executor)));
    },
    /**
     * Runs `work` in one transaction if `owner` still holds the lease at `epoch` (the row stays
     * locked until commit, so a takeover waits for it); else throws LeaseLostError, writing
     * nothing. A process stalled past its lease cannot write after another took over.
     */
    fenced(
      lease: { id: string; owner: string; epoch: number },
      work: (tx: ReturnType<typeof writes>) => Promise<void>,
    ): Promise<void> {
      return db.transaction(async (tx) => {
        const [held] = await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(
            and(
              eq(conversations.id, lease.id),
              eq(conversations.leaseOwner, lease.owner),
              eq(conversations.leaseEpoch, lease.epoch),
            ),
          )
          .for('update');
        if (!held) throw new LeaseLostError(`lease on ${lease.id} lost (epoch ${lease.epoch})`);
        await work(writes(tx as unknown as Executor));
      });
    },

    async insertConversation(input: {
      conversation: typeof conversations.$inferInsert;
      agents: Omit<typeof conversationAgents.$inferInsert, 'conversationId'>[];
      messages: Omit<typeof messages.$inferInsert, 'conversationId'>[];
    }): Promise<{ row: ConversationRow; agents: AgentRow[]; messages: MessageRow[] }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(conversations).values(input.conversation).returning();
        const conversationId = row!.id;
        const agents = await tx
          .insert(conversationAgents)
          .values(input.agents.map((agent) => ({ ...agent, conversationId })))
          .returning();
        const inserted = input.messages.length
          ? await tx
              .insert(messages)
              .values(input.messages.map((message) => ({ ...message, conversationId })))
              .returning()
          : [];
        return { row: row!, agents, messages: inserted };
      });
    },

    async findOwnerId(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ ownerId: conversations.ownerId })
        .from(conversations)
        .where(eq(conversations.id, id))
        .limit(1);
      return row?.ownerId;
    },

    /** How many of `ownerId`'s conversations are running (replying on their own), `except` aside. */
    async countRunning(ownerId: string, except?: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(conversations)
        .where(
          and(
            eq(conversations.ownerId, ownerId),
            eq(conversations.status, 'running'),
            except ? ne(conversations.id, except) : undefined,
          ),
        );
      return row?.count ?? 0;
    },

    async findAgents(conversationId: string): Promise<AgentRow[]> {
      return db
        .select()
        .from(conversationAgents)
        .where(eq(conversationAgents.conversationId, conversationId))
        .orderBy(asc(conversationAgents.position));
    },

    async findMessages(conversationId: string): Promise<MessageRow[]> {
      return db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .orderBy(asc(messages.seq));
    },

    /** Newest first, keyset-paginated on (created_at, id). */
    async listForOwner(ownerId: string, limit: number, cursor: Cursor | undefined) {
      const after = cursor
        ? or(
            lt(conversations.createdAt, cursor.createdAt),
            and(eq(conversations.createdAt, cursor.createdAt), lt(conversations.id, cursor.id)),
          )
        : undefined;
      const rows = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.ownerId, ownerId), after))
        .orderBy(desc(conversations.createdAt), desc(conversations.id))
        .limit(limit + 1);
      const agents = rows.length
        ? await db
            .select()
            .from(conversationAgents)
            .where(
              inArray(
                conversationAgents.conversationId,
                rows.map((row) => row.id),
              ),
            )
        : [];
      return { rows, agents };
    },

    /**
     * Conversations a dead process may have left mid-turn: no live lease (with `exclusive`, the
     * only process on this database, any lease but `owner`'s is dead).
     */
    async findUnsettled(owner: string, exclusive: boolean): Promise<{ id: string }[]> {
      return db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            or(
              eq(conversations.status, 'running'),
              sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.status} = 'streaming')`,
            ),
            exclusive ? ne(sql`coalesce(${conversations.leaseOwner}, '')`, owner) : leaseFree(),
          ),
        );
    },

    /**
     * Takes the lease when it is free, expired or already `owner`'s: the row, or who holds it.
     * Times are the database's, so processes' clocks do not matter. Taking it from anyone else
     * (or from no one) starts a new epoch, which fences the previous holder's writes.
     */
    async claimLease(
      id: string,
      owner: string,
      ttlMs: number,
      exclusive: boolean,
    ): Promise<{ row: ConversationRow } | { holder: string } | null> {
      const [row] = await db
        .update(conversations)
        .set({
          leaseOwner: owner,
          leaseExpiresAt: leaseUntil(ttlMs),
          leaseEpoch: sql`case when ${conversations.leaseOwner} = ${owner} then ${conversations.leaseEpoch} else ${conversations.leaseEpoch} + 1 end`,
        })
        .where(
          and(
            eq(conversations.id, id),
            exclusive ? undefined : or(leaseFree(), eq(conversations.leaseOwner, owner)),
          ),
        )
        .returning();
      if (row) return { row };
      const [held] = await db
        .select({ holder: conversations.leaseOwner })
        .from(conversations)
        .where(eq(conversations.id, id));
      return held?.holder ? { holder: held.holder } : null;
    },

    /** Extends `owner`'s leases on `ids`; answers the ids it still holds. */
    async renewLeases(owner: string, ids: string[], ttlMs: number): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .update(conversations)
        .set({ leaseExpiresAt: leaseUntil(ttlMs) })
        .where(and(eq(conversations.leaseOwner, owner), inArray(conversations.id, ids)))
        .returning({ id: conversations.id });
      return rows.map((row) => row.id);
    },

    async releaseLease(id: string, owner: string): Promise<void> {
      await db
        .update(conversations)
        .set({ leaseOwner: null, leaseExpiresAt: null })
        .where(and(eq(conversations.id, id), eq(conversations.leaseOwner, owner)));
    },

    /** Marks the streaming messages interrupted (content kept); the highest seq, if any. */
    async interruptStreaming(
      conversationId: string,
    ): Promise<{ seq: number; sender: string } | null> {
      const rows = await db
        .update(messages)
        .set({ status: 'interrupted' })
        .where(and(eq(messages.conversationId, conversationId), eq(messages.status, 'streaming')))
        .returning({ seq: messages.seq, sender: messages.sender });
      return rows.sort((a, b) => b.seq - a.seq)[0] ?? null;
    },
  };
}

export type ConversationRepository = ReturnType<typeof createConversationRepository>;

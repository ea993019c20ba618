import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { conversationAgents, conversations, messages } from '../db/schema.ts';
import type { EngineState } from './engine-types.ts';
import type { NetWrites } from './writes.ts';
import { runEach, runScript, type Statement } from '../db/script.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type AgentRow = typeof conversationAgents.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
type Executor = Pick<Db, 'insert' | 'update' | 'delete' | 'select' | 'execute'>;

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
  };
}

/** The lease moved to another holder (or epoch): this copy may not write. */
export class LeaseLostError extends Error {}

export type Cursor = { createdAt: Date; id: string };

export const leaseUntil = (ttlMs: number) =>
  sql`now() + ${`${Math.round(ttlMs)} milliseconds`}::interval`;

/** `text` matched as itself by LIKE: its wildcards and the escape character escaped. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const leaseFree = () =>
  or(isNull(conversations.leaseOwner), lt(conversations.leaseExpiresAt, sql`now()`));

/**
 * Rows the write statements read from one JSON parameter (`jsonb_to_recordset`), column names
 * and types taken from the schema: a new column needs no edit here.
 */
function recordset<Key extends string>(columns: Record<Key, PgColumn>, keys: readonly Key[]) {
  const picked = keys.map((key) => columns[key]);
  const name = (column: PgColumn) => sql.identifier(column.name);
  return {
    /** `a, b, c`: the columns' SQL names. */
    names: sql.join(picked.map(name), sql`, `),
    /** `a uuid, b text`: the record's definition. */
    definition: sql.join(
      picked.map((column) => sql`${name(column)} ${sql.raw(column.getSQLType())}`),
      sql`, `,
    ),
    /** `a = v.a, …` for the columns of `updated`. */
    assign: (updated: readonly Key[], from: string) =>
      sql.join(
        updated.map((key) => sql`${name(columns[key])} = ${sql.raw(from)}.${name(columns[key])}`),
        sql`, `,
      ),
    /** One row as the JSON object the statement reads (keys: SQL names). */
    record: (values: Record<Key, unknown>) =>
      Object.fromEntries(picked.map((column, index) => [column.name, values[keys[index]!]])),
  };
}

const messageColumns = getTableColumns(messages);
const messageKeys = Object.keys(messageColumns) as (keyof MessageRow)[];
const messageSet = recordset(messageColumns, messageKeys);
const messageKeySet = recordset(messageColumns, ['conversationId', 'seq'] as const);
/** A message rewritten with its seq (a draft, then the reply) keeps its identity and time. */
const messageUpdates = messageKeys.filter(
  (key) => !['id', 'conversationId', 'seq', 'createdAt'].includes(key),
);

const conversationColumns = getTableColumns(conversations);
type MirroredKey = keyof ReturnType<typeof stateColumns>;

/** Who may write: `owner` at each conversation's lease epoch (DESIGN D8 fencing). */
export type Fence = { owner: string; epochs: ReadonlyMap<string, number> };

export function createConversationRepository(db: Db) {
  /**
   * The conversations of `ids` that `fence.owner` still holds at their epoch, locked until the
   * transaction ends (a takeover waits for it).
   */
  async function heldOf(tx: Executor, fence: Fence): Promise<Set<string>> {
    const pairs = [...fence.epochs].map(([id, epoch]) =>
      and(eq(conversations.id, id), eq(conversations.leaseEpoch, epoch)),
    );
    const rows = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.leaseOwner, fence.owner), or(...pairs)))
      .for('update');
    return new Set(rows.map((row) => row.id));
  }

  /** The statements that write `nets`, built on `tx`. */
  function writeStatements(tx: Executor, nets: NetWrites[]): Statement[] {
    const statements: Statement[] = [];
    const deleted = nets.filter((net) => net.deleted).map((net) => net.conversationId);
    if (deleted.length > 0) {
      statements.push(tx.delete(conversations).where(inArray(conversations.id, deleted)));
    }
    const live = nets.filter((net) => !net.deleted);
    // The hot statements take their rows as one JSON parameter (jsonb_to_recordset): no
    // per-value work in the query builder, one parameter however many debates are in the flush.
    const removed = live.flatMap((net) =>
      [...net.messages]
        .filter(([, row]) => row === null)
        .map(([seq]) => messageKeySet.record({ conversationId: net.conversationId, seq })),
    );
    if (removed.length > 0) {
      statements.push(sql`
        delete from ${messages} as m
        using jsonb_to_recordset(${JSON.stringify(removed)}::jsonb) as v(${messageKeySet.definition})
        where m.conversation_id = v.conversation_id and m.seq = v.seq`);
    }
    const put = live.flatMap((net) =>
      [...net.messages.values()].flatMap((row) => (row ? [messageSet.record(row)] : [])),
    );
    if (put.length > 0) {
      statements.push(sql`
        insert into ${messages} (${messageSet.names})
        select * from jsonb_to_recordset(${JSON.stringify(put)}::jsonb) as v(${messageSet.definition})
        on conflict (conversation_id, seq) do update set ${messageSet.assign(messageUpdates, 'excluded')}`);
    }
    // Renames are rare (the owner's hand): one statement each.
    for (const { conversationId: id, title } of live) {
      if (title !== null) {
        statements.push(tx.update(conversations).set({ title }).where(eq(conversations.id, id)));
      }
    }
    const states = live.flatMap(({ conversationId: id, state }) => {
      if (!state) return [];
      return [{ id, ...stateColumns(state) }];
    });
    if (states.length > 0) {
      // The columns mirrored from the state (stateColumns), for every conversation at once.
      const keys = Object.keys(states[0]!) as ('id' | MirroredKey)[];
      const stateSet = recordset(conversationColumns, keys);
      const mirroredKeys = keys.filter((key) => key !== 'id');
      statements.push(sql`
        update ${conversations} as c set ${stateSet.assign(mirroredKeys, 'v')}, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(states.map(stateSet.record))}::jsonb)
          as v(${stateSet.definition})
        where c.id = v.id`);
    }
    return statements;
  }

  return {
    /**
     * Writes the net effect of several conversations' steps in one transaction (group commit
     * across conversations, one statement per kind of change). With `fence`, a conversation
     * whose lease moved to another process or epoch is left out; the ids left out are answered.
     */
    async writeBatch(nets: NetWrites[], fence: Fence | null): Promise<Set<string>> {
      if (!fence) {
        await runScript(db, (tx) => writeStatements(tx, nets));
        return new Set();
      }
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Executor;
        const held = await heldOf(tx, fence);
        const writable = nets.filter((net) => held.has(net.conversationId));
        await runEach(tx, writeStatements(tx, writable));
        return new Set(nets.map((net) => net.conversationId).filter((id) => !held.has(id)));
      });
    },

    /** A new conversation with its agents and first messages, in one transaction. */
    async insertConversation(
      row: ConversationRow,
      agents: readonly AgentRow[],
      firstMessages: readonly MessageRow[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(conversations).values(row);
        await tx.insert(conversationAgents).values([...agents]);
        if (firstMessages.length > 0) await tx.insert(messages).values([...firstMessages]);
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

    /** Newest first, keyset-paginated on (created_at, id); `search`: words the title contains. */
    async listForOwner(
      ownerId: string,
      limit: number,
      cursor: Cursor | undefined,
      search: string | undefined,
    ) {
      const after = cursor
        ? or(
            lt(conversations.createdAt, cursor.createdAt),
            and(eq(conversations.createdAt, cursor.createdAt), lt(conversations.id, cursor.id)),
          )
        : undefined;
      const rows = await db
        .select()
        .from(conversations)
        .where(
          and(
            eq(conversations.ownerId, ownerId),
            after,
            search ? ilike(conversations.title, `%${likeLiteral(search)}%`) : undefined,
          ),
        )
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

import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { conversations, liveCollaborators, users } from '../db/schema.ts';

export function createLiveRepository(db: Db) {
  return {
    async findSharing(
      conversationId: string,
    ): Promise<{ ownerId: string; liveCode: string | null } | undefined> {
      const [row] = await db
        .select({ ownerId: conversations.ownerId, liveCode: conversations.liveCode })
        .from(conversations)
        .where(eq(conversations.id, conversationId))
        .limit(1);
      return row;
    },

    async findByCode(code: string): Promise<{ id: string; ownerId: string } | undefined> {
      const [row] = await db
        .select({ id: conversations.id, ownerId: conversations.ownerId })
        .from(conversations)
        .where(eq(conversations.liveCode, code))
        .limit(1);
      return row;
    },

    /**
     * Sets the live code unless the conversation has one; answers the code in force. A code
     * another conversation holds raises a unique violation, and the caller draws another.
     */
    async setCode(conversationId: string, code: string): Promise<string | undefined> {
      const [row] = await db
        .update(conversations)
        .set({ liveCode: sql`coalesce(${conversations.liveCode}, ${code})` })
        .where(eq(conversations.id, conversationId))
        .returning({ liveCode: conversations.liveCode });
      return row?.liveCode ?? undefined;
    },

    /** Revokes the code; the collaborators were for that session and go with it. */
    async clearCode(conversationId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(conversations)
          .set({ liveCode: null })
          .where(eq(conversations.id, conversationId));
        await tx
          .delete(liveCollaborators)
          .where(eq(liveCollaborators.conversationId, conversationId));
      });
    },

    /** The live codes of `ids` now (missing: deleted); streams of a revoked code are closed. */
    async currentCodes(ids: string[]): Promise<Map<string, string | null>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: conversations.id, liveCode: conversations.liveCode })
        .from(conversations)
        .where(inArray(conversations.id, ids));
      return new Map(rows.map((row) => [row.id, row.liveCode]));
    },

    async listCollaborators(conversationId: string) {
      return db
        .select({ userId: users.id, name: users.name, email: users.email })
        .from(liveCollaborators)
        .innerJoin(users, eq(users.id, liveCollaborators.userId))
        .where(eq(liveCollaborators.conversationId, conversationId))
        .orderBy(asc(liveCollaborators.addedAt), asc(users.email));
    },

    async countCollaborators(conversationId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(liveCollaborators)
        .where(eq(liveCollaborators.conversationId, conversationId));
      return row?.value ?? 0;
    },

    async findUserByEmail(email: string) {
      const [row] = await db
        .select({ userId: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row;
    },

    async addCollaborator(conversationId: string, userId: string): Promise<void> {
      await db.insert(liveCollaborators).values({ conversationId, userId }).onConflictDoNothing();
    },

    async removeCollaborator(conversationId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(liveCollaborators)
        .where(
          and(
            eq(liveCollaborators.conversationId, conversationId),
            eq(liveCollaborators.userId, userId),
          ),
        )
        .returning({ userId: liveCollaborators.userId });
      return rows.length > 0;
    },

    async isCollaborator(conversationId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: liveCollaborators.userId })
        .from(liveCollaborators)
        .where(
          and(
            eq(liveCollaborators.conversationId, conversationId),
            eq(liveCollaborators.userId, userId),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}

export type LiveRepository = ReturnType<typeof createLiveRepository>;

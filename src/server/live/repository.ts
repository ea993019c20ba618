import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Collaborator } from '../../contract/live.ts';
import type { Db } from '../db/client.ts';
import { conversationAgents, conversations, liveInvitations, users } from '../db/schema.ts';

const invitationColumns = {
  id: liveInvitations.id,
  email: liveInvitations.email,
  invitedAt: liveInvitations.invitedAt,
};

const toCollaborator = (row: { id: string; email: string; invitedAt: Date }): Collaborator => ({
  id: row.id,
  email: row.email,
  invitedAt: row.invitedAt.toISOString(),
});

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

    /** Revokes the code; the invitations were for that session and go with it. */
    async clearCode(conversationId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(conversations)
          .set({ liveCode: null })
          .where(eq(conversations.id, conversationId));
        await tx.delete(liveInvitations).where(eq(liveInvitations.conversationId, conversationId));
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

    /** The invitations, oldest first, as the owner typed them. */
    async listCollaborators(conversationId: string): Promise<Collaborator[]> {
      const rows = await db
        .select(invitationColumns)
        .from(liveInvitations)
        .where(eq(liveInvitations.conversationId, conversationId))
        .orderBy(asc(liveInvitations.invitedAt), asc(liveInvitations.email));
      return rows.map(toCollaborator);
    },

    /**
     * Invites `email` (or answers its invitation, when it has one already) unless the session
     * has `max` invitations; undefined when it is full. Nothing is read of users: the work is
     * the same whether the address has an account or not.
     */
    async invite(
      conversationId: string,
      email: string,
      max: number,
    ): Promise<Collaborator | undefined> {
      const invited = liveInvitations.conversationId;
      const [row] = await db
        .insert(liveInvitations)
        .select(
          db
            .select({
              id: sql`gen_random_uuid()`.as('id'),
              conversationId: sql`${conversationId}::uuid`.as('conversation_id'),
              email: sql`${email}`.as('email'),
              invitedAt: sql`now()`.as('invited_at'),
            })
            .from(sql`(select 1) as one`)
            .where(
              sql`(select count(*) from ${liveInvitations} where ${invited} = ${conversationId}) < ${max}`,
            ),
        )
        .onConflictDoUpdate({
          target: [liveInvitations.conversationId, liveInvitations.email],
          set: { email: sql`excluded.email` },
        })
        .returning(invitationColumns);
      if (row) return toCollaborator(row);
      const [existing] = await db
        .select(invitationColumns)
        .from(liveInvitations)
        .where(and(eq(invited, conversationId), eq(liveInvitations.email, email)))
        .limit(1);
      return existing && toCollaborator(existing);
    },

    async removeCollaborator(conversationId: string, invitationId: string): Promise<boolean> {
      const rows = await db
        .delete(liveInvitations)
        .where(
          and(
            eq(liveInvitations.conversationId, conversationId),
            eq(liveInvitations.id, invitationId),
          ),
        )
        .returning({ id: liveInvitations.id });
      return rows.length > 0;
    },

    /** The account with `email` (normalised), for a collaborator's seat (decision 039). */
    async accountIdByEmail(email: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row?.id;
    },

    /** The slots `userId` holds as a collaborator in the conversation, in speaking order. */
    async seatsOf(conversationId: string, userId: string): Promise<string[]> {
      const rows = await db
        .select({ slot: conversationAgents.slot })
        .from(conversationAgents)
        .where(
          and(
            eq(conversationAgents.conversationId, conversationId),
            eq(conversationAgents.seatUserId, userId),
          ),
        )
        .orderBy(asc(conversationAgents.position));
      return rows.map((row) => row.slot);
    },

    /** Whether `userId`'s account email has an invitation to the conversation's session. */
    async isCollaborator(conversationId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: liveInvitations.id })
        .from(liveInvitations)
        .innerJoin(users, eq(users.email, liveInvitations.email))
        .where(and(eq(liveInvitations.conversationId, conversationId), eq(users.id, userId)))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type LiveRepository = ReturnType<typeof createLiveRepository>;

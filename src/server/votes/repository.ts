import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  audienceVotes,
  audienceVotingOff,
  conversationAgents,
  conversations,
} from '../db/schema.ts';
import { isUniqueViolation } from '../models/repository.ts';

export type Poll = (typeof audienceVotes.$inferInsert)['poll'];
export type PollCount = { poll: Poll; choice: string; votes: number };

export function createVoteRepository(db: Db) {
  return {
    /** The live conversation behind a share code: its status and agents' slots. */
    async findByCode(code: string) {
      const [row] = await db
        .select({ id: conversations.id, status: conversations.status })
        .from(conversations)
        .where(and(eq(conversations.liveCode, code), isNotNull(conversations.liveCode)))
        .limit(1);
      if (!row) return undefined;
      const agents = await db
        .select({ slot: conversationAgents.slot })
        .from(conversationAgents)
        .where(eq(conversationAgents.conversationId, row.id));
      return { ...row, slots: agents.map((agent) => agent.slot) };
    },

    async findOwnerId(conversationId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ ownerId: conversations.ownerId })
        .from(conversations)
        .where(eq(conversations.id, conversationId))
        .limit(1);
      return row?.ownerId;
    },

    /** Records a vote; false when this voter already voted in this poll. */
    async insertVote(vote: typeof audienceVotes.$inferInsert): Promise<boolean> {
      try {
        await db.insert(audienceVotes).values(vote);
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** Votes per poll and choice, for each of `conversationIds`. */
    async counts(conversationIds: readonly string[]): Promise<Map<string, PollCount[]>> {
      const byConversation = new Map<string, PollCount[]>(conversationIds.map((id) => [id, []]));
      if (conversationIds.length === 0) return byConversation;
      const rows = await db
        .select({
          conversationId: audienceVotes.conversationId,
          poll: audienceVotes.poll,
          choice: audienceVotes.choice,
          votes: count(),
        })
        .from(audienceVotes)
        .where(inArray(audienceVotes.conversationId, [...conversationIds]))
        .groupBy(audienceVotes.conversationId, audienceVotes.poll, audienceVotes.choice);
      for (const { conversationId, ...row } of rows) byConversation.get(conversationId)!.push(row);
      return byConversation;
    },

    async votingEnabled(conversationId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: audienceVotingOff.conversationId })
        .from(audienceVotingOff)
        .where(eq(audienceVotingOff.conversationId, conversationId))
        .limit(1);
      return !row;
    },

    async setVoting(conversationId: string, enabled: boolean): Promise<void> {
      if (enabled) {
        await db
          .delete(audienceVotingOff)
          .where(eq(audienceVotingOff.conversationId, conversationId));
      } else {
        await db.insert(audienceVotingOff).values({ conversationId }).onConflictDoNothing();
      }
    },
  };
}

export type VoteRepository = ReturnType<typeof createVoteRepository>;

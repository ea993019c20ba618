import { and, countDistinct, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ModelClass } from '../../contract/models.ts';
import type { Db } from '../db/client.ts';
import {
  audienceVotes,
  conversationAgents,
  conversations,
  messages,
  usageEvents,
  verdicts,
} from '../db/schema.ts';

/** A timestamp's UTC date, as `YYYY-MM-DD`. */
const utcDate = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** How an agent's model is named in the API: a custom model as `custom-<id>` (views.ts). */
const agentModel = sql<string>`case when ${conversationAgents.customModelId} is null
  then ${conversationAgents.modelId} else 'custom-' || ${conversationAgents.customModelId} end`;

const count = sql<number>`count(*)`.mapWith(Number);

/**
 * The signed-in user's figures since a date (GET /api/analytics): every query is filtered by
 * the owner first, so nobody reads another's.
 */
export function createAnalyticsRepository(db: Db) {
  const ownDebatesSince = (userId: string, since: Date) =>
    and(eq(conversations.ownerId, userId), gte(conversations.createdAt, since));

  return {
    async debatesByDay(userId: string, since: Date) {
      const day = utcDate(conversations.createdAt);
      return db
        .select({ day, debates: count })
        .from(conversations)
        .where(ownDebatesSince(userId, since))
        .groupBy(day);
    },

    /** Messages written since, the opening lines and interventions included, notices not. */
    async messagesByDay(userId: string, since: Date) {
      const day = utcDate(messages.createdAt);
      return db
        .select({ day, messages: count })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(
          and(
            eq(conversations.ownerId, userId),
            gte(messages.createdAt, since),
            ne(messages.sender, 'system'),
          ),
        )
        .groupBy(day);
    },

    async tokensByDayClassModel(userId: string, since: Date) {
      const day = utcDate(usageEvents.createdAt);
      return db
        .select({
          day,
          modelClass: usageEvents.modelClass,
          model: usageEvents.modelId,
          tokens: sql<number>`coalesce(sum(${usageEvents.totalTokens}), 0)`.mapWith(Number),
        })
        .from(usageEvents)
        .where(and(eq(usageEvents.userId, userId), gte(usageEvents.createdAt, since)))
        .groupBy(day, usageEvents.modelClass, usageEvents.modelId) as Promise<
        { day: string; modelClass: ModelClass; model: string; tokens: number }[]
      >;
    },

    /** Per model: the user's debates since with it as an agent (not a person's seat), and their verdicts. */
    async modelDebates(userId: string, since: Date) {
      return db
        .select({
          model: agentModel,
          debates: countDistinct(conversations.id),
          verdicts: countDistinct(verdicts.id),
        })
        .from(conversationAgents)
        .innerJoin(conversations, eq(conversations.id, conversationAgents.conversationId))
        .leftJoin(verdicts, eq(verdicts.conversationId, conversations.id))
        .where(and(ownDebatesSince(userId, since), eq(conversationAgents.seat, 'model')))
        .groupBy(agentModel);
    },

    /**
     * The agents of each judged debate since, with its latest verdict's winner: the user's own
     * debates, or (`held`) the others' where the user holds a collaborator's seat (decision
     * 039). `mine`: the seat is the user's in person.
     */
    async latestOutcomes(userId: string, since: Date, which: 'owned' | 'held' = 'owned') {
      const debates =
        which === 'owned'
          ? ownDebatesSince(userId, since)
          : and(
              ne(conversations.ownerId, userId),
              gte(conversations.createdAt, since),
              inArray(
                conversations.id,
                db
                  .select({ id: conversationAgents.conversationId })
                  .from(conversationAgents)
                  .where(eq(conversationAgents.seatUserId, userId)),
              ),
            );
      const latest = db
        .selectDistinctOn([verdicts.conversationId], {
          conversationId: verdicts.conversationId,
          winner: verdicts.winner,
          ownerId: conversations.ownerId,
        })
        .from(verdicts)
        .innerJoin(conversations, eq(conversations.id, verdicts.conversationId))
        .where(debates)
        .orderBy(verdicts.conversationId, desc(verdicts.createdAt), desc(verdicts.id))
        .as('latest');
      const mine = sql<boolean>`(${conversationAgents.seatUserId} is not distinct from ${userId}::uuid
        or (${conversationAgents.seat} = 'owner' and ${latest.ownerId} = ${userId}::uuid))`;
      return db
        .select({
          conversationId: latest.conversationId,
          winner: latest.winner,
          slot: conversationAgents.slot,
          model: agentModel,
          seat: conversationAgents.seat,
          mine,
        })
        .from(latest)
        .innerJoin(conversationAgents, eq(conversationAgents.conversationId, latest.conversationId))
        .orderBy(latest.conversationId, conversationAgents.position);
    },

    /** People's Choice votes per debate since and agent slot (DESIGN D21). */
    async peoplesChoiceVotes(userId: string, since: Date) {
      return db
        .select({
          conversationId: audienceVotes.conversationId,
          slot: audienceVotes.choice,
          votes: count,
        })
        .from(audienceVotes)
        .innerJoin(conversations, eq(conversations.id, audienceVotes.conversationId))
        .where(and(ownDebatesSince(userId, since), eq(audienceVotes.poll, 'winner')))
        .groupBy(audienceVotes.conversationId, audienceVotes.choice);
    },

    async personaUses(userId: string, since: Date, limit: number) {
      return db
        .select({ personaId: sql<string>`${conversationAgents.personaId}`, uses: count })
        .from(conversationAgents)
        .innerJoin(conversations, eq(conversations.id, conversationAgents.conversationId))
        .where(and(ownDebatesSince(userId, since), isNotNull(conversationAgents.personaId)))
        .groupBy(conversationAgents.personaId)
        .orderBy(desc(count), conversationAgents.personaId)
        .limit(limit);
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { JudgeSettings } from '../../contract/verdicts.ts';
import type { Db } from '../db/client.ts';
import { conversations, judgeSettings, verdicts } from '../db/schema.ts';
import type { VerdictRow } from './views.ts';

export type NewVerdict = typeof verdicts.$inferInsert;

export function createVerdictRepository(db: Db) {
  return {
    async findOwnerId(conversationId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ ownerId: conversations.ownerId })
        .from(conversations)
        .where(eq(conversations.id, conversationId))
        .limit(1);
      return row?.ownerId;
    },

    async insertVerdict(verdict: NewVerdict): Promise<VerdictRow> {
      const [row] = await db.insert(verdicts).values(verdict).returning();
      return row!;
    },

    async countVerdicts(conversationId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(verdicts)
        .where(eq(verdicts.conversationId, conversationId));
      return row?.count ?? 0;
    },

    /** Every verdict of a conversation, oldest first (at most VERDICT_LIMITS.perConversation). */
    async allVerdicts(conversationId: string): Promise<VerdictRow[]> {
      return db
        .select()
        .from(verdicts)
        .where(eq(verdicts.conversationId, conversationId))
        .orderBy(asc(verdicts.createdAt), asc(verdicts.id));
    },

    /**
     * Up to `limit` verdicts, oldest first, after the verdict `afterId` of the same conversation
     * (compared in the database, at the stored timestamp's full precision); undefined when there
     * is no such verdict.
     */
    async pageOfVerdicts(
      conversationId: string,
      options: { afterId?: string | undefined; limit: number },
    ): Promise<VerdictRow[] | undefined> {
      const { afterId, limit } = options;
      if (afterId !== undefined) {
        const [known] = await db
          .select({ id: verdicts.id })
          .from(verdicts)
          .where(and(eq(verdicts.id, afterId), eq(verdicts.conversationId, conversationId)))
          .limit(1);
        if (!known) return undefined;
      }
      const after =
        afterId === undefined
          ? undefined
          : sql`(${verdicts.createdAt}, ${verdicts.id}) > (select v.created_at, v.id from ${verdicts} v where v.id = ${afterId})`;
      return db
        .select()
        .from(verdicts)
        .where(and(eq(verdicts.conversationId, conversationId), after))
        .orderBy(asc(verdicts.createdAt), asc(verdicts.id))
        .limit(limit);
    },

    async saveJudgeSettings(conversationId: string, settings: JudgeSettings): Promise<void> {
      await db
        .insert(judgeSettings)
        .values({ conversationId, ...settings })
        .onConflictDoUpdate({ target: judgeSettings.conversationId, set: settings });
    },

    async findJudgeSettings(conversationId: string): Promise<JudgeSettings | undefined> {
      const [row] = await db
        .select({
          panel: judgeSettings.panel,
          everyCheckpoint: judgeSettings.everyCheckpoint,
          stopAtConsensus: judgeSettings.stopAtConsensus,
        })
        .from(judgeSettings)
        .where(eq(judgeSettings.conversationId, conversationId))
        .limit(1);
      return row;
    },
  };
}

export type VerdictRepository = ReturnType<typeof createVerdictRepository>;

import { asc, eq } from 'drizzle-orm';
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

    /** Oldest first. */
    async listVerdicts(conversationId: string): Promise<VerdictRow[]> {
      return db
        .select()
        .from(verdicts)
        .where(eq(verdicts.conversationId, conversationId))
        .orderBy(asc(verdicts.createdAt), asc(verdicts.id));
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
          model: judgeSettings.model,
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

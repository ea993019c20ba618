import type { ModelClass } from '../../contract/models.ts';
import type { Db } from '../db/client.ts';
import { createUsageRepository } from './repository.ts';

/** SPEC §7/§9: the cost estimate is total tokens times 0.00001. */
export const COST_PER_TOKEN = 0.00001;

export type UsageEventInput = {
  userId: string;
  conversationId?: string | null;
  modelId: string;
  modelClass: ModelClass;
  promptTokens: number;
  completionTokens: number;
};

export function costOf(totalTokens: number): number {
  return totalTokens * COST_PER_TOKEN;
}

/** Records what providers reported for each call the server made (DESIGN D2). */
export function createUsageService(db: Db) {
  const repository = createUsageRepository(db);
  return {
    async record(event: UsageEventInput): Promise<void> {
      const promptTokens = Math.max(0, Math.round(event.promptTokens));
      const completionTokens = Math.max(0, Math.round(event.completionTokens));
      const totalTokens = promptTokens + completionTokens;
      await repository.insert({
        userId: event.userId,
        conversationId: event.conversationId ?? null,
        modelId: event.modelId,
        modelClass: event.modelClass,
        promptTokens,
        completionTokens,
        totalTokens,
        cost: costOf(totalTokens),
      });
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;

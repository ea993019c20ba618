import type { Db } from '../db/client.ts';
import { usageEvents } from '../db/schema.ts';

export type NewUsageEvent = typeof usageEvents.$inferInsert;

export function createUsageRepository(db: Db) {
  return {
    async insert(event: NewUsageEvent): Promise<void> {
      await db.insert(usageEvents).values(event);
    },
  };
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;

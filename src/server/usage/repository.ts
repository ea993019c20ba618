import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { ModelClass } from '../../contract/models.ts';
import type { Tier } from '../../contract/tiers.ts';
import type { Db } from '../db/client.ts';
import { usageCounters, usageEvents, users } from '../db/schema.ts';

export type NewUsageEvent = typeof usageEvents.$inferInsert;
export type CounterKey = { userId: string; modelClass: ModelClass; windowStart: Date };

type ClassSums = Array<{ modelClass: ModelClass; tokens: number; cost: number }>;

export function createUsageRepository(db: Db) {
  return {
    async findTier(userId: string): Promise<Tier | undefined> {
      const [row] = await db
        .select({ tier: users.subscriptionTier })
        .from(users)
        .where(eq(users.id, userId));
      return row?.tier ?? undefined;
    },

    /**
     * Reserves `tokens` in the window's counter if the counter still has room (used plus reserved
     * below `limit`), in one statement: the guard is evaluated on the row as locked, so concurrent
     * reservations queue on it and at most one can pass the limit, by at most its own estimate.
     */
    async reserve(key: CounterKey, tokens: number, limit: number): Promise<boolean> {
      const rows = await db
        .insert(usageCounters)
        .values({ ...key, usedTokens: 0, reservedTokens: tokens })
        .onConflictDoUpdate({
          target: [usageCounters.userId, usageCounters.modelClass, usageCounters.windowStart],
          set: { reservedTokens: sql`${usageCounters.reservedTokens} + excluded.reserved_tokens` },
          setWhere: sql`${usageCounters.usedTokens} + ${usageCounters.reservedTokens} < ${limit}`,
        })
        .returning({ used: usageCounters.usedTokens });
      return rows.length > 0;
    },

    /** Turns a reservation into real usage, with its usage event, in one transaction. */
    async settle(key: CounterKey | null, reserved: number, event: NewUsageEvent | null) {
      await db.transaction(async (tx) => {
        if (key) {
          await tx
            .insert(usageCounters)
            .values({ ...key, usedTokens: event?.totalTokens ?? 0, reservedTokens: 0 })
            .onConflictDoUpdate({
              target: [usageCounters.userId, usageCounters.modelClass, usageCounters.windowStart],
              set: {
                usedTokens: sql`${usageCounters.usedTokens} + excluded.used_tokens`,
                reservedTokens: sql`greatest(${usageCounters.reservedTokens} - ${reserved}, 0)`,
              },
            });
        }
        if (event) await tx.insert(usageEvents).values(event);
      });
    },

    /** used + reserved per class in one window. */
    async countersAt(userId: string, windowStart: Date): Promise<Map<ModelClass, number>> {
      const rows = await db
        .select({
          modelClass: usageCounters.modelClass,
          tokens:
            sql<number>`${usageCounters.usedTokens} + ${usageCounters.reservedTokens}`.mapWith(
              Number,
            ),
        })
        .from(usageCounters)
        .where(and(eq(usageCounters.userId, userId), eq(usageCounters.windowStart, windowStart)));
      return new Map(rows.map((row) => [row.modelClass, row.tokens]));
    },

    async sumsSince(userId: string, since: Date): Promise<ClassSums> {
      return db
        .select({
          modelClass: usageEvents.modelClass,
          tokens: sql<number>`coalesce(sum(${usageEvents.totalTokens}), 0)`.mapWith(Number),
          cost: sql<number>`coalesce(sum(${usageEvents.cost}), 0)`.mapWith(Number),
        })
        .from(usageEvents)
        .where(and(eq(usageEvents.userId, userId), gte(usageEvents.createdAt, since)))
        .groupBy(usageEvents.modelClass);
    },

    async eventsSince(userId: string, since: Date, limit: number) {
      return db
        .select()
        .from(usageEvents)
        .where(and(eq(usageEvents.userId, userId), gte(usageEvents.createdAt, since)))
        .orderBy(desc(usageEvents.createdAt), desc(usageEvents.id))
        .limit(limit);
    },

    /** Tokens used since `since` (a subscription period's usage). */
    async totalSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({
          tokens: sql<number>`coalesce(sum(${usageEvents.totalTokens}), 0)`.mapWith(Number),
        })
        .from(usageEvents)
        .where(and(eq(usageEvents.userId, userId), gte(usageEvents.createdAt, since)));
      return row?.tokens ?? 0;
    },
  };
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;

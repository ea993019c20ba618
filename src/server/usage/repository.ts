import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { ModelClass } from '../../contract/models.ts';
import type { Tier } from '../../contract/tiers.ts';
import type { Db } from '../db/client.ts';
import { usageCounters, usageEvents, usageLeases, users } from '../db/schema.ts';
import type { Counter } from './admission.ts';

export type NewUsageEvent = typeof usageEvents.$inferInsert;
export type CounterKey = { userId: string; modelClass: ModelClass; windowStart: Date };

/** A counter's key as one string. */
export const counterId = (key: CounterKey) =>
  `${key.userId} ${key.modelClass} ${key.windowStart.toISOString()}`;

type ClassSums = Array<{ modelClass: ModelClass; tokens: number; cost: number }>;

/**
 * What the meter writes behind its decisions (decision 033), one change of one counter: a call's
 * reservation (`reserve`), its settlement (`release` its reservation, `spent` what the provider
 * counted, with its usage `event`), or a slice given back (`returned`). A call of an unlimited
 * class has no counter: only its event is written.
 */
export type MeterWrite = {
  key: CounterKey | null;
  reserve?: number;
  release?: number;
  spent?: number;
  returned?: number;
  event?: NewUsageEvent | null;
};

/** A slice asked of a counter (see `usage_lease`, migration 0008). */
export type LeaseRequest = {
  key: CounterKey;
  limit: number;
  need: number;
  full: number;
  want: number;
};

/** What a lease request was granted, the counter's used tokens, and what was left to lease. */
export type LeaseAnswer = { granted: number; used: number; available: number };

/** A usage event as a row of the JSON the write statement reads. */
function eventRecord(event: NewUsageEvent) {
  return {
    user_id: event.userId,
    conversation_id: event.conversationId ?? null,
    model_id: event.modelId,
    model_class: event.modelClass,
    prompt_tokens: event.promptTokens ?? 0,
    completion_tokens: event.completionTokens ?? 0,
    total_tokens: event.totalTokens ?? 0,
    cost: event.cost ?? 0,
  };
}

const keyRecord = (key: CounterKey) => ({
  user_id: key.userId,
  model_class: key.modelClass,
  window_start: key.windowStart.toISOString(),
});

/** The writes' net change per counter (several calls of one user and class share one). */
function sumByCounter(writes: readonly MeterWrite[]) {
  const sums = new Map<
    string,
    ReturnType<typeof keyRecord> & { used: number; reserved: number; returned: number }
  >();
  for (const { key, reserve = 0, release = 0, spent = 0, returned = 0 } of writes) {
    if (!key) continue;
    const id = counterId(key);
    const sum = sums.get(id) ?? { ...keyRecord(key), used: 0, reserved: 0, returned: 0 };
    sum.used += spent;
    sum.reserved += reserve - release;
    sum.returned += returned;
    sums.set(id, sum);
  }
  return [...sums.values()];
}

/** Both drivers (PGlite's and node-postgres') answer a raw statement with its `rows`. */
async function rowsOf<Row>(db: Db, statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

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
     * Writes the meter's changes in one statement (`usage_write`, migration 0008): the events,
     * then each counter's used and reserved tokens, and `holder`'s slices (PostgreSQL; null on
     * PGlite, whose process holds no slices).
     */
    async write(holder: string | null, writes: readonly MeterWrite[]): Promise<void> {
      const events = writes.flatMap((item) => (item.event ? [eventRecord(item.event)] : []));
      const counters = sumByCounter(writes);
      if (events.length === 0 && counters.length === 0) return;
      await db.execute(
        sql`select usage_write(${holder}, ${JSON.stringify(counters)}::jsonb, ${JSON.stringify(events)}::jsonb)`,
      );
    },

    /** The used tokens of each counter (0 for one not created yet), in one statement. */
    async usedIn(keys: readonly CounterKey[]): Promise<number[]> {
      const rows = await rowsOf<{ i: number; used: string | number }>(
        db,
        sql`select v.i, coalesce(c.used_tokens, 0) as used
          from jsonb_to_recordset(${JSON.stringify(keys.map((key, i) => ({ i, ...keyRecord(key) })))}::jsonb)
            as v(i integer, user_id uuid, model_class text, window_start timestamptz)
          left join ${usageCounters} as c on c.user_id = v.user_id
            and c.model_class = v.model_class and c.window_start = v.window_start`,
      );
      const used = new Map(rows.map((row) => [row.i, Number(row.used)]));
      return keys.map((_, i) => used.get(i) ?? 0);
    },

    /**
     * PGlite, at start: its process is the only writer, so a reservation found in a counter is
     * of a call that died with an earlier run; each is released.
     */
    async releaseOrphanedReservations(): Promise<void> {
      await db
        .update(usageCounters)
        .set({ reservedTokens: 0 })
        .where(ne(usageCounters.reservedTokens, 0));
    },

    /**
     * Grants slices to `holder` (`usage_lease`, migration 0008): each request in order on its
     * counter locked, so the used tokens and the live slices together never pass the limit.
     */
    async lease(
      holder: string,
      ttlMs: number,
      requests: readonly LeaseRequest[],
    ): Promise<LeaseAnswer[]> {
      const records = requests.map(({ key, limit, need, full, want }, i) => ({
        i,
        ...keyRecord(key),
        quota: limit,
        need,
        full,
        want,
      }));
      const rows = await rowsOf<{
        i: number;
        granted: string | number;
        used: string | number;
        available: string | number;
      }>(
        db,
        sql`select * from usage_lease(${holder}, ${ttlMs}, ${JSON.stringify(records)}::jsonb)`,
      );
      const answers = new Map(
        rows.map((row) => [
          row.i,
          {
            granted: Number(row.granted),
            used: Number(row.used),
            available: Number(row.available),
          },
        ]),
      );
      return requests.map((_, i) => answers.get(i)!);
    },

    /** Keeps `holder`'s slices alive for `ttlMs` more; answers the counters it still holds. */
    async renewLeases(holder: string, ttlMs: number): Promise<CounterKey[]> {
      const rows = await db
        .update(usageLeases)
        .set({ expiresAt: sql`now() + ${ttlMs} * interval '1 millisecond'` })
        .where(eq(usageLeases.holder, holder))
        .returning({
          userId: usageLeases.userId,
          modelClass: usageLeases.modelClass,
          windowStart: usageLeases.windowStart,
        });
      return rows;
    },

    /** Used and reserved tokens per class in one window. */
    async countersAt(userId: string, windowStart: Date): Promise<Map<ModelClass, Counter>> {
      const rows = await db
        .select({
          modelClass: usageCounters.modelClass,
          used: usageCounters.usedTokens,
          reserved: usageCounters.reservedTokens,
        })
        .from(usageCounters)
        .where(and(eq(usageCounters.userId, userId), eq(usageCounters.windowStart, windowStart)));
      return new Map(
        rows.map((row) => [
          row.modelClass,
          { used: Number(row.used), reserved: Number(row.reserved) },
        ]),
      );
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

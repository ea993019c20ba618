import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { ModelClass } from '../../contract/models.ts';
import type { Tier } from '../../contract/tiers.ts';
import type { Db } from '../db/client.ts';
import { runScript } from '../db/script.ts';
import { usageCounters, usageEvents, users } from '../db/schema.ts';
import type { Counter, OutputAsk } from './admission.ts';

export type NewUsageEvent = typeof usageEvents.$inferInsert;
export type CounterKey = { userId: string; modelClass: ModelClass; windowStart: Date };

/** A call asking for output in a counter whose limit is `limit` (see `grantFor`). */
export type GrantRequest = { key: CounterKey; ask: OutputAsk; limit: number };

/** What a request was granted (0: refused), and its counter as it found it. */
export type GrantAnswer = { granted: number; counter: Counter };

type ClassSums = Array<{ modelClass: ModelClass; tokens: number; cost: number }>;

/** A call's real usage: its event, and the counter its reservation (`reserved`) was made in. */
export type Settlement = { key: CounterKey | null; reserved: number; event: NewUsageEvent | null };

/** A usage event as a row of the JSON the settlement statement reads. */
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

/** Used and released tokens per counter (several calls of one user and class share one). */
function sumByCounter(settlements: readonly Settlement[]) {
  const sums = new Map<
    string,
    {
      user_id: string;
      model_class: ModelClass;
      window_start: string;
      used: number;
      released: number;
    }
  >();
  for (const { key, reserved, event } of settlements) {
    if (!key) continue;
    const id = `${key.userId} ${key.modelClass} ${key.windowStart.toISOString()}`;
    const sum = sums.get(id) ?? {
      user_id: key.userId,
      model_class: key.modelClass,
      window_start: key.windowStart.toISOString(),
      used: 0,
      released: 0,
    };
    sum.used += event?.totalTokens ?? 0;
    sum.released += reserved;
    sums.set(id, sum);
  }
  return sums;
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
     * Grants the requests in one statement (`usage_grant`, migration 0006), each in order on its
     * counter locked: the rule of `grantFor`, so concurrent requests queue on the row and the
     * reservations never add up past the limit. A request's counter is created when it has none
     * (the caller has checked that an empty one would admit it). Answers, per request, the output
     * granted and the counter as it found it.
     */
    async grantAll(requests: readonly GrantRequest[]): Promise<GrantAnswer[]> {
      const records = requests.map(({ key, ask, limit }, i) => ({
        i,
        user_id: key.userId,
        model_class: key.modelClass,
        window_start: key.windowStart.toISOString(),
        prompt: ask.promptTokens,
        output: ask.outputTokens,
        minimum: ask.minimumOutputTokens,
        quota: limit,
      }));
      // Both drivers (PGlite's and node-postgres') answer a raw statement with its `rows`.
      const { rows } = (await db.execute(
        sql`select * from usage_grant(${JSON.stringify(records)}::jsonb)`,
      )) as unknown as {
        rows: {
          i: number;
          granted: string | number;
          used: string | number;
          reserved: string | number;
        }[];
      };
      const answers = new Map(
        rows.map((row) => [
          row.i,
          {
            granted: Number(row.granted),
            counter: { used: Number(row.used), reserved: Number(row.reserved) },
          },
        ]),
      );
      return requests.map((_, i) => answers.get(i)!);
    },

    /**
     * Turns reservations into real usage, with their usage events, in one transaction: one
     * statement for the events, one for the used tokens, one for the reservations released.
     */
    async settleAll(settlements: readonly Settlement[]): Promise<void> {
      const events = settlements.flatMap((item) => (item.event ? [item.event] : []));
      const counters = [...sumByCounter(settlements).values()];
      if (events.length === 0 && counters.length === 0) return;
      const rows = JSON.stringify(counters);
      await runScript(db, () => [
        ...(events.length > 0
          ? [
              sql`
          insert into ${usageEvents} (user_id, conversation_id, model_id, model_class,
            prompt_tokens, completion_tokens, total_tokens, cost)
          select * from jsonb_to_recordset(${JSON.stringify(events.map(eventRecord))}::jsonb)
            as v(user_id uuid, conversation_id uuid, model_id text, model_class text,
              prompt_tokens int, completion_tokens int, total_tokens int, cost real)`,
            ]
          : []),
        ...(counters.length > 0
          ? [
              sql`
          insert into ${usageCounters} (user_id, model_class, window_start, used_tokens, reserved_tokens)
          select v.user_id, v.model_class, v.window_start, v.used, 0
          from jsonb_to_recordset(${rows}::jsonb)
            as v(user_id uuid, model_class text, window_start timestamptz, used bigint)
          on conflict (user_id, model_class, window_start)
          do update set used_tokens = ${usageCounters}.used_tokens + excluded.used_tokens`,
              sql`
          update ${usageCounters} as c
          set reserved_tokens = greatest(c.reserved_tokens - v.released, 0)
          from jsonb_to_recordset(${rows}::jsonb)
            as v(user_id uuid, model_class text, window_start timestamptz, released bigint)
          where v.released > 0 and c.user_id = v.user_id and c.model_class = v.model_class
            and c.window_start = v.window_start`,
            ]
          : []),
      ]);
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

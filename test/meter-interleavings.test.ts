/**
 * Issue 29, item 1 (decision 033): the bound as a property over random interleavings of two
 * processes. Two usage services, each with its own meter (its own name on its slices), lease
 * slices of one account's allowance on one real database (PGlite in-process, or PostgreSQL with
 * TEST_DATABASE_URL) and admit calls from them; fast-check's scheduler releases the calls'
 * starts and their provider answers in random orders, so admissions, lease requests, top-ups and
 * settlements of the two interleave differently in every run.
 */
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_QUOTAS } from '../src/contract/usage.ts';
import { usageCounters, usageEvents, usageLeases, users } from '../src/server/db/schema.ts';
import { createUsageService, type UsageService } from '../src/server/usage/service.ts';
import { openTestDatabase } from './helpers/app.ts';

const LIMIT = 20_000;
const quotas = {
  ...PLAN_QUOTAS,
  explore: { ...PLAN_QUOTAS.explore, limits: { ...PLAN_QUOTAS.explore.limits, premium: LIMIT } },
};

let testDb: Awaited<ReturnType<typeof openTestDatabase>>;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await openTestDatabase();
});
afterAll(async () => {
  await testDb?.drop();
});

let accounts = 0;
async function newAccount(): Promise<string> {
  accounts += 1;
  const [user] = await db()
    .insert(users)
    .values({ email: `interleave-${accounts}@example.com`, name: 'I', passwordHash: 'x' })
    .returning({ id: users.id });
  return user!.id;
}

/** Two processes' meters on the one database: slices, as on PostgreSQL. */
const twoProcesses = () =>
  [0, 1].map(() => createUsageService(db(), { quotas, exclusive: false })) as [
    UsageService,
    UsageService,
  ];

async function counterOf(userId: string) {
  const [row] = await db()
    .select()
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.modelClass, 'premium')));
  return row ?? { usedTokens: 0, reservedTokens: 0 };
}

async function slicesOf(userId: string) {
  const [row] = await db()
    .select({
      tokens: sql<number>`coalesce(sum(${usageLeases.tokens}), 0)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(usageLeases)
    .where(eq(usageLeases.userId, userId));
  return row!;
}

async function eventTotal(userId: string) {
  const [row] = await db()
    .select({ total: sql<number>`coalesce(sum(${usageEvents.totalTokens}), 0)`.mapWith(Number) })
    .from(usageEvents)
    .where(eq(usageEvents.userId, userId));
  return row!.total;
}

/** A provider call: who makes it, what it asks, and what the provider will count. */
const callArbitrary = fc.record({
  process: fc.constantFrom(0, 1),
  promptTokens: fc.integer({ min: 0, max: 9_000 }),
  maxOutputTokens: fc.integer({ min: 1, max: 6_000 }),
  /** The share of the output granted that the reply uses. */
  replyShare: fc.double({ min: 0, max: 1, noNaN: true }),
  /** A provider that counts more than the estimate (decision 017's adversarial text). */
  overcount: fc.oneof(
    { weight: 4, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 400 }) },
  ),
  /** The call fails, or is stopped before any usage is reported. */
  fails: fc.boolean(),
});

describe('the one-output-cap bound across two processes (property)', () => {
  it('whatever the interleaving, the class ends within its limit (plus only what providers counted over the estimate)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(callArbitrary, { minLength: 1, maxLength: 30 }),
        async (scheduler, calls) => {
          const userId = await newAccount();
          const processes = twoProcesses();
          let overcounted = 0;
          const outcomes = calls.map(async (call) => {
            // The call starts, and later its provider answers, when the scheduler says.
            await scheduler.schedule(Promise.resolve(), `start ${call.process}`);
            const admission = await processes[call.process].admit({
              userId,
              modelId: 'gpt-4o',
              modelClass: 'premium',
              promptTokens: call.promptTokens,
              maxOutputTokens: call.maxOutputTokens,
            });
            if (!admission.allowed) return admission;
            expect(admission.maxOutputTokens).toBeLessThanOrEqual(call.maxOutputTokens);
            await scheduler.schedule(Promise.resolve(), `answer ${call.process}`);
            if (call.fails) {
              await admission.settle(null);
              return admission;
            }
            const completionTokens =
              Math.floor(admission.maxOutputTokens * call.replyShare) + call.overcount;
            overcounted += call.overcount;
            await admission.settle({ promptTokens: call.promptTokens, completionTokens });
            return admission;
          });
          await scheduler.waitFor(Promise.all(outcomes));
          const answers = await Promise.all(outcomes);

          // While both still hold their slices: the used tokens and the slices fit the limit
          // (less any overcount, which is spent past the slices).
          const before = await counterOf(userId);
          const slices = await slicesOf(userId);
          expect(before.usedTokens + slices.tokens).toBeLessThanOrEqual(LIMIT + overcounted);
          expect(before.usedTokens).toBeLessThanOrEqual(LIMIT + overcounted);

          await Promise.all(processes.map((process) => process.close()));
          const after = await counterOf(userId);
          expect(after.reservedTokens).toBe(0);
          expect(after.usedTokens).toBe(before.usedTokens);
          expect(await eventTotal(userId)).toBe(after.usedTokens);
          // Both gave their slices back at close.
          expect(await slicesOf(userId)).toEqual({ tokens: 0, count: 0 });
          // A class is called exceeded only by what was really used.
          for (const answer of answers) {
            if (!answer.allowed && answer.retryAfterSeconds === undefined) {
              expect(answer.message).not.toMatch(/Other requests/);
            }
          }
          if (answers.some((answer) => !answer.allowed && /exceeded/.test(answer.message))) {
            expect(after.usedTokens).toBeGreaterThan(LIMIT - 9_000 - 256);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 240_000);
});

describe('a slice its holder stopped renewing (decision 033)', () => {
  it('expires and returns whole, with the reservations of its calls in flight', async () => {
    const userId = await newAccount();
    const windowStart = new Date(Date.UTC(2026, 0, 1));
    const key = { userId, modelClass: 'premium' as const, windowStart };
    // What a process that died mid-call leaves: 12,000 leased, 5,000 of it in flight, renewed
    // for the last time a while ago.
    await db()
      .insert(usageCounters)
      .values({ ...key, usedTokens: 2_000, reservedTokens: 5_000 });
    await db()
      .insert(usageLeases)
      .values({
        ...key,
        holder: 'dead-process',
        tokens: 12_000,
        reserved: 5_000,
        expiresAt: new Date(Date.now() - 1000),
      });
    const now = () => new Date(windowStart.getTime() + 60_000);
    const survivor = createUsageService(db(), { quotas, exclusive: false, now });
    const admission = await survivor.admit({
      userId,
      modelId: 'gpt-4o',
      modelClass: 'premium',
      promptTokens: 1_000,
      maxOutputTokens: 17_000,
    });
    // All the limit leaves after what was really used: the dead slice is gone.
    expect(admission).toMatchObject({ allowed: true, maxOutputTokens: LIMIT - 2_000 - 1_000 });
    const leases = await db().select().from(usageLeases).where(eq(usageLeases.userId, userId));
    expect(leases.map((lease) => lease.holder)).not.toContain('dead-process');
    if (admission.allowed) await admission.settle(null);
    await survivor.close();
    // The dead calls' reservations were released with their slice.
    expect(await counterOf(userId)).toMatchObject({ usedTokens: 2_000, reservedTokens: 0 });
  });

  it('a live holder’s slice is left alone: the other gets what is left', async () => {
    const userId = await newAccount();
    const [holder, other] = twoProcesses();
    const call = { userId, modelId: 'gpt-4o', modelClass: 'premium' as const, promptTokens: 500 };
    const first = await holder.admit({ ...call, maxOutputTokens: 12_000 });
    expect(first).toMatchObject({ allowed: true, maxOutputTokens: 12_000 });
    const second = await other.admit({ ...call, maxOutputTokens: 12_000 });
    expect(second.allowed).toBe(true);
    expect(second.allowed && second.maxOutputTokens).toBeLessThanOrEqual(LIMIT - 12_500 - 500);
    // Nothing left: a third call waits for the first two (429), as it would in one process.
    const third = await other.admit({ ...call, maxOutputTokens: 4_000 });
    expect(third).toMatchObject({ allowed: false, retryAfterSeconds: 5 });
    for (const admission of [first, second]) if (admission.allowed) await admission.settle(null);
    await Promise.all([holder.close(), other.close()]);
    expect(await slicesOf(userId)).toEqual({ tokens: 0, count: 0 });
  });
});

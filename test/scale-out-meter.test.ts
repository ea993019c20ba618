import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_FLIGHT_RETRY_AFTER_SECONDS } from '../src/contract/usage.ts';
import { usageCounters, usageEvents, usageLeases } from '../src/server/db/schema.ts';
import { openTestDatabase, uniqueEmail } from './helpers/app.ts';
import {
  promptTokensOf,
  providerEnv,
  startFakeProviders,
  type FakeProviders,
} from './fake-providers/server.ts';
import { callJson, startServerProcess, type ServerProcess } from './helpers/server-process.ts';

/**
 * Issue 29 (decision 033) with real processes: two servers on one PostgreSQL database lease
 * slices of one account's allowance. Explore's ultra-premium class keeps SPEC §9's 20,000 a day.
 */
const ULTRA_LIMIT = 20_000;
const OPENAI_CAP = 4000;
const USAGE_LEASE_TTL_MS = 1500;

describe.skipIf(!process.env['TEST_DATABASE_URL'])('the meter across two processes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-meter-'));
  const servers: ServerProcess[] = [];
  let testDb: Awaited<ReturnType<typeof openTestDatabase>>;
  let fake: FakeProviders;
  let a: ServerProcess;
  let b: ServerProcess;

  const start = async () => {
    const server = await startServerProcess(dataDir, {
      ...providerEnv(fake.url),
      DATABASE_URL: testDb.database.pool!.options.connectionString!,
      USAGE_LEASE_TTL_MS: String(USAGE_LEASE_TTL_MS),
      PROVIDER_TIMEOUT_MS: '20000',
    });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    testDb = await openTestDatabase();
    fake = await startFakeProviders();
    [a, b] = await Promise.all([start(), start()]);
  }, 240_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    await fake?.close();
    await testDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signUp(): Promise<{ token: string; userId: string }> {
    const { token, user } = await callJson<{ token: string; user: { id: string } }>(
      `${a.url}/api/auth/signup`,
      {
        method: 'POST',
        body: JSON.stringify({ email: uniqueEmail('meter'), password: 'secret123', name: 'M' }),
      },
    );
    return { token, userId: user.id };
  }

  const chat = (server: ServerProcess, token: string, content: string) =>
    fetch(`${server.url}/api/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-5', messages: [{ role: 'user', content }] }),
    });

  async function counter(userId: string) {
    const [row] = await testDb.database.db
      .select()
      .from(usageCounters)
      .where(and(eq(usageCounters.userId, userId), eq(usageCounters.modelClass, 'ultra_premium')));
    return row ?? { usedTokens: 0, reservedTokens: 0 };
  }

  async function settled(userId: string) {
    await expect
      .poll(async () => (await counter(userId)).reservedTokens, { timeout: 20_000 })
      .toBe(0);
    return counter(userId);
  }

  it('50 concurrent chat requests of any prompt size, spread over both, end within the limit', async () => {
    const { token, userId } = await signUp();
    fake.reset();
    const sizes = Array.from({ length: 50 }, (_, i) => 2000 + ((i * 7919) % 98_000));
    const responses = await Promise.all(
      sizes.map((size, i) =>
        chat(i % 2 === 0 ? a : b, token, `${i} [fake:tokens=${OPENAI_CAP}] ${'y'.repeat(size)}`),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => [200, 402, 429].includes(status))).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    for (const response of responses.filter((r) => r.status === 429)) {
      expect(response.headers.get('retry-after')).toBe(String(IN_FLIGHT_RETRY_AFTER_SECONDS));
    }
    await Promise.all(responses.map((response) => response.body?.cancel()));
    const row = await settled(userId);
    expect(row.usedTokens).toBeLessThanOrEqual(ULTRA_LIMIT);
    // What was billed is what the provider counted, never past any output cap it was sent.
    const sent = fake.requests.filter((request) => request.body['model'] === 'gpt-5');
    const caps = sent.map((request) => request.body['max_tokens'] as number);
    expect(Math.max(...caps)).toBeLessThanOrEqual(OPENAI_CAP);
    const counted = sent.reduce((sum, request) => sum + promptTokensOf(request), 0);
    expect(row.usedTokens).toBe(counted + caps.reduce((sum, cap) => sum + cap, 0));
    const [events] = await testDb.database.db
      .select({ total: sql<number>`coalesce(sum(${usageEvents.totalTokens}), 0)`.mapWith(Number) })
      .from(usageEvents)
      .where(eq(usageEvents.userId, userId));
    expect(events!.total).toBe(row.usedTokens);
  }, 120_000);

  it('the slice of a process killed mid-call returns once its lease expires', async () => {
    const { token, userId } = await signUp();
    // Five slow calls on B reserve the whole allowance between them.
    const slow = Array.from({ length: 5 }, (_, i) =>
      chat(b, token, `Slowly ${i}. [fake:tokens=50] [fake:drip=2000]`).catch(() => null),
    );
    await expect
      .poll(async () => (await counter(userId)).reservedTokens, { timeout: 20_000, interval: 50 })
      .toBe(ULTRA_LIMIT);
    // A finds nothing left, though nothing was used: 429, try again in a few seconds.
    const refused = await chat(a, token, 'Now?');
    expect(refused.status).toBe(429);
    await refused.body?.cancel();

    b.child.kill('SIGKILL');
    await b.exited;
    const killedAt = Date.now();
    await Promise.all(slow);

    // Once B's slice is no longer renewed, it returns whole: A's call gets all it asks.
    let answer: Response;
    for (;;) {
      answer = await chat(a, token, 'Now? [fake:tokens=10]');
      if (answer.status !== 429) break;
      await answer.body?.cancel();
      expect(Date.now() - killedAt).toBeLessThan(USAGE_LEASE_TTL_MS * 2 + 10_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(answer.status).toBe(200);
    await answer.body?.cancel();
    const row = await settled(userId);
    // Only A's call was used; B's dead calls' reservations went with its slice.
    expect(row.usedTokens).toBeGreaterThan(0);
    expect(row.usedTokens).toBeLessThan(100);
    const holders = await testDb.database.db
      .select({ holder: usageLeases.holder })
      .from(usageLeases)
      .where(eq(usageLeases.userId, userId));
    expect(holders.length).toBeLessThanOrEqual(1);
  }, 120_000);
});

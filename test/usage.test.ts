import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import {
  ESTIMATED_TOKENS_PER_TURN,
  IN_FLIGHT_RETRY_AFTER_SECONDS,
  MIN_USEFUL_OUTPUT_TOKENS,
  PLAN_QUOTAS,
  USAGE_TEXT,
  type UsageStats,
} from '../src/contract/usage.ts';
import type { Database } from '../src/server/db/client.ts';
import { usageCounters, usageEvents } from '../src/server/db/schema.ts';
import { setTier, signUp, recordUsage } from './helpers/app.ts';
import { createDebate, debateBody, post, waitForDebate } from './helpers/conversations.ts';
import { providerEnv } from './fake-providers/server.ts';
import { useFakeProviders, useTestApp } from './helpers/use-test-app.ts';

type Auth = { authorization: string };

const ULTRA = 'gpt-5';
const ULTRA_LIMIT = PLAN_QUOTAS.explore.limits.ultra_premium;

const fake = useFakeProviders({ record: false });
const test = useTestApp(() => ({
  env: {
    ...providerEnv(fake.url),
    PROVIDER_TIMEOUT_MS: '5000',
    CONVERSATION_TURN_DELAY_MS: '5',
  },
}));

async function stats(auth: Auth): Promise<UsageStats> {
  const response = await test.app.inject({ method: 'GET', url: '/api/usage/stats', headers: auth });
  expect(response.statusCode).toBe(200);
  return response.json() as UsageStats;
}

/** Usage the server metered earlier today, as if from past turns. */
async function used(userId: string, modelId: string, totalTokens: number) {
  await recordUsage(test.app, {
    userId,
    modelId,
    modelClass: modelId === ULTRA ? 'ultra_premium' : 'free',
    promptTokens: totalTokens,
    completionTokens: 0,
  });
}

async function counter(userId: string) {
  const [row] = await test.database.db
    .select()
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.modelClass, 'ultra_premium')));
  return row!;
}

function chat(auth: Auth, model: string) {
  return test.app.inject({
    method: 'POST',
    url: '/api/chat/completions',
    headers: auth,
    payload: { provider: 'openai', model, messages: [{ role: 'user', content: 'Hello?' }] },
  });
}

describe('GET /api/usage/stats', () => {
  it('answers exactly SPEC §3’s fields, from what the server metered', async () => {
    const { auth } = await signUp(test.app);
    const fresh = await stats(auth);
    expect(Object.keys(fresh).sort()).toEqual(
      [
        'historicalData',
        'hourlyLimits',
        'planLimits',
        'remainingTokens',
        'todayUsage',
        'currentHourUsage',
        'totalCost',
        'totalTokens',
        'userPlan',
      ].sort(),
    );
    expect(fresh.userPlan).toBe('explore');
    expect(fresh.planLimits).toEqual(PLAN_QUOTAS.explore.limits);
    expect(fresh.remainingTokens).toEqual(PLAN_QUOTAS.explore.limits);
    expect(fresh.historicalData).toEqual([]);

    expect((await chat(auth, ULTRA)).statusCode).toBe(200);
    const after = await stats(auth);
    expect(after.historicalData).toHaveLength(1);
    const call = after.historicalData[0]!;
    expect(call).toMatchObject({ modelId: ULTRA, modelClass: 'ultra_premium' });
    expect(after.todayUsage.ultra_premium).toBe(call.totalTokens);
    expect(after.currentHourUsage.ultra_premium).toBe(call.totalTokens);
    expect(after.remainingTokens.ultra_premium).toBe(ULTRA_LIMIT - call.totalTokens);
    expect(after.totalTokens).toBe(call.totalTokens);
    expect(after.totalCost).toBeCloseTo(call.totalTokens * 0.00001, 10);
  });

  it('gives starter hourly limits and enterprise none', async () => {
    const { auth, user } = await signUp(test.app);
    await setTier(test, user.id, 'professional');
    const starter = await stats(auth);
    expect(starter.userPlan).toBe('professional');
    expect(starter.hourlyLimits.premium).toBe(50_000);
    expect(starter.planLimits.premium).toBe(1_200_000);
    await setTier(test, user.id, 'enterprise');
    expect(Object.values((await stats(auth)).remainingTokens)).toEqual([-1, -1, -1, -1]);
  });

  it('needs a session', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/usage/stats' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/usage/track (DESIGN D2)', () => {
  it('is answered but changes no meter', async () => {
    const { auth } = await signUp(test.app);
    const before = await stats(auth);
    const response = await post(test.app, auth, '/api/usage/track', {
      model_id: ULTRA,
      total_tokens: 1_000_000,
      cost: 10,
      modelId: 'unknown',
      modelName: 'Unknown Model',
      promptTokens: 700,
      completionTokens: 300,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, counted: false });
    expect(await stats(auth)).toEqual(before);
  });

  it('refuses nonsense with 400', async () => {
    const { auth } = await signUp(test.app);
    const response = await post(test.app, auth, '/api/usage/track', { total_tokens: -5 });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/usage/check', () => {
  it('says whether the model’s class has room, with SPEC §8’s text when not', async () => {
    const { auth, user } = await signUp(test.app);
    const ask = (modelId: string) =>
      post(test.app, auth, '/api/usage/check', {
        modelId,
        estimatedTokens: ESTIMATED_TOKENS_PER_TURN,
      });
    expect((await ask(ULTRA)).json()).toMatchObject({ allowed: true, reason: 'within_limit' });
    await used(user.id, ULTRA, ULTRA_LIMIT);
    expect((await ask(ULTRA)).json()).toEqual({
      allowed: false,
      reason: 'limit_exceeded',
      message: USAGE_TEXT.dailyLimitExceededText,
      modelClass: 'ultra_premium',
    });
    expect((await ask(OFFLINE_MODEL_ID)).json()).toMatchObject({
      allowed: true,
      reason: 'unlimited',
    });
  });

  it('answers what admission does with estimatedTokens (4000 when omitted): decision 028', async () => {
    const { auth, user } = await signUp(test.app);
    await used(user.id, ULTRA, ULTRA_LIMIT - 3000);
    const ask = (body: Record<string, unknown>) =>
      post(test.app, auth, '/api/usage/check', { modelId: ULTRA, ...body });
    // 3,000 left: a call asking the default estimate is admitted, granted what is left (issue 33).
    expect((await ask({})).json()).toMatchObject({ allowed: true, reason: 'within_limit' });
    // 200 left: less than a useful reply (256); a call asking no more than is left still fits.
    await used(user.id, ULTRA, 2800);
    expect((await ask({})).json()).toEqual({
      allowed: false,
      reason: 'would_exceed_limit',
      message: USAGE_TEXT.wouldExceedLimit('day', 'ultra_premium', ESTIMATED_TOKENS_PER_TURN, 200),
      modelClass: 'ultra_premium',
    });
    expect((await ask({ estimatedTokens: 201 })).json()).toMatchObject({
      allowed: false,
      reason: 'would_exceed_limit',
    });
    expect((await ask({ estimatedTokens: 200 })).json()).toMatchObject({
      allowed: true,
      reason: 'within_limit',
    });
    expect((await ask({ estimatedTokens: 0 })).json()).toMatchObject({ allowed: true });
    // Unlimited classes take any estimate.
    expect(
      (await ask({ modelId: OFFLINE_MODEL_ID, estimatedTokens: 10_000_000 })).json(),
    ).toMatchObject({ allowed: true, reason: 'unlimited' });
  });

  it('classifies custom-<id> by its base model, for its owner only', async () => {
    const owner = await signUp(test.app);
    const created = await post(test.app, owner.auth, '/api/models', {
      name: 'Ultra Analyst',
      baseModel: ULTRA,
      systemInstructions: 'You analyse.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const modelId = `custom-${(created.json() as { id: string }).id}`;
    const ask = (auth: Auth, id = modelId) =>
      post(test.app, auth, '/api/usage/check', { modelId: id, estimatedTokens: 4000 });

    expect((await ask(owner.auth)).json()).toMatchObject({
      allowed: true,
      reason: 'within_limit',
      modelClass: 'ultra_premium',
    });
    await used(owner.user.id, ULTRA, ULTRA_LIMIT);
    expect((await ask(owner.auth)).json()).toEqual({
      allowed: false,
      reason: 'limit_exceeded',
      message: USAGE_TEXT.dailyLimitExceededText,
      modelClass: 'ultra_premium',
    });

    // Another user's model, an unknown one and a malformed id name nothing.
    const stranger = await signUp(test.app);
    for (const id of [modelId, 'custom-00000000-0000-0000-0000-000000000000', 'custom-x']) {
      const response = await ask(stranger.auth, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it.each([{}, { modelId: '' }, { modelId: 'gpt-5', estimatedTokens: -1 }])(
    'refuses %j with 400',
    async (body) => {
      const { auth } = await signUp(test.app);
      expect((await post(test.app, auth, '/api/usage/check', body)).statusCode).toBe(400);
    },
  );
});

/**
 * Records the SQL of every statement sent to the database (PGlite's thread, or PostgreSQL's
 * pool) until `stop`, which answers it.
 */
function recordStatements(database: Database) {
  const client = (database.thread ?? database.pool!) as unknown as {
    query: (statement: string | { text: string }, ...rest: unknown[]) => unknown;
  };
  const spy = vi.spyOn(client, 'query');
  return {
    stop(): string[] {
      const sent = spy.mock.calls.map(([statement]) =>
        typeof statement === 'string' ? statement : statement.text,
      );
      spy.mockRestore();
      return sent;
    },
  };
}

describe('reserve then settle (DESIGN §5)', () => {
  it('admissions decide in memory: the plan and the window read once, what they reserve and spend written behind', async () => {
    const { user } = await signUp(test.app);
    await used(user.id, ULTRA, ULTRA_LIMIT - 5_000);
    test.app.services.usage.forgetPlan(user.id);
    const admit = (promptTokens: number, maxOutputTokens: number) =>
      test.app.services.usage.admit({
        userId: user.id,
        modelId: ULTRA,
        modelClass: 'ultra_premium',
        promptTokens,
        maxOutputTokens,
      });
    let statements = recordStatements(test.database);
    // In arrival order against 5,000 left: 4,000 reserved, then 2,000 of prompt no longer fits
    // (429: the first call holds the rest), then 500 does (as when each was decided alone).
    const admissions = await Promise.all([admit(1_000, 3_000), admit(2_000, 0), admit(500, 500)]);
    // Sent before the answers: one plan read, and on PostgreSQL one lease of a slice of the
    // window's allowance, which the three calls shared (on PGlite the window's counter was read
    // once already, when the usage above was recorded).
    let sent = statements.stop();
    expect(admissions.map((admission) => admission.allowed)).toEqual([true, false, true]);
    expect(admissions[1]).toMatchObject({ retryAfterSeconds: IN_FLIGHT_RETRY_AFTER_SECONDS });
    expect(sent.filter((statement) => statement.includes('"subscription_tier"'))).toHaveLength(1);
    const leases = sent.filter((statement) => statement.includes('usage_lease'));
    expect(leases).toHaveLength(test.database.kind === 'postgres' ? 1 : 0);
    expect(sent).toHaveLength(1 + leases.length);
    // The reservations reach the counter behind the answers.
    await expect.poll(async () => (await counter(user.id)).reservedTokens).toBe(5_000);
    for (const admission of admissions) if (admission.allowed) await admission.settle(null);
    expect((await counter(user.id)).reservedTokens).toBe(0);

    // Later calls of the window are answered before a single statement is sent; their
    // reservations and settlements go in a few group commits.
    statements = recordStatements(test.database);
    const later = await Promise.all(Array.from({ length: 20 }, () => admit(100, 100)));
    expect(statements.stop()).toEqual([]);
    expect(later.every((admission) => admission.allowed)).toBe(true);
    statements = recordStatements(test.database);
    await Promise.all(
      later.map((admission) =>
        admission.allowed ? admission.settle({ promptTokens: 100, completionTokens: 100 }) : null,
      ),
    );
    sent = statements.stop();
    expect(sent.filter((statement) => statement.includes('usage_write'))).not.toHaveLength(0);
    expect(sent.filter((statement) => statement.includes('usage_write')).length).toBeLessThan(5);
    expect(await counter(user.id)).toMatchObject({
      usedTokens: ULTRA_LIMIT - 5_000 + 20 * 200,
      reservedTokens: 0,
    });
  });

  it('50 concurrent turns at a user near the limit end within it', async () => {
    const { user } = await signUp(test.app);
    await used(user.id, ULTRA, ULTRA_LIMIT - 9_000);
    const gate = test.app.services.usage.turnGate;
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const admission = await gate({
          userId: user.id,
          conversationId: '00000000-0000-4000-8000-000000000000',
          modelId: ULTRA,
          modelClass: 'ultra_premium',
          promptTokens: 1_000,
          maxOutputTokens: 3_000,
        });
        if (!admission.allowed) return false;
        // A reply as long as the output granted: the worst case.
        await admission.settle({
          promptTokens: 1_000,
          completionTokens: admission.maxOutputTokens,
        });
        return true;
      }),
    );
    const row = await counter(user.id);
    expect(row.reservedTokens).toBe(0);
    // 9,000 left: two calls of 4,000, then 1,000 is no room for a prompt of 1,000 and a reply.
    expect(outcomes.filter(Boolean).length).toBe(2);
    expect(row.usedTokens).toBe(ULTRA_LIMIT - 1_000);
    const [events] = await test.database.db
      .select({ total: sql<number>`sum(${usageEvents.totalTokens})`.mapWith(Number) })
      .from(usageEvents)
      .where(eq(usageEvents.userId, user.id));
    expect(events!.total).toBe(row.usedTokens);
  });

  it('50 concurrent chat completions over HTTP end within the limit; the rest refused, saying why', async () => {
    const { auth, user } = await signUp(test.app);
    await used(user.id, ULTRA, ULTRA_LIMIT - 9_000);
    const responses = await Promise.all(Array.from({ length: 50 }, () => chat(auth, ULTRA)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => [200, 402, 429].includes(status))).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      const { error, code } = refused.json<{ error: string; code: string }>();
      if (refused.statusCode === 429) {
        // Others of its calls held what was left.
        expect(code).toBe('rate_limited');
        expect(error).toBe(USAGE_TEXT.requestsInFlight('day', 'ultra_premium'));
        expect(refused.headers['retry-after']).toBe(String(IN_FLIGHT_RETRY_AFTER_SECONDS));
        continue;
      }
      // At the limit, or just below it when the prompt no longer fits what is left.
      expect(code).toBe('quota_exceeded');
      if (error !== USAGE_TEXT.limitExceeded('day', 'ultra_premium')) {
        expect(error).toMatch(
          /^This needs about [\d,]+ tokens, but only [\d,]+ .* tokens are left/,
        );
      }
    }
    const row = await counter(user.id);
    expect(row.reservedTokens).toBe(0);
    expect(row.usedTokens).toBeLessThanOrEqual(ULTRA_LIMIT);
  });

  it('a failed call gives its reservation back', async () => {
    const { auth, user } = await signUp(test.app);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/chat/completions',
      headers: auth,
      payload: {
        provider: 'openai',
        model: ULTRA,
        messages: [{ role: 'user', content: 'fail please [fake:500]' }],
      },
    });
    expect(response.statusCode).toBe(502);
    expect(await counter(user.id)).toMatchObject({ usedTokens: 0, reservedTokens: 0 });
  });
});

describe('enforcement on conversations (SPEC §5, DESIGN D17)', () => {
  it('runs a free-class debate while over the premium limit, and refuses a premium one', async () => {
    const { auth, user } = await signUp(test.app);
    const premium = await createDebate(test.app, auth, debateBody({}, ULTRA));
    await post(test.app, auth, `/api/conversations/${premium.id}/stop`);
    await used(user.id, ULTRA, ULTRA_LIMIT);

    const free = await post(test.app, auth, '/api/conversations', debateBody());
    expect(free.statusCode).toBe(201);
    await post(test.app, auth, `/api/conversations/${free.json<{ id: string }>().id}/stop`);

    const refused = await post(test.app, auth, '/api/conversations', debateBody({}, ULTRA));
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'quota_exceeded' });
    for (const command of ['continue', 'skip']) {
      const response = await post(test.app, auth, `/api/conversations/${premium.id}/${command}`);
      expect(response.statusCode).toBe(402);
    }
    const intervene = await post(test.app, auth, `/api/conversations/${premium.id}/intervene`, {
      content: 'Carry on',
    });
    expect(intervene.statusCode).toBe(402);
    // Stopping is always allowed.
    expect((await post(test.app, auth, `/api/conversations/${premium.id}/stop`)).statusCode).toBe(
      200,
    );
  });

  it('a mixed debate with one over-limit model is refused; enterprise is never', async () => {
    const { auth, user } = await signUp(test.app);
    await used(user.id, ULTRA, ULTRA_LIMIT);
    const mixed = debateBody({
      agents: [
        { model: ULTRA, systemInstructions: 'For.' },
        { model: OFFLINE_MODEL_ID, systemInstructions: 'Against.' },
      ],
    });
    expect((await post(test.app, auth, '/api/conversations', mixed)).statusCode).toBe(402);
    await setTier(test, user.id, 'enterprise');
    const created = await post(test.app, auth, '/api/conversations', mixed);
    expect(created.statusCode).toBe(201);
    await post(test.app, auth, `/api/conversations/${created.json<{ id: string }>().id}/stop`);
  });
});

describe('per-turn quota inside a running debate', () => {
  it('a turn whose prompt needs more than is left pauses the debate, saying what it needs', async () => {
    const { auth, user } = await signUp(test.app);
    // Room for a useful reply, but not with a turn's prompt (about 40 tokens) too: the debate may
    // start, but no turn fits.
    const left = MIN_USEFUL_OUTPUT_TOKENS + 20;
    await used(user.id, ULTRA, ULTRA_LIMIT - left);
    const debate = await createDebate(test.app, auth, debateBody({}, ULTRA));
    const conversation = await waitForDebate(
      test.app,
      auth,
      debate.id,
      (found) => found.status === 'paused',
      20_000,
    );
    expect(conversation.messages.at(-1)).toMatchObject({
      sender: 'system',
      content: expect.stringMatching(
        new RegExp(
          `^This needs about [\\d,]+ tokens, but only ${left} ULTRA PREMIUM tokens are left in your daily limit\\.`,
        ),
      ),
    });
    const agentReplies = conversation.messages.filter((m) => m.sender.startsWith('model-'));
    expect(agentReplies).toHaveLength(1); // the opening line only
    expect(await counter(user.id)).toMatchObject({
      usedTokens: ULTRA_LIMIT - left,
      reservedTokens: 0,
    });
  });
});

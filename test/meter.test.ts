/**
 * Issue 20, items 1 and 2: the class billed comes from the catalog, and every provider call
 * reserves what it can really cost (decision 017). Against the fake providers, whose prompt
 * count is the prompt's characters ÷ 4, on PGlite (or PostgreSQL with TEST_DATABASE_URL).
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Conversation } from '../src/contract/conversations.ts';
import type { ModelClass } from '../src/contract/models.ts';
import { PROMPT_TEXT } from '../src/contract/texts.ts';
import {
  IN_FLIGHT_RETRY_AFTER_SECONDS,
  MIN_USEFUL_OUTPUT_TOKENS,
  USAGE_TEXT,
} from '../src/contract/usage.ts';
import {
  customModels,
  modelDocuments,
  usageCounters,
  usageEvents,
} from '../src/server/db/schema.ts';
import { signUp, recordUsage } from './helpers/app.ts';
import {
  createDebate,
  debateBody,
  post,
  waitForDebate,
  type Auth,
} from './helpers/conversations.ts';
import { promptTokensOf, providerEnv } from './fake-providers/server.ts';
import { useFakeProviders, useTestApp } from './helpers/use-test-app.ts';

/** Explore's ultra-premium class keeps SPEC §9's 20,000 a day; standard is lowered for debates. */
const ULTRA_LIMIT = 20_000;
const STANDARD_LIMIT = 60_000;
/** SPEC §9's output cap for OpenAI models: the most any call below is sent. */
const OPENAI_CAP = 4000;

const fake = useFakeProviders();
const test = useTestApp(() => ({
  env: {
    ...providerEnv(fake.url),
    USAGE_LIMITS: JSON.stringify({ explore: { standard: STANDARD_LIMIT } }),
    PROVIDER_TIMEOUT_MS: '20000',
    OFFLINE_MODEL_TOKENS_PER_SECOND: '0',
    CONVERSATION_TURN_DELAY_MS: '5',
  },
}));

beforeEach(() => fake.reset());

function chat(auth: Auth, payload: Record<string, unknown>) {
  return test.app.inject({ method: 'POST', url: '/api/chat/completions', headers: auth, payload });
}

const ask = (content: string) => [{ role: 'user', content }];

async function counter(userId: string, modelClass: ModelClass) {
  const [row] = await test.database.db
    .select()
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.modelClass, modelClass)));
  return row ?? { usedTokens: 0, reservedTokens: 0 };
}

async function eventTotal(userId: string): Promise<number> {
  const [row] = await test.database.db
    .select({ total: sql<number>`coalesce(sum(${usageEvents.totalTokens}), 0)`.mapWith(Number) })
    .from(usageEvents)
    .where(eq(usageEvents.userId, userId));
  return row!.total;
}

/** Waits until every reservation of the class is settled (settlements go in group commits). */
async function settled(userId: string, modelClass: ModelClass) {
  await expect
    .poll(async () => (await counter(userId, modelClass)).reservedTokens, { timeout: 20_000 })
    .toBe(0);
  return counter(userId, modelClass);
}

describe('the class billed comes from the catalog, never from the text of an id', () => {
  const forged = ['gemini-2.5-pro#free', 'gemini-2.5-pro:free', 'gpt-5-free', 'free/gpt-5'];

  it.each(forged)('POST /api/usage/check refuses %j with the ids that work', async (modelId) => {
    const { auth } = await signUp(test.app);
    const response = await post(test.app, auth, '/api/usage/check', { modelId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'bad_request',
      error: expect.stringMatching(
        new RegExp(`^Unknown model: ${modelId}\\. Models available now: .*gpt-5`),
      ),
    });
  });

  it.each(forged)('chat completions refuse %j and send nothing upstream', async (model) => {
    const { auth, user } = await signUp(test.app);
    for (const payload of [{ model }, { model, provider: 'google' }]) {
      const response = await chat(auth, { ...payload, messages: ask('Hello?') });
      expect(response.statusCode).toBe(400);
    }
    expect(fake.requests).toEqual([]);
    expect(await eventTotal(user.id)).toBe(0);
  });

  it.each(forged)('debates and custom models refuse %j', async (model) => {
    const { auth } = await signUp(test.app);
    const debate = await post(test.app, auth, '/api/conversations', debateBody({}, model));
    expect(debate.statusCode).toBe(400);
    const custom = await post(test.app, auth, '/api/models', {
      name: 'Forger',
      baseModel: model,
      systemInstructions: 'You argue.',
    });
    expect(custom.statusCode).toBe(400);
  });

  it('the offline provider takes only its own ids', async () => {
    const { auth, user } = await signUp(test.app);
    for (const model of ['gpt-5', 'gemini-2.5-pro', 'local/gpt-5', 'anything']) {
      const response = await chat(auth, { provider: 'local', model, messages: ask('Hello?') });
      expect(response.statusCode, model).toBe(400);
    }
    for (const model of ['parley-sparring-partner', 'local/parley-sparring-partner']) {
      const response = await chat(auth, { provider: 'local', model, messages: ask('Hello?') });
      expect(response.statusCode, model).toBe(200);
    }
    expect(fake.requests).toEqual([]);
    const [event] = await test.database.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.userId, user.id));
    expect(event).toMatchObject({ modelId: 'parley-sparring-partner', modelClass: 'free' });
  });

  it('sends the catalog’s id upstream and bills the entry’s class', async () => {
    const { auth, user } = await signUp(test.app);
    const response = await chat(auth, { model: 'gemini-2.5-pro', messages: ask('Hello?') });
    expect(response.statusCode).toBe(200);
    expect(fake.requests[0]!.path).toMatch(/\/models\/gemini-2\.5-pro:/);
    expect((await counter(user.id, 'premium')).usedTokens).toBeGreaterThan(0);
    const check = await post(test.app, auth, '/api/usage/check', { modelId: 'gemini-2.5-pro' });
    expect(check.json()).toMatchObject({ modelClass: 'premium', reason: 'within_limit' });
  });
});

describe('a call reserves what it can really cost', () => {
  it('a request of five 190,000-character messages is refused under a 20,000-token allowance', async () => {
    const { auth, user } = await signUp(test.app);
    const huge = Array.from({ length: 5 }, (_, i) => ({
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: `${i} ${'x'.repeat(190_000)}`,
    }));
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => chat(auth, { model: 'gpt-5', messages: huge })),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({
        code: 'quota_exceeded',
        error: expect.stringMatching(/^This needs about [\d,]+ tokens, but only 20,000 ULTRA/),
      });
    }
    expect(fake.requests).toEqual([]);
    expect(await counter(user.id, 'ultra_premium')).toMatchObject({
      usedTokens: 0,
      reservedTokens: 0,
    });
  });

  it('50 concurrent chat requests of any prompt size end within the limit', async () => {
    const { auth, user } = await signUp(test.app);
    // Prompts from 2,000 to 100,000 characters, each answered with a reply as long as the cap.
    const sizes = Array.from({ length: 50 }, (_, i) => 2000 + ((i * 7919) % 98_000));
    const responses = await Promise.all(
      sizes.map((size, i) =>
        chat(auth, {
          model: 'gpt-5',
          messages: ask(`${i} [fake:tokens=${OPENAI_CAP}] ${'y'.repeat(size)}`),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => [200, 402, 429].includes(status))).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    const row = await settled(user.id, 'ultra_premium');
    expect(row.usedTokens).toBeLessThanOrEqual(ULTRA_LIMIT);
    expect(await eventTotal(user.id)).toBe(row.usedTokens);
    // What was billed is what the provider counted: each prompt, and a reply as long as the
    // output cap it was sent, never more than the model's.
    const caps = fake.requests.map((request) => request.body['max_tokens'] as number);
    expect(Math.max(...caps)).toBeLessThanOrEqual(OPENAI_CAP);
    const sent = fake.requests.reduce((sum, request) => sum + promptTokensOf(request), 0);
    expect(row.usedTokens).toBe(sent + caps.reduce((sum, cap) => sum + cap, 0));
  });

  it('a prompt its model’s context window cannot hold is refused with 400, never sent', async () => {
    const { auth, user } = await signUp(test.app);
    const response = await chat(auth, { model: 'gpt-4', messages: ask('z'.repeat(40_000)) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/8,192-token context window of gpt-4/);
    expect(fake.requests).toEqual([]);
    expect(await counter(user.id, 'standard')).toMatchObject({ usedTokens: 0, reservedTokens: 0 });
    // An output cap past the model's is cut to it, so the prompt still fits with the reply.
    const capped = await chat(auth, {
      model: 'gpt-4',
      max_tokens: 8192,
      messages: ask('Hello?'),
    });
    expect(capped.statusCode, capped.body).toBe(200);
    expect(fake.requests.map((request) => request.body['max_tokens'])).toEqual([OPENAI_CAP]);
  });
});

describe('the output cap is bounded by the model and by the allowance (issue 27)', () => {
  it('a gpt-5 call asking for 32,000 tokens on explore is cut to the cap, and stays within the limit', async () => {
    const { auth, user } = await signUp(test.app);
    const response = await chat(auth, {
      model: 'gpt-5',
      max_tokens: 32_000,
      messages: ask('Write at length. [fake:tokens=32000]'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.requests.map((request) => request.body['max_tokens'])).toEqual([OPENAI_CAP]);
    const row = await settled(user.id, 'ultra_premium');
    expect(row.usedTokens).toBe(response.json().usage.total_tokens);
    expect(row.usedTokens).toBeLessThanOrEqual(OPENAI_CAP + 50);
  });

  it('near the limit a call is sent only what the class has left, and below a useful minimum is refused', async () => {
    const { auth, user } = await signUp(test.app);
    await recordUsage(test.app, {
      userId: user.id,
      modelId: 'gpt-5',
      modelClass: 'ultra_premium',
      promptTokens: ULTRA_LIMIT - 1500,
      completionTokens: 0,
    });
    const response = await chat(auth, {
      model: 'gpt-5',
      max_tokens: 32_000,
      messages: ask('Write at length. [fake:tokens=32000]'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const sentCap = fake.requests[0]!.body['max_tokens'] as number;
    expect(sentCap).toBeGreaterThanOrEqual(MIN_USEFUL_OUTPUT_TOKENS);
    expect(sentCap).toBeLessThan(1500);
    const row = await settled(user.id, 'ultra_premium');
    expect(row.usedTokens).toBeLessThanOrEqual(ULTRA_LIMIT);
    expect(row.usedTokens).toBeGreaterThan(ULTRA_LIMIT - MIN_USEFUL_OUTPUT_TOKENS);
    // Less than a useful reply is left: SPEC §8's limit text, nothing sent.
    const refused = await chat(auth, { model: 'gpt-5', messages: ask('And more?') });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      error: USAGE_TEXT.dailyLimitExceededText,
      code: 'quota_exceeded',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('refused only because its other calls are in flight: 429, Retry-After, and says so', async () => {
    const { auth, user } = await signUp(test.app);
    // Five slow calls of about 20 prompt tokens each reserve the 20,000 between them, then
    // spend a few tokens each.
    const slow = Array.from({ length: 5 }, (_, i) =>
      chat(auth, {
        model: 'gpt-5',
        messages: ask(`Slowly ${i}. [fake:tokens=3] [fake:drip=400]`),
      }),
    );
    await expect.poll(() => fake.requests.length, { timeout: 20_000, interval: 20 }).toBe(5);
    // Reservations are written behind (on PGlite, with the next write or RESERVATION_WRITE_DELAY_MS
    // later): the database's copy follows.
    await expect
      .poll(async () => (await counter(user.id, 'ultra_premium')).reservedTokens)
      .toBe(ULTRA_LIMIT);
    expect((await counter(user.id, 'ultra_premium')).usedTokens).toBe(0);

    const refused = await chat(auth, { model: 'gpt-5', messages: ask('Now?') });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(IN_FLIGHT_RETRY_AFTER_SECONDS));
    expect(refused.json()).toEqual({
      error: USAGE_TEXT.requestsInFlight('day', 'ultra_premium'),
      code: 'rate_limited',
    });
    expect(refused.json().error).toMatch(/Other requests on your account are still running/);
    // Nor is the class called exceeded anywhere else: the usage check, a debate's start.
    const check = await post(test.app, auth, '/api/usage/check', { modelId: 'gpt-5' });
    expect(check.json()).toMatchObject({ allowed: false, reason: 'would_exceed_limit' });
    const start = await post(test.app, auth, '/api/conversations', debateBody({}, 'gpt-5'));
    expect(start.statusCode, start.body).toBe(201);
    await post(test.app, auth, `/api/conversations/${start.json<{ id: string }>().id}/stop`);

    for (const response of await Promise.all(slow)) expect(response.statusCode).toBe(200);
    const row = await settled(user.id, 'ultra_premium');
    // Really used: a small fraction of the limit.
    expect(row.usedTokens).toBeLessThan(ULTRA_LIMIT / 100);
    const again = await chat(auth, { model: 'gpt-5', messages: ask('Now?') });
    expect(again.statusCode).toBe(200);
  }, 60_000);
});

/** Three documents of about `characters` each, stored as uploads leave them. */
async function customModelWithDocuments(userId: string, baseModel: string, characters: number) {
  const [model] = await test.database.db
    .insert(customModels)
    .values({ ownerId: userId, name: 'Archivist', baseModel, systemInstructions: 'You argue.' })
    .returning();
  const paragraph = (topic: string, i: number) =>
    `${topic} report, paragraph ${i}: the committee reviewed ridership, fares and road ` +
    `safety figures for ${topic.toLowerCase()} and found them broadly unchanged since ${1990 + (i % 30)}.`;
  for (const topic of ['Transit', 'Housing', 'Safety']) {
    const paragraphs: string[] = [];
    for (let i = 0, length = 0; length < characters; i += 1) {
      paragraphs.push(paragraph(topic, i));
      length += paragraphs.at(-1)!.length + 2;
    }
    const content = paragraphs.join('\n\n');
    await test.database.db.insert(modelDocuments).values({
      modelId: model!.id,
      originalName: `${topic.toLowerCase()}.pdf`,
      mime: 'application/pdf',
      size: content.length,
      content,
    });
  }
  return `custom-${model!.id}`;
}

/** Debates on `model` for both agents, replies as long as `replyTokens`. */
function debateOn(model: string, replyTokens: number, tag: string) {
  return debateBody({
    openingLine: `${tag}: should cities ban cars from their centres? [fake:tokens=${replyTokens}]`,
    agents: [
      { model, systemInstructions: 'You argue for the ban.' },
      { model, systemInstructions: 'You argue against the ban.' },
    ],
  });
}

const isPaused = (conversation: Conversation) => conversation.status === 'paused';

const sentFor = (tag: string) =>
  fake.requests.filter((request) => JSON.stringify(request.body).includes(tag));

describe('custom models’ documents fit the window', () => {
  it('a chat with a custom model sends the passages that fit, and bills its base model', async () => {
    const { auth, user } = await signUp(test.app);
    const model = await customModelWithDocuments(user.id, 'gpt-3.5-turbo', 300_000);
    const response = await chat(auth, {
      model,
      messages: ask('What did the Safety report find about fares in 2004?'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [request] = fake.requests;
    expect(request!.body['model']).toBe('gpt-3.5-turbo');
    expect(promptTokensOf(request!)).toBeLessThanOrEqual(16_385 - OPENAI_CAP);
    const text = JSON.stringify(request!.body);
    expect(text).toContain('--- Document: safety.pdf ---');
    expect(text).toMatch(/Only the \d+ of \d+ passages of these documents/);
    expect(text).toMatch(/Safety report, paragraph \d+: [^"]*since 2004/);
    const row = await settled(user.id, 'standard');
    expect(row.usedTokens).toBe(response.json().usage.total_tokens);
  });
});

describe('debate turns reserve what they can really cost', () => {
  it('several debates on a custom model with large documents end within the limit', async () => {
    const { auth, user } = await signUp(test.app);
    // gpt-3.5-turbo (standard): a 16,385-token window, so each turn sends up to ~12,000 tokens.
    const model = await customModelWithDocuments(user.id, 'gpt-3.5-turbo', 300_000);
    const debates = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createDebate(test.app, auth, debateOn(model, 1000, `parallel-${i}`)),
      ),
    );
    const paused = await Promise.all(
      debates.map((debate) => waitForDebate(test.app, auth, debate.id, isPaused, 60_000)),
    );
    for (const conversation of paused) {
      expect(conversation.messages.at(-1)).toMatchObject({ sender: 'system' });
      expect(conversation.messages.at(-1)!.content).toMatch(/Upgrade your plan/);
    }
    const row = await settled(user.id, 'standard');
    expect(row.usedTokens).toBeGreaterThan(STANDARD_LIMIT / 2);
    expect(row.usedTokens).toBeLessThanOrEqual(STANDARD_LIMIT);
    expect(await eventTotal(user.id)).toBe(row.usedTokens);
    // Every turn sent fitted its window, with the most relevant passages and the note.
    const sent = debates.flatMap((_, i) => sentFor(`parallel-${i}`));
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) {
      expect(promptTokensOf(request)).toBeLessThanOrEqual(16_385 - OPENAI_CAP);
      const text = JSON.stringify(request.body);
      expect(text).toContain('--- Document: transit.pdf ---');
      expect(text).toMatch(/Only the \d+ of \d+ passages of these documents/);
    }
  }, 120_000);

  it('a long debate keeps its opening line and the latest turns in a small window', async () => {
    const { auth } = await signUp(test.app);
    const debate = await createDebate(test.app, auth, debateOn('gpt-4', 1200, 'window-tag'));
    await expect
      .poll(() => sentFor('window-tag').length, { timeout: 30_000, interval: 50 })
      .toBeGreaterThanOrEqual(6);
    await post(test.app, auth, `/api/conversations/${debate.id}/stop`);
    const sent = sentFor('window-tag');
    for (const request of sent) {
      expect(promptTokensOf(request)).toBeLessThanOrEqual(8192 - OPENAI_CAP);
      expect(JSON.stringify(request.body)).toContain('should cities ban cars from their centres?');
    }
    const late = JSON.stringify(sent.at(-1)!.body);
    const omitted = Number(/\[(\d+) earlier messages? omitted/.exec(late)?.[1]);
    expect(omitted).toBeGreaterThan(0);
    expect(late).toContain(PROMPT_TEXT.earlierMessagesOmitted(omitted));
  }, 60_000);
});

describe('per-turn refusal text', () => {
  it('a turn whose class is over the limit pauses the debate with SPEC §8’s text', async () => {
    const { auth, user } = await signUp(test.app);
    await recordUsage(test.app, {
      userId: user.id,
      modelId: 'gpt-5',
      modelClass: 'ultra_premium',
      promptTokens: ULTRA_LIMIT - 2000,
      completionTokens: 0,
    });
    // The first turn fits, and is sent only what the class has left (it would write 3,000
    // tokens): the class is then at its limit, and the next is refused.
    const debate = await createDebate(test.app, auth, debateOn('gpt-5', 3000, 'over-tag'));
    const conversation = await waitForDebate(test.app, auth, debate.id, isPaused, 30_000);
    expect(conversation.messages.at(-1)).toMatchObject({
      sender: 'system',
      content: USAGE_TEXT.dailyLimitExceededText,
    });
    const [first] = sentFor('over-tag');
    expect(first!.body['max_tokens']).toBeLessThan(2000);
    expect(sentFor('over-tag')).toHaveLength(1);
    const row = await settled(user.id, 'ultra_premium');
    expect(row.usedTokens).toBeGreaterThan(ULTRA_LIMIT - MIN_USEFUL_OUTPUT_TOKENS);
    expect(row.usedTokens).toBeLessThanOrEqual(ULTRA_LIMIT);
  }, 60_000);
});

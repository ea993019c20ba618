import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OFFLINE_MODEL_ID, providersResponseSchema } from '../src/contract/models.ts';
import { PERSONAS } from '../src/contract/personas.ts';
import { AUTH_TEXT, CHAT_TEXT } from '../src/contract/texts.ts';
import { usageEvents } from '../src/server/db/schema.ts';
import { buildTestApp, signUp, type TestApp } from './helpers/app.ts';
import {
  DEFAULT_REPLY,
  promptTokensOf,
  providerEnv,
  startFakeProviders,
  type FakeProviders,
} from './fake-providers/server.ts';

type Auth = { authorization: string };

/** Reads an SSE body into its data payloads. */
function dataLines(body: string): string[] {
  return body
    .split('\n\n')
    .filter((frame) => frame.startsWith('data: '))
    .map((frame) => frame.slice('data: '.length));
}

describe('with every provider pointed at the fake server', () => {
  let fake: FakeProviders;
  let test: TestApp;
  let auth: Auth;
  let userId: string;

  beforeAll(async () => {
    fake = await startFakeProviders();
    test = await buildTestApp({
      env: { ...providerEnv(fake.url), PROVIDER_TIMEOUT_MS: '2000' },
      listen: true,
    });
    const user = await signUp(test.app);
    auth = user.auth;
    userId = user.user.id;
  });
  afterAll(async () => {
    await test.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const complete = (payload: Record<string, unknown>, headers: Record<string, string> = auth) =>
    test.app.inject({ method: 'POST', url: '/api/chat/completions', headers, payload });

  it('answers in SPEC §7 shape and records a usage event', async () => {
    const response = await complete({
      provider: 'anthropic',
      model: 'claude-3-5-sonnet-20241022',
      messages: [
        { role: 'system', content: 'You are a judge.' },
        { role: 'user', content: 'Rule on this.' },
      ],
      temperature: 0.3,
      max_tokens: 123,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.choices[0].message.content).toBe(DEFAULT_REPLY);
    expect(body.choices[0].finish_reason).toBe('stop');
    expect(body.usage.prompt_tokens).toBe(promptTokensOf(fake.requests[0]!));
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);

    const sent = fake.requests[0]!.body;
    expect(sent).toMatchObject({ temperature: 0.3, max_tokens: 123 });
    expect(JSON.stringify(sent['system'])).toContain('You are a judge.');

    const events = await test.database.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.userId, userId));
    const event = events.find((e) => e.modelId === 'claude-3-5-sonnet-20241022')!;
    expect(event).toMatchObject({
      modelClass: 'premium',
      promptTokens: body.usage.prompt_tokens,
      totalTokens: body.usage.total_tokens,
    });
    expect(event.cost).toBeCloseTo(body.usage.total_tokens * 0.00001);
  });

  it("falls back to 'No response generated' on empty content", async () => {
    const response = await complete({
      provider: 'openai',
      model: 'gpt-4o',
      messages: [{ role: 'user', content: '[fake:empty]' }],
    });
    expect(response.json().choices[0].message.content).toBe(CHAT_TEXT.noResponse);
  });

  it('streams OpenAI-style SSE chunks, a usage chunk and [DONE]', async () => {
    const response = await fetch(`${test.url}/api/chat/completions`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: 'google',
        model: 'gemini-2.5-flash',
        messages: [{ role: 'user', content: 'Stream please' }],
        stream: true,
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const lines = dataLines(await response.text());
    expect(lines.at(-1)).toBe('[DONE]');
    const chunks = lines.slice(0, -1).map((line) => JSON.parse(line));
    const text = chunks.map((c) => c.choices?.[0]?.delta?.content ?? '').join('');
    expect(text).toBe(DEFAULT_REPLY);
    const last = chunks.at(-1);
    expect(last.usage.prompt_tokens).toBe(promptTokensOf(fake.requests[0]!));
    expect(last.choices[0].finish_reason).toBe('stop');
  });

  it.each([
    ['openrouter', 'openai/gpt-4o', '[fake:429-free]', 429, CHAT_TEXT.openRouterFreeRateLimit],
    ['openrouter', 'openai/gpt-4o', '[fake:429]', 429, CHAT_TEXT.openRouterRateLimit],
    ['openrouter', 'openai/gpt-4o', '[fake:400-model]', 502, CHAT_TEXT.openRouterModelUnavailable],
    ['openrouter', 'openai/gpt-4o', '[fake:400]', 502, CHAT_TEXT.openRouterInvalidRequest],
    ['openrouter', 'openai/gpt-4o', '[fake:401]', 502, CHAT_TEXT.openRouterAuth],
    ['openrouter', 'openai/gpt-4o', '[fake:500]', 502, 'Upstream exploded'],
    // Issue 33: an answer with no message of its own gets SPEC's general text, not the raw body.
    ['openrouter', 'openai/gpt-4o', '[fake:raw=html]', 502, CHAT_TEXT.failedToGenerate],
    ['openrouter', 'openai/gpt-4o', '[fake:raw=text]', 502, CHAT_TEXT.failedToGenerate],
    ['openrouter', 'openai/gpt-4o', '[fake:raw=empty-json]', 502, CHAT_TEXT.failedToGenerate],
    ['openai', 'gpt-4o', '[fake:500]', 502, CHAT_TEXT.openaiFailed],
    ['xai', 'grok-3', '[fake:400]', 502, 'XAI API error: Invalid parameter: temperature'],
    [
      'deepseek',
      'deepseek-chat',
      '[fake:401]',
      502,
      'Deepseek API error: 401 - Incorrect API key provided',
    ],
    ['deepseek', 'deepseek-chat', '[fake:empty]', 502, CHAT_TEXT.deepseekNoResponse],
    ['groq', 'llama-3.1-8b-instant', '[fake:500]', 502, 'Backend API error: Upstream exploded'],
  ])('%s %s %s answers %d with the SPEC text', async (provider, model, magic, status, error) => {
    for (const stream of [false, true]) {
      const response = await complete({
        provider,
        model,
        messages: [{ role: 'user', content: magic }],
        stream,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toBe(error);
    }
  });

  it('times out a hung provider with 504 and closes the upstream connection', async () => {
    const response = await complete({
      provider: 'openai',
      model: 'gpt-4o',
      messages: [{ role: 'user', content: '[fake:hang]' }],
    });
    expect(response.statusCode).toBe(504);
    // SPEC §8: the OpenAI path's failures all read so.
    expect(response.json().error).toBe(CHAT_TEXT.openaiFailed);
    await fake.requests[0]!.closed;
    expect(fake.requests[0]!.closedByClient()).toBe(true);
  });

  it('reports a stream cut mid-way as an error event after the partial text', async () => {
    const response = await fetch(`${test.url}/api/chat/completions`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: 'openai',
        model: 'gpt-4o',
        messages: [{ role: 'user', content: '[fake:cut] [fake:tokens=20]' }],
        stream: true,
      }),
    });
    const lines = dataLines(await response.text());
    const error = JSON.parse(lines.at(-2)!);
    expect(error.error.message).toBe(CHAT_TEXT.openaiFailed);
    expect(lines.at(-1)).toBe('[DONE]');
  });

  it('stops the provider call when the streaming client disconnects', async () => {
    const controller = new AbortController();
    const response = await fetch(`${test.url}/api/chat/completions`, {
      method: 'POST',
      signal: controller.signal,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: 'openai',
        model: 'gpt-4o',
        messages: [{ role: 'user', content: '[fake:tokens=500] [fake:drip=10]' }],
        stream: true,
      }),
    });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await fake.requests[0]!.closed;
    expect(fake.requests[0]!.closedByClient()).toBe(true);
  });

  it('lists every provider as available when keys are set', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/models/providers' });
    const body = providersResponseSchema.parse(response.json());
    expect(body.providers.every((p) => p.available)).toBe(true);
  });
});

describe('with no provider keys (offline)', () => {
  let test: TestApp;
  let auth: Auth;

  beforeAll(async () => {
    test = await buildTestApp({ env: { OFFLINE_MODEL_TOKENS_PER_SECOND: '0' } });
    auth = (await signUp(test.app)).auth;
  });
  afterAll(() => test.close());

  const complete = (payload: unknown, headers: Record<string, string> = auth) =>
    test.app.inject({
      method: 'POST',
      url: '/api/chat/completions',
      headers,
      payload: payload as Record<string, unknown>,
    });

  it('answers with the offline model', async () => {
    const response = await complete({
      provider: 'local',
      model: OFFLINE_MODEL_ID,
      messages: [
        { role: 'system', content: 'You are a climate scientist who argues for a carbon tax.' },
        { role: 'user', content: 'A carbon tax would hurt working families and rural drivers.' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.choices[0].message.content.length).toBeGreaterThan(100);
    expect(body.usage.completion_tokens).toBeGreaterThan(0);
  });

  it('marks the other providers unavailable with the reason', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/models/providers' });
    expect(response.statusCode).toBe(200);
    const body = providersResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    const byId = Object.fromEntries(body.providers.map((p) => [p.id, p]));
    for (const id of ['openai', 'anthropic', 'google', 'groq', 'xai', 'deepseek', 'openrouter']) {
      expect(byId[id]!.available).toBe(false);
      expect(byId[id]!.unavailableReason).toMatch(/^No API key configured \(set [A-Z_]+\)$/);
    }
    expect(byId['local']).toMatchObject({ available: true, isOffline: true });
    const count = body.providers.reduce((total, p) => total + p.models.length, 0);
    expect(count).toBeGreaterThanOrEqual(50);
    expect(body.providers[0]!.models[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      provider: 'openai',
      context: expect.any(Number),
    });
  });

  it('refuses a keyless provider with a clear 400', async () => {
    const response = await complete({
      provider: 'openai',
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'OpenAI is not available: No API key configured (set OPENAI_API_KEY)',
    );
  });

  it("needs a token: 'Authentication required'", async () => {
    const response = await complete(
      { provider: 'local', model: OFFLINE_MODEL_ID, messages: [{ role: 'user', content: 'x' }] },
      {},
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(AUTH_TEXT.authenticationRequired);
  });

  const valid = {
    provider: 'local',
    model: OFFLINE_MODEL_ID,
    messages: [{ role: 'user', content: 'x' }],
  };
  it.each([
    ['unknown provider', { ...valid, provider: 'acme' }, 'Unsupported provider: acme'],
    [
      'no provider and a model id nothing matches',
      { model: 'x', messages: valid.messages },
      /^Unknown model: x\. Models available now: parley-sparring-partner/,
    ],
    ['blank provider', { ...valid, provider: ' ' }, /provider/],
    ['missing model', { provider: 'local', messages: valid.messages }, /model/],
    ['empty messages', { ...valid, messages: [] }, /messages/],
    ['messages not an array', { ...valid, messages: 'hi' }, /messages/],
    ['wrong role', { ...valid, messages: [{ role: 'robot', content: 'x' }] }, /role/],
    ['content not a string', { ...valid, messages: [{ role: 'user', content: 5 }] }, /content/],
    [
      'only a system message',
      { ...valid, messages: [{ role: 'system', content: 'x' }] },
      /user message/,
    ],
    ['huge max_tokens', { ...valid, max_tokens: 10_000_000 }, /max_tokens/],
    ['string temperature', { ...valid, temperature: 'hot' }, /temperature/],
    ['temperature out of range', { ...valid, temperature: 9 }, /temperature/],
    [
      'unknown local model',
      { ...valid, model: 'local/nothing' },
      /^Unknown model: local\/nothing\./,
    ],
  ])('%s gives a clear 400', async (_name, payload, error) => {
    const response = await complete(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(error);
  });

  it('refuses a non-JSON body with 400', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/chat/completions',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
  });

  it('serves the personas', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/personas' });
    expect(response.statusCode).toBe(200);
    expect(response.json().personas).toHaveLength(PERSONAS.length);
    expect(response.json().categories).toHaveLength(14);
  });
});

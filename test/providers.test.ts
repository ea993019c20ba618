import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_TEXT } from '../src/contract/texts.ts';
import { providerErrorMessage } from '../src/server/providers/errors.ts';
import { streamCompletion } from '../src/server/providers/generate.ts';
import { parseConfig } from '../src/server/config.ts';
import { createProviderRegistry, type ProviderRegistry } from '../src/server/providers/registry.ts';
import {
  DEFAULT_REPLY,
  FAKE_API_KEY,
  promptTokensOf,
  providerEnv,
  startFakeProviders,
  type FakeProviders,
} from './fake-providers/server.ts';

let fake: FakeProviders;
let registry: ProviderRegistry;

beforeAll(async () => {
  fake = await startFakeProviders();
  registry = createProviderRegistry(
    parseConfig({ ...providerEnv(fake.url), PROVIDER_TIMEOUT_MS: '2000' }).providers,
  );
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const MODELS = [
  ['openai', 'gpt-4o'],
  ['anthropic', 'claude-3-5-sonnet-20241022'],
  ['google', 'gemini-2.5-flash'],
  ['groq', 'llama-3.3-70b-versatile'],
  ['xai', 'grok-3'],
  ['deepseek', 'deepseek-chat'],
  ['openrouter', 'openai/gpt-4o'],
] as const;

const ask = (content: string) => [{ role: 'user' as const, content }];

describe.each(MODELS)('%s adapter against the fake provider', (provider, model) => {
  it('streams the answer and reads usage from the stream', async () => {
    const resolved = await registry.resolve(model);
    const deltas: string[] = [];
    const result = await streamCompletion({
      resolved,
      system: 'You are terse.',
      messages: ask('Hello'),
      onDelta: (delta) => deltas.push(delta),
    });
    expect(result.text).toBe(DEFAULT_REPLY);
    expect(deltas.length).toBeGreaterThan(1);
    const promptTokens = promptTokensOf(fake.requests[0]!);
    expect(promptTokens).toBeGreaterThan(1);
    expect(result.usage).toEqual({
      promptTokens,
      completionTokens: deltas.length,
      totalTokens: promptTokens + deltas.length,
    });
    expect(result.finishReason).toBe('stop');

    const [request] = fake.requests;
    expect(request).toMatchObject({ provider, stream: true });
    const sent = JSON.stringify(request!.body);
    expect(sent).toContain('You are terse.');
    expect(sent).toContain('Hello');
    const authorization = `${request!.headers['authorization'] ?? ''}${request!.headers['x-api-key'] ?? ''}${request!.headers['x-goog-api-key'] ?? ''}`;
    expect(authorization).toContain(FAKE_API_KEY);
  });

  it('answers without streaming too (the JSON wire format)', async () => {
    const resolved = await registry.resolve(model);
    const result = await resolved.languageModel.doGenerate({
      prompt: [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }],
    });
    const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    expect(text).toBe(DEFAULT_REPLY);
    expect(result.usage.inputTokens.total).toBe(promptTokensOf(fake.requests[0]!));
    expect(fake.requests[0]!.stream).toBe(false);
  });

  it('fails clearly when the stream is cut mid-way', async () => {
    const resolved = await registry.resolve(model);
    await expect(
      streamCompletion({ resolved, messages: ask('[fake:cut] [fake:tokens=40]') }),
    ).rejects.toMatchObject({ status: 502 });
  });

  it('times out a provider that stops sending mid-stream, after what it sent', async () => {
    const resolved = await registry.resolve(model);
    const deltas: string[] = [];
    const started = Date.now();
    await expect(
      streamCompletion({
        resolved,
        messages: ask('[fake:stall] [fake:tokens=20]'),
        onDelta: (delta) => deltas.push(delta),
      }),
    ).rejects.toMatchObject({ status: 504, code: 'provider_timeout' });
    // The silence is timed from the last part, not from the start.
    expect(deltas.join('')).toMatch(/^w0 w1 /);
    expect(Date.now() - started).toBeLessThan(5000);
    await fake.requests[0]!.closed;
    expect(fake.requests[0]!.closedByClient()).toBe(true);
  });

  it('times out a hung provider and closes the connection', async () => {
    const resolved = await registry.resolve(model);
    const started = Date.now();
    await expect(
      streamCompletion({ resolved, messages: ask('[fake:hang]') }),
    ).rejects.toMatchObject({
      status: 504,
      code: 'provider_timeout',
      message: providerErrorMessage(
        provider,
        504,
        '',
        CHAT_TEXT.providerTimeout(resolved.providerName, 2),
      ),
    });
    expect(Date.now() - started).toBeLessThan(5000);
    await fake.requests[0]!.closed;
    expect(fake.requests[0]!.closedByClient()).toBe(true);
  });
});

describe('generation settings reach the provider', () => {
  it('sends SPEC §9 temperature and max tokens', async () => {
    await streamCompletion({ resolved: await registry.resolve('gpt-4o'), messages: ask('x') });
    await streamCompletion({ resolved: await registry.resolve('o1'), messages: ask('x') });
    await streamCompletion({
      resolved: await registry.resolve('claude-3-5-sonnet-20241022'),
      messages: ask('x'),
    });
    await streamCompletion({
      resolved: await registry.resolve('openai/gpt-4o'),
      messages: ask('x'),
    });
    const [gpt, o1, claude, openrouter] = fake.requests.map((r) => r.body);
    expect(gpt).toMatchObject({ temperature: 0.7, max_tokens: 4000 });
    expect(o1).toMatchObject({ max_completion_tokens: 4000 });
    expect(claude).toMatchObject({ temperature: 0.7, max_tokens: 4096 });
    expect(openrouter).toMatchObject({ temperature: 0.7, max_tokens: 2000 });
  });

  it('folds o1 prompts into one user message upstream', async () => {
    const resolved = await registry.resolve('o1-mini');
    expect(resolved.foldIntoSingleUserMessage).toBe(true);
  });
});

describe('SPEC §8 errors from the fake provider', () => {
  const cases: [string, string, string, number][] = [
    ['openrouter', '[fake:429-free]', CHAT_TEXT.openRouterFreeRateLimit, 429],
    ['openrouter', '[fake:429]', CHAT_TEXT.openRouterRateLimit, 429],
    ['openrouter', '[fake:400-model]', CHAT_TEXT.openRouterModelUnavailable, 502],
    ['openrouter', '[fake:400]', CHAT_TEXT.openRouterInvalidRequest, 502],
    ['openrouter', '[fake:401]', CHAT_TEXT.openRouterAuth, 502],
    ['openrouter', '[fake:500]', 'Upstream exploded', 502],
    ['openai', '[fake:401]', CHAT_TEXT.openaiFailed, 502],
    ['openai', '[fake:429]', CHAT_TEXT.openaiFailed, 429],
    ['xai', '[fake:500]', 'XAI API error: Upstream exploded', 502],
    ['deepseek', '[fake:500]', 'Deepseek API error: 500 - Upstream exploded', 502],
    ['deepseek', '[fake:empty]', CHAT_TEXT.deepseekNoResponse, 502],
    ['anthropic', '[fake:500]', 'Backend API error: Upstream exploded', 502],
    ['google', '[fake:400]', 'Backend API error: Invalid parameter: temperature', 502],
    ['groq', '[fake:401]', 'Backend API error: Incorrect API key provided', 502],
  ];
  const modelOf = Object.fromEntries(MODELS);

  it.each(cases)('%s %s gives the SPEC text', async (provider, magic, message, status) => {
    const resolved = await registry.resolve(modelOf[provider]!);
    await expect(streamCompletion({ resolved, messages: ask(magic) })).rejects.toMatchObject({
      message,
      status,
    });
  });
});

describe('cancellation', () => {
  it("aborts the upstream request when the caller's signal fires", async () => {
    const resolved = await registry.resolve('gpt-4o');
    const controller = new AbortController();
    const pending = streamCompletion({
      resolved,
      abortSignal: controller.signal,
      timeoutMs: 10_000,
      messages: ask('[fake:tokens=200] [fake:drip=20]'),
      onDelta: () => controller.abort(),
    });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await fake.requests[0]!.closed;
    expect(fake.requests[0]!.closedByClient()).toBe(true);
  });
});

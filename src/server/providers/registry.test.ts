import { describe, expect, it } from 'vitest';
import { OFFLINE_MODEL_ID } from '../../contract/models.ts';
import { parseConfig } from '../config.ts';
import { createProviderRegistry, generationSettings, withOwnKeys } from './registry.ts';

/** A registry configured as the server would be by these variables. */
const registryFor = (
  env: Record<string, string>,
  options?: Parameters<typeof createProviderRegistry>[1],
) => createProviderRegistry(parseConfig(env).providers, options);

describe('generationSettings (SPEC §9)', () => {
  it.each([
    ['openai', 'gpt-4o', 0.7, 4000],
    ['openai', 'gpt-4-turbo', 0.7, 4000],
    ['openai', 'o1', 1, 4000],
    ['openai', 'o1-mini', 1, 4000],
    ['anthropic', 'claude-3-5-sonnet-20241022', 0.7, 4096],
    ['google', 'gemini-2.5-pro', 0.7, 4096],
    ['groq', 'llama-3.1-8b-instant', 0.7, 4096],
    ['xai', 'grok-3', 0.7, 4096],
    ['deepseek', 'deepseek-chat', 0.7, 4000],
    ['openrouter', 'openai/gpt-4o', 0.7, 2000],
  ])('%s %s: temperature %d, max tokens %d', (provider, model, temperature, maxOutputTokens) => {
    expect(generationSettings(provider, model)).toEqual({ temperature, maxOutputTokens });
  });

  it('caps OpenAI at the model maximum when lower than 4000', () => {
    // gpt-3.5-turbo's own output ceiling is 4096, gpt-4's context 8192: both give 4000.
    expect(generationSettings('openai', 'gpt-3.5-turbo').maxOutputTokens).toBe(4000);
  });
});

describe('createProviderRegistry', () => {
  it('lists every provider, marking keyless ones unavailable with the reason', () => {
    const registry = registryFor({ OPENAI_API_KEY: 'k' });
    const providers = registry.listProviders();
    const openai = providers.find((p) => p.id === 'openai')!;
    const anthropic = providers.find((p) => p.id === 'anthropic')!;
    const local = providers.find((p) => p.id === 'local')!;
    expect(openai.available).toBe(true);
    expect(anthropic).toMatchObject({
      available: false,
      unavailableReason: 'No API key configured (set ANTHROPIC_API_KEY)',
    });
    expect(local).toMatchObject({ available: true, isOffline: true });
    expect(local.models[0]).toMatchObject({ id: OFFLINE_MODEL_ID, modelClass: 'free' });
  });

  it('resolves catalog ids exactly, to the catalog’s provider, class and context', async () => {
    const registry = registryFor({
      OPENAI_API_KEY: 'k',
      OPENROUTER_API_KEY: 'k',
      GOOGLE_GENERATIVE_AI_API_KEY: 'k',
    });
    expect((await registry.resolve('o1')).foldIntoSingleUserMessage).toBe(true);
    const pro = await registry.resolve('gemini-2.5-pro');
    expect(pro).toMatchObject({
      modelId: 'gemini-2.5-pro',
      provider: 'google',
      modelClass: 'premium',
      contextWindow: 1048576,
    });
    expect(pro.languageModel.modelId).toBe('gemini-2.5-pro');
    expect(await registry.resolve('gpt-4o', { provider: 'openai' })).toMatchObject({
      provider: 'openai',
      modelClass: 'standard',
    });
    expect(await registry.resolve('deepseek/deepseek-r1:free')).toMatchObject({
      provider: 'openrouter',
      modelClass: 'free',
    });
    for (const id of [OFFLINE_MODEL_ID, `local/${OFFLINE_MODEL_ID}`]) {
      const local = await registry.resolve(id);
      expect(local).toMatchObject({
        modelId: OFFLINE_MODEL_ID,
        provider: 'local',
        modelClass: 'free',
      });
      expect(local.languageModel.specificationVersion).toBe('v3');
    }
  });

  it.each([
    'gemini-2.5-pro#free',
    'gemini-2.5-pro:free',
    'gpt-5-free',
    'gpt-4o-2024-08-06',
    'some/model',
    'openai/gpt-5:free',
    'local/gpt-5',
    'GPT-5',
  ])('refuses %j, naming no model, with a 400 listing the ids that work', async (id) => {
    const registry = registryFor({ OPENAI_API_KEY: 'k', OPENROUTER_API_KEY: 'k' });
    const refusal = { status: 400, message: expect.stringMatching(/^Unknown model: .*gpt-4o/) };
    expect(() => registry.entryOf(id)).toThrow(expect.objectContaining(refusal));
    await expect(registry.resolve(id)).rejects.toMatchObject(refusal);
  });

  it('refuses an explicit provider that does not serve the model: local takes its own ids only', async () => {
    const registry = registryFor({
      OPENAI_API_KEY: 'k',
      GOOGLE_GENERATIVE_AI_API_KEY: 'k',
    });
    for (const [model, provider] of [
      ['gpt-5', 'local'],
      ['gemini-2.5-pro', 'local'],
      ['gemini-2.5-pro', 'openai'],
      [OFFLINE_MODEL_ID, 'openai'],
    ] as const) {
      await expect(registry.resolve(model, { provider })).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(
          new RegExp(`^Model ${model} is not served by provider ${provider}\\.`),
        ),
      });
    }
    expect((await registry.resolve(OFFLINE_MODEL_ID, { provider: 'local' })).provider).toBe(
      'local',
    );
  });

  it('refuses unknown providers, unknown models and missing keys with a 400', async () => {
    const registry = registryFor({});
    await expect(registry.resolve('x', { provider: 'acme' })).rejects.toMatchObject({
      status: 400,
      message: 'Unsupported provider: acme',
    });
    await expect(registry.resolve('mystery-model')).rejects.toMatchObject({ status: 400 });
    await expect(registry.resolve('gpt-4o')).rejects.toMatchObject({
      status: 400,
      message: 'OpenAI is not available: No API key configured (set OPENAI_API_KEY)',
    });
  });

  it('uses an enterprise user key when the lookup has one', async () => {
    const registry = registryFor(
      {},
      { findUserKey: async (userId) => (userId === 'u1' ? 'user-key' : undefined) },
    );
    expect((await registry.resolve('gpt-4o', { userId: 'u1' })).provider).toBe('openai');
    await expect(registry.resolve('gpt-4o', { userId: 'u2' })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('adds OpenAI-compatible endpoints from config', async () => {
    const registry = registryFor({
      OPENAI_COMPATIBLE_ENDPOINTS: JSON.stringify([
        {
          id: 'ollama',
          name: 'Ollama',
          baseURL: 'http://127.0.0.1:11434/v1',
          models: ['llama3.2'],
        },
      ]),
    });
    const ollama = registry.listProviders().find((p) => p.id === 'ollama')!;
    expect(ollama).toMatchObject({ available: true, name: 'Ollama' });
    expect(ollama.models[0]!.id).toBe('ollama/llama3.2');
    const resolved = await registry.resolve('ollama/llama3.2');
    expect(resolved).toMatchObject({
      provider: 'ollama',
      modelClass: 'standard',
      contextWindow: 8192,
    });
    expect(resolved.languageModel.modelId).toBe('llama3.2');
    await expect(registry.resolve('ollama/llama3.2-free')).rejects.toMatchObject({ status: 400 });
  });

  it('bills an endpoint’s models as its operator configured', () => {
    const registry = registryFor({
      OPENAI_COMPATIBLE_ENDPOINTS: JSON.stringify([
        {
          id: 'lab',
          baseURL: 'http://127.0.0.1:8000/v1',
          models: ['big'],
          modelClass: 'premium',
          context: 32768,
        },
      ]),
    });
    expect(registry.entryOf('lab/big')).toEqual({
      modelId: 'lab/big',
      provider: 'lab',
      modelClass: 'premium',
      contextWindow: 32768,
    });
    expect(registry.listProviders().find((p) => p.id === 'lab')!.models[0]!.modelClass).toBe(
      'premium',
    );
  });
});

describe('provider settings', () => {
  it.each([
    [{ OPENAI_BASE_URL: 'not a url' }, /^Invalid OPENAI_BASE_URL: /],
    [{ PROVIDER_TIMEOUT_MS: 'soon' }, /^Invalid PROVIDER_TIMEOUT_MS: /],
    [{ OFFLINE_MODEL_TOKENS_PER_SECOND: '-1' }, /^Invalid OFFLINE_MODEL_TOKENS_PER_SECOND: /],
    [{ OFFLINE_MODEL_SEED: '1.5' }, /^Invalid OFFLINE_MODEL_SEED: /],
    [{ OPENAI_COMPATIBLE_ENDPOINTS: '{nope' }, /^Invalid OPENAI_COMPATIBLE_ENDPOINTS: /],
    [
      { OPENAI_COMPATIBLE_ENDPOINTS: '[{"id":"openai","baseURL":"http://x","models":["m"]}]' },
      /^Invalid OPENAI_COMPATIBLE_ENDPOINTS: /,
    ],
  ])('rejects %j in one line naming the variable', (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });

  it('applies defaults', () => {
    expect(parseConfig({}).providers).toMatchObject({
      timeoutMs: 60000,
      offline: { tokensPerSecond: 30, seed: undefined },
      compatEndpoints: [],
      apiKeys: {},
    });
  });
});

describe('withOwnKeys (DESIGN D5)', () => {
  const provider = (id: string, available: boolean) => ({
    id,
    name: id,
    available,
    ...(available ? {} : { unavailableReason: 'No API key configured' }),
    isOffline: false,
    models: [],
  });

  it('makes a keyless provider available through an own key, and leaves the rest as listed', () => {
    const listed = [provider('openai', true), provider('xai', false), provider('groq', false)];
    expect(withOwnKeys(listed, new Set(['openai', 'xai']))).toEqual([
      listed[0],
      { id: 'xai', name: 'xai', available: true, usesOwnKey: true, isOffline: false, models: [] },
      listed[2],
    ]);
    expect(withOwnKeys(listed, new Set())).toEqual(listed);
  });
});

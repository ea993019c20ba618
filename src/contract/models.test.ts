import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_PROVIDERS,
  MODEL_CATALOG,
  OFFLINE_MODEL_ID,
  findCatalogModel,
  foldsIntoSingleUserMessage,
  isO1Model,
  isOpenAIReasoningModel,
  OFFLINE_MODEL_IDS,
} from './models.ts';

describe('the class each catalog entry is billed as (SPEC §3)', () => {
  const classOf = (id: string) => findCatalogModel(id)?.modelClass;

  it.each(['gpt-5', 'gpt-5-mini', 'openai/gpt-5', 'o3-pro', 'claude-opus-4-1-20250805', 'grok-4'])(
    'ultra_premium: %s',
    (id) => expect(classOf(id)).toBe('ultra_premium'),
  );

  it.each([
    'claude-3-5-sonnet-20241022',
    'anthropic/claude-3.5-sonnet',
    'gemini-2.5-pro',
    'google/gemini-2.5-pro',
    'grok-3-mini',
    'deepseek/deepseek-r1',
    'o1-pro',
  ])('premium: %s', (id) => expect(classOf(id)).toBe('premium'));

  it.each(['google/gemma-2-9b-it:free', 'deepseek/deepseek-r1:free', OFFLINE_MODEL_ID])(
    'free: %s (an OpenRouter :free variant of a premium model included)',
    (id) => expect(classOf(id)).toBe('free'),
  );

  it.each(['gpt-4o', 'o1', 'o3', 'claude-3-opus-20240229', 'gemini-1.5-pro', 'llama3-8b-8192'])(
    'standard: %s',
    (id) => expect(classOf(id)).toBe('standard'),
  );

  it.each([
    'gemini-2.5-pro#free',
    'gemini-2.5-pro:free',
    'gpt-5-free',
    'free/gpt-5',
    'GPT-5',
    ' gpt-5',
    'parley-sparring-partner-gpt-5',
  ])('%j names no entry: no text decides a class', (id) => {
    expect(findCatalogModel(id)).toBeUndefined();
  });

  it('the offline model is found under its provider’s prefix too, and nothing else is', () => {
    expect(OFFLINE_MODEL_IDS).toEqual([OFFLINE_MODEL_ID, `local/${OFFLINE_MODEL_ID}`]);
  });
});

describe('MODEL_CATALOG', () => {
  it('holds at least 50 models with unique ids across every built-in provider', () => {
    expect(MODEL_CATALOG.length).toBeGreaterThanOrEqual(50);
    expect(new Set(MODEL_CATALOG.map((m) => m.id)).size).toBe(MODEL_CATALOG.length);
    for (const provider of BUILT_IN_PROVIDERS) {
      expect(MODEL_CATALOG.some((m) => m.provider === provider)).toBe(true);
    }
  });

  it('uses the context windows SPEC §9 gives', () => {
    const context = (id: string) => findCatalogModel(id)?.context;
    expect(context('o1')).toBe(200000);
    expect(context('o1-mini')).toBe(128000);
    expect(context('gpt-4o')).toBe(128000);
    expect(context('gpt-4')).toBe(8192);
    expect(context('gpt-3.5-turbo')).toBe(16385);
    expect(context('claude-3-5-sonnet-20241022')).toBe(8192);
    expect(context('gemini-1.5-pro')).toBe(8192);
    expect(context('llama-3.3-70b-versatile')).toBe(131072);
    expect(context('gemma2-9b-it')).toBe(8192);
    expect(context('grok-2-1212')).toBe(131072);
    expect(context('grok-2-vision-1212')).toBe(32768);
  });

  it('labels the offline model as offline', () => {
    expect(findCatalogModel(OFFLINE_MODEL_ID)?.displayName).toMatch(/offline/);
  });
});

describe('foldsIntoSingleUserMessage (SPEC §7)', () => {
  it('is true for OpenAI’s o1 and o1-mini only', () => {
    expect(foldsIntoSingleUserMessage('openai', 'o1')).toBe(true);
    expect(foldsIntoSingleUserMessage('openai', 'o1-mini')).toBe(true);
    expect(foldsIntoSingleUserMessage('openai', 'o1-pro')).toBe(false);
    expect(foldsIntoSingleUserMessage('openai', 'o3-mini')).toBe(false);
    expect(foldsIntoSingleUserMessage('openai', 'gpt-4o')).toBe(false);
  });

  it('is false for an o1 id served by another provider (e.g. an OpenAI-compatible endpoint)', () => {
    expect(foldsIntoSingleUserMessage('openrouter', 'o1')).toBe(false);
    expect(foldsIntoSingleUserMessage('my-endpoint', 'o1-mini')).toBe(false);
  });
});

describe('the o-series', () => {
  it.each(['o1', 'o1-mini', 'o1-pro', 'o3', 'o3-mini', 'o3-pro', 'o4-mini', 'o10'])(
    '%s is an OpenAI reasoning model',
    (id) => expect(isOpenAIReasoningModel(id)).toBe(true),
  );

  it.each(['gpt-4o', 'omni-moderation-latest', 'o', 'oX-1', 'openai/o1', 'claude-3-opus'])(
    '%s is not',
    (id) => expect(isOpenAIReasoningModel(id)).toBe(false),
  );

  it('names the o1 family (SPEC §9 temperature 1) and nothing else', () => {
    expect(['o1', 'o1-mini', 'o1-pro', 'o1-2024-12-17'].every(isO1Model)).toBe(true);
    expect(['o10', 'o3-mini', 'gpt-4o', 'o1x'].some(isO1Model)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { findCatalogModel, type ModelClass } from './models.ts';
import { PRICING_FAQ } from './plans.ts';

// Decision 037: the FAQ's examples of each class are the classes the catalog meters them in.
const EXAMPLES: Record<string, { modelClass: ModelClass; ids: string[] }> = {
  'ULTRA PREMIUM models (such as GPT-5 and Claude Opus 4.1)': {
    modelClass: 'ultra_premium',
    ids: ['gpt-5', 'claude-opus-4-1-20250805'],
  },
  'PREMIUM models (such as Claude 3.5 and Gemini 2.5)': {
    modelClass: 'premium',
    ids: ['claude-3-5-sonnet-20241022', 'gemini-2.5-pro'],
  },
  'STANDARD models (such as GPT-4o)': { modelClass: 'standard', ids: ['gpt-4o'] },
};

describe('the pricing FAQ and the catalog agree on model classes', () => {
  const tiers = PRICING_FAQ.find((entry) => entry.question === 'What are the daily tier limits?');

  for (const [phrase, { modelClass, ids }] of Object.entries(EXAMPLES)) {
    it(`${phrase} are ${modelClass}`, () => {
      expect(tiers?.answer).toContain(phrase);
      for (const id of ids) expect(findCatalogModel(id)?.modelClass, id).toBe(modelClass);
    });
  }
});

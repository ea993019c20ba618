import { describe, expect, it } from 'vitest';
import type { ModelClass, ProviderInfo } from '../../contract/models.ts';
import { preferredModel } from './model-providers.ts';

const provider = (
  id: string,
  available: boolean,
  models: [string, ModelClass][],
  isOffline = false,
): ProviderInfo => ({
  id,
  name: id,
  available,
  isOffline,
  models: models.map(([modelId, modelClass]) => ({
    id: modelId,
    name: modelId,
    displayName: modelId,
    provider: id,
    context: 8192,
    modelClass,
    isCustom: false,
    isOffline,
  })),
});

const offline = provider('local', true, [['parley-sparring-partner', 'free']], true);

describe('preferredModel', () => {
  it('chooses the offline model on a server without keys, never an unavailable one', () => {
    const openai = provider('openai', false, [['gpt-4o', 'standard']]);
    const endpoint = provider('unreachable', true, [['down', 'standard']]);
    expect(preferredModel([openai, endpoint, offline])).toBe('parley-sparring-partner');
  });

  it("chooses a keyed provider's STANDARD model before a premium or the offline one", () => {
    const openai = provider('openai', true, [
      ['gpt-5', 'ultra_premium'],
      ['gpt-4o-mini', 'standard'],
    ]);
    expect(preferredModel([offline, openai])).toBe('gpt-4o-mini');
  });

  it('chooses nothing while no model is usable', () => {
    expect(preferredModel([provider('openai', false, [['gpt-4o', 'standard']])])).toBeNull();
  });
});

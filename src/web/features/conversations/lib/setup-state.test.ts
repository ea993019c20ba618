import { describe, expect, it } from 'vitest';
import type { ProviderInfo } from '../../../../contract/models.ts';
import { modelDisplayName, toModelGroups } from './model-groups.ts';
import { EMPTY_SETUP, isSetupComplete, toCreateBody, updateAgent } from './setup-state.ts';

const complete = updateAgent(
  updateAgent(
    { ...EMPTY_SETUP, openingLine: '  Should cities ban cars?  ', startingSlot: 'model-b' },
    'model-a',
    { model: 'm1', systemInstructions: 'Argue for', personaId: 'p1' },
  ),
  'model-b',
  { model: 'm2', systemInstructions: ' Argue against ' },
);

describe('setup state', () => {
  it('is complete only with both models, both instructions and an opening line', () => {
    expect(isSetupComplete(EMPTY_SETUP)).toBe(false);
    expect(isSetupComplete(complete)).toBe(true);
    expect(isSetupComplete({ ...complete, openingLine: '   ' })).toBe(false);
    expect(isSetupComplete(updateAgent(complete, 'model-b', { systemInstructions: ' ' }))).toBe(
      false,
    );
    expect(isSetupComplete(updateAgent(complete, 'model-a', { model: null }))).toBe(false);
  });

  it('builds the create body of DESIGN §6', () => {
    expect(toCreateBody(complete)).toEqual({
      mode: 'duel',
      openingLine: 'Should cities ban cars?',
      startingSlot: 'model-b',
      agents: [
        { model: 'm1', systemInstructions: 'Argue for', personaId: 'p1' },
        { model: 'm2', systemInstructions: 'Argue against' },
      ],
    });
  });
});

const providers: ProviderInfo[] = [
  {
    id: 'openai',
    name: 'OpenAI',
    available: false,
    unavailableReason: 'No API key configured (set OPENAI_API_KEY)',
    isOffline: false,
    models: [
      {
        id: 'gpt-5',
        name: 'GPT-5',
        displayName: 'GPT-5',
        provider: 'openai',
        context: 1,
        modelClass: 'ultra_premium',
        isCustom: false,
        isOffline: false,
      },
    ],
  },
  {
    id: 'local',
    name: 'Parley (offline)',
    available: true,
    isOffline: true,
    models: [
      {
        id: 'parley-sparring-partner',
        name: 'Parley Sparring Partner',
        displayName: 'Parley Sparring Partner (offline)',
        provider: 'local',
        context: 1,
        modelClass: 'free',
        isCustom: false,
        isOffline: true,
      },
    ],
  },
];

describe('toModelGroups', () => {
  it('groups by class in SPEC order, disables unavailable providers with the reason', () => {
    const groups = toModelGroups(providers);
    expect(groups.map((group) => group.label)).toEqual(['Ultra Premium', 'Free']);
    expect(groups[0]!.options[0]).toMatchObject({
      value: 'gpt-5',
      disabled: true,
      description: 'OpenAI: No API key configured (set OPENAI_API_KEY)',
    });
    expect(groups[1]!.options[0]).toMatchObject({
      disabled: false,
      description: 'Parley (offline)',
    });
  });

  it('adds Custom Models only when there are some', () => {
    expect(toModelGroups(providers).some((group) => group.id === 'custom')).toBe(false);
    const groups = toModelGroups(providers, [{ value: 'custom-1', label: 'Mine (Custom)' }]);
    expect(groups.at(-1)).toMatchObject({ label: 'Custom Models' });
  });

  it('names models by display name', () => {
    expect(modelDisplayName(providers, 'parley-sparring-partner')).toBe(
      'Parley Sparring Partner (offline)',
    );
    expect(modelDisplayName(providers, 'unknown')).toBe('unknown');
  });
});

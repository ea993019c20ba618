import { describe, expect, it } from 'vitest';
import type { ProviderInfo } from '../../../../contract/models.ts';
import { modelDisplayName, toModelGroups } from './model-groups.ts';
import {
  configuredSlots,
  EMPTY_MAX_SETUP,
  EMPTY_SETUP,
  isMaxSetupComplete,
  isSetupComplete,
  maxStartingSlot,
  toCreateBody,
  toMaxCreateBody,
  updateAgent,
} from './setup-state.ts';

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

describe('MAX setup state', () => {
  const gamma = updateAgent(EMPTY_MAX_SETUP, 'gamma', { model: 'm1', systemInstructions: 'Fans' });
  const two = updateAgent({ ...gamma, openingLine: ' Build a stadium? ' }, 'epsilon', {
    model: 'm2',
    systemInstructions: 'Taxpayers',
    personaId: 'p2',
  });

  it('counts agents with a model as configured and starts with the first unless one is chosen', () => {
    expect(configuredSlots(EMPTY_MAX_SETUP)).toEqual([]);
    expect(configuredSlots(two)).toEqual(['gamma', 'epsilon']);
    expect(maxStartingSlot(EMPTY_MAX_SETUP)).toBeNull();
    expect(maxStartingSlot(two)).toBe('gamma');
    expect(maxStartingSlot({ ...two, startingSlot: 'epsilon' })).toBe('epsilon');
  });

  it('launches with 2 or more configured agents, each instructed, and an opening prompt (SPEC §5)', () => {
    expect(isMaxSetupComplete(gamma)).toBe(false);
    expect(isMaxSetupComplete(two)).toBe(true);
    expect(isMaxSetupComplete({ ...two, openingLine: '  ' })).toBe(false);
    expect(isMaxSetupComplete(updateAgent(two, 'epsilon', { systemInstructions: ' ' }))).toBe(
      false,
    );
    // An agent with instructions but no model is simply not taking part.
    expect(isMaxSetupComplete(updateAgent(two, 'alpha', { systemInstructions: 'Idle' }))).toBe(
      true,
    );
  });

  it('sends the configured agents on their own slots', () => {
    expect(toMaxCreateBody({ ...two, startingSlot: 'epsilon' })).toEqual({
      mode: 'max',
      openingLine: 'Build a stadium?',
      startingSlot: 'epsilon',
      agents: [
        { slot: 'gamma', model: 'm1', systemInstructions: 'Fans' },
        { slot: 'epsilon', model: 'm2', systemInstructions: 'Taxpayers', personaId: 'p2' },
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

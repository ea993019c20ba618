import { describe, expect, it } from 'vitest';
import type { ProviderInfo } from '../../../../contract/models.ts';
import { PERSONAS } from '../../../../contract/personas.ts';
import { CONVERSATION_LIMITS, CONVERSATION_TEXT } from '../../../../contract/conversations.ts';
import { DASHBOARD_TEXT, MAX_TEXT } from '../../../../contract/texts.ts';
import { UNAVAILABLE_GROUP_ID } from '../../../lib/model-providers.ts';
import { modelDisplayName, toModelGroups } from './model-groups.ts';
import {
  chooseModel,
  configuredSlots,
  EMPTY_MAX_SETUP,
  holdsOwnInstructions,
  isBlankSetup,
  EMPTY_SETUP,
  maxSetupProblem,
  setupProblem,
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

describe('isBlankSetup', () => {
  it('is blank with models alone, and not once a persona, instructions or an opening are given', () => {
    expect(isBlankSetup(EMPTY_SETUP)).toBe(true);
    expect(isBlankSetup(updateAgent(EMPTY_MAX_SETUP, 'beta', { model: 'm' }))).toBe(true);
    expect(isBlankSetup({ ...EMPTY_SETUP, openingLine: 'Go' })).toBe(false);
    expect(isBlankSetup(updateAgent(EMPTY_SETUP, 'model-b', { personaId: 'nurse' }))).toBe(false);
    expect(isBlankSetup(updateAgent(EMPTY_SETUP, 'model-a', { systemInstructions: 'x' }))).toBe(
      false,
    );
  });
});

describe('holdsOwnInstructions', () => {
  const persona = PERSONAS[0]!;
  const agent = { model: null, personaId: null, systemInstructions: '' };
  it("is false for blank instructions or the chosen persona's own text", () => {
    expect(holdsOwnInstructions(agent)).toBe(false);
    expect(holdsOwnInstructions({ ...agent, systemInstructions: ' \n ' })).toBe(false);
    expect(
      holdsOwnInstructions({
        ...agent,
        personaId: persona.id,
        systemInstructions: persona.systemInstructions,
      }),
    ).toBe(false);
  });

  it('is true for typed text, an edited persona text, or text with an unknown persona', () => {
    expect(holdsOwnInstructions({ ...agent, systemInstructions: 'Argue for the ban.' })).toBe(true);
    expect(
      holdsOwnInstructions({
        ...agent,
        personaId: persona.id,
        systemInstructions: `${persona.systemInstructions} Be brief.`,
      }),
    ).toBe(true);
    expect(holdsOwnInstructions({ ...agent, personaId: 'gone', systemInstructions: 'Mine' })).toBe(
      true,
    );
  });
});

describe('setup state', () => {
  it('is complete only with both models, both instructions and an opening line', () => {
    const incomplete = DASHBOARD_TEXT.completeAllFields;
    expect(setupProblem(EMPTY_SETUP)).toBe(incomplete);
    expect(setupProblem(complete)).toBeNull();
    expect(setupProblem({ ...complete, openingLine: '   ' })).toBe(incomplete);
    expect(setupProblem(updateAgent(complete, 'model-b', { systemInstructions: ' ' }))).toBe(
      incomplete,
    );
    expect(setupProblem(updateAgent(complete, 'model-a', { model: null }))).toBe(incomplete);
  });

  it('says which text is too long, and its limit, before anything missing', () => {
    const longInstructions = 'x'.repeat(CONVERSATION_LIMITS.instructionsMaxLength + 1);
    expect(
      setupProblem(updateAgent(complete, 'model-b', { systemInstructions: longInstructions })),
    ).toBe(CONVERSATION_TEXT.instructionsTooLong);
    expect(
      setupProblem(
        updateAgent(EMPTY_SETUP, 'model-a', { systemInstructions: ` ${longInstructions} ` }),
      ),
    ).toBe(CONVERSATION_TEXT.instructionsTooLong);
    // Measured as sent: trimmed.
    expect(
      setupProblem(
        updateAgent(complete, 'model-b', {
          systemInstructions: ` ${longInstructions.slice(1)}  `,
        }),
      ),
    ).toBeNull();
    expect(
      setupProblem({
        ...complete,
        openingLine: 'x'.repeat(CONVERSATION_LIMITS.openingLineMaxLength + 1),
      }),
    ).toBe(CONVERSATION_TEXT.openingLineTooLong);
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

  it('sends the judge options when set, and is incomplete with a threshold out of range', () => {
    const judged = {
      ...complete,
      judge: { panel: ['gpt-4o-mini'], everyCheckpoint: true, stopAtConsensus: '60' },
    };
    expect(toCreateBody(judged).judge).toEqual({
      panel: ['gpt-4o-mini'],
      everyCheckpoint: true,
      stopAtConsensus: 60,
    });
    expect(setupProblem(judged)).toBeNull();
    expect(
      setupProblem({ ...judged, judge: { ...judged.judge, stopAtConsensus: '0' } }),
    ).not.toBeNull();
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
    expect(maxSetupProblem(gamma)).toBe(MAX_TEXT.launchNotice);
    expect(maxSetupProblem(two)).toBeNull();
    expect(maxSetupProblem({ ...two, openingLine: '  ' })).toBe(MAX_TEXT.launchNotice);
    expect(maxSetupProblem(updateAgent(two, 'epsilon', { systemInstructions: ' ' }))).toBe(
      MAX_TEXT.launchNotice,
    );
    // An agent with instructions but no model is simply not taking part, whatever their length.
    const long = 'x'.repeat(CONVERSATION_LIMITS.instructionsMaxLength + 1);
    expect(maxSetupProblem(updateAgent(two, 'alpha', { systemInstructions: long }))).toBeNull();
    expect(maxSetupProblem(updateAgent(two, 'gamma', { systemInstructions: long }))).toBe(
      CONVERSATION_TEXT.instructionsTooLong,
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
  it('lists usable models by class and folds unavailable providers into one last group', () => {
    const groups = toModelGroups(providers);
    expect(groups.map((group) => group.label)).toEqual(['Free', DASHBOARD_TEXT.unavailableModels]);
    expect(groups[0]!.options[0]).toMatchObject({
      value: 'parley-sparring-partner',
      description: 'Parley (offline)',
    });
    expect(groups[0]!.options[0]!.disabled).toBeFalsy();
    expect(groups[1]).toMatchObject({
      id: UNAVAILABLE_GROUP_ID,
      description: DASHBOARD_TEXT.unavailableModelsHint,
      separated: true,
    });
    expect(groups[1]!.options[0]).toEqual({
      value: 'gpt-5',
      label: 'GPT-5',
      description: 'OpenAI · Ultra Premium',
      disabled: true,
    });
    // The operator's detail (which environment variable to set) is not shown to users.
    expect(JSON.stringify(groups)).not.toContain('OPENAI_API_KEY');
  });

  it('adds Custom Models only when there are some, before the unavailable group', () => {
    expect(toModelGroups(providers).some((group) => group.id === 'custom')).toBe(false);
    const groups = toModelGroups(providers, [{ value: 'custom-1', label: 'Mine (Custom)' }]);
    expect(groups.map((group) => group.id)).toEqual(['free', 'custom', UNAVAILABLE_GROUP_ID]);
    expect(groups[1]).toMatchObject({ label: 'Custom Models' });
  });

  it('has no unavailable group when every provider is usable', () => {
    const groups = toModelGroups(providers.map((provider) => ({ ...provider, available: true })));
    expect(groups.map((group) => group.label)).toEqual(['Ultra Premium', 'Free']);
  });

  it('names models by display name', () => {
    expect(modelDisplayName(providers, 'parley-sparring-partner')).toBe(
      'Parley Sparring Partner (offline)',
    );
    expect(modelDisplayName(providers, 'unknown')).toBe('unknown');
  });
});

describe('chooseModel', () => {
  const custom = (model: string) => (model === 'custom-1' ? 'You weigh evidence.' : undefined);
  const agent = { model: null, personaId: null, systemInstructions: '' };

  it('fills blank instructions with a custom model’s own', () => {
    expect(chooseModel(agent, 'custom-1', custom)).toEqual({
      model: 'custom-1',
      systemInstructions: 'You weigh evidence.',
    });
  });

  it('keeps instructions the user wrote, and leaves catalog models alone', () => {
    const written = { ...agent, systemInstructions: 'Argue for the motion.' };
    expect(chooseModel(written, 'custom-1', custom)).toEqual({ model: 'custom-1' });
    expect(chooseModel(agent, 'gpt-4o', custom)).toEqual({ model: 'gpt-4o' });
  });

  it('replaces what the previous custom model filled in', () => {
    const filled = { ...agent, model: 'custom-1', systemInstructions: 'You weigh evidence.' };
    const other = (model: string) => (model === 'custom-2' ? 'You doubt.' : custom(model));
    expect(chooseModel(filled, 'custom-2', other)).toEqual({
      model: 'custom-2',
      systemInstructions: 'You doubt.',
    });
  });
});

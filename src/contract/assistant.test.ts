import { describe, expect, it } from 'vitest';
import {
  duelGeneratorMessages,
  maxGeneratedConfigurationSchema,
  GENERATOR_REFUSAL,
  GeneratorRefusal,
  maxGeneratorMessages,
  parseGeneratedConfiguration,
} from './assistant.ts';
import { DASHBOARD_TEXT } from './texts.ts';

const valid = {
  primaryInstructions: 'Argue for a carbon tax.',
  alternativeInstructions: 'Argue against it.',
  openingMessage: 'Is a carbon tax fair?',
};

describe('parseGeneratedConfiguration', () => {
  it('reads plain JSON and JSON wrapped in a code fence or prose', () => {
    expect(parseGeneratedConfiguration(JSON.stringify(valid))).toEqual(valid);
    expect(
      parseGeneratedConfiguration(`Here you go:\n\`\`\`json\n${JSON.stringify(valid)}\n\`\`\``),
    ).toEqual(valid);
  });

  it('says the answer could not be parsed when it is not JSON', () => {
    expect(() => parseGeneratedConfiguration('No JSON here')).toThrow(
      DASHBOARD_TEXT.generatorParseFailed,
    );
    expect(() => parseGeneratedConfiguration('{ broken')).toThrow(
      DASHBOARD_TEXT.generatorParseFailed,
    );
  });

  it('says the structure is invalid when a field is missing, blank or not a string', () => {
    for (const bad of [
      { ...valid, openingMessage: undefined },
      { ...valid, primaryInstructions: '   ' },
      { ...valid, alternativeInstructions: 42 },
      { ...valid, alternativeInstructions: valid.primaryInstructions.toUpperCase() },
    ]) {
      expect(() => parseGeneratedConfiguration(JSON.stringify(bad))).toThrow(
        DASHBOARD_TEXT.generatorInvalidStructure,
      );
    }
  });

  it('reads a refusal (the description names nothing to debate) as the clear message', () => {
    for (const answer of [GENERATOR_REFUSAL, '{"refusal": "gibberish"}']) {
      expect(() => parseGeneratedConfiguration(answer)).toThrow(GeneratorRefusal);
      expect(() => parseGeneratedConfiguration(answer)).toThrow(DASHBOARD_TEXT.generatorNoSubject);
    }
    expect(duelGeneratorMessages('x')[0]!.content).toContain('{"refusal": "no subject"}');
    expect(maxGeneratorMessages('x')[0]!.content).toContain('{"refusal": "no subject"}');
  });
});

describe('duelGeneratorMessages', () => {
  it('names every field and passes the description as the user turn', () => {
    const [system, user] = duelGeneratorMessages('  a carbon tax  ');
    for (const field of Object.keys(valid)) expect(system!.content).toContain(field);
    expect(system!.content).toMatch(/JSON/);
    expect(user).toEqual({ role: 'user', content: 'a carbon tax' });
  });
});

describe('MAX generated configuration', () => {
  const max = {
    alphaInstructions: 'You are the economist.',
    betaInstructions: 'You are the engineer.',
    gammaInstructions: 'You are the ethicist.',
    deltaInstructions: 'You are the lawyer.',
    epsilonInstructions: 'You are the citizen.',
    openingMessage: 'Should we mine asteroids?',
  };

  it('reads all five agents and the opening, with the same error texts as two agents', () => {
    expect(
      parseGeneratedConfiguration(JSON.stringify(max), maxGeneratedConfigurationSchema),
    ).toEqual(max);
    expect(() => parseGeneratedConfiguration('nope', maxGeneratedConfigurationSchema)).toThrow(
      DASHBOARD_TEXT.generatorParseFailed,
    );
    for (const bad of [{ ...max, epsilonInstructions: ' ' }, valid]) {
      expect(() =>
        parseGeneratedConfiguration(JSON.stringify(bad), maxGeneratedConfigurationSchema),
      ).toThrow(DASHBOARD_TEXT.generatorInvalidStructure);
    }
  });

  it('asks for every field by name and passes the description as the user turn', () => {
    const [system, user] = maxGeneratorMessages('  Asteroid mining  ');
    for (const field of Object.keys(max)) expect(system!.content).toContain(field);
    expect(user).toEqual({ role: 'user', content: 'Asteroid mining' });
  });
});

import { describe, expect, it } from 'vitest';
import { FORMAT_LIMITS } from '../../../../contract/formats.ts';
import { checkFormat, newFormat, newPhase } from './format-draft.ts';

describe('checkFormat', () => {
  it('sends a complete draft as the API body, speakers by side in the chosen order', () => {
    const draft = newFormat();
    draft.name = ' Town hall ';
    draft.phases[0] = {
      ...newPhase(),
      name: 'Statements',
      order: 'against-for',
      rounds: '2',
      wordLimit: '120',
      instruction: 'Say your piece.',
      checkpointAfter: true,
    };
    expect(checkFormat(draft)).toEqual({
      errors: null,
      body: {
        name: 'Town hall',
        phases: [
          {
            name: 'Statements',
            kind: 'opening',
            speakers: [{ side: 'against' }, { side: 'for' }],
            rounds: 2,
            wordLimit: 120,
            instruction: 'Say your piece.',
            checkpointAfter: true,
          },
        ],
      },
    });
  });

  it("answers each field's first message by its path", () => {
    const draft = newFormat();
    draft.phases[0] = { ...newPhase(), wordLimit: String(FORMAT_LIMITS.wordLimitMax + 1) };
    draft.phases.push({ ...newPhase(), name: 'Closings', instruction: 'Sum up.', rounds: '' });
    const { errors } = checkFormat(draft);
    expect(Object.keys(errors ?? {}).sort()).toEqual([
      'name',
      'phases.0.instruction',
      'phases.0.name',
      'phases.0.wordLimit',
      'phases.1.rounds',
    ]);
  });

  it('refuses a format with no phase', () => {
    const { errors } = checkFormat({ name: 'Empty', phases: [] });
    expect(errors).toHaveProperty('phases');
  });
});

import { describe, expect, it } from 'vitest';
import { CUSTOM_MODEL_TEXT } from '../../../../contract/custom-models.ts';
import { remainingErrors, validateModelForm, type ModelFormValues } from './model-form-rules.ts';

const empty: ModelFormValues = {
  name: '',
  baseModel: null,
  systemInstructions: ' ',
  openingStatement: '',
};

describe('model form rules', () => {
  it('requires a name, a base model and instructions (SPEC §5)', () => {
    expect(validateModelForm(empty)).toEqual({
      name: CUSTOM_MODEL_TEXT.nameRequired,
      baseModel: CUSTOM_MODEL_TEXT.baseModelRequired,
      systemInstructions: CUSTOM_MODEL_TEXT.instructionsRequired,
    });
  });

  it('drops each shown error once its field is valid, and adds none', () => {
    const shown = validateModelForm(empty);
    expect(remainingErrors(shown, { ...empty, name: 'Analyst' })).toEqual({
      baseModel: CUSTOM_MODEL_TEXT.baseModelRequired,
      systemInstructions: CUSTOM_MODEL_TEXT.instructionsRequired,
    });
    expect(remainingErrors({}, empty)).toEqual({});
    expect(
      remainingErrors(shown, {
        name: 'Analyst',
        baseModel: 'local/x',
        systemInstructions: 'Weigh it.',
        openingStatement: '',
      }),
    ).toEqual({});
  });
});

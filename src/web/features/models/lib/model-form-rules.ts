import { CUSTOM_MODEL_TEXT } from '../../../../contract/custom-models.ts';

export type ModelFormValues = {
  name: string;
  baseModel: string | null;
  systemInstructions: string;
  openingStatement: string;
};

export type ModelFormErrors = Partial<Record<'name' | 'baseModel' | 'systemInstructions', string>>;

/** SPEC §5: name, base model and instructions are required. */
export function validateModelForm(values: ModelFormValues): ModelFormErrors {
  const errors: ModelFormErrors = {};
  if (!values.name.trim()) errors.name = CUSTOM_MODEL_TEXT.nameRequired;
  if (!values.baseModel) errors.baseModel = CUSTOM_MODEL_TEXT.baseModelRequired;
  if (!values.systemInstructions.trim()) {
    errors.systemInstructions = CUSTOM_MODEL_TEXT.instructionsRequired;
  }
  return errors;
}

/**
 * The errors on screen that the new values still earn: a field's error goes as soon as it is
 * valid, and no new error appears before the next submit.
 */
export function remainingErrors(shown: ModelFormErrors, values: ModelFormValues): ModelFormErrors {
  const now = validateModelForm(values);
  return Object.fromEntries(
    Object.keys(shown).flatMap((field) => {
      const error = now[field as keyof ModelFormErrors];
      return error ? [[field, error]] : [];
    }),
  );
}

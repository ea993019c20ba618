import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CUSTOM_MODEL_LIMITS,
  CUSTOM_MODEL_TEXT,
  type CustomModelBody,
  type ModelDocumentSummary,
} from '../../../../contract/custom-models.ts';
import { DASHBOARD_TEXT } from '../../../../contract/texts.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Picker } from '../../../ui/picker.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input, Textarea } from '../../../ui/input.tsx';
import { failureMessage } from '../../../lib/api-client.ts';
import { preferredModel, useModelProviders } from '../../../lib/model-providers.ts';
import { useBaseModels } from '../api/get-base-models.ts';
import {
  remainingErrors,
  validateModelForm,
  type ModelFormErrors,
  type ModelFormValues,
} from '../lib/model-form-rules.ts';
import { DocumentsField } from './documents-field.tsx';

export type { ModelFormValues } from '../lib/model-form-rules.ts';

export const EMPTY_MODEL_FORM: ModelFormValues = {
  name: '',
  baseModel: null,
  systemInstructions: '',
  openingStatement: '',
};

/** Create and edit form of a custom model, with its knowledge documents. */
export function ModelForm({
  initial,
  storedDocuments = [],
  onRemoveStored,
  removingId,
  onSubmit,
  saving,
  progress,
  failure,
  submitLabel,
}: {
  initial: ModelFormValues;
  storedDocuments?: ModelDocumentSummary[];
  onRemoveStored?: (document: ModelDocumentSummary) => void;
  removingId?: string | null;
  onSubmit: (body: CustomModelBody, files: File[]) => void;
  saving: boolean;
  progress: number | null;
  /** Shown above the buttons: the save or upload failure. */
  failure: ReactNode;
  submitLabel: string;
}) {
  const [typed, setValues] = useState(initial);
  const [errors, setErrors] = useState<ModelFormErrors>({});
  const [files, setFiles] = useState<File[]>([]);
  const [documentProblems, setDocumentProblems] = useState<string[]>([]);
  const baseModels = useBaseModels();
  const providers = useModelProviders().data;
  // A new model starts on a base this server runs (issue 33); an edited one keeps its own.
  const values: ModelFormValues = {
    ...typed,
    baseModel: typed.baseModel ?? (providers ? preferredModel(providers) : null),
  };

  const set = <K extends keyof ModelFormValues>(key: K, value: ModelFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setErrors((shown) => remainingErrors(shown, next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateModelForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit(
      {
        name: values.name.trim(),
        baseModel: values.baseModel!,
        systemInstructions: values.systemInstructions.trim(),
        openingStatement: values.openingStatement.trim() || null,
      },
      files,
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <Field label="Name" error={errors.name}>
          {(props) => (
            <Input
              {...props}
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
              maxLength={CUSTOM_MODEL_LIMITS.nameMaxLength}
              placeholder="e.g. Climate Policy Analyst"
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          label="Base model"
          error={errors.baseModel}
          hint="The model that answers; its provider runs every turn."
        >
          {(props) =>
            baseModels.isError ? (
              <Alert tone="error">
                {failureMessage(baseModels.error, CUSTOM_MODEL_TEXT.loadModelsFailed)}
              </Alert>
            ) : (
              <Picker
                id={props.id}
                aria-describedby={props['aria-describedby']}
                invalid={props.invalid}
                listLabel="Base models"
                value={values.baseModel}
                onChange={(model) => set('baseModel', model)}
                groups={baseModels.data ?? []}
                loading={baseModels.isPending}
                disabled={baseModels.isPending || saving}
                placeholder="Select a base model"
                searchPlaceholder={DASHBOARD_TEXT.searchModels}
                emptyText={DASHBOARD_TEXT.noModelsAvailable}
                noMatchText={DASHBOARD_TEXT.noModelsFound}
                collapsible
              />
            )
          }
        </Field>
        <Field
          label="System instructions"
          error={errors.systemInstructions}
          aside={
            <span className="text-xs text-muted tabular-nums">
              {values.systemInstructions.length.toLocaleString()}
            </span>
          }
        >
          {(props) => (
            <Textarea
              {...props}
              rows={8}
              value={values.systemInstructions}
              onChange={(event) => set('systemInstructions', event.target.value)}
              maxLength={CUSTOM_MODEL_LIMITS.instructionsMaxLength}
              placeholder="Who is this model, what does it argue, how does it speak?"
            />
          )}
        </Field>
        <Field label="Opening statement" hint="Optional: how this model likes to open a debate.">
          {(props) => (
            <Textarea
              {...props}
              rows={3}
              value={values.openingStatement}
              onChange={(event) => set('openingStatement', event.target.value)}
              maxLength={CUSTOM_MODEL_LIMITS.openingStatementMaxLength}
            />
          )}
        </Field>
        <DocumentsField
          stored={storedDocuments}
          picked={files}
          onPick={setFiles}
          {...(onRemoveStored ? { onRemoveStored } : {})}
          removingId={removingId ?? null}
          problems={documentProblems}
          onProblems={setDocumentProblems}
          progress={progress}
          disabled={saving}
        />
        {failure}
        <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-5">
          <Link to="/models" className={buttonClasses({ variant: 'secondary' })}>
            Cancel
          </Link>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </div>
      </Card>
    </form>
  );
}

import { useState } from 'react';
import {
  FORMAT_UI_TEXT,
  phaseKindSchema,
  type DebateFormat,
  type PhaseKind,
} from '../../../../contract/formats.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { Modal, type ModalOpenProps } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input, Textarea } from '../../../ui/input.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { SegmentedRadioGroup } from '../../../ui/radio-group.tsx';
import { useDeleteFormat, useFormats, useSaveFormat } from '../api/formats.ts';
import {
  checkFormat,
  newFormat,
  newPhase,
  SPEAKER_ORDERS,
  type FormatDraft,
  type PhaseDraft,
  type SpeakerOrder,
} from '../lib/format-draft.ts';

const KIND_OPTIONS = phaseKindSchema.options.map((kind: PhaseKind) => ({
  value: kind,
  label: FORMAT_UI_TEXT.kinds[kind],
}));
const ORDER_OPTIONS = (Object.keys(SPEAKER_ORDERS) as SpeakerOrder[]).map((order) => ({
  value: order,
  label: FORMAT_UI_TEXT.orders[order],
}));

/**
 * The custom formats of the account (DESIGN D20): the saved ones, each deletable, and an editor
 * for a new one, checked by the contract's schema as the server checks it. Opened from the
 * format picker ("New format…"); a saved format is chosen at once.
 */
export function FormatEditorDialog({
  open,
  onOpenChange,
  onSaved,
  onDeleted,
}: ModalOpenProps & {
  onSaved: (format: DebateFormat) => void;
  onDeleted: (id: string) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={FORMAT_UI_TEXT.editorTitle}
      description={FORMAT_UI_TEXT.editorDescription}
      size="lg"
    >
      <div className="flex flex-col gap-5">
        <SavedFormats onDeleted={onDeleted} />
        <FormatForm onSaved={onSaved} />
      </div>
    </Modal>
  );
}

function SavedFormats({ onDeleted }: { onDeleted: (id: string) => void }) {
  const formats = useFormats();
  const remove = useDeleteFormat(onDeleted);
  return (
    <section aria-labelledby="saved-formats-title" className="flex flex-col gap-2">
      <h3 id="saved-formats-title" className="text-sm font-semibold">
        {FORMAT_UI_TEXT.savedFormats}
      </h3>
      <QueryView
        query={formats}
        loadingLabel={FORMAT_UI_TEXT.loadingFormats}
        failedText={FORMAT_UI_TEXT.formatsFailed}
      >
        {(list) => {
          const saved = list.filter((format) => !format.builtIn);
          if (saved.length === 0) {
            return <p className="text-sm text-muted">{FORMAT_UI_TEXT.noSavedFormats}</p>;
          }
          return (
            <ul className="flex flex-col gap-1.5" data-testid="saved-formats">
              {saved.map((format) => (
                <li
                  key={format.id}
                  className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-1.5 text-sm"
                >
                  <span className="min-w-0 truncate">
                    {format.name}
                    <span className="text-muted"> · {format.phases.length} phases</span>
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={FORMAT_UI_TEXT.deleteFormat(format.name)}
                    loading={remove.isPending && remove.variables === format.id}
                    onClick={() => remove.mutate(format.id)}
                  >
                    Delete
                  </Button>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryView>
      {remove.isError && (
        <Alert tone="error">{failureMessage(remove.error, FORMAT_UI_TEXT.deleteFailed)}</Alert>
      )}
    </section>
  );
}

function FormatForm({ onSaved }: { onSaved: (format: DebateFormat) => void }) {
  const [draft, setDraft] = useState<FormatDraft>(newFormat);
  const [tried, setTried] = useState(false);
  const save = useSaveFormat((format) => {
    setDraft(newFormat());
    setTried(false);
    onSaved(format);
  });
  const checked = checkFormat(draft);
  const errors = tried ? (checked.errors ?? {}) : {};
  const setPhase = (index: number, change: Partial<PhaseDraft>) =>
    setDraft((current) => ({
      ...current,
      phases: current.phases.map((phase, at) => (at === index ? { ...phase, ...change } : phase)),
    }));

  return (
    <form
      aria-labelledby="new-format-title"
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (checked.body) save.mutate(checked.body);
      }}
    >
      <h3 id="new-format-title" className="text-sm font-semibold">
        {FORMAT_UI_TEXT.newFormat}
      </h3>
      <Field label={FORMAT_UI_TEXT.formatName} error={errors.name}>
        {(field) => (
          <Input
            {...field}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        )}
      </Field>
      {draft.phases.map((phase, index) => (
        <PhaseFields
          key={index}
          index={index}
          phase={phase}
          errors={errors}
          onChange={(change) => setPhase(index, change)}
          onRemove={
            draft.phases.length > 1
              ? () => setDraft({ ...draft, phases: draft.phases.filter((_, at) => at !== index) })
              : null
          }
        />
      ))}
      {errors.phases && <Alert tone="error">{errors.phases}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="secondary"
          onClick={() => setDraft({ ...draft, phases: [...draft.phases, newPhase()] })}
        >
          {FORMAT_UI_TEXT.addPhase}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {FORMAT_UI_TEXT.saveFormat}
        </Button>
      </div>
      {tried && checked.errors && <Alert tone="error">{FORMAT_UI_TEXT.fixErrors}</Alert>}
      {save.isError && (
        <Alert tone="error">{failureMessage(save.error, FORMAT_UI_TEXT.saveFailed)}</Alert>
      )}
    </form>
  );
}

function PhaseFields({
  index,
  phase,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  phase: PhaseDraft;
  errors: Record<string, string>;
  onChange: (change: Partial<PhaseDraft>) => void;
  onRemove: (() => void) | null;
}) {
  const error = (field: string) => errors[`phases.${index}.${field}`];
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
      data-testid="phase-fields"
    >
      <legend className="px-1 text-sm font-semibold">{FORMAT_UI_TEXT.phaseTitle(index)}</legend>
      <Field label={FORMAT_UI_TEXT.phaseName} error={error('name')}>
        {(field) => (
          <Input
            {...field}
            value={phase.name}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        )}
      </Field>
      <SegmentedRadioGroup
        label={FORMAT_UI_TEXT.phaseKind}
        look="chips"
        value={phase.kind}
        onChange={(kind) => onChange({ kind })}
        options={KIND_OPTIONS}
      />
      <SegmentedRadioGroup
        label={FORMAT_UI_TEXT.speakerOrder}
        look="chips"
        value={phase.order}
        onChange={(order) => onChange({ order })}
        options={ORDER_OPTIONS}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field label={FORMAT_UI_TEXT.rounds} error={error('rounds')}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              value={phase.rounds}
              onChange={(event) => onChange({ rounds: event.target.value })}
            />
          )}
        </Field>
        <Field label={FORMAT_UI_TEXT.wordLimit} error={error('wordLimit')}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              value={phase.wordLimit}
              onChange={(event) => onChange({ wordLimit: event.target.value })}
            />
          )}
        </Field>
      </div>
      <Field label={FORMAT_UI_TEXT.instruction} error={error('instruction')}>
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            value={phase.instruction}
            onChange={(event) => onChange({ instruction: event.target.value })}
          />
        )}
      </Field>
      <Checkbox
        isSelected={phase.checkpointAfter}
        onChange={(checkpointAfter) => onChange({ checkpointAfter })}
      >
        {FORMAT_UI_TEXT.checkpointAfter}
      </Checkbox>
      {onRemove && (
        <Button variant="ghost" size="sm" className="self-start" onClick={onRemove}>
          {FORMAT_UI_TEXT.removePhase(index)}
        </Button>
      )}
    </fieldset>
  );
}

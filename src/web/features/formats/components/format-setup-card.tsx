import {
  builtInFormat,
  collaboratorEmailProblem,
  DEFAULT_FORMAT_ID,
  FORMAT_UI_TEXT,
  phasePreview,
} from '../../../../contract/formats.ts';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import { SegmentedRadioGroup } from '../../../ui/radio-group.tsx';
import { useFormats } from '../api/formats.ts';
import { FormatEditorDialog } from './format-editor.tsx';
import { ICON_PATHS, IconLabel } from '../../../ui/icon.tsx';

/** A seat held by a collaborator, named by their account's email (decision 039). */
type CollaboratorSeat = { slot: string; email: string };

type SetupChange = {
  format?: string;
  ownSeat?: string | null;
  collaborator?: CollaboratorSeat | null;
};

/**
 * Setup's debate format (both screens): the format, a preview of its phases, your seat, and a
 * collaborator's seat with their email (decision 039).
 */
export function FormatSetupCard({
  format = DEFAULT_FORMAT_ID,
  ownSeat = null,
  collaborator = null,
  seats,
  onChange,
}: {
  format: string | undefined;
  ownSeat: string | null | undefined;
  collaborator: CollaboratorSeat | null | undefined;
  /** The agents taking part, in speaking order. */
  seats: readonly { slot: string; name: string }[];
  onChange: (change: SetupChange) => void;
}) {
  const formats = useFormats();
  const [editing, setEditing] = useState(false);
  const choices = formats.data ?? [builtInFormat(DEFAULT_FORMAT_ID)!];
  const chosen = choices.find((each) => each.id === format) ?? choices[0]!;
  const NOBODY = 'nobody';
  return (
    <Card as="section" aria-labelledby="format-title" data-testid="format-setup">
      <div className="flex flex-col gap-4 p-4 sm:p-5">
        <div>
          <h2 id="format-title" className="text-base font-semibold">
            <IconLabel d={ICON_PATHS.microphone}>{FORMAT_UI_TEXT.setupTitle}</IconLabel>
          </h2>
          <p className="mt-0.5 text-sm text-muted">{FORMAT_UI_TEXT.setupDescription}</p>
        </div>
        <div className="flex flex-col gap-2">
          <SegmentedRadioGroup
            label={FORMAT_UI_TEXT.formatLabel}
            look="chips"
            value={chosen.id}
            onChange={(id) => onChange({ format: id })}
            options={choices.map((each) => ({ value: each.id, label: each.name }))}
          />
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            onClick={() => setEditing(true)}
          >
            {FORMAT_UI_TEXT.newFormat}
          </Button>
          <FormatEditorDialog
            open={editing}
            onOpenChange={setEditing}
            onSaved={(saved) => {
              setEditing(false);
              onChange({ format: saved.id });
            }}
            // A deleted format cannot start a debate: the choice goes back to Free.
            onDeleted={(id) =>
              id === format ? onChange({ format: DEFAULT_FORMAT_ID }) : undefined
            }
          />
        </div>
        <ol
          className="flex flex-col gap-1 text-sm text-muted"
          aria-label={FORMAT_UI_TEXT.phasesLabel}
        >
          {chosen.phases.length === 0 ? (
            <li>{FORMAT_UI_TEXT.freePreview}</li>
          ) : (
            chosen.phases.map((phase, index) => (
              <li key={index}>
                {index + 1}. {phasePreview(phase, Math.max(seats.length, 2))}
              </li>
            ))
          )}
        </ol>
        <SegmentedRadioGroup
          label={FORMAT_UI_TEXT.seatLabel}
          look="chips"
          value={ownSeat ?? NOBODY}
          onChange={(slot) =>
            onChange({
              ownSeat: slot === NOBODY ? null : slot,
              // One person a seat: taking the collaborator's seat frees it.
              ...(slot === collaborator?.slot ? { collaborator: null } : {}),
            })
          }
          options={[
            { value: NOBODY, label: FORMAT_UI_TEXT.watchOnly },
            ...seats.map((seat) => ({
              value: seat.slot,
              label: FORMAT_UI_TEXT.takeSeat(seat.name),
            })),
          ]}
        />
        <CollaboratorSeatChoice
          collaborator={collaborator}
          seats={seats.filter((seat) => seat.slot !== ownSeat)}
          onChange={(next) => onChange({ collaborator: next })}
        />
      </div>
    </Card>
  );
}

function CollaboratorSeatChoice({
  collaborator,
  seats,
  onChange,
}: {
  collaborator: CollaboratorSeat | null;
  seats: readonly { slot: string; name: string }[];
  onChange: (collaborator: CollaboratorSeat | null) => void;
}) {
  const NONE = 'none';
  const email = collaborator?.email ?? '';
  return (
    <>
      <SegmentedRadioGroup
        label={FORMAT_UI_TEXT.collaboratorSeatLabel}
        look="chips"
        value={collaborator?.slot ?? NONE}
        onChange={(slot) => onChange(slot === NONE ? null : { slot, email })}
        options={[
          { value: NONE, label: FORMAT_UI_TEXT.collaboratorNone },
          ...seats.map((seat) => ({
            value: seat.slot,
            label: FORMAT_UI_TEXT.collaboratorSeat(seat.name),
          })),
        ]}
      />
      {collaborator && (
        <Field
          label={FORMAT_UI_TEXT.collaboratorEmailLabel}
          hint={FORMAT_UI_TEXT.collaboratorEmailHint}
          error={email.trim() ? collaboratorEmailProblem(email) : null}
        >
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => onChange({ ...collaborator, email: event.target.value })}
            />
          )}
        </Field>
      )}
    </>
  );
}

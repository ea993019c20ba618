import {
  builtInFormat,
  DEFAULT_FORMAT_ID,
  FORMAT_UI_TEXT,
  phasePreview,
} from '../../../../contract/formats.ts';
import { Card } from '../../../ui/card.tsx';
import { SegmentedRadioGroup } from '../../../ui/radio-group.tsx';
import { useFormats } from '../api/formats.ts';
import { ICON_PATHS, IconLabel } from '../../../ui/icon.tsx';

/** Setup's debate format (both screens): the format, a preview of its phases, and your seat. */
export function FormatSetupCard({
  format = DEFAULT_FORMAT_ID,
  ownSeat = null,
  seats,
  onChange,
}: {
  format: string | undefined;
  ownSeat: string | null | undefined;
  /** The agents taking part, in speaking order. */
  seats: readonly { slot: string; name: string }[];
  onChange: (change: { format?: string; ownSeat?: string | null }) => void;
}) {
  const formats = useFormats();
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
        <SegmentedRadioGroup
          label={FORMAT_UI_TEXT.formatLabel}
          look="chips"
          value={chosen.id}
          onChange={(id) => onChange({ format: id })}
          options={choices.map((each) => ({ value: each.id, label: each.name }))}
        />
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
          onChange={(slot) => onChange({ ownSeat: slot === NOBODY ? null : slot })}
          options={[
            { value: NOBODY, label: FORMAT_UI_TEXT.watchOnly },
            ...seats.map((seat) => ({
              value: seat.slot,
              label: FORMAT_UI_TEXT.takeSeat(seat.name),
            })),
          ]}
        />
      </div>
    </Card>
  );
}

import { cn } from '../../../lib/cn.ts';
import { SegmentedRadioGroup } from '../../../ui/radio-group.tsx';
import { senderOf, TONE_CLASSES } from '../lib/senders.ts';

/** Who speaks the opening line: a radio group over the agents taking part (SPEC §2). */
export function StartingAgentPicker<Slot extends string>({
  slots,
  value,
  onChange,
  legend = 'Starting agent',
}: {
  slots: readonly Slot[];
  value: Slot | null;
  onChange: (slot: Slot) => void;
  legend?: string;
}) {
  return (
    <SegmentedRadioGroup
      label={legend}
      value={value}
      onChange={onChange}
      options={slots.map((slot) => {
        const sender = senderOf(slot);
        return {
          value: slot,
          label: (
            <>
              <span
                className={cn(
                  'mr-1.5 inline-block size-2 rounded-full',
                  TONE_CLASSES[sender.tone].dot,
                )}
                aria-hidden="true"
              />
              {sender.name}
            </>
          ),
        };
      })}
    />
  );
}

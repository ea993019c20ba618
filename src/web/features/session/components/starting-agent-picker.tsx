import { cn } from '../../../lib/cn.ts';
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
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1.5 inline-flex flex-wrap gap-1 rounded-lg border border-border-strong bg-surface-2 p-1">
        {slots.map((slot) => {
          const checked = value === slot;
          const sender = senderOf(slot);
          return (
            <label
              key={slot}
              className={cn(
                'relative cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                checked ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
              )}
            >
              <input
                type="radio"
                name="starting-agent"
                value={slot}
                checked={checked}
                onChange={() => onChange(slot)}
                className="sr-only"
              />
              <span
                className={cn(
                  'mr-1.5 inline-block size-2 rounded-full',
                  TONE_CLASSES[sender.tone].dot,
                )}
                aria-hidden="true"
              />
              {sender.name}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

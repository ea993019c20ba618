/**
 * A labelled gauge on React Aria Components (role="meter" with its value and label):
 *   <Meter label="Consensus" value={42} valueLabel="Consensus 42%" />
 * For a known quantity within a range (a score, a share), not for progress.
 */
import { Label, Meter as AriaMeter } from 'react-aria-components/Meter';
import { cn } from '../lib/cn.ts';

export function Meter({
  label,
  value,
  valueLabel,
  className,
}: {
  label: string;
  /** 0–100. */
  value: number;
  /** What is shown and announced as the value, e.g. "Consensus 42%". */
  valueLabel: string;
  className?: string;
}) {
  return (
    <AriaMeter
      value={value}
      minValue={0}
      maxValue={100}
      valueLabel={valueLabel}
      className={cn('flex flex-col gap-1.5', className)}
    >
      {({ percentage }) => (
        <>
          <div className="flex items-baseline justify-between gap-2">
            <Label className="sr-only">{label}</Label>
            <span className="text-sm font-semibold tabular-nums" aria-hidden="true">
              {valueLabel}
            </span>
          </div>
          <div className="h-2.5 overflow-hidden rounded-full bg-surface-2 ring-1 ring-border ring-inset">
            <div
              className="h-full rounded-full bg-accent transition-[width] duration-500"
              style={{ width: `${percentage}%` }}
            />
          </div>
        </>
      )}
    </AriaMeter>
  );
}

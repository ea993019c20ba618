import { barColour } from '../../../../contract/usage.ts';
import { cn } from '../../../lib/cn.ts';

const COLOURS = { green: 'bg-emerald-500', orange: 'bg-orange-500', red: 'bg-red-500' } as const;

/** SPEC §9's bar: green, orange above 90 %, red when exceeded. */
export function UsageBar({
  percent,
  exceeded = false,
  label,
  className,
}: {
  percent: number;
  exceeded?: boolean;
  label: string;
  className?: string;
}) {
  const colour = barColour(exceeded ? 100 : percent);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      data-colour={colour}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-surface-2', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width]', COLOURS[colour])}
        style={{ width: `${Math.max(exceeded ? 100 : percent, 2)}%` }}
      />
    </div>
  );
}

/**
 * Radio groups on React Aria Components (arrow keys move and choose, one tab stop):
 *   <SegmentedRadioGroup label="Billing interval" hideLabel value={interval} onChange={setInterval}
 *     options={[{ value: 'month', label: 'Monthly' }, { value: 'year', label: 'Annual' }]} />
 *   <RadioCards label="Recommended plans" value={plan} onChange={setPlan}
 *     options={[{ value: 'starter', label: 'Starter', children: <PlanSummary /> }]} />
 * `segmented` draws a pill switch; `chips` separate bordered choices.
 */
import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { cn } from '../lib/cn.ts';

export type RadioOption<T extends string> = { value: T; label: ReactNode; ariaLabel?: string };

type GroupProps<T extends string> = {
  label: string;
  /** The label names the group for screen readers only. */
  hideLabel?: boolean;
  value: T | null;
  onChange: (value: T) => void;
  className?: string;
};

const focusRing = 'data-[focus-visible]:outline-2 data-[focus-visible]:outline-ring';

const LOOKS = {
  segmented: {
    list: 'inline-flex flex-wrap gap-1 rounded-lg border border-border-strong bg-surface-2 p-1',
    option: (selected: boolean) =>
      cn(
        'relative cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
        selected ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
      ),
  },
  chips: {
    list: 'flex flex-wrap items-center gap-x-3 gap-y-1.5',
    option: (selected: boolean) =>
      cn(
        'flex cursor-pointer items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm',
        selected ? 'border-accent bg-surface text-fg' : 'border-border-strong text-muted',
      ),
  },
} as const;

export function SegmentedRadioGroup<T extends string>({
  label,
  hideLabel = false,
  value,
  onChange,
  options,
  look = 'segmented',
  className,
}: GroupProps<T> & { options: ReadonlyArray<RadioOption<T>>; look?: keyof typeof LOOKS }) {
  const styles = LOOKS[look];
  return (
    <RadioGroup
      value={value}
      onChange={(next) => onChange(next as T)}
      orientation="horizontal"
      aria-label={hideLabel ? label : undefined}
      className={cn(look === 'chips' && 'flex flex-wrap items-center gap-x-3 gap-y-1.5', className)}
    >
      {!hideLabel && (
        <Label className={cn('text-sm font-medium', look === 'segmented' && 'mb-1.5 block')}>
          {label}
        </Label>
      )}
      <div className={styles.list}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            aria-label={option.ariaLabel}
            className={({ isSelected }) => cn(styles.option(isSelected), focusRing)}
          >
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

export function RadioCards<T extends string>({
  label,
  value,
  onChange,
  options,
  className,
}: GroupProps<T> & { options: ReadonlyArray<RadioOption<T>> }) {
  return (
    <RadioGroup
      value={value}
      onChange={(next) => onChange(next as T)}
      orientation="horizontal"
      className={className}
    >
      <Label className="mb-2 block text-sm font-semibold">{label}</Label>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            aria-label={option.ariaLabel}
            className={({ isSelected }) =>
              cn(
                'cursor-pointer rounded-xl border p-3 text-left transition-colors',
                'data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-ring',
                isSelected
                  ? 'border-accent ring-2 ring-accent'
                  : 'border-border hover:border-border-strong',
              )
            }
          >
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

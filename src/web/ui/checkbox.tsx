/**
 * A checkbox on React Aria Components (Space toggles it; the label is part of the hit area):
 *   <Checkbox isSelected={on} onChange={setOn}>Give a verdict at every checkpoint</Checkbox>
 */
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components/Checkbox';
import { cn } from '../lib/cn.ts';

export function Checkbox({
  isSelected,
  onChange,
  children,
  className,
}: {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <AriaCheckbox
      isSelected={isSelected}
      onChange={onChange}
      className={cn('group flex cursor-pointer items-center gap-2.5 text-sm text-fg', className)}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-5 shrink-0 items-center justify-center rounded border border-border-strong bg-surface',
          'group-data-[selected]:border-accent group-data-[selected]:bg-accent group-data-[selected]:text-white',
          'group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-ring',
        )}
      >
        <svg
          viewBox="0 0 16 16"
          className="hidden size-3.5 group-data-[selected]:block"
          fill="none"
        >
          <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </span>
      {children}
    </AriaCheckbox>
  );
}

/**
 * CloseButton: the "×" icon button that closes a dialog, a panel or a notice.
 *   <CloseButton label="Dismiss notification" onClick={dismiss} className="rounded-md p-1" />
 * The caller sets padding, radius and offsets; iconSize sm draws 16 px, md 20 px. Other button
 * props (and the ref) pass through.
 */
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { ICON_PATHS, StrokeIcon } from './icon.tsx';

export type CloseButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  label: string;
  iconSize?: 'sm' | 'md';
};

export function CloseButton({ label, iconSize = 'sm', className, ...props }: CloseButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn('text-muted hover:bg-surface-2 hover:text-fg', className)}
      {...props}
    >
      <StrokeIcon d={ICON_PATHS.close} className={iconSize === 'md' ? 'size-5' : 'size-4'} />
    </button>
  );
}

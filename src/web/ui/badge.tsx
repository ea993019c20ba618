/**
 * Badge: a small status label.
 *   <Badge>Beta</Badge>   tones: neutral | accent | success | warning | danger
 */
import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';

const TONES = {
  neutral: 'bg-surface-2 text-muted ring-border',
  accent: 'bg-accent-soft text-accent-text ring-accent/20',
  success: 'bg-success-soft text-success-text ring-success-text/20',
  warning: 'bg-warning-soft text-warning-text ring-warning-text/20',
  danger: 'bg-danger-soft text-danger-text ring-danger-text/20',
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}

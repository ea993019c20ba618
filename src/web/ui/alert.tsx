/**
 * Alert: an inline message box (DESIGN D11: the spec's alert() texts appear here, verbatim).
 *   <Alert tone="error">{message}</Alert>          role="alert", announced at once
 *   <Alert tone="info" title="Heads up">…</Alert>  tones: error | info | success | warning
 */
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { StrokeIcon } from './icon.tsx';

const TONES = {
  error: 'border-danger/30 bg-danger-soft text-danger-text',
  info: 'border-accent/25 bg-accent-soft text-accent-text',
  success: 'border-success-text/25 bg-success-soft text-success-text',
  warning: 'border-warning-text/25 bg-warning-soft text-warning-text',
} as const;

export type AlertTone = keyof typeof TONES;

const ICONS: Record<AlertTone, string> = {
  error:
    'M12 8v5m0 3.5h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  warning:
    'M12 8v5m0 3.5h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  info: 'M12 16v-4m0-4h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  success: 'm8.5 12.5 2.5 2.5 5-5.5M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
};

export type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
};

export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cn('flex gap-2.5 rounded-lg border px-3.5 py-3 text-sm', TONES[tone], className)}
    >
      <StrokeIcon d={ICONS[tone]} className="mt-px size-4.5 shrink-0" strokeLinejoin="round" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-0.5' : undefined}>{children}</div>}
      </div>
    </div>
  );
}

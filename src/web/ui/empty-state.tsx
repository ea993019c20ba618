/**
 * EmptyState: a centred message for empty lists and placeholder screens.
 *   <EmptyState title="No models shared yet" description="Be the first…" action={<Button>…</Button>} />
 */
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
};

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-border-strong px-6 py-14 text-center',
        className,
      )}
    >
      {icon && (
        <div className="flex size-11 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          {icon}
        </div>
      )}
      <div className="max-w-sm">
        <p className="text-base font-semibold">{title}</p>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      {action && <div className="mt-1">{action}</div>}
    </div>
  );
}

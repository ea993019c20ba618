import { cn } from '../../../lib/cn.ts';

/** Three pulsing dots, announced as `label`. */
export function ThinkingDots({ label, className }: { label: string; className?: string }) {
  return (
    <span
      role="status"
      className={cn('inline-flex items-center gap-2 text-sm text-muted', className)}
    >
      <span className="inline-flex gap-1" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 rounded-full bg-current motion-safe:animate-pulse"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      {label}…
    </span>
  );
}

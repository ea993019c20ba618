/**
 * Logo: Parley's mark (two overlapping speech bubbles) with an optional wordmark.
 *   <Logo />               mark + "Parley"
 *   <LogoMark className="size-12" />   mark only (splash screens); decorative unless `title` given
 */
import { cn } from '../lib/cn.ts';

export function LogoMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={cn('size-7', className)}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <rect width="32" height="32" rx="8" className="fill-accent" />
      <path
        d="M9.5 6h8a4 4 0 0 1 4 4v4a4 4 0 0 1-4 4h-5l-3.5 3v-3.2A4 4 0 0 1 5.5 14v-4a4 4 0 0 1 4-4z"
        fill="#c7d2fe"
      />
      <path
        d="M15 12.5h8a4 4 0 0 1 4 4v4a4 4 0 0 1-3 3.87V27l-3.6-2.5H15a4 4 0 0 1-4-4v-4a4 4 0 0 1 4-4z"
        fill="#fff"
        className="stroke-accent"
        strokeWidth="1.6"
      />
      <g className="fill-accent">
        <circle cx="16" cy="18.5" r="1.15" />
        <circle cx="19.5" cy="18.5" r="1.15" />
        <circle cx="23" cy="18.5" r="1.15" />
      </g>
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="text-lg font-semibold tracking-tight text-fg">Parley</span>
    </span>
  );
}

/**
 * Spinner: an accessible loading indicator.
 *   <Spinner />                       16 px, inherits the text colour
 *   <Spinner size="lg" label="Loading models" />
 * `label` is read by screen readers; pass `label={null}` when a surrounding element already
 * announces the busy state (e.g. a Button with `loading`).
 */
import { cn } from '../lib/cn.ts';

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

export type SpinnerProps = {
  size?: keyof typeof SIZES;
  label?: string | null;
  className?: string;
};

export function Spinner({ size = 'sm', label = 'Loading', className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex shrink-0', className)}>
      <svg
        className={cn(
          'animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]',
          SIZES[size],
        )}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** Centred spinner that fills the viewport; used while the auth state loads. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center text-accent-text">
      <Spinner size="lg" label={label} />
    </div>
  );
}

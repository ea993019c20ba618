/**
 * Button and `buttonClasses`.
 *   <Button>Save</Button>                                   primary, medium
 *   <Button variant="secondary" size="sm">Cancel</Button>   variants: primary | secondary | ghost | danger
 *   <Button loading>Signing in</Button>                     aria-disabled + spinner + aria-busy
 *   <Link className={buttonClasses({ variant: 'ghost' })}>  style a link like a button
 * Sizes: sm | md | lg | icon (square, give it an aria-label). Defaults to type="button".
 */
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';
import { Spinner } from './spinner.tsx';

const VARIANTS = {
  primary:
    'bg-accent text-accent-fg shadow-sm shadow-indigo-950/10 hover:bg-accent-hover disabled:hover:bg-accent',
  secondary:
    'border border-border-strong bg-surface text-fg shadow-sm shadow-black/5 hover:bg-surface-2 disabled:hover:bg-surface',
  ghost: 'text-fg hover:bg-surface-2 disabled:hover:bg-transparent',
  danger: 'bg-danger text-white shadow-sm hover:bg-danger-hover disabled:hover:bg-danger',
} as const;

const SIZES = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-sm',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-lg px-6 text-base',
  icon: 'size-9 rounded-lg',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center font-medium whitespace-nowrap transition-colors select-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
};

export function Button({
  variant,
  size,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  // Loading keeps the focus on the button (a disabled one would drop it to the page, and the
  // dialog it opens could not give it back): it is marked disabled and ignores presses instead.
  const waiting = loading && !disabled;
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={waiting || undefined}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, className })}
      onClick={(event) => {
        if (waiting) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    >
      {loading && <Spinner label={null} />}
      {children}
    </button>
  );
}

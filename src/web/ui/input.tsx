/**
 * Input and Textarea: bordered text controls with focus ring and error state.
 *   <Input id="email" type="email" invalid={!!error} />
 * Prefer wrapping them in <Field> (ui/field.tsx), which wires label, hint and error for you.
 */
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';

const CONTROL =
  'w-full rounded-lg border bg-surface text-fg shadow-sm shadow-black/[0.02] transition-colors placeholder:text-muted/70 ' +
  'focus:border-accent focus:outline-none focus:ring-3 focus:ring-accent/20 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const borderFor = (invalid: boolean | undefined) =>
  invalid ? 'border-danger focus:border-danger focus:ring-danger/20' : 'border-border-strong';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean };

export function Input({ invalid, className, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(CONTROL, 'h-10 px-3 text-sm', borderFor(invalid), className)}
      {...props}
    />
  );
}

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean };

export function Textarea({ invalid, className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={cn(CONTROL, 'px-3 py-2 text-sm leading-relaxed', borderFor(invalid), className)}
      {...props}
    />
  );
}

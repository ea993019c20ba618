/**
 * Label and Field.
 *   <Field label="Email" error={errors.email} hint="We never share it">
 *     {(props) => <Input type="email" {...props} />}
 *   </Field>
 * Field generates the id and passes `id`, `aria-describedby` and `invalid` to its child, so the
 * label, hint and error text are announced with the control.
 */
import { useId, type LabelHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export function Label({
  className,
  htmlFor,
  children,
  ...props
}: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label htmlFor={htmlFor} className={cn('text-sm font-medium text-fg', className)} {...props}>
      {children}
    </label>
  );
}

export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  invalid: boolean;
};

export type FieldProps = {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Right-aligned extra beside the label, e.g. a "Forgot?" link or a character count. */
  aside?: ReactNode;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
};

export function Field({ label, error, hint, aside, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id} id={`${id}-label`}>
          {label}
        </Label>
        {aside}
      </div>
      {children({ id, 'aria-describedby': describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}

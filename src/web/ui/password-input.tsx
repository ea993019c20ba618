/**
 * PasswordInput: an Input with a show/hide toggle. Same props as Input.
 *   <Field label="Password">{(p) => <PasswordInput autoComplete="current-password" {...p} />}</Field>
 */
import { useState } from 'react';
import { cn } from '../lib/cn.ts';
import { StrokeIcon } from './icon.tsx';
import { Input, type InputProps } from './input.tsx';

export function PasswordInput({ className, ...props }: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-10', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted hover:text-fg"
      >
        <StrokeIcon
          d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z"
          className="size-4"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="12" r="2.75" />
          {visible && <path d="M4 4l16 16" />}
        </StrokeIcon>
      </button>
    </div>
  );
}

/**
 * CopyButton: copies text and says so for 2 s (SPEC §9 copy feedback).
 *   <CopyButton text={() => transcript} label="Copy Transcript" copiedLabel="Copied!" />
 */
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button.tsx';

export const COPY_FEEDBACK_MS = 2000;

export type CopyButtonProps = {
  text: string | (() => string);
  label: string;
  copiedLabel: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

export function CopyButton({
  text,
  label,
  copiedLabel,
  variant = 'secondary',
  size = 'sm',
  className,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  };

  return (
    <Button variant={variant} size={size} className={className} onClick={() => void copy()}>
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </Button>
  );
}

import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

export function SectionHeading({
  eyebrow,
  title,
  children,
  className,
  id,
}: {
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children && (
        <p className="mt-4 text-lg leading-relaxed text-muted text-pretty">{children}</p>
      )}
    </div>
  );
}

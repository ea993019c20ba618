/**
 * Card: a bordered surface. Compose with CardHeader / CardTitle / CardDescription / CardBody.
 *   <Card><CardHeader><CardTitle>Usage</CardTitle></CardHeader><CardBody>…</CardBody></Card>
 * `as` picks the element (section, article, li…), default div.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

type CardProps = HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' | 'article' | 'li' };

export function Card({ as: Tag = 'div', className, ...props }: CardProps) {
  return (
    <Tag
      className={cn(
        'rounded-xl border border-border bg-surface shadow-sm shadow-black/[0.03]',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('flex flex-col gap-1 p-5 pb-0 sm:p-6 sm:pb-0', className)} {...props} />
  );
}

export function CardTitle({
  className,
  as: Tag = 'h2',
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' | 'h4'; children: ReactNode }) {
  return <Tag className={cn('text-base font-semibold tracking-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-muted', className)} {...props} />;
}

export function CardBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-5 sm:p-6', className)} {...props} />;
}

import type { ReactNode } from 'react';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '../../../ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * A titled card holding a chart. The chart is drawn for sighted readers; `caption` says what it
 * shows in words (screen readers read it; the tables beside carry the figures).
 */
export function ChartCard({
  title,
  description,
  caption,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  caption?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-label={title} className={cn('min-w-0', className)}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardBody>
        <figure className="m-0">
          {children}
          {caption && <figcaption className="sr-only">{caption}</figcaption>}
        </figure>
      </CardBody>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StrokeIcon } from '../../../ui/icon.tsx';

/** Title row of the models pages, with an optional way back to /models and actions. */
export function ModelsPageHeader({
  title,
  description,
  back = false,
  actions,
}: {
  title: string;
  description: string;
  back?: boolean;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {back && (
          <Link
            to="/models"
            className="mb-2 inline-flex items-center gap-1 rounded text-sm text-muted hover:text-fg"
          >
            <StrokeIcon d="m15 18-6-6 6-6" className="size-4" />
            Custom Models
          </Link>
        )}
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-muted sm:text-base">{description}</p>
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

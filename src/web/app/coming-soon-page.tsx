import { Link } from 'react-router';
import { buttonClasses } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { StrokeIcon } from '../ui/icon.tsx';

/** Stand-in for screens of later milestones, so every route of SPEC §2 exists and is guarded. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-2 text-muted">{description}</p>
      <EmptyState
        className="mt-8"
        title="Coming soon"
        description="This part of Parley is being built. Everything else keeps working in the meantime."
        icon={<StrokeIcon d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" />}
        action={
          <Link to="/dashboard" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            Back to Dashboard
          </Link>
        }
      />
    </div>
  );
}

import { Link } from 'react-router';
import { buttonClasses } from '../ui/button.tsx';
import { LogoMark } from '../ui/logo.tsx';

export function NotFoundPage() {
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <LogoMark className="size-10" />
      <h1 className="text-2xl font-semibold tracking-tight">Page not found</h1>
      <p className="max-w-sm text-muted">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
        Go home
      </Link>
    </main>
  );
}

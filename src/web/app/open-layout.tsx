import { Link, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { buttonClasses } from '../ui/button.tsx';
import { Logo } from '../ui/logo.tsx';
import { FullPageSpinner } from '../ui/spinner.tsx';
import { ThemeToggle } from '../ui/theme-toggle.tsx';
import { AppLayout } from './app-layout.tsx';

/**
 * Pages open to everyone (SPEC §6: the community post list needs no login): the app's frame
 * when signed in; otherwise a slim header with the way to sign in.
 */
export function OpenLayout() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'signed-in') return <AppLayout />;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-border bg-bg/85 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Link to="/landing" aria-label="Parley home" className="rounded-md">
            <Logo />
          </Link>
          <div className="ml-auto flex items-center gap-1.5">
            <ThemeToggle />
            <Link
              to="/login"
              state={{ from: location }}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              Sign In
            </Link>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}

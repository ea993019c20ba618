import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { cn } from '../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { Logo } from '../ui/logo.tsx';
import { MobileMenu } from '../ui/mobile-menu.tsx';
import { PageFooterOutlet } from '../ui/page-footer.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { ThemeToggle } from '../ui/theme-toggle.tsx';

/** SPEC §2 dashboard top bar: the app's sections, repeated in a mobile menu. */
export const APP_NAV = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/max-mode', label: 'MAX Mode' },
  { to: '/history', label: 'History' },
  { to: '/models', label: 'Models' },
  { to: '/community', label: 'Community' },
  { to: '/analytics', label: 'Analytics' },
  { to: '/billing', label: 'Billing' },
  { to: '/profile', label: 'Profile' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-surface-2 text-fg' : 'text-muted hover:text-fg',
  );

/** Frame of every signed-in page: header with logo, navigation, theme and logout. */
export function AppLayout() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const onLogout = async () => {
    setLoggingOut(true);
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-border bg-bg/85 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
          <Link to="/dashboard" aria-label="Parley dashboard" className="rounded-md">
            <Logo />
          </Link>
          <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
            {APP_NAV.map((item) => (
              <NavLink key={item.to} to={item.to} className={navLinkClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-1.5">
            {user && (
              <span
                className="mr-2 hidden max-w-48 truncate text-sm text-muted xl:inline"
                title={user.email}
              >
                {user.name}
              </span>
            )}
            <ThemeToggle />
            <Button
              variant="secondary"
              size="sm"
              onClick={onLogout}
              loading={loggingOut}
              className="max-sm:hidden"
            >
              Logout
            </Button>
            <MobileMenu label="Mobile" hideFrom="lg">
              {() => (
                <>
                  {APP_NAV.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} className={(state) => cn(navLinkClass(state), 'block')}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                  <li className="mt-2 border-t border-border pt-3 sm:hidden">
                    <Button
                      variant="secondary"
                      className="w-full"
                      onClick={onLogout}
                      loading={loggingOut}
                    >
                      Logout
                    </Button>
                  </li>
                </>
              )}
            </MobileMenu>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Suspense
          fallback={
            <div className="flex justify-center py-24 text-accent-text">
              <Spinner size="lg" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <PageFooterOutlet />
    </div>
  );
}

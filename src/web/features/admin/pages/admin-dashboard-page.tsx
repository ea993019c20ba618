// Placeholder: the admin milestone replaces this page (SPEC §2 Admin).
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client.ts';
import { readAdminSession, removeAdminSession } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Logo } from '../../../ui/logo.tsx';
import { ThemeToggle } from '../../../ui/theme-toggle.tsx';

export function AdminDashboardPage() {
  const navigate = useNavigate();
  const session = readAdminSession();

  const signOut = async () => {
    if (session) {
      await apiRequest('/api/auth/logout', { method: 'POST', token: session.token }).catch(
        () => undefined,
      );
    }
    removeAdminSession();
    navigate('/admin4921', { replace: true });
  };

  return (
    <div className="min-h-dvh">
      <header className="border-b border-border">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <Logo />
          <span className="rounded-md bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-text">
            Admin
          </span>
          <div className="ml-auto flex items-center gap-2">
            <ThemeToggle />
            <Button variant="secondary" size="sm" onClick={signOut}>
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-semibold tracking-tight">Admin Dashboard</h1>
        <p className="mt-2 text-muted">Signed in as {session?.user.email}.</p>
        <EmptyState
          className="mt-8"
          title="Coming soon"
          description="User search and plan changes arrive with the admin milestone."
        />
      </main>
    </div>
  );
}
